import type { User } from '@shared/schemas/auth';
import type { PartRequestInput } from '@shared/schemas/part-requests';
import { lazyResolver } from '@web/lib/lazy-resolver';
import type { PartRequestFormText } from './form-text';

export const PART_REQUEST_FIELDS = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'customerAddress',
  'parish',
  'partType',
  'categoryId',
  'partName',
  'description',
  'condition',
  'maxBudget',
  'urgency',
  'vehicleMake',
  'vehicleModel',
  'vehicleYear',
  'vehicleChassis',
  'deviceBrand',
  'deviceBrandOther',
  'deviceModel',
  'updates',
] as const satisfies readonly (keyof PartRequestFormText)[];

/** docs/product.md §4 "Request form": part type auto, condition any, urgency normal, the rest empty; a user's name and e-mail. */
export function partRequestDefaults(user?: User | null, initial?: Partial<PartRequestFormText>): PartRequestFormText {
  return {
    customerName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    customerEmail: user?.email ?? '',
    customerPhone: '',
    customerAddress: '',
    parish: '',
    partType: 'auto',
    categoryId: '',
    partName: '',
    description: '',
    condition: 'any',
    maxBudget: '',
    urgency: 'normal',
    vehicleMake: '',
    vehicleModel: '',
    vehicleYear: '',
    vehicleChassis: '',
    deviceBrand: '',
    deviceBrandOther: '',
    deviceModel: '',
    updates: 'email',
    ...initial,
  };
}

/**
 * The urgency choices, in the order of the schema's URGENCIES (form-values.test.ts checks they match): read
 * here so the form does not load the schema, and zod with it, to show (decision 004).
 */
export const URGENCY_CHOICES = ['low', 'normal', 'high', 'urgent'] as const satisfies readonly PartRequestInput['urgency'][];

/** zodResolver over the shared schema (docs/architecture.md, "One schema per shape"), loaded after the form (lazy-resolver.ts). */
export const partRequestResolver = lazyResolver(() => import('./part-request-resolver').then((m) => m.partRequestResolver));
