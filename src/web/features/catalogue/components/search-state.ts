// The same limits and choices as the shared schema's, read without zod (docs/decisions/004 keeps it off /search).
import * as catalogue from '@shared/catalogue';
import { pageParam, paramReader, writeParams } from '@web/lib/url-params';
import type { PartsApiQuery } from '../api/keys';

/**
 * The /search page keeps all of its state in the URL's search params (query, filters, sort, page, view),
 * so back, forward, reload and shared links restore it; the state is written back to the URL, never held
 * elsewhere. The URL is read with the limits the API's schema (PartSearchQuerySchema) is built from,
 * without zod, to keep the catalogue pages' first download small (docs/decisions/004); a test checks
 * that whatever this reader keeps, the API's schema accepts.
 */

export type PartCondition = (typeof catalogue.PART_CONDITIONS)[number];
export type Marketplace = (typeof catalogue.MARKETPLACES)[number];
export type ResultsView = 'grid' | 'list';

export type SearchState = {
  query?: string;
  makeId?: number;
  modelId?: number;
  /** A model year (the API's name for it). */
  yearId?: number;
  chassis?: string;
  categoryId?: number;
  /** A category slug, as the mobile menu links (docs/product.md §2). */
  category?: string;
  /** Empty means all three (docs/product.md §5). */
  conditions: PartCondition[];
  /** Empty means every marketplace. */
  marketplaces: Marketplace[];
  /** Every brand ticked; the API gets one only when exactly one is (docs/product.md §5). */
  brands: string[];
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  sort: catalogue.PartSort;
  page: number;
  view: ResultsView;
};

/** A change to the search: the fields to set, or a function of the latest state giving them. */
export type SearchChange = Partial<SearchState> | ((latest: SearchState) => Partial<SearchState>);

export const SORT_LABELS: Record<catalogue.PartSort, string> = {
  relevance: 'Relevance',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  rating: 'Rating',
  newest: 'Newest Arrivals',
};
export const PART_SORTS = catalogue.PART_SORTS;

const MAX_BRANDS = 20;

function parseBrands(raw: string | null): string[] {
  if (!raw) return [];
  const brands = raw
    .split(',')
    .map((brand) => brand.trim())
    .filter((brand) => brand.length > 0 && brand.length <= 60);
  return [...new Set(brands)].slice(0, MAX_BRANDS);
}

/**
 * Reads the page state from the URL. A value the API would refuse (a typed-in `page=0`, an unknown
 * condition) is dropped rather than breaking the page: the rest of the link still works.
 */
