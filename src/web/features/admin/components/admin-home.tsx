import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Banknote, Boxes, CarFront, ClipboardList, Images, Inbox, ListChecks, LogOut, MessageSquare, MessagesSquare, ShoppingBag, Users } from 'lucide-react';
import { AdminBackLink } from '@web/components/admin-back-link';
import { PageContainer } from '@web/components/page-container';
import { Button, buttonVariants } from '@web/components/ui/button';
import { useLogout, useUser } from '@web/lib/auth';
import { cn } from '@web/lib/utils';
import { useDocumentTitle } from '@web/lib/use-document-title';

const SECTIONS = [
  { to: '/admin/requests', label: 'Part requests', description: 'Requests to quote and follow to delivery, and the landed-cost rates.', icon: ClipboardList },
  { to: '/admin/orders', label: 'Orders', description: 'Shop orders: find one, follow it, move it along.', icon: ShoppingBag },
  { to: '/admin/money', label: 'Money', description: 'Transfers to confirm, refunds, takings, balances owed and payment settings.', icon: Banknote },
  { to: '/admin/inventory', label: 'Inventory', description: 'Products, stock and photos for the local shop.', icon: Boxes },
  { to: '/admin/catalogue', label: 'Catalogue', description: 'Auto parts: add, price, fit and retire.', icon: CarFront },
  { to: '/admin/suppliers', label: 'Suppliers', description: 'Where we source parts from overseas.', icon: Users },
  { to: '/admin/carousel', label: 'Carousel', description: 'Promotional banners on the shop page.', icon: Images },
  { to: '/admin/replies', label: 'Customer replies', description: 'What customers answered to their WhatsApp and SMS updates, unread first.', icon: MessagesSquare },
  { to: '/admin/messages', label: 'Messages', description: 'What customers sent through the contact form.', icon: MessageSquare },
  { to: '/admin/outbox', label: 'Outbox', description: 'Every e-mail the store has sent or is holding.', icon: Inbox },
  { to: '/admin/jobs', label: 'Background jobs', description: 'E-mail sending, photo reading and sweeps: what waits, what failed.', icon: ListChecks },
] as const;

type SectionPath = (typeof SECTIONS)[number]['to'];

/**
 * The staff home: who is signed in, the way out, and a link to every staff area. What goes under it (the
 * dashboard's figures, or the part requests and the rates) and what a link counts (`badges`: the unread
 * customer replies) are passed in by the page that composes it, so this feature imports no other.
 * `title` names the page (its h1 and the tab); `current` marks the area's own link, with the way back to
 * the dashboard, when the page is that area.
 */
export function AdminHome({
  children,
  badges = {},
  title = 'Admin Dashboard',
  current,
  compact = false,
}: {
  children: ReactNode;
  badges?: Partial<Record<SectionPath, ReactNode>>;
  title?: string;
  current?: SectionPath;
  /** Links without their descriptions, a few to a row, so what the page shows starts high on a phone (the dashboard). */
  compact?: boolean;
}) {
  useDocumentTitle(title);
  const { user } = useUser();
  const logout = useLogout();

  return (
    <PageContainer>
      {/* An area drawn with the staff home (the part requests) leads back to the dashboard like the others do. */}
      {current ? <AdminBackLink /> : null}
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
          {user ? (
            <p className="text-muted-foreground">
              Signed in as {user.firstName} {user.lastName} ({user.email})
            </p>
          ) : null}
        </div>
        <Button variant="outline" disabled={logout.isPending} onClick={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          {logout.isPending ? 'Logging out...' : 'Logout'}
        </Button>
      </div>

      <nav aria-label="Admin sections" className="mb-8">
        {compact ? (
          <ul className="flex flex-wrap gap-2">
            {SECTIONS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className={cn(buttonVariants({ variant: 'outline' }), 'min-h-11 gap-2 px-3 font-semibold')}>
                  <Icon aria-hidden="true" />
                  {label}
                  {badges[to]}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SECTIONS.map(({ to, label, description, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                aria-current={to === current ? 'page' : undefined}
                className={cn(
                  buttonVariants({ variant: 'outline' }),
                  'h-full w-full flex-col items-start justify-start gap-1 p-4 text-left whitespace-normal',
                  to === current && 'border-primary',
                )}
              >
                <span className="inline-flex items-center gap-2 text-base font-bold">
                  <Icon aria-hidden="true" />
                  {label}
                  {badges[to]}
                </span>
                <span className="text-sm font-normal text-muted-foreground">{description}</span>
              </Link>
            </li>
          ))}
        </ul>
        )}
      </nav>

      <div className="flex flex-col gap-8">{children}</div>
    </PageContainer>
  );
}
