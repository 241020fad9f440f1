import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ClipboardList, KeyRound, LogOut, Pencil, PlusCircle, RefreshCw, Smartphone, UserRound } from 'lucide-react';
import { QUOTE_PROMISE } from '@shared/constants';
import type { User } from '@shared/schemas/auth';
import type { RequestStatus } from '@shared/statuses';
import { PageContainer } from '@web/components/page-container';
import { RequireUser } from '@web/components/require-user';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { isAdmin, useLogout } from '@web/lib/auth';
import { formatDate } from '@web/lib/format';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useMyRequests } from '@web/features/part-requests/api/get-my-requests';
import { partRequestKeys } from '@web/features/part-requests/api/keys';
import { PartRequestForm } from '@web/features/part-requests/components/request-form/part-request-form';
import { RequestHistorySkeleton } from '@web/features/part-requests/components/request-history/request-history-skeleton';

// The tabs after the first load with their tab, not with the dashboard: the shop's cards, dialog and cart,
// and the request history's cards, landed-cost view and quote dialog.
const RequestHistory = lazy(() =>
  import('@web/features/part-requests/components/request-history/request-history').then((m) => ({ default: m.RequestHistory })),
);
// Only after a card payment (the provider sends the browser back with ?payment=…).
const PaymentReturnNotice = lazy(() =>
  import('@web/features/part-requests/components/payment/payment-return-notice').then((m) => ({ default: m.PaymentReturnNotice })),
);
const PhonePartsTab = lazy(() => import('./dashboard-phone-parts-tab').then((m) => ({ default: m.PhonePartsTab })));

const TABS = [
  { value: 'new-request', label: 'New Request', icon: PlusCircle },
  { value: 'my-requests', label: 'My Requests', icon: ClipboardList },
  { value: 'phone-parts', label: 'Phone Parts', icon: Smartphone },
  { value: 'account', label: 'Account', icon: UserRound },
] as const;

type TabValue = (typeof TABS)[number]['value'];

function readTab(value: string | null): TabValue {
  return TABS.find((tab) => tab.value === value)?.value ?? 'new-request';
}

/** Back from a card payment for a request, My Requests is where its Pay panel is. */
const AFTER_PAYMENT = { tab: 'my-requests' };

export function DashboardPage() {
  useDocumentTitle('My Dashboard');
  return <RequireUser>{(user) => <Dashboard user={user} />}</RequireUser>;
}

function Dashboard({ user }: { user: User }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  // Read once: the notice takes its parameters off the address, and must stay on screen after.
  const [cameBackFromPayment] = useState(() => searchParams.has('payment'));
  const tab = readTab(searchParams.get('tab') ?? (searchParams.has('payment') ? 'my-requests' : null));
  const showTab = (value: string) => setSearchParams({ tab: readTab(value) }, { replace: true });

  return (
    <PageContainer>
      <div className="mb-6 flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">
          Welcome, {user.firstName} {user.lastName}
        </h1>
        <p className="break-all text-muted-foreground">{user.email}</p>
      </div>

      {cameBackFromPayment ? (
        <Suspense fallback={null}>
          <PaymentReturnNotice
            keepParams={AFTER_PAYMENT}
            onReturn={() => void queryClient.invalidateQueries({ queryKey: partRequestKeys.mine() })}
          />
        </Suspense>
      ) : null}

      <Tabs value={tab} onValueChange={showTab}>
        <TabsList aria-label="Dashboard sections" className="grid grid-cols-2 sm:flex">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="new-request">
          <SectionTitle>New Request</SectionTitle>
          <Card>
            <CardHeader>
              <CardTitle as="h3">Submit Part Request</CardTitle>
              <CardDescription>
                Tell us the part and your vehicle or device. We&apos;ll e-mail your quote within {QUOTE_PROMISE}.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <PartRequestForm panelHeadingLevel="h4" />
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="my-requests">
          <SectionTitle>My Requests</SectionTitle>
          <Suspense fallback={<RequestHistorySkeleton />}>
            <RequestHistory onNewRequest={() => showTab('new-request')} />
          </Suspense>
        </TabsContent>

        <TabsContent value="phone-parts">
          <SectionTitle>Phone Parts</SectionTitle>
          <Suspense fallback={<Spinner />}>
            <PhonePartsTab />
          </Suspense>
        </TabsContent>

        <TabsContent value="account">
          <SectionTitle>Account</SectionTitle>
          <AccountTab user={user} />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}

function SectionTitle({ children }: { children: string }) {
  return <h2 className="sr-only">{children}</h2>;
}

function AccountTab({ user }: { user: User }) {
  const navigate = useNavigate();
  const logout = useLogout();

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h3">Account Details</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3">
            <DetailRow label="Name" value={`${user.firstName} ${user.lastName}`} />
            <DetailRow label="Email" value={user.email} />
            <DetailRow label="Role" value={isAdmin(user) ? 'Administrator' : 'Customer'} />
            <DetailRow label="Member since" value={formatDate(user.createdAt)} />
          </dl>
        </CardContent>
      </Card>

      <RequestStatisticsCard />

      <Card className="md:col-span-2">
        <CardHeader>
          <CardTitle as="h3">Account Actions</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to="/profile" className={buttonVariants({ variant: 'outline' })}>
            <Pencil aria-hidden="true" />
            Edit Profile
          </Link>
          <Link to="/profile#change-password" className={buttonVariants({ variant: 'outline' })}>
            <KeyRound aria-hidden="true" />
            Change Password
          </Link>
          <Button
            variant="destructive"
            disabled={logout.isPending}
            onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/auth', { replace: true }) })}
          >
            <LogOut aria-hidden="true" />
            {logout.isPending ? 'Logging out...' : 'Logout'}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** docs/product.md §4 "Account tab counts": Pending, and Completed (= delivered), from the same list as My Requests. */
function RequestStatisticsCard() {
  const requests = useMyRequests();
  const count = (status: RequestStatus) => requests.data?.filter((request) => request.status === status).length ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Request Statistics</CardTitle>
        <CardDescription>Your part requests at a glance.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid grid-cols-2 gap-3" aria-busy={requests.isPending || undefined}>
          <StatisticTile label="Pending" value={requests.isSuccess ? count('pending') : null} loading={requests.isPending} />
          <StatisticTile label="Completed" value={requests.isSuccess ? count('delivered') : null} loading={requests.isPending} />
        </dl>
        {requests.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <p>We couldn&apos;t load your requests.</p>
            <Button variant="outline" size="sm" onClick={() => void requests.refetch()} disabled={requests.isFetching}>
              <RefreshCw aria-hidden="true" />
              {requests.isFetching ? 'Retrying...' : 'Retry'}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function StatisticTile({ label, value, loading }: { label: string; value: number | null; loading: boolean }) {
  return (
    <div className="rounded-md bg-muted p-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-3xl font-extrabold tabular">
        {loading ? (
          <>
            <Skeleton className="mt-1 h-8 w-10 bg-background" />
            <span className="sr-only">Loading...</span>
          </>
        ) : (
          (value ?? '—')
        )}
      </dd>
    </div>
  );
}

function DetailRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="font-medium break-all">{value}</dd>
    </div>
  );
}
