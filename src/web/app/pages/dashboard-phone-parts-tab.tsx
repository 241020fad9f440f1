import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { SlidersHorizontal, Smartphone, Store } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { useMediaQuery } from '@web/lib/use-media-query';
import { useInventory } from '@web/features/shop/api/get-inventory';
import { CartCard, CartSheet } from '@web/features/shop/components/cart-panel';
import { ProductGrid } from '@web/features/shop/components/product-grid';

/**
 * The dashboard's Phone Parts tab (docs/product.md §2, docs/choices.md #9): the shop's real phone-parts stock with the same
 * cards, dialog and cart as /shop. Loaded with the tab, so the dashboard's first download stays as it was.
 */
export function PhonePartsTab() {
  const inventory = useInventory();
  const headingId = useId();
  const isDesktop = useMediaQuery('(min-width: 64rem)');
  const phoneParts = useMemo(() => inventory.data?.filter((p) => p.category === 'Phone Parts'), [inventory.data]);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby={headingId} className="grid min-w-0 content-start gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id={headingId} className="text-xl font-bold">
            Phone parts in stock
          </h3>
          <div className="flex flex-wrap gap-2">
            {isDesktop ? null : <CartSheet />}
            <Link to="/shop" className={buttonVariants({ variant: 'outline' })}>
              <SlidersHorizontal aria-hidden="true" />
              Search and filter in the shop
            </Link>
          </div>
        </div>
        <ProductGrid
          products={inventory.isError ? undefined : phoneParts}
          loading={inventory.isPending}
          error={inventory.isError ? inventory.error : null}
          onRetry={() => void inventory.refetch()}
          headingLevel="h4"
          className="xl:grid-cols-2 2xl:grid-cols-3"
          empty={<NoPhoneParts />}
        />
      </section>
      {isDesktop ? (
        <div className="self-start lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto">
          <CartCard headingLevel="h3" />
        </div>
      ) : null}
    </div>
  );
}

function NoPhoneParts() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <Smartphone className="size-12 text-muted-foreground" aria-hidden="true" />
        <h4 className="text-xl font-bold">No Phone Parts Available</h4>
        <p className="max-w-md text-muted-foreground">Nothing is in stock here just now. The shop page has our banners and news.</p>
        <Link to="/shop" className={buttonVariants()}>
          <Store aria-hidden="true" />
          Visit Shop Page
        </Link>
      </CardContent>
    </Card>
  );
}
