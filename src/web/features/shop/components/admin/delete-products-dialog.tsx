import type { AdminProduct } from '@shared/schemas/admin-shop';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { toast } from '@web/components/ui/use-toast';
import { useBulkInventory } from '../../api/admin-bulk-inventory';
import { useDeleteProduct } from '../../api/admin-delete-product';
import { toastFailure } from './admin-toasts';

/**
 * One confirmation for one product or many (bulk). Cancel comes first, so it takes the focus and a
 * stray Enter deletes nothing. Products on past orders are archived by the server; the orders keep them.
 */
export function DeleteProductsDialog({
  products,
  onOpenChange,
  onDeleted,
}: {
  products: AdminProduct[];
  onOpenChange: (open: boolean) => void;
  onDeleted: (ids: number[]) => void;
}) {
  const removeOne = useDeleteProduct();
  const removeMany = useBulkInventory();
  const pending = removeOne.isPending || removeMany.isPending;
  const one = products.length === 1 ? products[0] : undefined;
  const open = products.length > 0;

  const confirm = () => {
    const ids = products.map((p) => p.id);
    const done = () => {
      toast({ title: 'Product deleted successfully', description: one ? undefined : `${ids.length} products deleted.` });
      onDeleted(ids);
      onOpenChange(false);
    };
    const failed = (error: unknown) => toastFailure(error, 'Failed to delete product');
    if (one) removeOne.mutate(one.id, { onSuccess: done, onError: failed });
    else removeMany.mutate({ ids, action: 'delete' }, { onSuccess: done, onError: failed });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={one ? `Delete ${one.name}?` : `Delete ${products.length} products?`}
      description={one ? 'The product leaves the shop straight away.' : 'These products leave the shop straight away.'}
      confirmLabel={one ? 'Delete product' : `Delete ${products.length} products`}
      pending={pending}
      onConfirm={confirm}
    >
      {one ? null : (
        <ul className="max-h-40 list-disc overflow-y-auto pl-5 text-sm">
          {products.map((p) => (
            <li key={p.id}>{p.name}</li>
          ))}
        </ul>
      )}
      <p className="text-sm text-muted-foreground">Orders already placed keep their items and prices.</p>
    </ConfirmDialog>
  );
}
