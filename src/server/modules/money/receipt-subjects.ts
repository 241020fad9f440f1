import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, partRequests, quoteOptions } from '../../db/schema';

// What a receipt says was bought, and whose it is: a request's accepted option or an order's lines.

export type ReceiptSubject = {
  ownerId: string | null;
  totalCents: number | null;
  items: Array<{ description: string; quantity: number; amountCents: number }>;
  /** The GCT (J$ cents) the total includes, when known from the quote; null to work it out from the rate. */
  includedGctCents: number | null;
  isOrder: boolean;
};

const CONDITION_WORDS = { new: 'new', used: 'used', refurbished: 'refurbished' } as const;

export async function requestForReceipt(db: Db, requestId: string): Promise<ReceiptSubject | undefined> {
  const [row] = await db
    .select({ userId: partRequests.userId, amountDueCents: partRequests.amountDueCents, partName: partRequests.partName, optionId: partRequests.acceptedOptionId })
    .from(partRequests)
    .where(eq(partRequests.id, requestId));
  if (!row) return undefined;
  const [option] = row.optionId === null ? [] : await db.select().from(quoteOptions).where(eq(quoteOptions.id, row.optionId));
  const items = option
    ? [
        {
          description: [`${row.partName}: ${option.label}`, CONDITION_WORDS[option.condition], option.brand].filter(Boolean).join(', '),
          quantity: 1,
          amountCents: option.totalJmdCents,
        },
      ]
    : [];
  let includedGctCents: number | null = null;
  if (option) {
    // The option's GCT is on our service fee, in US$ like its other prices: its share of the J$ total.
    const usd = option.partCents + option.usShippingCents + option.freightCents + option.serviceFeeCents + option.serviceGctCents;
    includedGctCents = usd > 0 ? Math.round((option.totalJmdCents * option.serviceGctCents) / usd) : 0;
  }
  return { ownerId: row.userId, totalCents: row.amountDueCents, items, includedGctCents, isOrder: false };
}

export async function orderForReceipt(db: Db, orderId: string): Promise<ReceiptSubject | undefined> {
  const [row] = await db
    .select({ userId: orders.userId, totalCents: orders.totalCents, shippingCents: orders.shippingCents })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const items = lines.map((l) => ({ description: l.name, quantity: l.quantity, amountCents: l.unitPriceCents * l.quantity }));
  if (row.shippingCents > 0) items.push({ description: 'Delivery', quantity: 1, amountCents: row.shippingCents });
  return { ownerId: row.userId, totalCents: row.totalCents, items, includedGctCents: null, isOrder: true };
}
