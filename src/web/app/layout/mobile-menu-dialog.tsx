import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { Shield, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { POPULAR_CATEGORIES } from '@shared/constants';
import type { User } from '@shared/schemas/auth';
import { buttonVariants } from '@web/components/ui/button';
import { displayFirstName, isAdmin } from '@web/lib/auth';
import { useCartCount } from '@web/lib/cart';
import { cn } from '@web/lib/utils';
import { UnreadRepliesPill } from '@web/features/messaging/components/unread-replies-pill';
import { CartCountBadge, cartLabel } from './cart-link';
import { FlagStripe } from './flag-stripe';
import { MAIN_NAV, MENU_LINKS } from './nav-config';
import { SignOutLink } from './sign-out-link';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center justify-between gap-3 rounded-md px-3 py-2 text-base font-medium',
    isActive ? 'bg-secondary text-secondary-foreground' : 'text-foreground hover:bg-muted',
  );

/**
 * The side menu's content (loaded on first use, so Radix Dialog is not in every page's first download).
 * Radix gives the focus trap, Escape, outside-click closing and the body scroll lock; focus goes back to
 * the menu button, which lives in the header.
 */
export function MobileMenuDialog({
  user,
  unreadReplies,
  open,
  onOpenChange,
  triggerRef,
}: {
  user: User | null;
  /** Staff only: the customers' unread replies, counted on the Admin link. */
  unreadReplies?: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const cartCount = useCartCount();
  const close = () => onOpenChange(false);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-testid="mobile-menu-backdrop" className="fixed inset-0 z-50 bg-overlay md:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-xs flex-col overflow-y-auto overscroll-contain border-r border-border bg-background text-foreground shadow-xl md:hidden"
        >
          <FlagStripe />
          <div className="flex items-center justify-between gap-2 px-4 pt-3 pb-2">
            <DialogPrimitive.Title className="text-lg font-bold">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-muted"
            >
              <X className="size-6" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>

          {user ? (
            <p className="px-4 pb-2 text-sm text-muted-foreground">Welcome, {displayFirstName(user)}</p>
          ) : null}

          <nav aria-label="Menu" className="flex flex-col gap-4 px-2 pb-6">
            <ul className="flex flex-col gap-0.5">
              {MENU_LINKS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end onClick={close} className={itemClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to="/cart" onClick={close} className={itemClass} aria-label={cartLabel(cartCount)}>
                  <span>Cart</span>
                  {cartCount > 0 ? <CartCountBadge count={cartCount} /> : null}
                </NavLink>
              </li>
            </ul>

            <div className="border-t border-border pt-3">
              <ul className="flex flex-col gap-0.5">
                {MAIN_NAV.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} onClick={close} className={itemClass}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                {isAdmin(user) ? (
                  <li>
                    <NavLink to="/admin" onClick={close} className={itemClass}>
                      <span className="inline-flex items-center gap-2">
                        <Shield className="size-4" aria-hidden="true" />
                        Admin
                      </span>
                      <UnreadRepliesPill count={unreadReplies} />
                    </NavLink>
                  </li>
                ) : null}
              </ul>
            </div>

            <div className="border-t border-border pt-3">
              <h2 id="mobile-popular-categories" className="px-3 pb-1 text-sm font-bold tracking-wide text-muted-foreground uppercase">
                Popular Categories
              </h2>
              <ul aria-labelledby="mobile-popular-categories" className="flex flex-col gap-0.5">
                {POPULAR_CATEGORIES.map((category) => (
                  <li key={category.slug}>
                    <Link
                      to={`/search?category=${category.slug}`}
                      onClick={close}
                      className={itemClass({ isActive: false })}
                    >
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>

            <div className="border-t border-border px-1 pt-4">
              {user ? (
                <SignOutLink className={cn(buttonVariants({ variant: 'outline' }), 'w-full')} />
              ) : (
                <a href="/api/login" className={cn(buttonVariants(), 'w-full')}>
                  Sign In
                </a>
              )}
            </div>
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
