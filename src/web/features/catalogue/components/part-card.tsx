import { Link } from 'react-router';
import { Truck } from 'lucide-react';
import type { Part } from '@shared/schemas/catalogue';
import { ImageWithFallback } from '@web/components/commerce/image-with-fallback';
import { Price } from '@web/components/commerce/price';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { SkeletonLines } from '@web/components/ui/skeleton-lines';
import { cn } from '@web/lib/utils';
import { ConditionBadge } from './condition-badge';
import { DeliveredPrice } from './delivered-price';
import { MARKETPLACE_NAMES, shippingDays } from './part-labels';
import { PartRating } from './part-rating';
import { UsShipping } from './us-shipping';
import type { ResultsView } from './search-state';

/**
 * One part in the results: the title links to /part/:id and its link covers the whole card, so the card
 * is one big touch target with one tab stop.
 */
export function PartCard({
  part,
  fits,
  view = 'grid',
  headingLevel = 'h3',
}: {
  part: Part;
  /** "Fits: Toyota Corolla" or "Universal fit"; null hides the line. */
  fits: string | null;
  view?: ResultsView;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <Card
      data-testid="part-card"
      className={cn(
        'relative flex gap-4 p-4 transition-shadow focus-within:shadow-md hover:shadow-md',
        view === 'grid' ? 'flex-col' : 'flex-col sm:flex-row',
      )}
    >
      <ImageWithFallback src={part.imageUrl} alt="" className={view === 'list' ? 'sm:w-48 sm:shrink-0' : undefined} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <ConditionBadge condition={part.condition} />
          <span className="text-sm text-muted-foreground">{MARKETPLACE_NAMES[part.marketplace]}</span>
        </div>
        <Heading className="text-base leading-snug font-semibold break-words">
          <Link
            to={`/part/${part.id}`}
            className="after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:outline-none"
          >
            {part.title}
          </Link>
        </Heading>
        <p className="text-sm text-muted-foreground">
          <span className="sr-only">Brand: </span>
          {part.brand}
        </p>
        <PartRating rating={part.rating} reviewCount={part.reviewCount} />
        <div className="mt-auto grid gap-1 pt-1">
          <Price price={part.price} originalPrice={part.originalPrice} />
          <UsShipping amount={part.usShipping} />
          <DeliveredPrice delivered={part.delivered} />
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Truck className="size-4 shrink-0" aria-hidden="true" />
            Ships in {shippingDays(part)}
          </p>
          {fits ? <p className="text-sm font-medium break-words">{fits}</p> : null}
          {part.inStock ? null : <p className="text-sm font-semibold text-destructive">Out of Stock</p>}
        </div>
      </div>
    </Card>
  );
}

/** Shaped like a card, shown while the results load (docs/product.md §9: six of them). */
export function PartCardSkeleton({ view = 'grid' }: { view?: ResultsView }) {
  return (
    <Card className={cn('flex gap-4 p-4', view === 'grid' ? 'flex-col' : 'flex-col sm:flex-row')}>
      <Skeleton className={cn('aspect-[4/3] w-full', view === 'list' && 'sm:w-48 sm:shrink-0')} />
      <div className="flex flex-1 flex-col gap-3">
        <SkeletonLines lines={['h-5 w-24', 'h-5 w-full', 'h-4 w-1/2', 'h-4 w-32', 'h-7 w-28']} />
      </div>
    </Card>
  );
}
