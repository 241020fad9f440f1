import type { PartDetail } from '@shared/schemas/catalogue';
import type { GarageVehicle } from '@shared/schemas/garage';

/** The vehicle a request for this part is for: the one chosen in My Garage when the part fits it. */
function vehicleFor(part: PartDetail, chosen: GarageVehicle | null): { make: string; model: string; year?: number; chassis?: string } | null {
  const fits = chosen
    ? part.fitment.find((f) => f.modelId === chosen.modelId && (chosen.year === null || (chosen.year >= f.yearFrom && chosen.year <= f.yearTo)))
    : undefined;
  if (chosen && fits) {
    const year = chosen.year ?? (fits.yearFrom === fits.yearTo ? fits.yearFrom : undefined);
    return { make: chosen.makeName, model: chosen.modelName, year, chassis: chosen.chassisCode ?? undefined };
  }
  const first = part.fitment[0];
  if (!first) return null;
  return { make: first.make, model: first.model, year: first.yearFrom === first.yearTo ? first.yearFrom : undefined };
}

/**
 * docs/choices.md #10: "Request this part" opens /request prefilled. The request page reads these params
 * (part-requests' prefill-from-url.ts): partName, brand, partNumber, make, model, year, chassis,
 * partType and listing (this part's address, so staff can open what the customer saw). The vehicle is
 * the customer's chosen My Garage vehicle when the part fits it, else the part's first fitment; a year
 * goes only when it is known.
 */
export function requestHrefFor(part: PartDetail, chosen: GarageVehicle | null = null): string {
  const params = new URLSearchParams();
  params.set('partName', part.title.slice(0, 150));
  params.set('partType', part.categorySlug.startsWith('phone-') ? 'phone' : 'auto');
  if (part.brand && part.brand !== 'Unknown') params.set('brand', part.brand);
  if (part.partNumber) params.set('partNumber', part.partNumber);
  const vehicle = vehicleFor(part, chosen);
  if (vehicle) {
    params.set('make', vehicle.make);
    params.set('model', vehicle.model);
    if (vehicle.year !== undefined) params.set('year', String(vehicle.year));
    if (vehicle.chassis) params.set('chassis', vehicle.chassis);
  }
  // No budget: the listing's price is ours, not the most the customer would pay (docs/payments.md).
  params.set('listing', `/part/${part.id}`);
  return `/request?${params.toString()}`;
}
