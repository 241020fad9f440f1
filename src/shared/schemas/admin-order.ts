import { z } from 'zod';
import { ORDER_STATUSES } from '../orders';
import { OrderSchema } from './orders';
import { MoneySchema } from './payments';

// The staff side of shop orders (/admin/orders), kept apart from ./orders: checkout, tracking and the
// dashboard load that module, and would carry these schemas (and the ledger's) for nothing.

export const AdminOrderQuerySchema = z.strictObject({
  /** Order number, customer name, e-mail or phone. */
  search: z.string().trim().max(120, 'Search must be at most 120 characters').optional(),
  status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }).optional(),
  page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be at least 1').max(10_000).default(1),
});
export type AdminOrderQuery = z.output<typeof AdminOrderQuerySchema>;

export const AdminOrderListSchema = z.object({
  orders: z.array(OrderSchema),
  pagination: z.object({ page: z.number(), totalPages: z.number(), total: z.number() }),
  /** How many orders are in each status (for the filter's counts), whatever the search. */
  statusCounts: z.record(z.enum(ORDER_STATUSES), z.number()),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

export const OrderStatusChangeSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }),
  /** Shown to the customer in the e-mail and the order's history. */
  note: z.string().trim().max(500, 'Note must be at most 500 characters').optional(),
  /** Staff's reason to hand the order over (delivered) with money still owed; kept in the history. */
  override: z.string().trim().max(500, 'Reason must be at most 500 characters').optional(),
});
export type OrderStatusChange = z.output<typeof OrderStatusChangeSchema>;


/** GET /api/admin/orders/{n}: one order as staff see it, with its money (docs/payments.md). */
export const AdminOrderDetailSchema = OrderSchema.extend({ money: MoneySchema });
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;