export function parseSearchState(params: URLSearchParams): SearchState {
  const { text, whole, oneOf, flag, priceRange } = paramReader(params);
  function listOf<T extends string>(key: string, values: readonly T[]): T[] {
    // Repeated (condition=new&condition=used) or comma-joined, as the API takes them.
    const items = [...new Set(params.getAll(key).join(',').split(',').map((v) => v.trim().toLowerCase()).filter(Boolean))];
    // An unknown word drops the filter, as the API would refuse it; all of them means no filter (docs/product.md §5).
    if (!items.every((v) => (values as readonly string[]).includes(v)) || items.length === values.length) return [];
    return items as T[];
  }
  const category = text('category', 60);
  return {
    query: text('query', catalogue.SEARCH_TEXT_MAX),
    makeId: whole('makeId', 1, 2_147_483_647),
    modelId: whole('modelId', 1, 2_147_483_647),
    yearId: whole('yearId', catalogue.PART_YEAR_MIN, catalogue.PART_YEAR_MAX),
    chassis: text('chassis', catalogue.CHASSIS_FILTER_MAX),
    categoryId: whole('categoryId', 1, 2_147_483_647),
    category: category && catalogue.CATEGORY_SLUG_PATTERN.test(category) ? category : undefined,
    conditions: listOf('condition', catalogue.PART_CONDITIONS),
    marketplaces: listOf('marketplace', catalogue.MARKETPLACES),
    brands: parseBrands(params.get('brand')),
    ...priceRange(catalogue.PART_PRICE_MAX),
    inStock: flag('inStock'),
    sort: oneOf('sort', catalogue.PART_SORTS) ?? 'relevance',
    page: whole('page', 1, catalogue.PARTS_MAX_PAGE) ?? 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** Writes the state to search params, leaving defaults out so links stay short. */
export function toSearchParams(state: SearchState): URLSearchParams {
  // All conditions or marketplaces ticked is no filter, and leaves the key out.
  const some = (list: readonly string[], all: readonly string[]) => (list.length < all.length ? list.join(',') : undefined);
  return writeParams({
    query: state.query,
    category: state.category,
    categoryId: state.categoryId,
    makeId: state.makeId,
    modelId: state.modelId,
    yearId: state.yearId,
    chassis: state.chassis,
    condition: some(state.conditions, catalogue.PART_CONDITIONS),
    marketplace: some(state.marketplaces, catalogue.MARKETPLACES),
    brand: state.brands.join(','),
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    inStock: state.inStock,
    sort: state.sort === 'relevance' ? undefined : state.sort,
    page: pageParam(state.page),
    view: state.view === 'list' ? 'list' : undefined,
  });
}

/**
 * The state with a change applied. Any change but the page (or the view) sends the customer back to
 * page 1: the old page number means nothing in a new result set.
 */
export function withChange(state: SearchState, change: Partial<SearchState>): SearchState {
  const keepsPage = Object.keys(change).every((key) => key === 'page' || key === 'view');
  return { ...state, ...(keepsPage ? {} : { page: 1 }), ...change };
}

/** What GET /api/parts is sent (docs/product.md §5 mapping: all conditions or marketplaces = none sent; one brand only). */
export function toApiQuery(state: SearchState): PartsApiQuery {
  const api: PartsApiQuery = {
    query: state.query,
    makeId: state.makeId,
    modelId: state.modelId,
    yearId: state.yearId,
    chassis: state.chassis,
    categoryId: state.categoryId,
    category: state.category,
    condition:
      state.conditions.length > 0 && state.conditions.length < catalogue.PART_CONDITIONS.length ? state.conditions.join(',') : undefined,
    marketplace:
      state.marketplaces.length > 0 && state.marketplaces.length < catalogue.MARKETPLACES.length
        ? state.marketplaces.join(',')
        : undefined,
    brand: state.brands.length === 1 ? state.brands[0] : undefined,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    inStock: state.inStock ? 'true' : undefined,
    sort: state.sort === 'relevance' ? undefined : state.sort,
    page: state.page,
    limit: catalogue.PARTS_PAGE_SIZE,
  };
  // Undefined entries are left out so equal searches share one cache entry whatever their history.
  return Object.fromEntries(Object.entries(api).filter(([, value]) => value !== undefined)) as PartsApiQuery;
}

/** True when anything narrows the results beyond the search text (the "Clear filters" button shows). */
export function hasFilters(state: SearchState): boolean {
  const values = [
    state.makeId,
    state.modelId,
    state.yearId,
    state.chassis,
    state.categoryId,
    state.category,
    state.minPrice,
    state.maxPrice,
  ];
  return (
    values.some((value) => value !== undefined) ||
    state.conditions.length > 0 ||
    state.marketplaces.length > 0 ||
    state.brands.length > 0 ||
    state.inStock
  );
}

/** Everything but the search text, the sort and the view goes. */
export function clearedFilters(state: SearchState): SearchState {
  return {
    query: state.query,
    conditions: [],
    marketplaces: [],
    brands: [],
    inStock: false,
    sort: state.sort,
    page: 1,
    view: state.view,
  };
}

/**
 * The page numbers to show: first, last, and the current page's neighbours, with `'gap'` where pages
 * are skipped (1 … 4 5 6 … 20). A gap of a single page shows that page instead.
 */
export function paginationItems(current: number, totalPages: number): (number | 'gap')[] {
  if (totalPages <= 1) return [1];
  const wanted = new Set([1, totalPages, current - 1, current, current + 1]);
  const pages = [...wanted].filter((page) => page >= 1 && page <= totalPages).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push(page - 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
