import type { ReactNode } from 'react';
import type { Order } from '@shared/schemas/orders';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDateTime, formatMoney } from '@web/lib/format';
import { useStoreInfo } from '@web/lib/store-info';
import { OrderStatusBadge } from '../order-status-badge';
import { deliveryLabel, paymentLabel, telHref } from './order-helpers';

const jmd = (amount: number) => formatMoney(amount, 'JMD');

/** Who bought it and how to reach them, how it gets to them, and how they pay. */
export function OrderCustomerCard({ order }: { order: Order }) {
  const { store } = useStoreInfo();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Customer</CardTitle>
      </CardHeader>
      <CardContent>
        <Details>
          <Detail label="Name">{order.customerName}</Detail>
          <Detail label="E-mail">
            <a href={`mailto:${order.customerEmail}`} className="break-all text-primary underline underline-offset-4">
              {order.customerEmail}
            </a>
          </Detail>
          <Detail label="Phone">
            <a href={telHref(order.customerPhone)} className="text-primary underline underline-offset-4 tabular">
              {order.customerPhone}
            </a>
          </Detail>
          <Detail label="Delivery">{deliveryLabel(order)}</Detail>
          <Detail label={order.deliveryMethod === 'pickup' ? 'Collects at' : 'Address'}>
            {order.deliveryMethod === 'pickup' ? (
              store.address
            ) : (
              <span className="whitespace-pre-line">
                {order.address ?? 'Not given'}
                {order.parish ? `\n${order.parish}` : ''}
              </span>
            )}
          </Detail>
          <Detail label="Payment">{paymentLabel(order)}</Detail>
          <Detail label="Paid">{order.paidAt ? formatDateTime(order.paidAt) : 'Not paid yet'}</Detail>
        </Details>
      </CardContent>
    </Card>
  );
}

/**
 * The lines with their quantities and prices, then the totals. A table from 640 px; on a phone each line
 * is a short block, so nothing is wider than the screen.
 */
export function OrderItemsCard({ order }: { order: Order }) {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Items</CardTitle>
        <CardDescription>
          {count} {count === 1 ? 'item' : 'items'} · prices in JMD
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col divide-y divide-border sm:hidden" aria-label="Items">
          {order.items.map((item, index) => (
            <li key={`${item.productId}-${index}`} className="flex items-start justify-between gap-3 py-3 first:pt-0">
              <div className="min-w-0">
                <p className="font-semibold break-words">{item.name}</p>
                <p className="text-sm text-muted-foreground tabular">
                  {item.quantity} × {jmd(item.unitPrice)}
                </p>
              </div>
              <p className="font-semibold whitespace-nowrap tabular">{jmd(item.lineTotal)}</p>
            </li>
          ))}
        </ul>
        <table className="hidden w-full text-left text-sm sm:table">
          <caption className="sr-only">Items in order {order.orderNumber}</caption>
          <thead className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">Item</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">Qty</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">Unit price</th>
              <th scope="col" className="py-2 pl-3 text-right font-semibold">Line total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={`${item.productId}-${index}`} className="border-b border-border">
                <th scope="row" className="py-2 pr-3 align-top font-normal break-words">{item.name}</th>
                <td className="px-3 py-2 text-right align-top tabular">{item.quantity}</td>
                <td className="px-3 py-2 text-right align-top whitespace-nowrap tabular">{jmd(item.unitPrice)}</td>
                <td className="py-2 pl-3 text-right align-top font-semibold whitespace-nowrap tabular">{jmd(item.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm sm:ml-auto sm:min-w-64">
          <dt className="pr-4 text-muted-foreground">Subtotal</dt>
          <dd className="text-right tabular">{jmd(order.subtotal)}</dd>
          <dt className="pr-4 text-muted-foreground">Shipping</dt>
          <dd className="text-right tabular">{order.shipping > 0 ? jmd(order.shipping) : 'Free (pickup)'}</dd>
          <dt className="border-t border-border pt-1 pr-4 text-base font-bold">Total</dt>
          <dd className="border-t border-border pt-1 text-right text-base font-bold tabular">{jmd(order.total)}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}

/** Every change staff (or the payment) made, newest first, with the note the customer was sent. */
export function OrderHistoryCard({ order }: { order: Order }) {
  const entries = order.history
    .map((entry, index) => ({ entry, index }))
    // Newest first; entries written in the same millisecond keep the order the server gave them.
    .sort((a, b) => Date.parse(b.entry.createdAt) - Date.parse(a.entry.createdAt) || b.index - a.index)
    .map(({ entry }) => entry);
  return (
    <Card>
      <CardHeader>
        <CardTitle>History</CardTitle>
        <CardDescription>Each change is e-mailed to the customer.</CardDescription>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No changes recorded yet.</p>
        ) : (
          <ol className="flex flex-col gap-0" aria-label="Order history, newest first">
            {entries.map((entry, index) => (
              <li key={`${entry.createdAt}-${index}`} className="relative border-l-2 border-border pb-4 pl-4 last:pb-0">
                <span aria-hidden="true" className="absolute top-1.5 -left-[7px] size-3 rounded-full border-2 border-background bg-primary" />
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <OrderStatusBadge status={entry.status} />
                  <time dateTime={entry.createdAt} className="text-sm text-muted-foreground tabular">
                    {formatDateTime(entry.createdAt)}
                  </time>
                </div>
                {entry.note ? <p className="mt-2 text-sm break-words whitespace-pre-line">{entry.note}</p> : null}
                {entry.changedBy ? <p className="mt-1 text-sm text-muted-foreground">By {entry.changedBy}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function Details({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">{children}</dl>;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
