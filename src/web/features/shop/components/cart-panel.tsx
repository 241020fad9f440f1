import { lazy, Suspense, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { ISLAND_SHIPPING_JMD } from '@shared/constants';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cartTotals, lineLimit, removeFromCart, setCartQuantity, useCart, type CartLine } from '@web/lib/cart';
import { formatMoney, type Currency } from '@web/lib/format';
import { useOrderLimits } from '@web/lib/order-limits';
import { cn } from '@web/lib/utils';
import { useLazySheet } from '@web/lib/use-lazy-sheet';
import { ProductImage } from './product-image';

const jmd = (amount: number) => formatMoney(amount, 'JMD');

const loadCartSheetDialog = () => import('./cart-sheet-dialog');
const CartSheetDialog = lazy(() => loadCartSheetDialog().then((m) => ({ default: m.CartSheetDialog })));

/** Shop products are priced in J$; a catalogue part the shop sells (`kind: 'part'`) keeps its US$ price. */
const currencyOf = (line: CartLine): Currency => (line.kind === 'part' ? 'USD' : 'JMD');

/** One subtotal per currency in the cart (J$ first): amounts in two currencies are never added together. */
function subtotals(lines: CartLine[]): { currency: Currency; amount: number }[] {
  return (['JMD', 'USD'] as const)
    .map((currency) => ({ currency, lines: lines.filter((line) => currencyOf(line) === currency) }))
    .filter((group) => group.lines.length > 0)
    .map((group) => ({ currency: group.currency, amount: cartTotals(group.lines).subtotal }));
}

