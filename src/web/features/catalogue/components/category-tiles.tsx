import { useId } from 'react';
import { Link } from 'react-router';
import type { GarageVehicle } from '@shared/schemas/garage';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCategories } from '@web/lib/categories';
import { searchHref } from './garage/vehicle-search';

// As many placeholders as the store has auto categories (ten), each the size of a tile with its name, so
// the tiles arriving do not push the new arrivals below them down the page.
const TILES_WHILE_LOADING = 10;
/** The tiles on the first screen: the first row at desk width (five), the first two or three on a phone. */
const TILES_ABOVE_THE_FOLD = 5;

/** The auto categories as picture tiles; each opens /search for that category (and the chosen vehicle). */
export function CategoryTiles({ vehicle }: { vehicle: GarageVehicle | null }) {
  const headingId = useId();
  const categories = useCategories();
  const auto = categories.data?.filter((c) => c.type === 'auto');

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-bold">
        Shop by category
      </h2>
      {categories.isError ? (
        <p className="text-muted-foreground">
          Categories could not load. <Link to={searchHref(vehicle)} className="text-primary underline">Browse every part</Link> instead.
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {auto
            ? auto.map((category, index) => (
                <li key={category.id}>
                  <Link
                    to={searchHref(vehicle, { category: category.slug })}
                    className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-ring"
                  >
                    <img
                      src={`/images/parts/${category.slug}.svg`}
                      alt=""
                      width={400}
                      height={300}
                      className="aspect-[4/3] w-full bg-muted object-cover"
                      // The first screen's tiles load at once, not held back as lazy.
                      loading={index < TILES_ABOVE_THE_FOLD ? 'eager' : 'lazy'}
                    />
                    <span className="p-3 font-semibold">{category.name}</span>
                  </Link>
                </li>
              ))
            : Array.from({ length: TILES_WHILE_LOADING }, (_, i) => (
                <li key={i} className="flex flex-col overflow-hidden rounded-lg border border-border">
                  <Skeleton className="aspect-[4/3] w-full rounded-none" />
                  <span className="p-3">
                    <Skeleton className="h-6 w-3/4" />
                  </span>
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
