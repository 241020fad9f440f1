import { useState } from 'react';
import { Link } from 'react-router';
import type { CarouselItem } from '@shared/schemas/shop';
import { buttonVariants } from '@web/components/ui/button';

export type PromoSlideContent = Pick<CarouselItem, 'title' | 'subtitle' | 'description' | 'imageUrl' | 'buttonText' | 'buttonLink'>;

/**
 * One banner as /shop shows it (docs/product.md §4). Shared by the shop's carousel and the staff carousel screen's
 * live preview, so what staff see while editing is what customers get.
 */
export function PromoSlide({ item, eager = false }: { item: PromoSlideContent; eager?: boolean }) {
  // Kept per address, so a preview whose image changes tries the new one.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const imageFailed = failedUrl === item.imageUrl;
  const internal = item.buttonLink.startsWith('/') && !item.buttonLink.startsWith('//');
  return (
    <div className="grid overflow-hidden rounded-lg border border-border bg-card md:grid-cols-2">
      {imageFailed || !item.imageUrl ? null : (
        <img
          src={item.imageUrl}
          alt=""
          width={800}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedUrl(item.imageUrl)}
          className="aspect-[2/1] w-full bg-muted object-cover md:order-2 md:aspect-auto md:h-full"
        />
      )}
      <div className="grid content-center justify-items-start gap-2 p-5 md:p-8">
        {item.subtitle ? <p className="text-sm font-semibold text-primary">{item.subtitle}</p> : null}
        <h2 className="text-xl font-extrabold tracking-tight text-balance md:text-2xl">{item.title}</h2>
        {item.description ? <p className="text-muted-foreground">{item.description}</p> : null}
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
