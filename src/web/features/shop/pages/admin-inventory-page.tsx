import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Boxes, LayoutGrid, List, PackageCheck, PackageX, Plus, SearchX, SlidersHorizontal, Trash2 } from 'lucide-react';
import { PART_CONDITIONS } from '@shared/catalogue';
import { IMAGE_TYPES, LOW_STOCK_THRESHOLD, STOCK_FILTERS, type AdminProduct } from '@shared/schemas/admin-shop';
import { ListSearchForm, useListSearch } from '@web/components/list-search';
import { LoadErrorCard } from '@web/components/load-error-card';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { useCategories } from '@web/lib/categories';
import { cn } from '@web/lib/utils';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAdminInventory } from '../api/admin-get-inventory';
import { useBulkInventory } from '../api/admin-bulk-inventory';
import type { AdminInventoryApiQuery } from '../api/keys';
import { toastFailure } from '../components/admin/admin-toasts';
import { DeleteProductsDialog } from '../components/admin/delete-products-dialog';
import { InventoryCards, InventoryTable } from '../components/admin/inventory-list';
import { ProductFormDialog } from '../components/admin/product-form-dialog';
import { StockImagesDialog } from '../components/admin/stock-images-dialog';
import { CONDITION_NAMES } from '../components/product-labels';
import { AdminBackLink } from '@web/components/admin-back-link';


const STOCK_LABELS: Record<(typeof STOCK_FILTERS)[number], string> = {
  in: 'In stock',
  low: `Low stock (${LOW_STOCK_THRESHOLD} or fewer)`,
  out: 'Out of stock',
};
const IMAGE_LABELS: Record<(typeof IMAGE_TYPES)[number], string> = { default: 'Default picture', custom: 'Custom photo' };

type Filters = Required<{ [K in keyof AdminInventoryApiQuery]: string }>;
const FILTER_NAMES = ['search', 'category', 'brand', 'stock', 'condition', 'image'] as const;

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return (allowed as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
}

