import { PackageCheck, PackageX, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** Select all, how many are ticked, and what can be done to them at once; it stays in view while scrolling. */
export function InventoryBulkBar({
  total,
  selectedCount,
  allSelected,
  busy,
  onToggleAll,
  onMarkStock,
  onDelete,
}: {
  total: number;
  selectedCount: number;
  allSelected: boolean;
  /** A stock change is on its way. */
  busy: boolean;
  onToggleAll: (checked: boolean) => void;
  onMarkStock: (action: 'in_stock' | 'out_of_stock') => void;
  onDelete: () => void;
}) {
  const none = selectedCount === 0;
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="sticky top-0 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-border bg-background p-2"
    >
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 px-2 font-semibold">
        <input type="checkbox" className="size-5 accent-primary" checked={allSelected} onChange={(event) => onToggleAll(event.target.checked)} />
        Select all ({total})
      </label>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {selectedCount} selected
      </p>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <Button variant="outline" size="sm" disabled={none || busy} onClick={() => onMarkStock('in_stock')}>
          <PackageCheck aria-hidden="true" />
          Mark in stock
        </Button>
        <Button variant="outline" size="sm" disabled={none || busy} onClick={() => onMarkStock('out_of_stock')}>
          <PackageX aria-hidden="true" />
          Mark out of stock
        </Button>
        <Button variant="destructive" size="sm" disabled={none} onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete selected
        </Button>
      </div>
    </div>
  );
}
