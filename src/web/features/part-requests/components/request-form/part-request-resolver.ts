import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PartRequestInputSchema, type PartRequestInput } from '@shared/schemas/part-requests';
import { withoutUnusedDetails, type PartRequestFormText } from './form-text';

// The form holds the schema's raw input as text; the cast only names that, and bridges the enum fields'
// '' ("nothing chosen yet"), which the schema answers with its own message.
const schemaResolver = zodResolver(PartRequestInputSchema) as unknown as Resolver<
  PartRequestFormText,
  unknown,
  PartRequestInput
>;

/** zodResolver over the shared schema (docs/architecture.md, "One schema per shape"), reading only the details that apply. */
export const partRequestResolver: Resolver<PartRequestFormText, unknown, PartRequestInput> = (values, context, options) =>
  schemaResolver(withoutUnusedDetails(values), context, options);
