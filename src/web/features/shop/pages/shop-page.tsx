import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { PackageSearch } from 'lucide-react';
import { SearchBox } from '@web/components/commerce/search-box';
import { FiltersSheet } from '@web/components/filters-sheet';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useCategories } from '@web/lib/categories';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useMediaQuery } from '@web/lib/use-media-query';
import { useUrlState } from '@web/lib/use-url-state';
import { useInventory } from '../api/get-inventory';
import { CartCard, CartSheet } from '../components/cart-panel';
import { ProductGrid } from '../components/product-grid';
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
  type ShopSort,
  type ShopState,
} from '../components/shop-state';

function productsLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'product' : 'products'}`;
}

/**
 * /shop (SPEC §2, issue 5): the Kingston shop's phone parts in JMD, with its banners, filters kept in the
 * URL, product cards and dialog, and the one cart (DECISIONS 9) beside them on wide screens or in a sheet.
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
  const filtersHeadingId = useId();
  const productsHeadingId = useId();
  const sortId = useId();

  const change = (patch: Partial<ShopState>) => go({ ...latest(), ...patch });
  const clear = () => go(clearedShopFilters(latest()));

  const loading = results.isPending || results.isPlaceholderData;
  const showError = results.isError && !loading;
  const products = useMemo(() => (results.data ? shownProducts(results.data, state) : undefined), [results.data, state]);
  const brands = useMemo(() => brandOptions(everything.data ?? []), [everything.data]);
  const models = useMemo(() => modelOptions(everything.data ?? [], state.brand), [everything.data, state.brand]);

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
        {isDesktop ? (
          <aside aria-labelledby={filtersHeadingId} className="self-start">
            <h2 id={filtersHeadingId} className="mb-4 text-lg font-bold">
              Filters
            </h2>
            <ShopFilters {...filterProps} />
          </aside>
        ) : null}

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
            {isDesktop ? null : (
              <FiltersSheet
                activeCount={activeFilterCount(state)}
                resultLabel={products && !loading ? `Show ${productsLabel(products.length)}` : 'Show products'}
                description="Products update as you choose."
              >
                <ShopFilters {...filterProps} />
              </FiltersSheet>
            )}
            {isWide ? null : <CartSheet />}
            <div className="grid w-full min-w-0 gap-1.5 sm:ml-auto sm:w-auto sm:min-w-56">
              <Label htmlFor={sortId}>Sort by</Label>
              <NativeSelect id={sortId} value={state.sort} onChange={(e) => change({ sort: e.target.value as ShopSort })}>
                {SHOP_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </NativeSelect>
            </div>
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

        {isWide ? (
          <div className="self-start xl:sticky xl:top-20 xl:max-h-[calc(100dvh-6rem)] xl:overflow-y-auto">
            <CartCard />
          </div>
        ) : null}
      </div>
    </PageContainer>
  );
}

function EmptyState({ onClear }: { onClear?: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <PackageSearch className="size-12 text-muted-foreground" aria-hidden="true" />
        <h3 className="text-xl font-bold">{onClear ? 'No products match these filters' : 'No Phone Parts Available'}</h3>
        <p className="max-w-md text-muted-foreground">
          {onClear
            ? 'Try fewer filters, another model, or a wider price range.'
            : 'Our shelves are empty just now. Tell us what you need and we will find it for you.'}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {onClear ? <Button onClick={onClear}>Clear filters</Button> : null}
          <Link to="/request" className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline">
            Request a part
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
