import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BarChart3, Plus, Search, SearchX, Users } from 'lucide-react';
import type { Supplier } from '@shared/schemas/suppliers';
import { SUPPLIER_FILTER_DEFAULTS, SUPPLIER_LIMITS, SUPPLIER_PART_TYPES } from '@shared/suppliers';
import { LoadErrorCard } from '@web/components/load-error-card';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useSuppliers } from '../api/get-suppliers';
import { hiddenByFiltersLine, NO_SUPPLIER_FILTERS } from '../components/browse-filter-summary';
import { DeleteSupplierDialog } from '../components/delete-supplier-dialog';
import { SupplierAnalyticsPanel } from '../components/supplier-analytics-panel';
import { SupplierCards, type AttachContext } from '../components/supplier-cards';
import { SupplierFilterFields, type SupplierFilters } from '../components/supplier-filter-fields';
import { SupplierFormDialog } from '../components/supplier-form-dialog';
import type { SupplierAction } from '../components/supplier-helpers';
import { AdminBackLink } from '@web/components/admin-back-link';

/** docs/product.md §9's Browse defaults; a part request's Find action sets the part type (?partType=auto|phone). */
function browseDefaults(partType: string | null): SupplierFilters {
  return {
    country: SUPPLIER_FILTER_DEFAULTS.country,
    partType: (SUPPLIER_PART_TYPES as readonly (string | null)[]).includes(partType) ? partType! : SUPPLIER_FILTER_DEFAULTS.partType,
    shipsWorldwide: SUPPLIER_FILTER_DEFAULTS.shipsWorldwide,
    minRating: SUPPLIER_FILTER_DEFAULTS.minRating,
    verified: false,
  };
}

/** Advanced Search starts wide open: the text and the filters narrow it. */
const SEARCH_START: SupplierFilters = NO_SUPPLIER_FILTERS;

type DialogState = { kind: 'form' | 'delete'; supplier: Supplier | null } | null;

/**
 * Staff came from a part request's Find action: the page that composes this screen says which request,
 * shows it above the lists, and says what choosing a supplier for it does.
 */
export type SupplierChoice = {
  banner: ReactNode;
  /** Set once the request is found. */
  attach?: AttachContext & { choose: (supplier: Supplier) => void };
};

