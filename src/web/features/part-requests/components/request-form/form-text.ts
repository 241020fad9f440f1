import type { PartRequestFormValues } from '@shared/schemas/part-requests';

/**
 * What the form's inputs hold: text for every field (selects and radios included), i.e. the raw
 * z.input of PartRequestInputSchema as a browser form produces it. The shared schema's preprocessors
 * turn '' into null and numeric text into numbers, so the submitted values are PartRequestInput.
 */
export type PartRequestFormText = Record<keyof PartRequestFormValues, string>;

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
    next.vehicleChassis = '';
  }
  if (next.partType !== 'phone') {
    next.deviceBrand = '';
    next.deviceModel = '';
  }
  if (next.partType !== 'phone' || next.deviceBrand !== 'other') next.deviceBrandOther = '';
  return next;
}
