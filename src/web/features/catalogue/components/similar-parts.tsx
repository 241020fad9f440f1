import { Link } from 'react-router';
import { SIMILAR_PARTS_COUNT } from '@shared/catalogue';
import type { PartDetail } from '@shared/schemas/catalogue';
import { useSimilarParts } from '../api/get-similar-parts';
import { useVehicles } from '../api/get-vehicles';
import { cardFitsLabel } from './fits-label';
import { PartCard, PartCardSkeleton } from './part-card';

/** Parts like this one, as cards, with a link to its category when there are none or they cannot load. */
export function SimilarProducts({ part }: { part: PartDetail }) {
  const similar = useSimilarParts(part.id);
  const vehicles = useVehicles();
  const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

  if (similar.isPending) {
    return (
      <ul className={grid} aria-busy="true">
        {Array.from({ length: SIMILAR_PARTS_COUNT }, (_, index) => (
          <li key={index}>
            <PartCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (similar.isError || similar.data.length === 0) {
    return (
      <p className="text-muted-foreground">
        {similar.isError ? 'Similar products could not be loaded. ' : 'No similar products yet. '}
        <Link
          to={`/search?category=${encodeURIComponent(part.categorySlug)}`}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          Browse {part.categoryName}
        </Link>
      </p>
    );
  }
  return (
    <ul className={grid}>
      {similar.data.map((other) => (
        <li key={other.id} className="grid">
          <PartCard part={other} fits={cardFitsLabel(other, vehicles.data)} />
        </li>
      ))}
    </ul>
  );
}
