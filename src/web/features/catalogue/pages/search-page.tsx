import { useId, useMemo } from 'react';
import { AlertCircle, LayoutGrid, List } from 'lucide-react';
import { PARTS_MAX_PAGE, PART_SORTS } from '@shared/catalogue';
import { EmptyResultsCard } from '@web/components/commerce/empty-results-card';
import { FiltersAside } from '@web/components/commerce/filters-aside';
import { SortSelect } from '@web/components/commerce/sort-select';
import { FiltersSheet } from '@web/components/filters-sheet';
import { ForScreen } from '@web/components/for-screen';
import { PageContainer } from '@web/components/page-container';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useMediaQuery } from '@web/lib/use-media-query';
import { useUrlState } from '@web/lib/use-url-state';
import { cn } from '@web/lib/utils';
import { useCategories } from '@web/lib/categories';
import { useVehicles } from '../api/get-vehicles';
import { useSearchParts } from '../api/search-parts';
import { cardFitsLabel } from '../components/fits-label';
import { PartSearchBox } from '../components/part-search-box';
import { PartCard, PartCardSkeleton } from '../components/part-card';
import { ResultsPagination } from '../components/results-pagination';
import { SearchFilters } from '../components/search-filters';
import {
  clearedFilters,
  hasFilters,
  parseSearchState,
  SORT_LABELS,
  toApiQuery,
  toSearchParams,
  withChange,
  type PartCondition,
  type SearchChange,
  type SearchState,
} from '../components/search-state';
import { formatCount } from '@shared/numbers';

const SKELETON_COUNT = 6;
const TABS: { value: 'all' | PartCondition; label: string }[] = [
  { value: 'all', label: 'All Parts' },
  { value: 'new', label: 'New Parts' },
  { value: 'used', label: 'Used Parts' },
  { value: 'refurbished', label: 'Refurbished' },
];

function describeError(error: unknown): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  return getServerMessage(error) ?? 'We could not load parts just now. Please try again.';
}

/** How many filters narrow the results (the Filters button shows it on phones). */
function activeFilterCount(state: SearchState): number {
  return [
    state.makeId ?? state.chassis,
    state.modelId,
    state.yearId,
    state.categoryId ?? state.category,
    state.conditions.length > 0 ? 1 : undefined,
    state.marketplaces.length > 0 ? 1 : undefined,
    state.brands.length > 0 ? 1 : undefined,
    state.minPrice ?? state.maxPrice,
    state.inStock ? 1 : undefined,
  ].filter((value) => value !== undefined).length;
}

/**
 * /search (docs/product.md §2): the catalogue with its search box, condition tabs, filters, server-side sort,
 * grid/list view and pagination. Everything lives in the URL's search params.
 */
