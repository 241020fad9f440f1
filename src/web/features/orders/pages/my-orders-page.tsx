import { Link } from 'react-router';
import { PackageOpen } from 'lucide-react';
import { FormAlert } from '@web/components/form-alert';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { RequireUser } from '@web/components/require-user';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { SkeletonLines } from '@web/components/ui/skeleton-lines';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useMyOrders } from '../api/get-my-orders';
import { OrderReceipt } from '../components/order-receipt';

/** /orders: a signed-in customer's shop orders, newest first (docs/choices.md #8). */
export function MyOrdersPage() {
  useDocumentTitle('My Orders');
  return <RequireUser>{() => <MyOrders />}</RequireUser>;
}

function MyOrders() {
  const orders = useMyOrders();
  return (
    <PageContainer width="medium">
      <PageHeading title="My Orders" description="Orders you placed at our Kingston shop while signed in. Track any other order by its number." />
      {orders.isPending ? (
        <div className="flex flex-col gap-6" aria-busy="true">
          <SkeletonLines label="Loading your orders..." lines={['h-64 w-full', 'h-64 w-full']} />
        </div>
      ) : orders.isError ? (
        <FormAlert>
          We couldn't load your orders.{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : orders.data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
            <PackageOpen className="size-12 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-xl font-bold">No orders yet</h2>
            <p className="text-muted-foreground">Phone parts from our Kingston shop: pick up free or have them delivered island-wide.</p>
            <Link to="/shop" className={buttonVariants()}>
              Visit the Local Shop
            </Link>
          </CardContent>
        </Card>
      ) : (
        <ul className="flex flex-col gap-6" aria-label="Your orders">
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderReceipt order={order} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6 text-sm text-muted-foreground">
        Placed an order as a guest?{' '}
        <Link to="/track-order" className="font-medium text-primary underline-offset-4 hover:underline">
          Track it by its number
        </Link>
        .
      </p>
    </PageContainer>
  );
}
