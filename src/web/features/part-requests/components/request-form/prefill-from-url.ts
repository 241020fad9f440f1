import type { PartRequestFormText } from './form-text';

/**
 * "Request this part" on a catalogue part (docs/choices.md #10) opens /request with the part in the URL:
 * `partName`, `brand`, `partNumber`, `make`, `model`, `year`, `budget` (USD), and `partType`. Each value is
 * cut to the form's own limits; anything odd is simply left for the customer to fill.
 */
export function prefillFromUrl(params: URLSearchParams): Partial<PartRequestFormText> | undefined {
  const get = (key: string, max: number) => (params.get(key) ?? '').trim().slice(0, max);
  const partName = get('partName', 150);
  if (!partName) return undefined;
  const brand = get('brand', 60);
  const partNumber = get('partNumber', 60);
  const year = get('year', 4);
  const budget = get('budget', 12);
  const partType = params.get('partType') === 'phone' ? 'phone' : 'auto';
  const details = [brand && `Brand: ${brand}`, partNumber && `Part number: ${partNumber}`].filter(Boolean).join('\n');
  return {
    partType,
    partName,
    description: details ? `${details}\nSeen in your catalogue.` : '',
    ...(partType === 'auto'
      ? { vehicleMake: get('make', 60), vehicleModel: get('model', 60), vehicleYear: /^\d{4}$/.test(year) ? year : '' }
      : {}),
    maxBudget: /^\d+(\.\d{1,2})?$/.test(budget) ? budget : '',
  };
}
