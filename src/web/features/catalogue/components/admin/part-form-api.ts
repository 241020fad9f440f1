import type { UseFormReturn } from 'react-hook-form';
import type { CataloguePartValues } from '@shared/schemas/admin-catalogue';
import type { PartFormValues } from './part-form-values';

/** The part form's react-hook-form handle, as its sections take it: text in, the schema's values out. */
export type PartFormApi = UseFormReturn<PartFormValues, unknown, CataloguePartValues>;
