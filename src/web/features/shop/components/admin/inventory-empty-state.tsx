import { Boxes, Plus, SearchX } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { EmptyListCard } from '@web/components/empty-list-card';

/** No products: none match the filters (with a way to clear them), or there are none yet (with Add product). */
export function InventoryEmptyState({ filtered, onClear, onAdd }: { filtered: boolean; onClear: () => void; onAdd: () => void }) {
  return filtered ? (
    <EmptyListCard icon={SearchX} title="No products match these filters" clear={{ label: 'Clear search and filters', onClick: onClear }}>
      Try another name or clear the filters.
    </EmptyListCard>
  ) : (
    <EmptyListCard
      icon={Boxes}
      title="No products yet"
      action={
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add product
        </Button>
      }
    >
      Add the first product and it shows in the shop.
    </EmptyListCard>
  );
}
