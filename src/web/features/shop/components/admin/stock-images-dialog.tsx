import { useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import type { AdminProduct } from '@shared/schemas/admin-shop';
import type { StockImage } from '@shared/schemas/images';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { useApplyStockImage, useStockImages } from '../../api/gallery/stock-images';
import { invalidateInventory } from '../../api/admin-invalidate';
import { toastFailure } from './admin-toasts';

/**
 * "Find images" for one product: the gallery photos whose text, name or description mention the product,
 * and the shop's own illustrations of its kind (GET /api/images/stock-search). Choosing one makes it the
 * product's picture at once (POST /api/images/apply-stock-image), with docs/product.md §8's words.
 */
export function StockImagesDialog({ product, onOpenChange }: { product: AdminProduct | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={product !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        {product ? <StockImagesBody product={product} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function StockImagesBody({ product, onDone }: { product: AdminProduct; onDone: () => void }) {
  const queryClient = useQueryClient();
  const found = useStockImages(product.id);
  const apply = useApplyStockImage();

  const choose = (image: StockImage) => {
    apply.mutate(
      { productId: product.id, imageUrl: image.url },
      {
        onSuccess: (answer) => {
          toast({ title: answer.message, description: product.name });
          void invalidateInventory(queryClient);
          onDone();
        },
        onError: (error) => toastFailure(error, 'Failed to apply gallery image'),
      },
    );
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Images for {product.name}</DialogTitle>
        <DialogDescription>
          {found.data && found.data.terms.length > 0
            ? `Photos and illustrations that mention ${found.data.terms.join(', ')}.`
            : 'Photos and illustrations that match this product.'}
        </DialogDescription>
      </DialogHeader>

      {found.isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" role="status" aria-label="Finding images">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="aspect-square" />
          ))}
        </div>
      ) : found.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-destructive/40 p-4">
          <p>Failed to find gallery images</p>
          <Button variant="outline" size="sm" onClick={() => void found.refetch()}>
            Try again
          </Button>
        </div>
      ) : found.data.images.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-6 text-center text-muted-foreground">
          No image mentions this product yet. Upload a photo from the product form.
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" aria-label="Matching images">
          {found.data.images.map((image) => {
            const current = image.url === product.imageUrl;
            return (
              <li key={image.url} className="flex min-w-0 flex-col overflow-hidden rounded-md border border-border bg-card">
                <button
                  type="button"
                  onClick={() => choose(image)}
                  disabled={apply.isPending || current}
                  aria-label={current ? `${image.title} (the current image)` : `Use ${image.title}`}
                  className="group relative aspect-square w-full bg-muted focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring disabled:cursor-default"
                >
                  <img src={image.thumbnailUrl} alt="" loading="lazy" className="size-full object-contain transition-opacity group-hover:opacity-85" />
                  {current ? (
                    <Badge className="absolute top-1 left-1">
                      <Check aria-hidden="true" /> Current
                    </Badge>
                  ) : null}
                </button>
                <div className="flex flex-col gap-0.5 p-2 text-xs">
                  <span className="truncate font-semibold" title={image.title}>
                    {image.title}
                  </span>
                  <span className="line-clamp-2 text-muted-foreground">{image.matchReason}</span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
