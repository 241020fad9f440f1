import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '@web/lib/utils';

/**
 * A product image at a fixed 4:3 ratio with explicit width and height, so nothing jumps as it loads
 * (DESIGN.md "Images"). A broken image is replaced by a placeholder (SPEC §8).
 */
export function PartImage({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string;
  alt: string;
  className?: string;
  /** The detail page's main image is the content: load it at once. */
  eager?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;

  return (
    <div className={cn('relative aspect-[4/3] w-full overflow-hidden rounded-md bg-muted', className)}>
      {failed ? (
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
      ) : (
        <img
          src={src}
          alt={alt}
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedSrc(src)}
          className="size-full object-contain"
        />
      )}
    </div>
  );
}
