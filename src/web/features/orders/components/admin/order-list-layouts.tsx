import { Link } from 'react-router';
import type { Order } from '@shared/schemas/orders';
import { formatDate, formatMoney } from '@web/lib/format';
import { OrderStatusBadge } from '../order-status-badge';
import { deliveryLabel, paymentLabel } from './order-helpers';
import { Fact } from '@web/components/fact';
import { StaffTable } from '@web/components/staff-table';

type ListProps = {
  orders: Order[];
  /** The list's query string, handed to the order page so its back link returns to the same search. */
  listSearch: string;
};

/** Where an order's own page is, carrying the list's search, filter and page for the way back. */
export type AdminOrderLinkState = { listSearch?: string };

function orderLinkProps(order: Order, listSearch: string) {
  const state: AdminOrderLinkState = { listSearch };
  return { to: `/admin/orders/${encodeURIComponent(order.orderNumber)}`, state };
}

function Delivery({ order }: { order: Order }) {
  return (
    <>
      <span className="block">{deliveryLabel(order)}</span>
      {order.deliveryMethod === 'shipping' && order.parish ? (
        <span className="block text-muted-foreground">{order.parish}</span>
      ) : null}
    </>
  );
}

function Payment({ order }: { order: Order }) {
  return (
    <>
      <span className="block">{paymentLabel(order)}</span>
      <span className={order.paidAt ? 'block font-semibold text-success' : 'block text-muted-foreground'}>
        {order.paidAt ? 'Paid' : 'Not paid yet'}
      </span>
    </>
  );
}

/*
 * Two layouts of the same rows (DESIGN.md: cards on phones, a table on desks). Only one is displayed at
 * a time; the other is display:none, so screen readers and tests meet one list, not two.
 */

/** Phones (< 768 px): one card per order; the whole card opens the order, its number is the link. */
export function OrderCards({ orders, listSearch }: ListProps) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label="Orders">
      {orders.map((order) => (
        <li key={order.id}>
          <article
            aria-labelledby={`order-card-${order.id}`}
            className="relative flex flex-col gap-3 rounded-lg border border-border bg-background p-4 hover:bg-muted"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={`order-card-${order.id}`} className="font-mono text-base font-bold tabular">
                <Link
                  {...orderLinkProps(order, listSearch)}
                  className="inline-flex min-h-11 items-center text-primary underline-offset-4 after:absolute after:inset-0 hover:underline"
                >
                  {order.orderNumber}
                </Link>
              </h2>
              <OrderStatusBadge status={order.status} />
            </div>
            <div className="min-w-0">
              <p className="font-semibold break-words">{order.customerName}</p>
              <p className="text-sm break-all text-muted-foreground">{order.customerEmail}</p>
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              <Fact label="Placed" className="min-w-0" valueClassName="tabular">
                {formatDate(order.createdAt)}
              </Fact>
              <Fact label="Total" className="min-w-0" valueClassName="font-semibold tabular">
                {formatMoney(order.total, 'JMD')}
              </Fact>
              <Fact label="Delivery" className="min-w-0" valueClassName="break-words">
                <Delivery order={order} />
              </Fact>
              <Fact label="Payment" className="min-w-0" valueClassName="break-words">
                <Payment order={order} />
              </Fact>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}

const td = 'px-3 py-2 align-top';

/** Tablets and desks (≥ 768 px): one row per order. Scrolls inside its own box if it ever outgrows the page. */
export function OrderTable({ orders, listSearch }: ListProps) {
  return (
    <StaffTable
      caption="Orders, newest first"
      columns={['Order', 'Customer', 'Delivery', 'Payment', 'Status', { label: 'Total', right: true }]}
      className="hidden overflow-x-auto md:block"
    >
      {orders.map((order) => (
        <tr key={order.id} className="border-t border-border hover:bg-muted">
          <th scope="row" className={`${td} text-left font-normal`}>
            <Link
              {...orderLinkProps(order, listSearch)}
              className="inline-flex min-h-11 items-center font-mono font-bold whitespace-nowrap text-primary tabular underline-offset-4 hover:underline"
            >
              {order.orderNumber}
            </Link>
            <span className="block whitespace-nowrap text-muted-foreground tabular">{formatDate(order.createdAt)}</span>
          </th>
          <td className={`${td} max-w-64`}>
            <span className="block font-semibold break-words">{order.customerName}</span>
            <span className="block break-all text-muted-foreground">{order.customerEmail}</span>
            <span className="block whitespace-nowrap text-muted-foreground tabular">{order.customerPhone}</span>
          </td>
          <td className={td}>
            <Delivery order={order} />
          </td>
          <td className={td}>
            <Payment order={order} />
          </td>
          <td className={td}>
            <OrderStatusBadge status={order.status} />
          </td>
          <td className={`${td} text-right font-semibold whitespace-nowrap tabular`}>{formatMoney(order.total, 'JMD')}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
