import type { CatalogueAdminQuery } from '@shared/schemas/admin-catalogue';
import { urlFromQueryKey } from '@web/lib/api-client';

/** The filters of staff's catalogue list that the export follows (the page is not one: it exports them all). */
export type CatalogueExportFilters = Partial<Pick<CatalogueAdminQuery, 'query' | 'status' | 'categoryId' | 'supplierId'>>;

/**
 * `GET /api/admin/parts/export.csv?status=&query=&categoryId=&supplierId=`: the parts those filters list,
 * as a CSV in the import's columns (so an exported file can be edited and imported back). A plain link
 * downloads it: the browser sends the session cookie and saves the attachment.
 */
export function catalogueExportUrl({ query, status, categoryId, supplierId }: CatalogueExportFilters = {}): string {
  return urlFromQueryKey(['/api/admin/parts/export.csv', { query: query?.trim(), status, categoryId, supplierId }]);
}
