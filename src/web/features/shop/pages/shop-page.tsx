import { useId, useMemo } from 'react';
import { SearchBox } from '@web/components/commerce/search-box';
import { EmptyResultsCard } from '@web/components/commerce/empty-results-card';
import { FiltersAside } from '@web/components/commerce/filters-aside';
import { SortSelect } from '@web/components/commerce/sort-select';
import { FiltersSheet } from '@web/components/filters-sheet';
import { ForScreen } from '@web/components/for-screen';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Button } from '@web/components/ui/button';
import type { InventoryProduct } from '@shared/schemas/shop';
import { useCategories } from '@web/lib/categories';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useStructuredData } from '@web/lib/page-head';
import { productList, type OfferFacts } from '@web/lib/structured-data';
import { useMediaQuery } from '@web/lib/use-media-query';
import { useUrlState } from '@web/lib/use-url-state';
import { useInventory } from '../api/get-inventory';
import { CartCard, CartSheet } from '../components/cart-panel';
import { ProductGrid, PRODUCTS_PER_STEP } from '../components/product-grid';
import { PromoCarousel } from '../components/promo-carousel';
import { ShopFilters } from '../components/shop-filters';
import {
  activeFilterCount,
  brandOptions,
  clearedShopFilters,
  hasShopFilters,
  modelOptions,
  parseShopState,
  SEARCH_MAX,
  SHOP_SORTS,
  shownProducts,
  SORT_LABELS,
  toInventoryQuery,
  toShopSearchParams,
  type ShopState,
} from '../components/shop-state';
import { formatCount } from '@shared/numbers';

function productsLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'product' : 'products'}`;
}

/**
 * /shop (docs/product.md §2): the Kingston shop's phone parts in JMD, with its banners, filters kept in the
 * URL, product cards and dialog, and the one cart (docs/choices.md #9) beside them on wide screens or in a sheet.
 */
export function ShopPage() {
  useDocumentTitle(
    'Local Shop',
    'Phone screens, batteries, charging ports and cameras in stock in Kingston, priced in J$, with island-wide delivery or free pickup.',
  );
  const { state, latest, go } = useUrlState(parseShopState, toShopSearchParams);
  const apiQuery = useMemo(() => toInventoryQuery(state), [state]);
  const results = useInventory(apiQuery);
  // The whole shop, for the brand and model choices (the same cache entry as the unfiltered list).
  const everything = useInventory();
  const categories = useCategories();
  const isDesktop = useMediaQuery('(min-width: 64rem)');
  const isWide = useMediaQuery('(min-width: 80rem)');
  const productsHeadingId = useId();

  const change = (patch: Partial<ShopState>) => go({ ...latest(), ...patch });
  const clear = () => go(clearedShopFilters(latest()));

  const loading = results.isPending || results.isPlaceholderData;
  const showError = results.isError && !loading;
  const products = useMemo(() => (results.data ? shownProducts(results.data, state) : undefined), [results.data, state]);
  const brands = useMemo(() => brandOptions(everything.data ?? []), [everything.data]);
  const models = useMemo(() => modelOptions(everything.data ?? [], state.brand), [everything.data, state.brand]);

  useStructuredData((origin) =>
    products ? [productList(products.slice(0, PRODUCTS_PER_STEP).map(productFacts), origin)] : [],
  );

  const countLine = loading ? 'Loading products...' : products && !showError ? `${productsLabel(products.length)} found` : '';
  const filterProps = { state, onChange: change, onClear: clear, categories: categories.data, brands, models };

  return (
    <PageContainer>
      <PageHeading
        title="Local Shop"
        description="Phone parts in stock at our Kingston shop, priced in Jamaican dollars. Pick up free or get them delivered island-wide."
      />

      <PromoCarousel className="mb-8" />

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[15rem_minmax(0,1fr)_20rem]">
        <ForScreen on="wide" wide={isDesktop} breakpoint="lg">
          <FiltersAside>
            <ShopFilters {...filterProps} />
          </FiltersAside>
        </ForScreen>

        <section aria-labelledby={productsHeadingId} className="grid min-w-0 content-start gap-4">
          <h2 id={productsHeadingId} className="sr-only">
            Products
          </h2>
          <SearchBox
            key={state.search ?? ''}
            initial={state.search ?? ''}
            name="Search the shop"
            label="Search phone parts"
            placeholder="Part, brand or phone model"
            maxLength={SEARCH_MAX}
            onSearch={(text) => change({ search: text || undefined })}
          />

          <div className="flex flex-wrap items-end gap-3">
            <ForScreen on="narrow" wide={isDesktop} breakpoint="lg">
              <FiltersSheet
                activeCount={activeFilterCount(state)}
                resultLabel={products && !loading ? `Show ${productsLabel(products.length)}` : 'Show products'}
                description="Products update as you choose."
              >
                <ShopFilters {...filterProps} />
              </FiltersSheet>
            </ForScreen>
            <ForScreen on="narrow" wide={isWide} breakpoint="xl">
              <CartSheet />
            </ForScreen>
            <SortSelect
              value={state.sort}
              sorts={SHOP_SORTS}
              labels={SORT_LABELS}
              onChange={(sort) => change({ sort })}
              className="sm:ml-auto sm:w-auto sm:min-w-56"
            />
          </div>

          <p role="status" className="min-h-6 text-muted-foreground tabular">
            {countLine}
          </p>

          <ProductGrid
            products={showError ? undefined : products}
            loading={loading}
            error={showError ? results.error : null}
            onRetry={() => void results.refetch()}
            className="xl:grid-cols-2 2xl:grid-cols-3"
            empty={<EmptyState onClear={hasShopFilters(state) ? clear : undefined} />}
          />
        </section>

        <ForScreen on="wide" wide={isWide} breakpoint="xl">
          <div className="self-start xl:sticky xl:top-20 xl:max-h-[calc(100dvh-6rem)] xl:overflow-y-auto">
            <CartCard />
          </div>
        </ForScreen>
      </div>
    </PageContainer>
  );
}

/** A shop product for search engines; it has no page of its own, so its address is the shop searched for it. */
function productFacts(product: InventoryProduct): OfferFacts {
  return {
    name: product.name,
    path: `/shop?${new URLSearchParams({ search: product.name }).toString()}`,
    image: product.imageUrl,
    description: product.description,
    sku: product.sku,
    brand: product.brand,
    category: product.categoryName,
    price: product.price,
    currency: 'JMD',
    inStock: product.inStock,
    condition: product.condition,
  };
}

function EmptyState({ onClear }: { onClear?: () => void }) {
  return (
    <EmptyResultsCard
      title={onClear ? 'No products match these filters' : 'No Phone Parts Available'}
      actions={onClear ? <Button onClick={onClear}>Clear filters</Button> : null}
    >
      <p className="max-w-md text-muted-foreground">
        {onClear
          ? 'Try fewer filters, another model, or a wider price range.'
          : 'Our shelves are empty just now. Tell us what you need and we will find it for you.'}
      </p>
    </EmptyResultsCard>
  );
}
