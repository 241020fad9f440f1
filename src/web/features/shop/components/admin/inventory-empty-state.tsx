import { Boxes, Plus, SearchX } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';

/** No products: none match the filters (with a way to clear them), or there are none yet (with Add product). */
export function InventoryEmptyState({ filtered, onClear, onAdd }: { filtered: boolean; onClear: () => void; onAdd: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
        {filtered ? (
          <>
            <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-lg font-bold">No products match these filters</h2>
            <p className="text-muted-foreground">Try another name or clear the filters.</p>
            <Button variant="outline" onClick={onClear}>
              Clear search and filters
            </Button>
          </>
        ) : (
          <>
            <Boxes className="size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-lg font-bold">No products yet</h2>
            <p className="text-muted-foreground">Add the first product and it shows in the shop.</p>
            <Button onClick={onAdd}>
              <Plus aria-hidden="true" />
              Add product
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
