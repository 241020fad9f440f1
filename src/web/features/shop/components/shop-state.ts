import { CATEGORY_SLUG_PATTERN, PART_CONDITIONS } from '@shared/catalogue';
import type { InventoryProduct } from '@shared/schemas/shop';
import { naturalSort } from '@shared/numbers';
import { paramReader, writeParams } from '@web/lib/url-params';
import type { InventoryApiQuery } from '../api/keys';

/**
 * /shop keeps its filters in the URL's search params (as /search does), so reload, back and shared links
 * restore them; the banners link straight into them (`/shop?category=phone-screens`, `?inStock=true`).
 * The params carry the API's own names. The URL is read with the limits of InventoryQuerySchema but
 * without zod, to keep the page's first download small (docs/decisions/004); a unit test checks that
 * whatever this reader keeps, the schema accepts.
 */

export type ProductCondition = (typeof PART_CONDITIONS)[number];
export const SHOP_SORTS = ['featured', 'price_asc', 'price_desc'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

export const SORT_LABELS: Record<ShopSort, string> = {
  featured: 'In stock first',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
};

export type ShopState = {
  search?: string;
  /** A phone category's slug, e.g. `phone-screens`. */
  category?: string;
  brand?: string;
  /** A device model from the products' compatibility lists, e.g. `Galaxy A14`. */
  model?: string;
  condition?: ProductCondition;
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  /** Applied in the browser: the server answers every match at once, so sorting them all is right. */
  sort: ShopSort;
};

/** The limits InventoryQuerySchema checks. */
export const SEARCH_MAX = 120;
export const NAME_FILTER_MAX = 60;
export const SHOP_PRICE_MAX = 10_000_000;

export function parseShopState(params: URLSearchParams): ShopState {
  const { text, oneOf, flag, priceRange } = paramReader(params);
  const category = text('category', 60);
  return {
    search: text('search', SEARCH_MAX),
    category: category && CATEGORY_SLUG_PATTERN.test(category) ? category : undefined,
    brand: text('brand', NAME_FILTER_MAX),
    model: text('model', NAME_FILTER_MAX),
    condition: oneOf('condition', PART_CONDITIONS),
    ...priceRange(SHOP_PRICE_MAX),
    inStock: flag('inStock'),
    sort: oneOf('sort', SHOP_SORTS) ?? 'featured',
  };
}

/** Writes the state to search params, leaving defaults out so links stay short. */
export function toShopSearchParams(state: ShopState): URLSearchParams {
  // The filters carry the API's own names, so the URL is the API query and the sort.
  return writeParams({ ...toInventoryQuery(state), sort: state.sort === 'featured' ? undefined : state.sort });
}

/** What GET /api/inventory is sent; undefined entries are left out so equal filters share one cache entry. */
export function toInventoryQuery(state: ShopState): InventoryApiQuery {
  const query: InventoryApiQuery = {
    search: state.search,
    category: state.category,
    brand: state.brand,
    model: state.model,
    condition: state.condition,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    inStock: state.inStock ? 'true' : undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as InventoryApiQuery;
}

/** True when anything narrows the products (the clear button shows). */
export function hasShopFilters(state: ShopState): boolean {
  return activeFilterCount(state) > 0;
}

/** How many filters narrow the products (the Filters button shows it on phones). */
export function activeFilterCount(state: ShopState): number {
  return [
    state.search,
    state.category,
    state.brand,
    state.model,
    state.condition,
    state.minPrice ?? state.maxPrice,
    state.inStock ? true : undefined,
  ].filter((value) => value !== undefined).length;
}

/** Every filter goes, the search text too; the sort stays. */
export function clearedShopFilters(state: ShopState): ShopState {
  return { inStock: false, sort: state.sort };
}

/** The products in the order the customer asked for (the server has already applied the filters). */
export function shownProducts(products: InventoryProduct[], state: ShopState): InventoryProduct[] {
  if (state.sort === 'featured') return products;
  const direction = state.sort === 'price_asc' ? 1 : -1;
  // Stable: equal prices keep the server's order (in stock first, then by category and name).
  return [...products].sort((a, b) => direction * (a.price - b.price));
}

/** The brands on sale, for the brand filter. */
export function brandOptions(products: InventoryProduct[]): string[] {
  return naturalSort(new Set(products.map((p) => p.brand).filter(Boolean)));
}

/** The device models the products fit (of one brand's products when a brand is chosen), for the model filter. */
export function modelOptions(products: InventoryProduct[], brand?: string): string[] {
  const wanted = brand?.toLowerCase();
  const models = new Set<string>();
  for (const product of products) {
    if (wanted && product.brand.toLowerCase() !== wanted) continue;
    for (const entry of product.compatibility) if (entry.trim()) models.add(entry.trim());
  }
  return naturalSort(models);
}
