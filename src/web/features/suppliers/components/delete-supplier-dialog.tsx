import type { Supplier } from '@shared/schemas/suppliers';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { useDeleteSupplier } from '../api/delete-supplier';
import { toastSupplierError } from './supplier-helpers';

/** The delete confirmation. Cancel comes first, so it takes the focus and a stray Enter deletes nothing. */
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      {supplier ? (
        <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>Delete {supplier.name}?</DialogTitle>
            <DialogDescription className="text-base text-foreground">
              Are you sure you want to delete the supplier {supplier.name}? This action cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm text-muted-foreground">Part requests it was chosen for stay as they are, without a supplier.</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(supplier.name, {
                  onSuccess: () => {
                    toast({ title: 'Supplier deleted successfully' });
                    onOpenChange(false);
                  },
                  onError: (error) => toastSupplierError(error, 'Failed to delete supplier'),
                })
              }
            >
              {remove.isPending ? 'Deleting...' : 'Delete supplier'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
