import type { Supplier } from '@shared/schemas/suppliers';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { toast } from '@web/components/ui/use-toast';
import { useDeleteSupplier } from '../api/delete-supplier';
import { toastSupplierError } from './supplier-helpers';

/** The delete confirmation (Cancel first: a stray Enter deletes nothing). */
export function DeleteSupplierDialog({
  supplier,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  supplier: Supplier | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const remove = useDeleteSupplier();
  return (
    <ConfirmDialog
      open={open && supplier !== null}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={`Delete ${supplier?.name ?? ''}?`}
      description={`Are you sure you want to delete the supplier ${supplier?.name ?? ''}? This action cannot be undone.`}
      confirmLabel="Delete supplier"
      pending={remove.isPending}
      onConfirm={() =>
        supplier &&
        remove.mutate(supplier.name, {
          onSuccess: () => {
            toast({ title: 'Supplier deleted successfully' });
            onOpenChange(false);
          },
          onError: (error) => toastSupplierError(error, 'Failed to delete supplier'),
        })
      }
    >
      <p className="text-sm text-muted-foreground">Part requests it was chosen for stay as they are, without a supplier.</p>
    </ConfirmDialog>
  );
}
