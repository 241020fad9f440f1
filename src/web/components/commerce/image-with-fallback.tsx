import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { gallerySrcSet } from '@shared/gallery-images';
import { cn } from '@web/lib/utils';

// A card is a column of the grid: the whole phone, half a tablet, a third of a desk at most.
const CARD_SIZES = '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw';

/**
 * A product image at a fixed 4:3 ratio with explicit width and height, so nothing jumps as it loads
 * (DESIGN.md "Images"). A gallery photo offers its WebP sizes (srcset), so a phone fetches 320 or 640 px,
 * not the original. A broken image is replaced by `fallbackSrc` when there is one, and if that fails
 * too (or there is none), by an icon and "No image available".
 */
export function ImageWithFallback({
  src,
  alt,
  fallbackSrc,
  className,
  eager = false,
  sizes = CARD_SIZES,
}: {
  src: string;
  alt: string;
  fallbackSrc?: string;
  className?: string;
  /** A detail view's main image is the content: load it at once. */
  eager?: boolean;
  /** How wide the image is drawn, for the browser's pick of a gallery photo's sizes (srcset). */
  sizes?: string;
}) {
  const [failed, setFailed] = useState<string[]>([]);
  const shown = [src, fallbackSrc].find((url): url is string => !!url && !failed.includes(url));
  const srcSet = shown ? gallerySrcSet(shown) : undefined;

  return (
    <div className={cn('relative aspect-[4/3] w-full overflow-hidden rounded-md bg-muted', className)}>
      {shown ? (
        <img
          key={shown}
          src={shown}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          // The main image is the page's largest paint: asked for ahead of the page's other images.
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed((list) => [...list, shown])}
          className="size-full object-contain"
        />
      ) : (
        <div
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          className="flex size-full flex-col items-center justify-center gap-2 text-muted-foreground"
        >
          <ImageOff className="size-10" aria-hidden="true" />
          <span className="text-sm" aria-hidden="true">
            No image available
          </span>
        </div>
      )}
    </div>
  );
}
