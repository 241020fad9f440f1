import { useState } from 'react';
import { Link } from 'react-router';
import { Heart, PackageSearch, ShoppingCart, XCircle } from 'lucide-react';
import type { PartDetail } from '@shared/schemas/catalogue';
import { QuantityStepper } from '@web/components/commerce/quantity-stepper';
import { Button, buttonVariants } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { ADDED_TO_CART, addedToCartText } from '@web/lib/cart';
import { cn } from '@web/lib/utils';
import { addPartToCart } from './add-to-cart';
import { useGarage } from './garage/use-garage';
import { MARKETPLACE_NAMES } from './part-labels';
import { requestHrefFor } from './request-link';
import { useWishlisted } from './wishlist';

/**
 * What a customer can do with a part on its page: put a shop part in the cart, ask us to source a US part,
 * save either to the wishlist; a part no longer sold offers a request for one like it instead.
 */
export function PartPurchase({ part }: { part: PartDetail }) {
  const [quantity, setQuantity] = useState(1);
  const [wishlisted, toggleWishlist] = useWishlisted(part.id);
  const isLocal = part.marketplace === 'local';
  // A request for this part is for the vehicle chosen in My Garage when the part fits it.
  const garage = useGarage();

  const addToCart = () => {
    const result = addPartToCart(part, quantity);
    if (result === 'added') toast({ title: ADDED_TO_CART, description: addedToCartText(part.title, quantity) });
    else toast({ title: 'Cannot add more', description: result === 'out_of_stock' ? `${part.title} is out of stock` : 'Your cart already holds as many as one order allows' });
  };

  if (part.noLongerSold) {
    return (
      <section aria-labelledby="no-longer-sold" className="grid gap-3 rounded-md border border-border bg-muted p-4" data-testid="no-longer-sold">
        <h2 id="no-longer-sold" className="flex items-center gap-2 text-lg font-bold">
          <XCircle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
          This part is no longer sold
        </h2>
        <p className="text-sm">
          We no longer list it, so it cannot be ordered here. Tell us what you need and we will find one like it, with a full
          quote in J$ before you pay anything.
        </p>
        <Link to={requestHrefFor(part, garage.selected)} className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}>
          <PackageSearch aria-hidden="true" />
          Request a part like this
        </Link>
      </section>
    );
  }
  return (
    <div className="flex flex-wrap items-end gap-3 border-t border-border pt-4">
      {isLocal ? (
        <>
          <QuantityStepper value={quantity} onChange={setQuantity} disabled={!part.inStock} />
          <Button size="lg" disabled={!part.inStock} onClick={addToCart} className="flex-1 sm:flex-none">
            <ShoppingCart aria-hidden="true" />
            Add to Cart
          </Button>
        </>
      ) : (
        <div className="grid flex-1 gap-2">
          <p className="text-sm text-muted-foreground">
            Sold on {MARKETPLACE_NAMES[part.marketplace]}. We buy it for you in the US, ship it to Jamaica and e-mail you a
            full quote first.
          </p>
          <Link to={requestHrefFor(part, garage.selected)} className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}>
            <PackageSearch aria-hidden="true" />
            Request this part
          </Link>
        </div>
      )}
      <Button
        variant="outline"
        size="icon"
        aria-label="Save to wishlist"
        aria-pressed={wishlisted}
        onClick={toggleWishlist}
        className="size-12"
      >
        <Heart aria-hidden="true" className={cn(wishlisted && 'fill-destructive text-destructive')} />
      </Button>
    </div>
  );
}
