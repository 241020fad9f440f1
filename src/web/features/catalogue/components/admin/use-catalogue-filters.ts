import { useSearchParams } from 'react-router';
import { CATALOGUE_ADMIN_STATUSES } from '@shared/schemas/admin-catalogue';
import { useListSearch } from '@web/components/list-search';
import { pageParam, readOneOf, readPage, writeParams } from '@web/lib/url-params';
import type { AdminPartsApiQuery } from '../../api/keys';

export type CatalogueStatus = (typeof CATALOGUE_ADMIN_STATUSES)[number];

export const STATUS_LABELS: Record<CatalogueStatus, string> = { active: 'On sale', retired: 'Retired', all: 'All' };

type Filters = { query: string; status: CatalogueStatus; categoryId: string; page: number };

/** `?query=&status=&categoryId=&page=`, the defaults (on sale, page 1) left out so links stay short. */
function listParams({ query, status, categoryId, page }: Partial<Filters>): URLSearchParams {
  return writeParams({ query, status: status === 'active' ? undefined : status, categoryId, page: pageParam(page) });
}

/**
 * Staff's catalogue list keeps its search, status, category and page in the URL, so a reload, the back
 * button or a shared link shows the same parts. A new search or filter starts at page 1; the search box
 * replaces the history entry while typing pauses, a filter adds one.
 */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    query: (params.get('query') ?? '').trim(),
    status: readOneOf(params.get('status'), CATALOGUE_ADMIN_STATUSES) ?? 'active',
    categoryId: /^\d{1,10}$/.test(params.get('categoryId') ?? '') ? params.get('categoryId')! : '',
    page: readPage(params.get('page')),
  };
  const apiQuery: AdminPartsApiQuery = {
    query: filters.query || undefined,
    status: filters.status,
    categoryId: filters.categoryId ? Number(filters.categoryId) : undefined,
    page: filters.page,
  };

  const go = (next: Partial<Filters>, how?: { replace: boolean }) => setParams(listParams(next), how);
  const searchBox = useListSearch(filters.query, (query, how) => go({ ...filters, query, page: 1 }, how));

  return {
    filters,
    apiQuery,
    searchBox,
    setStatus: (status: CatalogueStatus) => go({ ...filters, status, page: 1 }),
    setCategory: (categoryId: string) => go({ ...filters, categoryId, page: 1 }),
    setPage: (page: number) => go({ ...filters, page }),
    /** Back to every part on sale, the search box emptied too. */
    clear: () => {
      searchBox.setText('');
      go({});
    },
    /** Whether the list is narrowed by anything but the default status. */
    filtered: filters.query !== '' || filters.categoryId !== '' || filters.status !== 'active',
  };
}
