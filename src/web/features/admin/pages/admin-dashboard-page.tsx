import { Link } from 'react-router';
import { Banknote, Boxes, Images, Inbox, LogOut, MessageSquare, ShoppingBag, Users } from 'lucide-react';
import type { User } from '@shared/schemas/auth';
import { PageContainer } from '@web/components/page-container';
import { Button, buttonVariants } from '@web/components/ui/button';
import { useLogout } from '@web/lib/auth';
import { cn } from '@web/lib/utils';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AdminPartRequestsSection } from '@web/features/part-requests/components/admin/admin-part-requests-section';
import { LandedCostRatesCard } from '@web/features/part-requests/components/admin/landed-cost-rates-card';
import { AdminGuard } from '../components/admin-guard';

const SECTIONS = [
  { to: '/admin/orders', label: 'Orders', description: 'Shop orders: find one, follow it, move it along.', icon: ShoppingBag },
  { to: '/admin/money', label: 'Money', description: 'Transfers to confirm, refunds, takings, balances owed and payment settings.', icon: Banknote },
  { to: '/admin/inventory', label: 'Inventory', description: 'Products, stock and photos for the local shop.', icon: Boxes },
  { to: '/admin/suppliers', label: 'Suppliers', description: 'Where we source parts from overseas.', icon: Users },
  { to: '/admin/carousel', label: 'Carousel', description: 'Promotional banners on the shop page.', icon: Images },
  { to: '/admin/messages', label: 'Messages', description: 'What customers sent through the contact form.', icon: MessageSquare },
  { to: '/admin/outbox', label: 'Outbox', description: 'Every e-mail the store has sent or is holding.', icon: Inbox },
] as const;

export function AdminDashboardPage() {
  return <AdminGuard>{(user) => <AdminDashboard user={user} />}</AdminGuard>;
}

function AdminDashboard({ user }: { user: User }) {
  useDocumentTitle('Admin Dashboard');
  const logout = useLogout();

  return (
    <PageContainer>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Admin Dashboard</h1>
          <p className="text-muted-foreground">
            Signed in as {user.firstName} {user.lastName} ({user.email})
          </p>
        </div>
        <Button variant="outline" disabled={logout.isPending} onClick={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          {logout.isPending ? 'Logging out...' : 'Logout'}
        </Button>
      </div>

      <nav aria-label="Admin sections" className="mb-8">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SECTIONS.map(({ to, label, description, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className={cn(
                  buttonVariants({ variant: 'outline' }),
                  'h-full w-full flex-col items-start justify-start gap-1 p-4 text-left whitespace-normal',
                )}
              >
                <span className="inline-flex items-center gap-2 text-base font-bold">
                  <Icon aria-hidden="true" />
                  {label}
                </span>
                <span className="text-sm font-normal text-muted-foreground">{description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="flex flex-col gap-8">
        <AdminPartRequestsSection />
        <LandedCostRatesCard />
      </div>
    </PageContainer>
  );
}
