import { useSearchParams } from 'react-router';
import { PART_CONDITIONS } from '@shared/catalogue';
import { IMAGE_TYPES, STOCK_FILTERS } from '@shared/schemas/admin-shop';
import { useListSearch } from '@web/components/list-search';
import { readOneOf } from '@web/lib/url-params';
import type { AdminInventoryApiQuery } from '../../api/keys';

/** Each filter as its select shows it: '' for "all". */
// The screen filters by category slug; the schema's `kind` (phone or auto) has no control of its own here.
export type InventoryFilters = Record<Exclude<keyof AdminInventoryApiQuery, 'kind'>, string>;
export type InventoryView = 'list' | 'grid';

const FILTER_NAMES = ['search', 'category', 'brand', 'stock', 'condition', 'image'] as const;

/**
 * The inventory's filters and view, kept in the URL so a reload or a shared link shows the same list.
 * The search box replaces the history entry (on a pause in typing and on Enter alike); a select adds one.
 */
export function useInventoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters: InventoryFilters = {
    search: (params.get('search') ?? '').trim(),
    category: params.get('category') ?? '',
    brand: params.get('brand') ?? '',
    stock: readOneOf(params.get('stock'), STOCK_FILTERS) ?? '',
    condition: readOneOf(params.get('condition'), PART_CONDITIONS) ?? '',
    image: readOneOf(params.get('image'), IMAGE_TYPES) ?? '',
  };
  const view: InventoryView = params.get('view') === 'grid' ? 'grid' : 'list';
  const query: AdminInventoryApiQuery = {
    search: filters.search || undefined,
    category: filters.category || undefined,
    brand: filters.brand || undefined,
    stock: readOneOf(filters.stock, STOCK_FILTERS),
    condition: readOneOf(filters.condition, PART_CONDITIONS),
    image: readOneOf(filters.image, IMAGE_TYPES),
  };

  const setFilter = (name: keyof InventoryFilters | 'view', value: string) => {
    const next = new URLSearchParams(params);
    if (value && !(name === 'view' && value === 'list')) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: name === 'search' });
  };

  const searchBox = useListSearch(filters.search, (next) => setFilter('search', next));

  /** Clears the search and every filter, and keeps the view. */
  const clearFilters = () => {
    searchBox.setText('');
    setParams(view === 'grid' ? new URLSearchParams({ view }) : new URLSearchParams());
  };

  const activeFilters = FILTER_NAMES.filter((n) => filters[n] !== '').length;
  return { filters, view, query, setFilter, searchBox, clearFilters, activeFilters };
}
