import { ConfirmDialog } from '@web/components/confirm-dialog';
import { toast } from '@web/components/ui/use-toast';
import { DELETE_IMAGE_CONFIRMATION, type GalleryImage } from '@shared/schemas/images';
import { useDeleteImage } from '../../../api/gallery/delete-image';
import { toastImageError } from './toast-error';

/** docs/product.md §5's confirmation (Cancel first: a stray Enter deletes nothing). */
export function DeleteImageDialog({ image, onOpenChange }: { image: GalleryImage | undefined; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteImage();
  return (
    <ConfirmDialog
      open={image !== undefined}
      onOpenChange={onOpenChange}
      title="Delete image?"
      description={DELETE_IMAGE_CONFIRMATION}
      confirmLabel="Delete image"
      pending={remove.isPending}
      onConfirm={() =>
        image &&
        remove.mutate(image.filename, {
          onSuccess: () => {
            toast({ title: 'Image deleted successfully' });
            onOpenChange(false);
          },
          onError: (error) => toastImageError(error, 'Failed to delete image'),
        })
      }
    >
      {image ? (
        <div className="flex items-center gap-3">
          <img src={image.thumbnailUrl} alt="" className="size-16 shrink-0 rounded-md border border-border object-cover" />
          <p className="min-w-0 text-sm break-words text-muted-foreground">{image.originalName}</p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
