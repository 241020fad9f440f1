import { Star } from 'lucide-react';
import { formatCount } from '@shared/numbers';

/** Stars as a number with the review count; read out as one phrase. */
export function PartRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const reviews = `${formatCount(reviewCount)} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <p className="flex items-center gap-1 text-sm">
      <Star className="size-4 fill-accent text-accent-text" aria-hidden="true" />
      <span className="sr-only">
        Rated {rating.toFixed(1)} out of 5, {reviews}
      </span>
      <span aria-hidden="true" className="tabular">
        <span className="font-semibold">{rating.toFixed(1)}</span>{' '}
        <span className="text-muted-foreground">({reviews})</span>
      </span>
    </p>
  );
}
