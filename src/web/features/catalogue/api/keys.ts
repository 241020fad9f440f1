// Query keys of the catalogue feature, from one factory (docs/architecture.md, "One way to the API"). Each key is shaped for
// `urlFromQueryKey`: the API path, then path segments, then a plain object for the query string, so the
// default query function fetches it. `partsAll` is the prefix of every parts list and part.

import type { z } from 'zod';
import type { CatalogueAdminQuery } from '@shared/schemas/admin-catalogue';
import type { PartSearchQuery, PartSearchQuerySchema } from '@shared/schemas/catalogue';

/**
 * What GET /api/parts is sent: PartSearchQuerySchema's fields, each optional, mapped from the URL state per
 * docs/product.md §5 (see search-state.ts). Conditions and marketplaces travel as the comma-separated text
 * the schema reads, so those two take the schema's input type.
 */
export type PartsApiQuery = Partial<
  Omit<PartSearchQuery, 'condition' | 'marketplace'> & Pick<z.input<typeof PartSearchQuerySchema>, 'condition' | 'marketplace'>
>;

export const catalogueKeys = {
  partsAll: () => ['/api/parts'] as const,
  parts: (query: PartsApiQuery) => ['/api/parts', query] as const,
  part: (id: number) => ['/api/parts', id] as const,
  similar: (id: number) => ['/api/parts', id, 'similar'] as const,
  suggestions: (query: string) => ['/api/parts/suggestions', { query }] as const,
  vehicles: () => ['/api/vehicles'] as const,
  garage: () => ['/api/garage'] as const,
  // Staff's side (docs/architecture.md: a feature owns its staff screens). `adminPartsAll` is the prefix
  // of staff's lists and of each part they open.
  adminPartsAll: () => ['/api/admin/parts'] as const,
  adminParts: (query: AdminPartsApiQuery) => ['/api/admin/parts', query] as const,
  adminPart: (id: number) => ['/api/admin/parts', id] as const,
  /** The suppliers a part can name, by name; under /api/suppliers, so the suppliers screen's changes refresh it. */
  suppliers: () => ['/api/suppliers', { sort: 'name' }] as const,
  /** Staff's vehicle list: customers' list (`vehicles`) with the makes that have no models yet. */
  adminVehicles: () => ['/api/admin/vehicles'] as const,
};

/** What GET /api/admin/parts is sent: CatalogueAdminQuerySchema's fields, the status and page optional. */
export type AdminPartsApiQuery = Partial<CatalogueAdminQuery>;