/** Staff's inventory (issue 6, SPEC §2): filters in the URL, list or grid, bulk actions, the product form. */
export function AdminInventoryPage() {
  useDocumentTitle('Inventory Management');
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    search: (params.get('search') ?? '').trim(),
    category: params.get('category') ?? '',
    brand: params.get('brand') ?? '',
    stock: pick(params.get('stock'), STOCK_FILTERS) ?? '',
    condition: pick(params.get('condition'), PART_CONDITIONS) ?? '',
    image: pick(params.get('image'), IMAGE_TYPES) ?? '',
  };
  const view = params.get('view') === 'grid' ? 'grid' : 'list';
  const query: AdminInventoryApiQuery = {
    search: filters.search || undefined,
    category: filters.category || undefined,
    brand: filters.brand || undefined,
    stock: pick(filters.stock, STOCK_FILTERS),
    condition: pick(filters.condition, PART_CONDITIONS),
    image: pick(filters.image, IMAGE_TYPES),
  };
  const list = useAdminInventory(query);
  const categories = useCategories();
  const bulk = useBulkInventory();

  const setFilter = (name: keyof Filters | 'view', value: string) => {
    const next = new URLSearchParams(params);
    if (value && !(name === 'view' && value === 'list')) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: name === 'search' });
  };

  // The search always replaces the history entry (setFilter), on a pause in typing and on Enter alike.
  const searchBox = useListSearch(filters.search, (next) => setFilter('search', next));

  const [filtersOpen, setFiltersOpen] = useState(false);
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminProduct[]>([]);
  const [findingImages, setFindingImages] = useState<AdminProduct | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());

  const products = useMemo(() => list.data?.products ?? [], [list.data]);
  const visibleSelected = products.filter((p) => selected.has(p.id));
  const allSelected = products.length > 0 && visibleSelected.length === products.length;
  const activeFilters = FILTER_NAMES.filter((n) => filters[n] !== '').length;

  const toggle = (id: number, checked: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (checked: boolean) => setSelected(checked ? new Set(products.map((p) => p.id)) : new Set());

  const markStock = (action: 'in_stock' | 'out_of_stock') =>
    bulk.mutate(
      { ids: visibleSelected.map((p) => p.id), action },
      {
        onSuccess: (result) => {
          toast({ title: 'Product updated successfully', description: result.message });
          setSelected(new Set());
        },
        onError: (error) => toastFailure(error, 'Failed to save product'),
      },
    );

  const openForm = (product: AdminProduct | null) => {
    setEditing(product);
    setFormOpen(true);
  };

  const clearFilters = () => {
    searchBox.setText('');
    setParams(view === 'grid' ? new URLSearchParams({ view }) : new URLSearchParams());
  };

  const listProps = {
    products,
    selected,
    onToggle: toggle,
    onEdit: (p: AdminProduct) => openForm(p),
    onFindImages: (p: AdminProduct) => setFindingImages(p),
    onDelete: (p: AdminProduct) => setDeleting([p]),
  };

  return (
    <PageContainer>
      <AdminBackLink />
      <PageHeading
        title="Inventory Management"
        description="The local shop's products. Changes show in the shop straight away."
      >
        <div>
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            Add product
          </Button>
        </div>
      </PageHeading>

      <div className="mb-4 flex flex-col gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <ListSearchForm search={searchBox} name="Products" label="Search by name" placeholder="Name, SKU, brand or model" />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              className="md:hidden"
              aria-expanded={filtersOpen}
              aria-controls="inventory-filters"
              onClick={() => setFiltersOpen((o) => !o)}
            >
              <SlidersHorizontal aria-hidden="true" />
              Filters{activeFilters > 0 ? ` (${activeFilters})` : ''}
            </Button>
            <div role="group" aria-label="View" className="flex">
              <Button size="sm" variant={view === 'list' ? 'default' : 'outline'} aria-pressed={view === 'list'} onClick={() => setFilter('view', 'list')}>
                <List aria-hidden="true" />
                List
              </Button>
              <Button size="sm" variant={view === 'grid' ? 'default' : 'outline'} aria-pressed={view === 'grid'} onClick={() => setFilter('view', 'grid')}>
                <LayoutGrid aria-hidden="true" />
                Grid
              </Button>
            </div>
          </div>
        </div>

        <div id="inventory-filters" className={cn('grid gap-3 sm:grid-cols-2 md:grid md:grid-cols-3 xl:grid-cols-5', filtersOpen ? 'grid' : 'hidden')}>
          <FormField label="Category">
            <NativeSelect value={filters.category} onChange={(e) => setFilter('category', e.target.value)}>
              <option value="">All categories</option>
              {(['phone', 'auto'] as const).map((type) => (
                <optgroup key={type} label={type === 'phone' ? 'Phone Parts' : 'Auto Parts'}>
                  {(categories.data ?? [])
                    .filter((c) => c.type === type)
                    .map((c) => (
                      <option key={c.slug} value={c.slug}>
                        {c.name}
                      </option>
                    ))}
                </optgroup>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Brand">
            <NativeSelect value={filters.brand} onChange={(e) => setFilter('brand', e.target.value)}>
              <option value="">All brands</option>
              {(list.data?.brands ?? []).map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
              {filters.brand && !(list.data?.brands ?? []).includes(filters.brand) ? <option value={filters.brand}>{filters.brand}</option> : null}
            </NativeSelect>
          </FormField>
          <FormField label="Stock">
            <NativeSelect value={filters.stock} onChange={(e) => setFilter('stock', e.target.value)}>
              <option value="">All stock</option>
              {STOCK_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {STOCK_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Condition">
            <NativeSelect value={filters.condition} onChange={(e) => setFilter('condition', e.target.value)}>
              <option value="">All conditions</option>
              {PART_CONDITIONS.map((c) => (
                <option key={c} value={c}>
                  {CONDITION_NAMES[c]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Image type">
            <NativeSelect value={filters.image} onChange={(e) => setFilter('image', e.target.value)}>
              <option value="">All images</option>
              {IMAGE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {IMAGE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      </div>

      {products.length > 0 ? (
        <div
          role="region"
          aria-label="Bulk actions"
          className="sticky top-0 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-border bg-background p-2"
        >
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 px-2 font-semibold">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={allSelected}
              onChange={(event) => toggleAll(event.target.checked)}
            />
            Select all ({products.length})
          </label>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {visibleSelected.length} selected
          </p>
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <Button variant="outline" size="sm" disabled={visibleSelected.length === 0 || bulk.isPending} onClick={() => markStock('in_stock')}>
              <PackageCheck aria-hidden="true" />
              Mark in stock
            </Button>
            <Button variant="outline" size="sm" disabled={visibleSelected.length === 0 || bulk.isPending} onClick={() => markStock('out_of_stock')}>
              <PackageX aria-hidden="true" />
              Mark out of stock
            </Button>
            <Button variant="destructive" size="sm" disabled={visibleSelected.length === 0} onClick={() => setDeleting(visibleSelected)}>
              <Trash2 aria-hidden="true" />
              Delete selected
            </Button>
          </div>
        </div>
      ) : null}

      {list.isPending ? (
        <div role="status" aria-label="Loading products" className="flex flex-col gap-3">
          <span className="sr-only">Loading products...</span>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-28 w-full md:h-16" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadErrorCard what="the products" error={list.error} onRetry={() => void list.refetch()} />
      ) : products.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            {activeFilters > 0 ? (
              <>
                <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
                <h2 className="text-lg font-bold">No products match these filters</h2>
                <p className="text-muted-foreground">Try another name or clear the filters.</p>
                <Button variant="outline" onClick={clearFilters}>
                  Clear search and filters
                </Button>
              </>
            ) : (
              <>
                <Boxes className="size-10 text-muted-foreground" aria-hidden="true" />
                <h2 className="text-lg font-bold">No products yet</h2>
                <p className="text-muted-foreground">Add the first product and it shows in the shop.</p>
                <Button onClick={() => openForm(null)}>
                  <Plus aria-hidden="true" />
                  Add product
                </Button>
              </>
            )}
          </CardContent>
        </Card>
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined} className={cn(list.isPlaceholderData && 'opacity-60')}>
          <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
            Showing {products.length} of {list.data?.total ?? products.length} products
          </p>
          {view === 'grid' ? (
            <InventoryCards grid {...listProps} />
          ) : (
            <>
              <InventoryCards grid={false} {...listProps} />
              <InventoryTable {...listProps} />
            </>
          )}
        </div>
      )}

      <ProductFormDialog product={editing} open={formOpen} onOpenChange={setFormOpen} />
      <StockImagesDialog
        product={findingImages}
        onOpenChange={(open) => {
          if (!open) setFindingImages(null);
        }}
      />
      <DeleteProductsDialog
        products={deleting}
        onOpenChange={(open) => {
          if (!open) setDeleting([]);
        }}
        onDeleted={(ids) =>
          setSelected((s) => {
            const next = new Set(s);
            for (const id of ids) next.delete(id);
            return next;
          })
        }
      />
    </PageContainer>
  );
}
