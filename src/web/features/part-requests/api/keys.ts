// Query keys of the part-requests feature, from one factory (docs/architecture.md, "One way to the API"). Each key is shaped for
// `urlFromQueryKey`: the API path, then path segments, then a plain object for the query string, so the
// default query function can fetch it. Invalidating a prefix (e.g. adminAll) refreshes every key under it.

import type { z } from 'zod';
import type { AdminPartRequestListQuerySchema } from '@shared/schemas/part-requests';

/** GET /api/admin/part-requests's parameters as the server reads them; the list sends a part of them. */
export type AdminPartRequestListQuery = z.output<typeof AdminPartRequestListQuerySchema>;

export const partRequestKeys = {
  mine: () => ['/api/user-requests'] as const,
  trackAll: () => ['/api/part-requests/track'] as const,
  track: (requestNumber: string) => ['/api/part-requests/track', requestNumber] as const,
  /** The full record, opened with the manage link: its own key, so the limited one never overwrites it. */
  managed: (requestNumber: string) => ['/api/part-requests/track', requestNumber, 'manage'] as const,
  search: (type: 'phone' | 'email', value: string) => ['/api/track-request', { type, value }] as const,
  landedCostRates: () => ['/api/landed-cost-rates'] as const,
  adminAll: () => ['/api/admin/part-requests'] as const,
  adminList: (params: Partial<AdminPartRequestListQuery>) => ['/api/admin/part-requests', params] as const,
  adminDetail: (id: string) => ['/api/admin/part-requests', id] as const,
};
