import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { useDeleteAdminPartRequest } from '../../api/admin-delete-part-request';
import type { AdminDialogProps } from './admin-dialog-props';
import { toastActionError } from './request-helpers';

/** docs/product.md §5's confirmation. Cancel comes first, so it takes the focus and a stray Enter deletes nothing. */
export function DeleteRequestDialog({ request, open, onOpenChange, onCloseAutoFocus }: AdminDialogProps) {
  const remove = useDeleteAdminPartRequest();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {request ? (
        <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle>Delete request {request.requestNumber}?</DialogTitle>
            <DialogDescription className="text-base text-foreground">
              Are you sure you want to delete the request from {request.customerName}?
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm text-muted-foreground">
            The request, its history and any photo are removed for good. The customer is not told.
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(request.id, {
                  onSuccess: () => {
                    toast({ title: 'Request deleted successfully' });
                    onOpenChange(false);
                  },
                  onError: (error) => toastActionError(error, 'Failed to delete request'),
                })
              }
            >
              {remove.isPending ? 'Deleting...' : 'Delete request'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