export function SearchPage() {
  const { state, latest, go } = useUrlState(parseSearchState, toSearchParams);
  const apiQuery = useMemo(() => toApiQuery(state), [state]);
  const results = useSearchParts(apiQuery);
  const vehicles = useVehicles();
  const categories = useCategories();
  const isDesktop = useMediaQuery('(min-width: 64rem)');
  const resultsHeadingId = useId();

  const title = state.query ? `Search Results for "${state.query}"` : 'Browse Car Parts';
  useDocumentTitle(title, 'Search auto and phone parts by name, part number or vehicle, and see the price and how fast it reaches Jamaica.');

  // Filters keep the scroll position (the customer is working down the sidebar); page links scroll up.
  const change = (patch: SearchChange) => {
    const now = latest();
    go(withChange(now, typeof patch === 'function' ? patch(now) : patch));
  };
  const clear = () => go(clearedFilters(latest()));
  const hrefFor = (page: number) => {
    const params = toSearchParams({ ...state, page }).toString();
    return params ? `?${params}` : '?';
  };

  const data = results.data;
  const loading = results.isPending || results.isPlaceholderData;
  const showError = results.isError && !loading;
  const totalPages = Math.min(data?.pagination.totalPages ?? 0, PARTS_MAX_PAGE);
  const totalText = data
    ? `${formatCount(data.pagination.total)}${data.pagination.totalIsEstimate ? '+' : ''}`
    : '';
  const countLine = loading
    ? 'Loading parts...'
    : data
      ? `Showing ${formatCount(data.parts.length)} of ${totalText} results`
      : '';
  const corrected =
    data?.searchedFor && !loading && data.searchedFor.trim().toLowerCase() !== (state.query ?? '').trim().toLowerCase()
      ? data.searchedFor
      : null;

  const currentTab = state.conditions.length === 0 ? 'all' : state.conditions.length === 1 ? state.conditions[0] : '';

  const filterProps = {
    state,
    onChange: change,
    onClear: clear,
    facets: data?.facets,
    categories: categories.data,
    vehicles: vehicles.data,
  };

  const resultsArea = (
    <>
      {showError ? (
        <ErrorState message={describeError(results.error)} onRetry={() => void results.refetch()} onClear={hasFilters(state) ? clear : undefined} />
      ) : loading ? (
        <ul className={resultsLayout(state.view)} aria-busy="true">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <li key={index}>
              <PartCardSkeleton view={state.view} />
            </li>
          ))}
        </ul>
      ) : data && data.parts.length > 0 ? (
        <>
          <ul className={resultsLayout(state.view)}>
            {data.parts.map((part) => (
              <li key={part.id} className="grid">
                <PartCard part={part} view={state.view} fits={cardFitsLabel(part, vehicles.data, state.chassis)} />
              </li>
            ))}
          </ul>
          <ResultsPagination page={state.page} totalPages={totalPages} hrefFor={hrefFor} />
          {data.pagination.totalIsEstimate && (
            <p className="text-center text-sm text-muted-foreground">
              Over {formatCount(data.pagination.total)} parts match. Add a vehicle or a filter to narrow them down.
            </p>
          )}
        </>
      ) : (
        <EmptyState
          state={state}
          onClear={hasFilters(state) ? clear : undefined}
          onFirstPage={state.page > 1 ? () => change({ page: 1 }) : undefined}
          onAllParts={state.query ? () => go({ ...clearedFilters(latest()), query: undefined }) : undefined}
        />
      )}
    </>
  );

  return (
    <PageContainer>
      <div className="mb-6 grid gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight break-words text-balance sm:text-3xl">{title}</h1>
        <p role="status" className="min-h-6 text-muted-foreground tabular">
          {countLine}
        </p>
        {corrected ? (
          <p className="text-sm">
            Showing results for <strong className="font-semibold">{corrected}</strong>
          </p>
        ) : null}
      </div>

      <PartSearchBox
        key={state.query ?? ''}
        initial={state.query ?? ''}
        label="Search parts"
        placeholder="Part name or number"
        className="mb-6"
        onSearch={(query) => change({ query: query || undefined })}
        onCategory={(category) => change({ category, categoryId: undefined, query: undefined })}
      />

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <ForScreen on="wide" wide={isDesktop} breakpoint="lg">
          <FiltersAside>
            <SearchFilters {...filterProps} />
          </FiltersAside>
        </ForScreen>

        <section aria-labelledby={resultsHeadingId} className="min-w-0">
          <h2 id={resultsHeadingId} className="sr-only">
            Results
          </h2>

          <Tabs
            value={currentTab}
            activationMode="manual"
            onValueChange={(value) => change({ conditions: value === 'all' ? [] : [value as PartCondition] })}
          >
            <TabsList aria-label="Condition" className="grid grid-cols-2 sm:flex">
              {TABS.map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value}>
                  {tab.label}
                </TabsTrigger>
              ))}
            </TabsList>

            <div className="flex flex-wrap items-end gap-3">
              <ForScreen on="narrow" wide={isDesktop} breakpoint="lg">
                <FiltersSheet
                  activeCount={activeFilterCount(state)}
                  resultLabel={data && !loading ? `Show ${totalText} results` : 'Show results'}
                  description="Results update as you choose."
                >
                  <SearchFilters {...filterProps} />
                </FiltersSheet>
              </ForScreen>
              <SortSelect
                value={state.sort}
                sorts={PART_SORTS}
                labels={SORT_LABELS}
                onChange={(sort) => change({ sort })}
                className="order-last sm:order-none sm:w-auto sm:max-w-64 sm:flex-1"
              />
              <div role="group" aria-label="View" className="ml-auto flex gap-1">
                <Button
                  variant={state.view === 'grid' ? 'secondary' : 'ghost'}
                  size="icon"
                  aria-label="Grid view"
                  aria-pressed={state.view === 'grid'}
                  onClick={() => change({ view: 'grid' })}
                >
                  <LayoutGrid aria-hidden="true" />
                </Button>
                <Button
                  variant={state.view === 'list' ? 'secondary' : 'ghost'}
                  size="icon"
                  aria-label="List view"
                  aria-pressed={state.view === 'list'}
                  onClick={() => change({ view: 'list' })}
                >
                  <List aria-hidden="true" />
                </Button>
              </div>
            </div>

            {TABS.map((tab) => (
              <TabsContent key={tab.value} value={tab.value} tabIndex={-1}>
                {resultsArea}
              </TabsContent>
            ))}
          </Tabs>
          {currentTab === '' ? resultsArea : null}
        </section>
      </div>
    </PageContainer>
  );
}

function resultsLayout(view: SearchState['view']): string {
  return cn('grid grid-cols-1 gap-4', view === 'grid' && 'sm:grid-cols-2 xl:grid-cols-3');
}

function EmptyState({
  state,
  onClear,
  onFirstPage,
  onAllParts,
}: {
  state: SearchState;
  onClear?: () => void;
  onFirstPage?: () => void;
  onAllParts?: () => void;
}) {
  return (
    <EmptyResultsCard
      title="No Parts Found"
      actions={
        <>
          {onFirstPage ? (
            <Button variant="outline" onClick={onFirstPage}>
              Go to first page
            </Button>
          ) : null}
          {onClear ? <Button onClick={onClear}>Clear filters</Button> : null}
          {!onClear && onAllParts ? <Button onClick={onAllParts}>Browse all parts</Button> : null}
        </>
      }
    >
      <div className="grid max-w-md gap-2 text-muted-foreground">
        <p>{state.query ? `Nothing matched "${state.query}" with these filters.` : 'No parts match these filters.'} Try:</p>
        <ul className="list-inside list-disc text-left">
          {onClear ? <li>clearing some filters</li> : null}
          {state.query ? <li>fewer or more general words, or the part number</li> : null}
          <li>another year or model of your vehicle</li>
          <li>asking us to find it: we source parts from the US</li>
        </ul>
      </div>
    </EmptyResultsCard>
  );
}

function ErrorState({ message, onRetry, onClear }: { message: string; onRetry: () => void; onClear?: () => void }) {
  return (
    <Card role="alert">
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <AlertCircle className="size-10 text-destructive" aria-hidden="true" />
        <h3 className="text-xl font-bold">We couldn&apos;t load parts</h3>
        <p className="max-w-md text-muted-foreground">{message}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={onRetry}>Retry</Button>
          {onClear ? (
            <Button variant="outline" onClick={onClear}>
              Clear filters
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
