import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { DELETE_IMAGE_CONFIRMATION, type GalleryImage } from '@shared/schemas/images';
import { useDeleteImage } from '../api/delete-image';
import { toastImageError } from './toast-error';

/** SPEC §5's confirmation. Cancel comes first, so it takes the focus and a stray Enter deletes nothing. */
export function DeleteImageDialog({ image, onOpenChange }: { image: GalleryImage | undefined; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteImage();
  return (
    <Dialog open={image !== undefined} onOpenChange={onOpenChange}>
      {image ? (
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Delete image?</DialogTitle>
            <DialogDescription className="text-base text-foreground">{DELETE_IMAGE_CONFIRMATION}</DialogDescription>
          </DialogHeader>
          <div className="flex items-center gap-3">
            <img src={image.thumbnailUrl} alt="" className="size-16 shrink-0 rounded-md border border-border object-cover" />
            <p className="min-w-0 text-sm break-words text-muted-foreground">{image.originalName}</p>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(image.filename, {
                  onSuccess: () => {
                    toast({ title: 'Image deleted successfully' });
                    onOpenChange(false);
                  },
                  onError: (error) => toastImageError(error, 'Failed to delete image'),
                })
              }
            >
              {remove.isPending ? 'Deleting...' : 'Delete image'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
