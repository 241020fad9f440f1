import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft, PackageSearch, RefreshCw } from 'lucide-react';
import type { AdminOrderDetail } from '@shared/schemas/admin-order';
import { LoadErrorCard } from '@web/components/load-error-card';
import { PageContainer } from '@web/components/page-container';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { StaffMoneyPanel } from '@web/modules/money/staff-money-panel';
import { getErrorStatus } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAdminOrder } from '../api/admin-get-order';
import { OrderCustomerCard, OrderHistoryCard, OrderItemsCard } from '../components/admin/order-details';
import type { AdminOrderLinkState } from '../components/admin/order-list-layouts';
import { OrderConfirmCard } from '../components/admin/order-confirm-card';
import { OrderStatusCard } from '../components/admin/order-status-card';
import { OrderStatusBadge } from '../components/order-status-badge';

/**
 * One order for staff (/admin/orders/:orderNumber): customer, items, totals, money, history and the status
 * change. `customerMessages` draws the messages to the customer under the customer's card once the order
 * is loaded: they are another feature's, so src/web/app/pages/admin-order-page.tsx passes them in.
 */
export function AdminOrderScreen({ customerMessages }: { customerMessages?: (order: AdminOrderDetail) => ReactNode }) {
  const orderNumber = (useParams().orderNumber ?? '').toUpperCase();
  useDocumentTitle(`Order ${orderNumber}`);
  const location = useLocation();
  const listSearch = (location.state as AdminOrderLinkState | null)?.listSearch ?? '';
  const order = useAdminOrder(orderNumber);

  return (
    <PageContainer>
      <Link
        to={`/admin/orders${listSearch}`}
        className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All orders
      </Link>

      <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">
            Order <span className="font-mono tabular">{orderNumber}</span>
          </h1>
          {order.data ? (
            <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
              <OrderStatusBadge status={order.data.status} />
              <span>Placed {formatDateTime(order.data.createdAt)}</span>
            </p>
          ) : null}
        </div>
        {order.data ? (
          <Button variant="ghost" onClick={() => void order.refetch()} disabled={order.isFetching} className="self-start">
            <RefreshCw className={cn(order.isFetching && 'animate-spin')} aria-hidden="true" />
            Refresh
          </Button>
        ) : null}
      </div>

      {order.isPending ? (
        <OrderSkeleton />
      ) : order.isError ? (
        // 400 is a number that cannot be an order (the server checks its shape): not found, for staff.
        getErrorStatus(order.error) === 404 || getErrorStatus(order.error) === 400 ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
              <PackageSearch className="size-10 text-muted-foreground" aria-hidden="true" />
              <h2 className="text-lg font-bold">Order not found</h2>
              <p className="text-muted-foreground">There is no order {orderNumber}. Check the number, or search the orders list.</p>
              <Link to="/admin/orders" className={buttonVariants({ variant: 'outline' })}>
                Search orders
              </Link>
            </CardContent>
          </Card>
        ) : (
          <LoadErrorCard what="this order" error={order.error} onRetry={() => void order.refetch()} />
        )
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <div className="flex min-w-0 flex-col gap-6">
            <OrderItemsCard order={order.data} />
            <OrderCustomerCard order={order.data} />
            {customerMessages?.(order.data)}
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <Card>
              <CardContent className="pt-6">
                <StaffMoneyPanel
                  money={order.data.money}
                  subjectNumber={order.data.orderNumber}
                  recordUrl={`/api/admin/orders/${encodeURIComponent(order.data.orderNumber)}/payments`}
                  headingLevel="h2"
                  hasDeposit={false}
                  cancelled={order.data.status === 'cancelled'}
                />
              </CardContent>
            </Card>
            <OrderConfirmCard order={order.data} />
            <OrderStatusCard order={order.data} />
            <OrderHistoryCard order={order.data} />
          </div>
        </div>
      )}
    </PageContainer>
  );
}

function OrderSkeleton() {
  return (
    <div role="status" aria-label="Loading the order" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <span className="sr-only">Loading the order...</span>
      <div className="flex flex-col gap-6">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-56 w-full" />
      </div>
      <div className="flex flex-col gap-6">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    </div>
  );
}
