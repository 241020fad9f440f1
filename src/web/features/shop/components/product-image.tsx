import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '@web/lib/utils';

/** Our own stand-in (DECISIONS 21: no outside hosts), served by the app like the product illustrations. */
export const PRODUCT_PLACEHOLDER_URL = '/images/shop/placeholder.svg';

/**
 * A product image at a fixed 4:3 ratio with explicit width and height, so nothing jumps as it loads
 * (DESIGN.md "Images"). A broken image is replaced by our placeholder, and if even that fails, by an
 * icon (SPEC §2, §8).
 */
export function ProductImage({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState<string[]>([]);
  const candidates = [src, PRODUCT_PLACEHOLDER_URL].filter((url) => url && !failed.includes(url));
  const shown = candidates[0];

  return (
    <div className={cn('relative aspect-[4/3] w-full overflow-hidden rounded-md bg-muted', className)}>
      {shown ? (
        <img
          key={shown}
          src={shown}
          alt={alt}
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
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
