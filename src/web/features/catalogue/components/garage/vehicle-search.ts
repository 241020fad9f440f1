import type { GarageVehicle } from '@shared/schemas/garage';
import { parseSearchState, toSearchParams, type SearchState } from '../search-state';

/** The /search filters a garage vehicle stands for: its make, model and (when saved) year. */
export function vehicleFilter(vehicle: GarageVehicle | null): Pick<SearchState, 'makeId' | 'modelId' | 'yearId'> {
  if (!vehicle) return {};
  return { makeId: vehicle.makeId, modelId: vehicle.modelId, yearId: vehicle.year ?? undefined };
}

/** A /search link for the chosen vehicle, with a text or a category. */
export function searchHref(vehicle: GarageVehicle | null, more: Partial<Pick<SearchState, 'query' | 'category' | 'sort'>> = {}): string {
  const state = { ...parseSearchState(new URLSearchParams()), ...vehicleFilter(vehicle), ...more };
  const params = toSearchParams(state).toString();
  return params ? `/search?${params}` : '/search';
}
