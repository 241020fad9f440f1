import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useCartCount } from '@web/lib/cart';
import { cn } from '@web/lib/utils';

function cartLabel(count: number): string {
  if (count === 0) return 'Cart, empty';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The cart icon with the real item count (docs/choices.md #9); the badge is hidden when the cart is empty. */
export function CartIconLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      onClick={onNavigate}
      aria-label={cartLabel(count)}
      className={cn(
        'relative inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-muted',
        className,
      )}
    >
      <ShoppingCart className="size-6" aria-hidden="true" />
      {count > 0 ? <CartCountBadge count={count} className="absolute -top-0.5 -right-0.5" /> : null}
    </Link>
  );
}

export function CartCountBadge({ count, className }: { count: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="cart-count"
      className={cn(
        'inline-flex min-w-6 items-center justify-center rounded-full bg-accent px-1.5 text-xs leading-6 font-bold text-accent-foreground tabular',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export { cartLabel };
