import type { PartDetail } from '@shared/schemas/catalogue';

/**
 * docs/choices.md #10: "Request this part" opens /request prefilled. The request page reads these params
 * (part-requests' prefill-from-url.ts): partName, brand, partNumber, make, model, year, budget (USD), partType.
 * The vehicle is the part's first fitment; the year goes only when that fitment is a single year.
 */
export function requestHrefFor(part: PartDetail): string {
  const params = new URLSearchParams();
  params.set('partName', part.title.slice(0, 150));
  params.set('partType', part.categorySlug.startsWith('phone-') ? 'phone' : 'auto');
  if (part.brand && part.brand !== 'Unknown') params.set('brand', part.brand);
  if (part.partNumber) params.set('partNumber', part.partNumber);
  const fit = part.fitment[0];
  if (fit) {
    params.set('make', fit.make);
    params.set('model', fit.model);
    if (fit.yearFrom === fit.yearTo) params.set('year', String(fit.yearFrom));
  }
  params.set('budget', part.price.toFixed(2));
  return `/request?${params.toString()}`;
}
