import type { User } from '@shared/schemas/auth';
import type { PartRequestFormValues, PartRequestInput } from '@shared/schemas/part-requests';
import { lazyResolver } from '@web/lib/lazy-resolver';

/**
 * What the form's inputs hold: text for every field (selects and radios included), i.e. the raw
 * z.input of PartRequestInputSchema as a browser form produces it. The shared schema's preprocessors
 * turn '' into null and numeric text into numbers, so the submitted values are PartRequestInput.
 */
export type PartRequestFormText = Record<keyof PartRequestFormValues, string>;

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
  'deviceBrand',
  'deviceBrandOther',
  'deviceModel',
] as const satisfies readonly (keyof PartRequestFormText)[];

/** SPEC §4 "Request form": part type auto, condition any, urgency normal, the rest empty; a user's name and e-mail. */
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
    deviceBrand: '',
    deviceBrandOther: '',
    deviceModel: '',
    ...initial,
  };
}

/**
 * Details of the other part type stay in the form while hidden (switching back restores them), but are
 * neither checked nor sent: the server gets null for them, and "Brand name" only goes with brand Other.
 */
export function withoutUnusedDetails(values: PartRequestFormText): PartRequestFormText {
  const next = { ...values };
  if (next.partType !== 'auto') {
    next.vehicleMake = '';
    next.vehicleModel = '';
    next.vehicleYear = '';
  }
  if (next.partType !== 'phone') {
    next.deviceBrand = '';
    next.deviceModel = '';
  }
  if (next.partType !== 'phone' || next.deviceBrand !== 'other') next.deviceBrandOther = '';
  return next;
}

/**
 * The urgency choices, in the order of the schema's URGENCIES (form-values.test.ts checks they match): read
 * here so the form does not load the schema, and zod with it, to show (decision 004).
 */
export const URGENCY_CHOICES = ['low', 'normal', 'high', 'urgent'] as const satisfies readonly PartRequestInput['urgency'][];

/** zodResolver over the shared schema (CONVENTIONS rule 1), loaded after the form (lazy-resolver.ts). */
export const partRequestResolver = lazyResolver(() => import('./part-request-resolver').then((m) => m.partRequestResolver));
