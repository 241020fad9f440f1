import type { Order } from '../../../shared/schemas/orders';
import type { OrderStatus } from '../../../shared/orders';
import type { HistoryEntry, OrderRow, PlacedItem } from './repository';

const major = (cents: number) => cents / 100;

/** The order as its customer sees it; `forStaff` adds who made each change (staff names stay in the shop). */
export function toOrder(row: OrderRow, items: PlacedItem[], history: HistoryEntry[], forStaff = false): Order {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status as OrderStatus,
    deliveryMethod: row.deliveryMethod,
    paymentMethod: row.paymentMethod,
    paidAt: row.paidAt?.toISOString() ?? null,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    address: row.address,
    parish: row.parish,
    items: items
      .filter((i) => i.orderId === row.id)
      .map((i) => ({
        productId: i.productId,
        partId: i.partId,
        name: i.name,
        unitPrice: major(i.unitPriceCents),
        quantity: i.quantity,
        lineTotal: major(i.unitPriceCents * i.quantity),
        imageUrl: i.imageUrl,
      })),
    subtotal: major(row.subtotalCents),
    shipping: major(row.shippingCents),
    total: major(row.totalCents),
    currency: 'JMD',
    createdAt: row.createdAt.toISOString(),
    history: history
      .filter((h) => h.orderId === row.id)
      .map((h) => ({
        status: h.status as OrderStatus,
        note: h.note,
        createdAt: h.createdAt.toISOString(),
        ...(forStaff ? { changedBy: h.changedByLabel } : {}),
      })),
    confirmation: awaitingConfirmation(row) ? { by: row.confirmBy!.toISOString(), staffOnly: row.confirmTokenDigest === null } : null,
  };
}

/**
 * Placed unconfirmed (docs/shop-holds.md), nobody has confirmed it, and nothing moved it on: neither staff
 * nor money (a deposit staff recorded confirms it as surely as a call).
 */
export function awaitingConfirmation(row: Pick<OrderRow, 'confirmBy' | 'confirmedAt' | 'status' | 'paidAt' | 'receivedCents'>): boolean {
  return row.confirmBy !== null && row.confirmedAt === null && row.status === 'pending' && row.paidAt === null && row.receivedCents === 0;
}
