import { useState } from 'react';
import { Link } from 'react-router';
import type { CarouselItem } from '@shared/schemas/shop';
import { buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { gallerySrcSet } from '@shared/gallery-images';

export type PromoSlideContent = Pick<CarouselItem, 'title' | 'subtitle' | 'description' | 'imageUrl' | 'buttonText' | 'buttonLink'>;

// A banner's frame has the same size whatever it says (long text is clamped), so moving from one
// banner to the next, or from the loading placeholder to the first banner, never moves the page.
const FRAME = 'grid overflow-hidden rounded-lg border border-border bg-card md:h-[19rem] md:grid-cols-2';
const IMAGE_BOX = 'aspect-[2/1] w-full bg-muted md:order-2 md:aspect-auto md:h-full';
const TEXT_BOX = 'grid h-[18rem] content-center justify-items-start gap-2 overflow-hidden p-5 md:h-auto md:p-8';

/** What /shop shows while the banners load: the frame of one banner, at its size. */
export function PromoSlideSkeleton() {
  return (
    <div className={FRAME} aria-hidden="true">
      <div className={cn(IMAGE_BOX, 'animate-pulse')} />
      <div className={TEXT_BOX} />
    </div>
  );
}

/**
 * One banner as /shop shows it (docs/product.md §4). Shared by the shop's carousel and the staff carousel screen's
 * live preview, so what staff see while editing is what customers get.
 */
export function PromoSlide({ item, eager = false }: { item: PromoSlideContent; eager?: boolean }) {
  // Kept per address, so a preview whose image changes tries the new one.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const imageFailed = failedUrl === item.imageUrl;
  const srcSet = gallerySrcSet(item.imageUrl);
  const internal = item.buttonLink.startsWith('/') && !item.buttonLink.startsWith('//');
  return (
    <div className={FRAME}>
      {imageFailed || !item.imageUrl ? (
        <div className={IMAGE_BOX} />
      ) : (
        <img
          src={item.imageUrl}
          srcSet={srcSet}
          sizes={srcSet ? '(min-width: 48rem) 50vw, 100vw' : undefined}
          alt=""
          width={800}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          // The first banner is the largest thing on /shop: fetched before the product pictures.
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedUrl(item.imageUrl)}
          className={cn(IMAGE_BOX, 'object-cover')}
        />
      )}
      <div className={TEXT_BOX}>
        {item.subtitle ? <p className="line-clamp-1 text-sm font-semibold text-primary">{item.subtitle}</p> : null}
        <h2 className="line-clamp-2 text-xl font-extrabold tracking-tight text-balance md:text-2xl">{item.title}</h2>
        {item.description ? <p className="line-clamp-4 text-muted-foreground md:line-clamp-3">{item.description}</p> : null}
        {item.buttonText && item.buttonLink ? (
          internal ? (
            <Link to={item.buttonLink} className={buttonVariants({ className: 'mt-2' })}>
              {item.buttonText}
            </Link>
          ) : (
            <a href={item.buttonLink} rel="noopener noreferrer" className={buttonVariants({ className: 'mt-2' })}>
              {item.buttonText}
            </a>
          )
        ) : null}
      </div>
    </div>
  );
}