function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The one cart (docs/choices.md #9) as /shop and the dashboard's Phone Parts tab show it: each line with its
 * image, name, unit price in JMD and a quantity stepper (docs/product.md §5: plus stops at the stock count, minus to
 * 0 removes), the subtotal, and the way to checkout.
 */
export function CartPanel({
  headingLevel = 'h2',
  showHeading = true,
  className,
}: {
  headingLevel?: 'h2' | 'h3';
  /** The cart sheet names itself with its dialog title instead. */
  showHeading?: boolean;
  className?: string;
}) {
  const lines = useCart();
  const { count } = cartTotals(lines);
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const Heading = headingLevel;
  // A removed line takes its focused button with it: focus goes back to the cart, not to the page's top.
  const onRemoved = () => sectionRef.current?.focus();

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : 'Your cart'}
      className={cn('grid gap-4 focus-visible:outline-none', className)}
    >
      {showHeading ? (
        <Heading id={headingId} className="flex items-center gap-2 text-lg font-bold">
          <ShoppingCart className="size-5" aria-hidden="true" />
          Your cart
          {count > 0 ? <span className="text-base font-semibold text-muted-foreground tabular">({itemsLabel(count)})</span> : null}
        </Heading>
      ) : null}

      {lines.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-md border border-dashed border-border p-6 text-center">
          <ShoppingCart className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">Your cart is empty</p>
          <p className="text-sm text-muted-foreground">Add a part and it will wait here, even if you close the page.</p>
        </div>
      ) : (
        <>
          <ul aria-label="Items in your cart" className="grid divide-y divide-border">
            {lines.map((line) => (
              <CartLineRow key={`${line.kind ?? 'product'}-${line.id}`} line={line} onRemoved={onRemoved} />
            ))}
          </ul>
          <dl className="grid gap-1 border-t border-border pt-3">
            {subtotals(lines).map(({ currency, amount }, i, all) => (
              <div key={currency} className="flex items-baseline justify-between gap-3">
                <dt className="font-semibold">
                  Subtotal{all.length > 1 ? (currency === 'JMD' ? ' in J$' : ' in US$') : ` (${itemsLabel(count)})`}
                </dt>
                <dd className="text-lg font-bold tabular" data-testid="cart-subtotal">
                  {formatMoney(amount, currency)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-muted-foreground">
            Free pickup at our Kingston shop, or island-wide delivery for {jmd(ISLAND_SHIPPING_JMD)}: you choose at checkout.
          </p>
          <Link to="/checkout" className={buttonVariants({ className: 'w-full' })}>
            Checkout
          </Link>
        </>
      )}
    </section>
  );
}

function CartLineRow({ line, onRemoved }: { line: CartLine; onRemoved: () => void }) {
  const { maxUnitsPerOrder } = useOrderLimits();
  const limit = lineLimit(line, maxUnitsPerOrder);
  const atStock = line.quantity >= limit;
  const currency = currencyOf(line);
  return (
    <li className="grid grid-cols-[4rem_minmax(0,1fr)] gap-3 py-3 first:pt-0" data-testid="cart-line">
      <ProductImage src={line.imageUrl ?? ''} alt="" className="w-16" />
      <div className="grid min-w-0 gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="leading-snug font-semibold break-words">{line.name}</p>
            <p className="text-sm text-muted-foreground tabular">{formatMoney(line.price, currency)} each</p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-2 -mr-2 text-muted-foreground"
            aria-label={`Remove ${line.name} from your cart`}
            onClick={() => {
              removeFromCart(line.id, line.kind);
              onRemoved();
            }}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div role="group" aria-label={`Quantity of ${line.name}`} className="flex items-center gap-1">
            <Button
              variant="outline"
              size="icon"
              aria-label={`One fewer ${line.name}`}
              onClick={() => {
                setCartQuantity(line.id, line.quantity - 1, line.kind, maxUnitsPerOrder);
                if (line.quantity <= 1) onRemoved();
              }}
            >
              <Minus aria-hidden="true" />
            </Button>
            <span className="min-w-10 text-center font-semibold tabular" data-testid="cart-line-quantity">
              <span className="sr-only">Quantity </span>
              {line.quantity}
            </span>
            <Button
              variant="outline"
              size="icon"
              aria-label={`One more ${line.name}`}
              disabled={atStock}
              onClick={() => setCartQuantity(line.id, line.quantity + 1, line.kind, maxUnitsPerOrder)}
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
          <p className="font-bold tabular">
            <span className="sr-only">Line total </span>
            {formatMoney(line.price * line.quantity, currency)}
          </p>
        </div>
        {atStock ? (
          <p className="text-sm text-muted-foreground">
            {limit < line.stockCount
              ? `One order takes at most ${limit} of an item. Call the shop for more.`
              : limit === 1
                ? 'The last one in stock.'
                : `All ${limit} in stock are in your cart.`}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Phones and narrow screens: the cart panel in a sheet, behind a button showing the count. The button is
 * part of the page; the sheet's code is fetched when a finger or pointer comes near it (or on the tap),
 * and the sheet opens as soon as it is here.
 */
export function CartSheet({ className }: { className?: string }) {
  const { open, setOpen, wanted, triggerRef, triggerProps } = useLazySheet(loadCartSheetDialog);
  const { count } = cartTotals(useCart());
  return (
    <>
      <Button {...triggerProps} variant="outline" className={className}>
        <ShoppingCart aria-hidden="true" />
        Cart
        <span className="rounded-full bg-accent px-2 text-sm text-accent-foreground tabular">
          {count}
          <span className="sr-only"> {count === 1 ? 'item' : 'items'}</span>
        </span>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <CartSheetDialog
            open={open}
            onOpenChange={setOpen}
            itemsLabel={count === 0 ? 'Nothing here yet.' : itemsLabel(count)}
            triggerRef={triggerRef}
          >
            <CartPanel showHeading={false} />
          </CartSheetDialog>
        </Suspense>
      ) : null}
    </>
  );
}

/** The cart panel in a card, for a sidebar. */
export function CartCard({ className, headingLevel }: { className?: string; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card className={cn('p-4 sm:p-5', className)}>
      <CartPanel headingLevel={headingLevel} />
    </Card>
  );
}
