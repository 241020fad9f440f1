import { normaliseChassisCode } from '@shared/catalogue';
import type { Fitment, Part, VehicleMake } from '@shared/schemas/catalogue';

/** "Toyota Corolla (NZE141) 2007-2012" */
export function fitmentName(fitment: Fitment): string {
  const chassis = fitment.chassisCodes.length > 0 ? ` (${fitment.chassisCodes.join(', ')})` : '';
  const years = fitment.yearFrom === fitment.yearTo ? `${fitment.yearFrom}` : `${fitment.yearFrom}-${fitment.yearTo}`;
  return `${fitment.make} ${fitment.model}${chassis} ${years}`;
}

/**
 * The card's fit line. A list part carries only one fitment's ids (docs/product.md §3: the vehicle searched
 * for, else the one its title names) and that row's chassis codes, so the line names only what the row
 * says fits; the make and model names come from GET /api/vehicles, and until that answers the line waits (null).
 */
export function cardFitsLabel(part: Part, vehicles: VehicleMake[] | undefined, searchedChassis?: string): string | null {
  if (part.universal || part.makeId === null) return 'Universal fit';
  const make = vehicles?.find((m) => m.id === part.makeId);
  if (!make) return null;
  const model = make.models.find((m) => m.id === part.modelId);
  const searched = searchedChassis === undefined ? undefined : normaliseChassisCode(searchedChassis);
  // Of the row's codes: the one searched for, else the one the title names ("… — Toyota Hiace TRH200 2004-2012"), else the first.
  const codes = part.fitChassis;
  const code = codes.find((c) => c === searched) ?? codes.find((c) => part.title.includes(` ${c} `)) ?? codes[0];
  const chassis = code ? ` (${code})` : '';
  return `Fits: ${make.name}${model ? ` ${model.name}${chassis}` : ''}`;
}
