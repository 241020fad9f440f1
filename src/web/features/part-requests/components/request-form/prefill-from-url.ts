import type { PartRequestFormText } from './form-text';

/**
 * "Request this part" on a catalogue part (docs/choices.md #10) opens /request with the part in the URL:
 * `partName`, `brand`, `partNumber`, `make`, `model`, `year`, `budget` (USD), `partType` and `listing`
 * (the part's own address, written into the description as a full link on this site, `origin`, for
 * staff). Each value is cut to the form's own limits; anything odd is simply left for the customer to fill.
 */
export function prefillFromUrl(params: URLSearchParams, origin: string): Partial<PartRequestFormText> | undefined {
  const get = (key: string, max: number) => (params.get(key) ?? '').trim().slice(0, max);
  const partName = get('partName', 150);
  if (!partName) return undefined;
  const brand = get('brand', 60);
  const partNumber = get('partNumber', 60);
  const year = get('year', 4);
  const budget = get('budget', 12);
  const partType = params.get('partType') === 'phone' ? 'phone' : 'auto';
  const listing = /^\/part\/\d{1,10}$/.test(params.get('listing') ?? '') ? `${origin}${params.get('listing')}` : '';
  const details = [brand && `Brand: ${brand}`, partNumber && `Part number: ${partNumber}`, listing && `Catalogue listing: ${listing}`]
    .filter(Boolean)
    .join('\n');
  return {
    partType,
    partName,
    description: details,
    ...(partType === 'auto'
      ? { vehicleMake: get('make', 60), vehicleModel: get('model', 60), vehicleYear: /^\d{4}$/.test(year) ? year : '', ...(get('chassis', 30) ? { vehicleChassis: get('chassis', 30) } : {}) }
      : {}),
    maxBudget: /^\d+(\.\d{1,2})?$/.test(budget) ? budget : '',
  };
}
