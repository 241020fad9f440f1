import type { AdminOrderDetail, AdminOrderList, AdminOrderQuery, OrderStatusChange } from '../../../shared/schemas/admin-order';
import type { ShopSettings } from '../../../shared/schemas/orders';
import type { Payment, RecordPaymentInput } from '../../../shared/schemas/payments';
import { ADMIN_ORDERS_PAGE_SIZE, ORDER_STATUSES, type OrderStatus } from '../../../shared/orders';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { staffActor } from '../../lib/staff-actor';
import type { SessionUser } from '../../plugins/auth';
import { settingsOf, type OrderCore } from './order-core';
import * as repo from './repository';
import { assertMoveAllowed, changeStatusOrThrow } from './status';
import { awaitingConfirmation } from './views';

// Staff's side of shop orders (/admin/orders): the list and one order with its money, status changes
// within the lifecycle and the money's rules, confirming an order after speaking to the customer, money
// taken at the counter, and the shop's caps on what one order and one customer may take.

export function createStaffOrderService(core: OrderCore) {
  const { db, money } = core;

  /** One order for staff, with its money (payments, refunds, what is owed). */
  async function adminDetail(orderNumber: string): Promise<AdminOrderDetail> {
    const row = await core.byNumber(orderNumber);
    return { ...(await core.loadOne(row, true)), money: await money.moneyOf(row) };
  }

  return {
    settings: core.settings,

    /** Staff change the caps (PUT /api/admin/shop-settings); the next order is checked against them. */
    async saveSettings(input: ShopSettings, user: SessionUser): Promise<ShopSettings> {
      const { staffConfirmAboveJmd, ...rest } = input;
      return settingsOf(await repo.saveShopSettings(db, { ...rest, staffConfirmAboveCents: staffConfirmAboveJmd * 100, updatedBy: user.id }));
    },

    /** Staff list: newest first, searched and filtered, with the count in every status over all orders. */
    async adminList(query: AdminOrderQuery): Promise<AdminOrderList> {
      const pageSize = ADMIN_ORDERS_PAGE_SIZE;
      const [{ rows, total }, counts] = await Promise.all([
        repo.listForAdmin(db, { search: query.search || undefined, status: query.status, limit: pageSize, offset: (query.page - 1) * pageSize }),
        repo.countByStatus(db),
      ]);
      const statusCounts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
      for (const c of counts) statusCounts[c.status as OrderStatus] = c.n;
      return {
        orders: await core.load(rows, true),
        pagination: { page: query.page, totalPages: Math.max(1, Math.ceil(total / pageSize)), total },
        statusCounts,
      };
    },

    adminDetail,

    /** POST /api/admin/orders/:n/confirm: staff confirm an order awaiting confirmation (they called the customer). */
    async staffConfirm(orderNumber: string, user: SessionUser, now: Date = new Date()): Promise<AdminOrderDetail> {
      const row = await core.byNumber(orderNumber);
      if (!awaitingConfirmation(row)) throw new AppError('conflict', `Order ${row.orderNumber} is not waiting to be confirmed.`);
      const done = await core.confirmOnce(row, staffActor(user), 'Confirmed by staff', now);
      if (!done) throw new AppError('conflict', 'Someone else changed this order just now. Reload it and try again.');
      return adminDetail(orderNumber);
    },

    /** POST /api/admin/orders/:n/payments: money staff took. */
    async recordPayment(orderNumber: string, input: RecordPaymentInput, user: SessionUser): Promise<Payment> {
      const { payment, nowPaid } = await money.staffRecord(orderNumber, input, user);
      if (nowPaid) await core.statusChanged(nowPaid, null);
      return payment;
    },

    /**
     * A staff status change: checked against the order's delivery method and the allowed moves, applied
     * only if nobody changed the order since it was read, kept in the history, e-mailed to the customer.
     */
    async changeStatus(orderNumber: string, change: OrderStatusChange, user: SessionUser): Promise<AdminOrderDetail> {
      const before = await core.byNumber(orderNumber);
      const note = change.note || null;
      const after = await inTransaction(db, async (t) => {
        // The lifecycle's refusal first, then the money's. The customer's e-mail carries staff's note; a
        // reason to go ahead without the money stays in the history.
        assertMoveAllowed(before, change.status);
        const overridden = await money.statusGate(t, before, change.status, change.override);
        return changeStatusOrThrow(t, before, change.status, { note: [note, overridden].filter(Boolean).join('\n') || null, by: staffActor(user) });
      });
      await core.statusChanged(after, note);
      return adminDetail(orderNumber);
    },
  };
}
export type StaffOrderService = ReturnType<typeof createStaffOrderService>;