/** Staff's supplier screen (docs/product.md §2): Browse, Advanced Search, Analytics; add, edit, delete; attach to a request. */
export function SupplierManagement({ choice }: { choice?: SupplierChoice }) {
  useDocumentTitle('Supplier Management');
  const [searchParams] = useSearchParams();

  const [tab, setTab] = useState('browse');
  const [browse, setBrowse] = useState<SupplierFilters>(() => browseDefaults(searchParams.get('partType')));
  const [searchForm, setSearchForm] = useState<SupplierFilters & { q: string }>({ ...SEARCH_START, q: '' });
  const [searched, setSearched] = useState<(SupplierFilters & { q: string }) | null>(null);

  const [dialog, setDialog] = useState<DialogState>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const restoreFocus = (event: Event) => {
    if (opener.current?.isConnected) {
      event.preventDefault();
      opener.current.focus();
    }
  };
  const openDialog = (next: NonNullable<DialogState>, from: HTMLElement | null) => {
    opener.current = from;
    setDialog(next);
    setDialogOpen(true);
  };

  const browseList = useSuppliers(browse);
  const searchList = useSuppliers(searched ?? SEARCH_START, { enabled: searched !== null });

  const attach = choice?.attach;
  const hiddenLine = browseList.data ? hiddenByFiltersLine(browse, browseList.data.total, browseList.data.unfilteredTotal) : null;

  const onAction = (action: SupplierAction, supplier: Supplier, from: HTMLElement) => {
    if (action === 'edit') openDialog({ kind: 'form', supplier }, from);
    else if (action === 'delete') openDialog({ kind: 'delete', supplier }, from);
    else attach?.choose(supplier);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearched({ ...searchForm, q: searchForm.q.trim() });
  };

  return (
    <PageContainer>
      <AdminBackLink />
      <PageHeading
        title="Supplier Management"
        description="The overseas suppliers we source parts from. Filter, search, and see where they are."
      >
        <div>
          <Button onClick={(event) => openDialog({ kind: 'form', supplier: null }, event.currentTarget)}>
            <Plus aria-hidden="true" />
            Add supplier
          </Button>
        </div>
      </PageHeading>

      {choice?.banner}

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Supplier views" className="grid grid-cols-1 sm:flex">
          <TabsTrigger value="browse">
            <Users aria-hidden="true" />
            Browse Suppliers
            {browseList.data ? (
              <Badge variant="secondary" aria-label={`${browseList.data.total} of ${browseList.data.unfilteredTotal} shown`}>
                {browseList.data.total}
              </Badge>
            ) : null}
          </TabsTrigger>
          <TabsTrigger value="search">
            <Search aria-hidden="true" />
            Advanced Search
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <BarChart3 aria-hidden="true" />
            Analytics
          </TabsTrigger>
        </TabsList>

        <TabsContent value="browse" className="flex flex-col gap-4">
          <section aria-label="Filters" className="rounded-lg border border-border p-4">
            <SupplierFilterFields idPrefix="browse" value={browse} onChange={setBrowse} />
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {browseList.data ? countLine(browseList.data.total) : 'Loading suppliers...'}
              </p>
              <Button variant="ghost" size="sm" onClick={() => setBrowse(browseDefaults(null))}>
                Reset filters
              </Button>
            </div>
            {hiddenLine ? (
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <p className="text-sm" aria-live="polite">
                  {hiddenLine}
                </p>
                <Button variant="outline" size="sm" onClick={() => setBrowse(NO_SUPPLIER_FILTERS)}>
                  Show all
                </Button>
              </div>
            ) : null}
          </section>
          <Results list={browseList} onAction={onAction} attach={attach} emptyHint="Try another country, part type or a lower minimum rating." />
        </TabsContent>

        <TabsContent value="search" className="flex flex-col gap-4">
          <form role="search" aria-label="Advanced supplier search" onSubmit={onSearch} className="flex flex-col gap-3 rounded-lg border border-border p-4">
            <FormField label="Search suppliers" hint="Searches names, specialties, brands and descriptions." id="supplier-search-text">
              <Input
                type="search"
                value={searchForm.q}
                onChange={(e) => setSearchForm({ ...searchForm, q: e.target.value })}
                placeholder="e.g. brake pads Denso"
                maxLength={SUPPLIER_LIMITS.search}
                enterKeyHint="search"
                autoComplete="off"
              />
            </FormField>
            <SupplierFilterFields idPrefix="search" value={searchForm} onChange={(f) => setSearchForm({ ...f, q: searchForm.q })} />
            <div className="flex flex-wrap gap-2">
              <Button type="submit">
                <Search aria-hidden="true" />
                Search
              </Button>
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  setSearchForm({ ...SEARCH_START, q: '' });
                  setSearched(null);
                }}
              >
                Clear
              </Button>
            </div>
          </form>
          {searched ? (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {searchList.data ? countLine(searchList.data.total) : 'Searching...'}
              </p>
              <Results list={searchList} onAction={onAction} attach={attach} emptyHint="Try fewer words or wider filters." />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">Enter words and choose filters, then press Search.</p>
          )}
        </TabsContent>

        <TabsContent value="analytics">
          <SupplierAnalyticsPanel />
        </TabsContent>
      </Tabs>

      <SupplierFormDialog
        open={dialogOpen && dialog?.kind === 'form'}
        onOpenChange={setDialogOpen}
        supplier={dialog?.kind === 'form' ? dialog.supplier : null}
        defaultPartType={browse.partType === 'all' ? 'auto' : browse.partType}
        onCloseAutoFocus={restoreFocus}
      />
      <DeleteSupplierDialog
        open={dialogOpen && dialog?.kind === 'delete'}
        onOpenChange={setDialogOpen}
        supplier={dialog?.kind === 'delete' ? dialog.supplier : null}
        onCloseAutoFocus={restoreFocus}
      />
    </PageContainer>
  );
}

const countLine = (n: number) => (n === 1 ? '1 supplier matches' : `${n} suppliers match`);

function Results({
  list,
  onAction,
  attach,
  emptyHint,
}: {
  list: ReturnType<typeof useSuppliers>;
  onAction: (action: SupplierAction, supplier: Supplier, from: HTMLElement) => void;
  attach?: AttachContext;
  emptyHint: ReactNode;
}) {
  if (list.isPending) {
    return (
      <div role="status" aria-label="Loading suppliers" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <span className="sr-only">Loading suppliers...</span>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-72 w-full" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <LoadErrorCard what="the suppliers" error={list.error} onRetry={() => void list.refetch()} />
    );
  }
  if (list.data.suppliers.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-bold">No suppliers match</h2>
          <p className="text-muted-foreground">{emptyHint}</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div aria-busy={list.isPlaceholderData || undefined} className={list.isPlaceholderData ? 'opacity-60' : undefined}>
      <SupplierCards suppliers={list.data.suppliers} onAction={onAction} attach={attach} />
    </div>
  );
}
