import { NavLink } from 'react-router';
import { Shield } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { useUnreadReplies } from '@web/features/messaging/api/get-unread-replies';
import { UnreadRepliesPill } from '@web/features/messaging/components/unread-replies-pill';
import { displayFirstName, isAdmin, useUser } from '@web/lib/auth';
import { cn } from '@web/lib/utils';
import { BrandLink } from './brand-link';
import { CartIconLink } from './cart-link';
import { FlagStripe } from './flag-stripe';
import { MobileMenu } from './mobile-menu';
import { MAIN_NAV } from './nav-config';
import { SignOutLink } from './sign-out-link';
import { ThemeToggle } from './theme-toggle';

export function navLinkClass({ isActive }: { isActive: boolean }): string {
  return cn(
    'inline-flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-semibold transition-colors',
    isActive ? 'bg-secondary text-secondary-foreground underline decoration-2 underline-offset-8' : 'text-foreground hover:bg-muted',
  );
}

export function SiteHeader() {
  const { user, isLoading } = useUser();
  // Staff see the customers' unread replies counted on the Admin link (and the menu button on phones).
  const unreadReplies = useUnreadReplies(isAdmin(user)).data?.count;

  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <FlagStripe />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 sm:px-4">
        <div className="min-w-0 flex-1 lg:flex-none">
          <BrandLink />
        </div>

        <nav aria-label="Main" className="order-3 hidden basis-full md:block lg:order-none lg:basis-auto lg:flex-1">
          <ul className="flex items-center gap-1 lg:justify-center">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1">
          {/* Sign In is a full-page navigation (docs/product.md §2); Sign Out posts, then goes home. */}
          <div className="hidden items-center gap-1 md:flex">
            {isLoading ? null : user ? (
              <>
                <span className="max-w-48 truncate px-2 text-sm font-medium" data-testid="header-welcome">
                  Welcome, {displayFirstName(user)}
                </span>
                {isAdmin(user) ? (
                  <NavLink to="/admin" className={navLinkClass}>
                    <Shield className="mr-1.5 size-4" aria-hidden="true" />
                    Admin
                    <UnreadRepliesPill count={unreadReplies} className="ml-1.5" />
                  </NavLink>
                ) : null}
                <SignOutLink className={buttonVariants({ variant: 'outline', size: 'sm' })} />
              </>
            ) : (
              <a href="/api/login" className={buttonVariants({ size: 'sm' })}>
                Sign In
              </a>
            )}
          </div>
          <CartIconLink />
          <ThemeToggle />
          <MobileMenu user={user} unreadReplies={isAdmin(user) ? unreadReplies : undefined} />
        </div>
      </div>
    </header>
  );
}
