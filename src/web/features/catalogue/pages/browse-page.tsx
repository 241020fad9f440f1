import { Link, useNavigate } from 'react-router';
import { vehicleLabel } from '@shared/catalogue';
import { PageContainer } from '@web/components/page-container';
import { buttonVariants } from '@web/components/ui/button';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { CategoryTiles } from '../components/category-tiles';
import { GarageCard } from '../components/garage/garage-card';
import { useGarage } from '../components/garage/use-garage';
import { searchHref } from '../components/garage/vehicle-search';
import { NewArrivals } from '../components/new-arrivals';
import { PartSearchBox } from '../components/part-search-box';

/**
 * /browse, and / for a signed-in customer (docs/product.md §2): My Garage, a search for the chosen vehicle,
 * category tiles and new arrivals. `welcome` is the customer's name on /.
 */
export function BrowsePage({ welcome }: { welcome?: string }) {
  useDocumentTitle(
    welcome ? undefined : 'Browse Parts',
    'Browse car parts by category and by your vehicle, with prices in US$ and shipping to Jamaica.',
  );
  const garage = useGarage();
  const navigate = useNavigate();
  const vehicle = garage.selected;

  return (
    <PageContainer className="grid gap-10">
      <section className="grid gap-4 rounded-lg border border-border bg-secondary p-6 text-secondary-foreground sm:p-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {welcome ? `Welcome back, ${welcome}` : 'Browse Car Parts'}
        </h1>
        <p className="text-lg" aria-live="polite">
          {vehicle ? (
            <>
              Shopping for your <strong>{vehicleLabel(vehicle)}</strong>: searches and categories show parts that fit it.
            </>
          ) : (
            'Add your car to My Garage and we show the parts that fit it.'
          )}
        </p>
        <PartSearchBox
          initial=""
          label="Search parts"
          placeholder="Part name or number"
          onSearch={(query) => navigate(searchHref(vehicle, { query: query || undefined }))}
          onCategory={(category) => navigate(searchHref(vehicle, { category }))}
        />
        {welcome ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to="/shop" className={buttonVariants({ variant: 'outline' })}>
              Local Shop
            </Link>
            <Link to="/request" className={buttonVariants({ variant: 'accent' })}>
              Request a Part
            </Link>
          </div>
        ) : null}
      </section>

      <GarageCard garage={garage} />
      <CategoryTiles vehicle={vehicle} />
      <NewArrivals vehicle={vehicle} />
    </PageContainer>
  );
}
