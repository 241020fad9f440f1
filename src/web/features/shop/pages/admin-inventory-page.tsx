import { useMemo, useState } from 'react';
import { LayoutGrid, List, Plus, SlidersHorizontal } from 'lucide-react';
import type { AdminProduct } from '@shared/schemas/admin-shop';
import { AdminBackLink } from '@web/components/admin-back-link';
import { ListSearchForm } from '@web/components/list-search';
import { LoadErrorCard } from '@web/components/load-error-card';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { cn } from '@web/lib/utils';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAdminInventory } from '../api/admin-get-inventory';
import { useBulkInventory } from '../api/admin-bulk-inventory';
import { toastFailure } from '../components/admin/admin-toasts';
import { DeleteProductsDialog } from '../components/admin/delete-products-dialog';
import { InventoryBulkBar } from '../components/admin/inventory-bulk-bar';
import { InventoryEmptyState } from '../components/admin/inventory-empty-state';
import { InventoryFilterFields } from '../components/admin/inventory-filter-fields';
import { InventoryCards, InventoryTable } from '../components/admin/inventory-list';
import { ProductFormDialog } from '../components/admin/product-form-dialog';
import { StockImagesDialog } from '../components/admin/stock-images-dialog';
import { useInventoryDialogs } from '../components/admin/use-inventory-dialogs';
import { useInventoryFilters } from '../components/admin/use-inventory-filters';
import { useInventorySelection } from '../components/admin/use-inventory-selection';

/** Staff's inventory (docs/product.md §2): filters in the URL, list or grid, bulk actions, the product form. */
export function AdminInventoryPage() {
  useDocumentTitle('Inventory Management');
  const { filters, view, query, setFilter, searchBox, clearFilters, activeFilters } = useInventoryFilters();
  const list = useAdminInventory(query);
  const bulk = useBulkInventory();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const dialogs = useInventoryDialogs();

  const products = useMemo(() => list.data?.products ?? [], [list.data]);
  const selection = useInventorySelection(products);

  const markStock = (action: 'in_stock' | 'out_of_stock') =>
    bulk.mutate(
      { ids: selection.visibleSelected.map((p) => p.id), action },
      {
        onSuccess: (result) => {
          toast({ title: 'Product updated successfully', description: result.message });
          selection.clear();
        },
        onError: (error) => toastFailure(error, 'Failed to save product'),
      },
    );

  const listProps = {
    products,
    selected: selection.selected,
    onToggle: selection.toggle,
    onEdit: (p: AdminProduct) => dialogs.openForm(p),
    onFindImages: (p: AdminProduct) => dialogs.findImages(p),
    onDelete: (p: AdminProduct) => dialogs.confirmDelete([p]),
  };

  return (
    <PageContainer>
      <AdminBackLink />
      <PageHeading
        title="Inventory Management"
        description="The local shop's products. Changes show in the shop straight away."
      >
        <div>
          <Button onClick={() => dialogs.openForm(null)}>
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

        <InventoryFilterFields
          id="inventory-filters"
          open={filtersOpen}
          filters={filters}
          brands={list.data?.brands ?? []}
          onChange={setFilter}
        />
      </div>

      {products.length > 0 ? (
        <InventoryBulkBar
          total={products.length}
          selectedCount={selection.visibleSelected.length}
          allSelected={selection.allSelected}
          busy={bulk.isPending}
          onToggleAll={selection.toggleAll}
          onMarkStock={markStock}
          onDelete={() => dialogs.confirmDelete(selection.visibleSelected)}
        />
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
        <InventoryEmptyState filtered={activeFilters > 0} onClear={clearFilters} onAdd={() => dialogs.openForm(null)} />
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

      <ProductFormDialog product={dialogs.editing} open={dialogs.formOpen} onOpenChange={dialogs.setFormOpen} />
      <StockImagesDialog
        product={dialogs.findingImages}
        onOpenChange={(open) => {
          if (!open) dialogs.findImages(null);
        }}
      />
      <DeleteProductsDialog
        products={dialogs.deleting}
        onOpenChange={(open) => {
          if (!open) dialogs.confirmDelete([]);
        }}
        onDeleted={selection.remove}
      />
    </PageContainer>
  );
}
