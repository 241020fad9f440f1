import { useId } from 'react';
import { Link } from 'react-router';
import { vehicleLabel } from '@shared/catalogue';
import type { GarageVehicle } from '@shared/schemas/garage';
import { useSearchParts } from '../api/search-parts';
import { useVehicles } from '../api/get-vehicles';
import { cardFitsLabel } from './fits-label';
import { vehicleFilter, searchHref } from './garage/vehicle-search';
import { PartCard, PartCardSkeleton } from './part-card';

const NEW_ARRIVALS = 6;

/** The newest parts in the catalogue, for the chosen vehicle when there is one. */
export function NewArrivals({ vehicle }: { vehicle: GarageVehicle | null }) {
  const headingId = useId();
  const vehicles = useVehicles();
  const arrivals = useSearchParts({ ...vehicleFilter(vehicle), sort: 'newest', limit: NEW_ARRIVALS });
  const parts = arrivals.isPlaceholderData ? undefined : arrivals.data?.parts;

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold">
          {vehicle ? `New arrivals for your ${vehicleLabel({ ...vehicle, chassisCode: null })}` : 'New arrivals'}
        </h2>
        <Link to={searchHref(vehicle, { sort: 'newest' })} className="inline-flex min-h-11 items-center text-primary underline">
          See all new arrivals
        </Link>
      </div>
      {arrivals.isError ? (
        <p role="alert" className="text-muted-foreground">
          New arrivals could not load just now.{' '}
          <button type="button" className="min-h-11 text-primary underline" onClick={() => void arrivals.refetch()}>
            Try again
          </button>
        </p>
      ) : parts && parts.length === 0 ? (
        <p className="text-muted-foreground">No parts for this vehicle yet. Ask us for one and we will source it from the US.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={parts ? undefined : true}>
          {parts
            ? parts.map((part) => (
                <li key={part.id} className="grid">
                  <PartCard part={part} fits={cardFitsLabel(part, vehicles.data)} />
                </li>
              ))
            : Array.from({ length: NEW_ARRIVALS }, (_, i) => (
                <li key={i}>
                  <PartCardSkeleton view="grid" />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
