import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CircleCheck, Mail, MessageCircle, Phone } from 'lucide-react';
import { PICKUP_HOLD_BUSINESS_DAYS, ISLAND_DELIVERY_DAYS } from '@shared/constants';
import type { TrackedOrder } from '@shared/schemas/orders';
import { FormAlert } from '@web/components/form-alert';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { buttonVariants } from '@web/components/ui/button';
import { LinkButtons } from '@web/components/link-buttons';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { SkeletonLines } from '@web/components/ui/skeleton-lines';
import { getErrorStatus } from '@web/lib/api-client';
import { useUser } from '@web/lib/auth';
import { clearCart } from '@web/lib/cart';
import { formatMoney } from '@web/lib/format';
import { useStoreInfo } from '@web/lib/store-info';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useTrackedOrder } from '../api/track-order';
import { OrderReceipt } from '../components/order-receipt';

/**
 * /order-success?order=ORD-…&email=…: the confirmation, read from the server's order (docs/choices.md #8), not
 * from the query string alone: a reload or a shared link shows the same order, and a made-up link shows
 * nothing.
 */
export function OrderSuccessPage() {
  useDocumentTitle('Order Confirmed');
  const [params] = useSearchParams();
  const orderNumber = params.get('order')?.trim().toUpperCase() ?? '';
  const email = params.get('email')?.trim() ?? params.get('receipt_email')?.trim() ?? '';
  const lookup = orderNumber && email ? { orderNumber, email } : null;
  const order = useTrackedOrder(lookup);
  // Back from Stripe (card checkout): the payment went through, so the cart has been bought.
  const paidByCard = params.get('redirect_status') === 'succeeded';
  useEffect(() => {
    if (paidByCard) clearCart();
  }, [paidByCard]);

  if (params.get('redirect_status') === 'failed') {
    return (
      <PageContainer width="medium">
        <PageHeading title="Payment Failed" />
        <FormAlert className="mb-6">Your card was not charged. Go back to checkout to try another card, or choose to pay at pickup.</FormAlert>
        <Link to="/checkout" className={buttonVariants()}>
          Back to checkout
        </Link>
      </PageContainer>
    );
  }
  if (!lookup || order.isError) {
    // A malformed number (400) is as unknown as a wrong one (404).
    const status = getErrorStatus(order.error);
    const notFound = !lookup || status === 404 || status === 400;
    return (
      <PageContainer width="medium">
        <PageHeading title="Order Confirmation" />
        <FormAlert className="mb-6">
          {notFound
            ? "We couldn't find that order. If you placed one, its number is in the e-mail we sent you."
            : "We couldn't load your order just now. It is safe: its number is in the e-mail we sent you."}
        </FormAlert>
        <LinkButtons links={[{ to: '/track-order', label: 'Track an order' }, { to: '/shop', label: 'Continue Shopping' }]} />
      </PageContainer>
    );
  }
  if (!order.data) {
    return (
      <PageContainer width="medium" aria-busy="true">
        <PageHeading title="Order Confirmed" />
        <SkeletonLines label="Loading your order..." lines={['h-24 w-full', 'mt-6 h-72 w-full']} />
      </PageContainer>
    );
  }
  return <Confirmation order={order.data} email={email} />;
}

/** `email` is the one the order was found with (the tracked order itself names nobody). */
function Confirmation({ order, email }: { order: TrackedOrder; email: string }) {
  const { user } = useUser();
  const { store } = useStoreInfo();
  const pickup = order.deliveryMethod === 'pickup';
  const cancelled = order.status === 'cancelled';
  return (
    <PageContainer width="medium">
      <div className="mb-6 flex items-start gap-3">
        <CircleCheck className="mt-1 size-8 shrink-0 text-success" aria-hidden="true" />
        <PageHeading
          className="mb-0"
          title={cancelled ? 'Order Cancelled' : 'Order Confirmed'}
          description={
            <>
              Thank you. Your order number is <strong className="tabular text-foreground">{order.orderNumber}</strong>.{' '}
              {/* A receipt is only for money received: an order not paid yet gets its confirmation. */}
              {order.paidAt ? (
                <>
                  A receipt for {formatMoney(order.total, 'JMD')} is on its way to <strong className="break-all text-foreground">{email}</strong>.
                </>
              ) : (
                <>
                  Your order confirmation is on its way to <strong className="break-all text-foreground">{email}</strong>.{' '}
                  {order.paymentMethod === 'card'
                    ? 'We e-mail your receipt as soon as the card payment goes through.'
                    : `You pay ${formatMoney(order.total, 'JMD')} ${pickup ? 'at our counter when you collect, cash or card' : 'to the driver at your door, cash or card'}; we e-mail your receipt then.`}
                </>
              )}
            </>
          }
        />
      </div>

      <div className="flex flex-col gap-6">
        {!cancelled ? (
          <Card>
            <CardHeader>
              <CardTitle>What happens next</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="list-decimal space-y-2 pl-5">
                <li>We check your items and pack them.</li>
                {pickup ? (
                  <>
                    <li>We call or e-mail you when it's ready for pickup.</li>
                    <li>
                      Collect it at {store.address} within {PICKUP_HOLD_BUSINESS_DAYS} business days, with your order number. Pay at the counter, cash
                      or card.
                    </li>
                  </>
                ) : (
                  <>
                    <li>It goes out with our driver: {ISLAND_DELIVERY_DAYS} business days to {order.parish ?? 'you'}.</li>
                    <li>Pay the driver when it arrives, cash or card.</li>
                  </>
                )}
              </ol>
            </CardContent>
          </Card>
        ) : null}

        <OrderReceipt order={order} />

        <Card>
          <CardHeader>
            <CardTitle>Questions about your order?</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2 text-sm">
            <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`} className="inline-flex min-h-11 items-center gap-2 underline-offset-4 hover:underline">
              <Phone className="size-4" aria-hidden="true" /> {store.phone}
            </a>
            <a href={`https://wa.me/${store.whatsapp.replace(/\D/g, '')}`} className="inline-flex min-h-11 items-center gap-2 underline-offset-4 hover:underline">
              <MessageCircle className="size-4" aria-hidden="true" /> WhatsApp {store.whatsapp}
            </a>
            <a href={`mailto:${store.email}?subject=${encodeURIComponent(order.orderNumber)}`} className="inline-flex min-h-11 items-center gap-2 underline-offset-4 hover:underline">
              <Mail className="size-4" aria-hidden="true" /> {store.email}
            </a>
          </CardContent>
        </Card>

        <div className="flex flex-wrap gap-3">
          <Link to="/shop" className={buttonVariants()}>
            Continue Shopping
          </Link>
          {user ? (
            <Link to="/orders" className={buttonVariants({ variant: 'outline' })}>
              My Orders
            </Link>
          ) : (
            <Link to={`/track-order?number=${encodeURIComponent(order.orderNumber)}#email=${encodeURIComponent(email)}`} className={buttonVariants({ variant: 'outline' })}>
              Track this order
            </Link>
          )}
        </div>
      </div>
    </PageContainer>
  );
}
