import { useEffect, useId, useState } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { CAROUSEL_INTERVAL_MS } from '@shared/constants';
import type { CarouselItem } from '@shared/schemas/shop';
import { PromoSlide, PromoSlideSkeleton } from '@web/components/promo-slide';
import { Button } from '@web/components/ui/button';
import { useMediaQuery } from '@web/lib/use-media-query';
import { cn } from '@web/lib/utils';
import { useCarousel } from '../api/get-carousel';

/**
 * The shop's banners (docs/product.md §4): hidden with none; with more than one, it moves on every 5 seconds and
 * wraps, with previous/next arrows and dots. It follows the WAI-ARIA carousel pattern: a region named
 * as a carousel, slides labelled "n of m", rotation stopped while the pointer or focus is inside, a
 * pause button (WCAG 2.2.2), and no rotation at all for people who ask for reduced motion.
 */
export function PromoCarousel({ className }: { className?: string }) {
  const banners = useCarousel();
  if (banners.isPending) {
    // The placeholder takes the carousel's room (its buttons' row and one banner) so the shop below stays put.
    return (
      <div className={cn('grid gap-2', className)}>
        <div className="h-11" />
        <PromoSlideSkeleton />
      </div>
    );
  }
  // A failed banner call must not cost the customer the shop: the banners just stay away.
  if (!banners.data || banners.data.length === 0) return null;
  return <Carousel items={banners.data} className={className} />;
}

function Carousel({ items, className }: { items: CarouselItem[]; className?: string }) {
  const slidesId = useId();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // null: the default, which is to rotate unless the customer asked their device for reduced motion.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = items.length;
  const many = count > 1;
  const current = index % count;
  const playing = many && (chosen ?? !reducedMotion);
  const rotating = playing && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    // Restarted on every slide change, so a slide chosen by hand gets its full 5 seconds too.
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  const go = (to: number) => setIndex(((to % count) + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Shop offers"
      className={cn('grid gap-2', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {many ? (
        <div className="flex flex-wrap items-center justify-center gap-1 sm:justify-end">
          <Button
            variant="ghost"
            size="icon"
            aria-label={playing ? 'Stop rotating offers' : 'Start rotating offers'}
            onClick={() => setChosen(!playing)}
          >
            {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          </Button>
          <Button variant="ghost" size="icon" aria-label="Previous offer" aria-controls={slidesId} onClick={() => go(current - 1)}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <div role="group" aria-label="Choose an offer" className="flex">
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                aria-label={`Offer ${i + 1}: ${item.title}`}
                aria-current={i === current ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={() => go(i)}
                className="group inline-flex size-11 items-center justify-center rounded-md focus-visible:outline-3 focus-visible:outline-ring"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block size-3 rounded-full border-2 border-primary transition-colors',
                    i === current ? 'bg-primary' : 'bg-transparent group-hover:bg-primary/40',
                  )}
                />
              </button>
            ))}
          </div>
          <Button variant="ghost" size="icon" aria-label="Next offer" aria-controls={slidesId} onClick={() => go(current + 1)}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}

      <div id={slidesId} aria-live={rotating ? 'off' : 'polite'}>
        {items.map((item, i) => (
          <div
            key={item.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            hidden={i !== current}
            data-testid="carousel-slide"
          >
            <PromoSlide item={item} eager={i === 0} />
          </div>
        ))}
      </div>
    </section>
  );
}
