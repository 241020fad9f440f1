import { Fragment } from 'react';
import { CreditCard, Store, Truck } from 'lucide-react';
import { ISLAND_DELIVERY_DAYS, PICKUP_HOLD_BUSINESS_DAYS } from '@shared/constants';
import type { Order, TrackedOrder } from '@shared/schemas/orders';
import { ORDER_STATUS_LABELS } from '@shared/orders';
import { RecordHeading } from '@web/components/record-heading';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { formatDateTime, formatMoney } from '@web/lib/format';
import { useStoreInfo } from '@web/lib/store-info';
import { OrderStatusBadge } from './order-status-badge';
import { ProductThumb } from './product-thumb';

/**
 * One order as the customer reads it: on /order-success, /orders and /track-order. Every figure is the
 * server's (the order was priced there), never recomputed here.
 */
export function OrderReceipt({
  order,
  showHistory = true,
  headingLevel = 2,
}: {
  /** A tracked order (found by number and e-mail) has no street address: only its owner and staff see that. */
  order: Order | TrackedOrder;
  showHistory?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { store } = useStoreInfo();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const pickup = order.deliveryMethod === 'pickup';
  const paid = order.paidAt !== null;
  return (
    <Card>
      <CardHeader className="gap-2">
        <RecordHeading
          as={Heading}
          kind="Order"
          number={order.orderNumber}
          className="text-xl"
          badge={<OrderStatusBadge status={order.status} className="px-3 py-1 text-sm" />}
        />
        <p className="text-sm text-muted-foreground">Placed {formatDateTime(order.createdAt)}</p>
        {order.confirmation ? <AwaitingConfirmation confirmation={order.confirmation} phone={store.phone} /> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ul className="divide-y divide-border" aria-label="Items">
          {order.items.map((item) => (
            <li key={`${item.productId ?? ''}-${item.partId ?? ''}`} className="flex items-start gap-3 py-3 first:pt-0">
              <ProductThumb src={item.imageUrl} />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{item.name}</p>
                <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm tabular">
                  <span className="text-muted-foreground">
                    {item.quantity} × {formatMoney(item.unitPrice, 'JMD')}
                  </span>
                  <span className="font-semibold">{formatMoney(item.lineTotal, 'JMD')}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>

        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-border pt-3 text-sm">
          <dt>Subtotal</dt>
          <dd className="text-right tabular">{formatMoney(order.subtotal, 'JMD')}</dd>
          <dt>{pickup ? 'Pickup' : 'Island-wide shipping'}</dt>
          <dd className="text-right tabular">{order.shipping === 0 ? 'Free' : formatMoney(order.shipping, 'JMD')}</dd>
          <dt className="text-base font-bold">Total</dt>
          <dd className="text-right text-base font-bold tabular">{formatMoney(order.total, 'JMD')}</dd>
        </dl>

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex gap-3">
            {pickup ? <Store className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" /> : <Truck className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />}
            <div className="text-sm">
              <p className="font-semibold">{pickup ? 'Pickup at our Kingston shop' : 'Island-wide delivery'}</p>
              {pickup ? (
                <p className="text-muted-foreground">
                  {store.address}. Held {PICKUP_HOLD_BUSINESS_DAYS} business days once ready.
                </p>
              ) : (
                <p className="text-muted-foreground">
                  {['address' in order ? order.address : null, order.parish].filter(Boolean).join(', ') || 'To your address'}. {ISLAND_DELIVERY_DAYS}{' '}
                  business days.
                </p>
              )}
            </div>
          </div>
          <div className="flex gap-3">
            <CreditCard className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="text-sm">
              <p className="font-semibold">{order.paymentMethod === 'card' ? 'Card' : pickup ? 'Pay at pickup' : 'Pay on delivery'}</p>
              <p className="text-muted-foreground">{paid ? `Paid ${formatDateTime(order.paidAt)}` : order.status === 'cancelled' ? 'Not paid' : 'Not paid yet'}</p>
            </div>
          </div>
        </div>

        {showHistory && order.history.length > 0 ? (
          <div>
            <Heading className="mb-2 text-sm font-semibold">{headingLevel === 2 ? 'Order history' : 'History'}</Heading>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {order.history.map((entry, i) => (
                <Fragment key={i}>
                  <dt className="text-muted-foreground tabular">{formatDateTime(entry.createdAt)}</dt>
                  <dd>
                    <span className="font-medium">{ORDER_STATUS_LABELS[entry.status]}</span>
                    {entry.note ? <span className="text-muted-foreground">: {entry.note}</span> : null}
                  </dd>
                </Fragment>
              ))}
            </dl>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** An order placed unconfirmed (docs/shop-holds.md): how it gets confirmed, and when it is released otherwise. */
function AwaitingConfirmation({ confirmation, phone }: { confirmation: NonNullable<Order['confirmation']>; phone: string }) {
  const by = formatDateTime(confirmation.by);
  return (
    <p className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm" data-testid="awaiting-confirmation">
      {confirmation.staffOnly ? (
        <>
          <strong>Waiting for our staff to confirm it.</strong> We will call the number you gave before {by}; if you do not hear from us, call{' '}
          {phone}. An order nobody confirms by then is released and its items go back on sale.
        </>
      ) : (
        <>
          <strong>Please confirm this order</strong> from the link we e-mailed you, before {by}. Until then we keep the items aside only
          that long; then they go back on sale.
        </>
      )}
    </p>
  );
}
