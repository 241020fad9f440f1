import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { receiptCopies } from '../../db/schema';
import type { Mailer } from '../../lib/mail/mailer';
import type { StoreSignature } from '../../lib/mail/wording';
import { digestToken, newToken } from '../../lib/tokens';
import type { ServiceLog } from '../../plugins/request-log';
import { owedOf, sumsOf } from './balance';
import { orderForReceipt, requestForReceipt } from './receipt-subjects';
import { receiptEmail } from './receipt-email';
import { findPaymentByReceipt, listPayments, type PaymentRow } from './repository';

// A copy of a receipt, e-mailed again when its page cannot open it for whoever asks (docs/payments.md,
// "Receipts and invoices"). It goes only to the address on the receipt, so asking proves nothing and
// needs nothing: the answer is the same whether the number is ours or not, and one copy per receipt is
// sent at most every COPY_EVERY_MS. Each copy has a key of its own; the first e-mail's link keeps working.

export const COPY_SENT = 'If that receipt is ours, we have e-mailed a copy to the address on it. It can take a few minutes to arrive.';
export const COPY_EVERY_MS = 10 * 60 * 1000;

/** Whether `key` opens this receipt: the key of its first e-mail or of a copy. */
export async function copyKeyOpens(db: Db, paymentId: string, keyHash: string): Promise<boolean> {
  const copies = await db.select({ keyHash: receiptCopies.keyHash }).from(receiptCopies).where(eq(receiptCopies.paymentId, paymentId));
  return copies.some((c) => c.keyHash === keyHash);
}

export function createReceiptCopies(deps: { db: Db; mailer: Pick<Mailer, 'send'>; publicUrl: string; store: StoreSignature; log: Pick<ServiceLog, 'error'> }) {
  const { db } = deps;

  async function sendCopy(row: PaymentRow): Promise<void> {
    const [last] = await db.select({ at: receiptCopies.createdAt }).from(receiptCopies).where(eq(receiptCopies.paymentId, row.id)).orderBy(desc(receiptCopies.createdAt)).limit(1);
    if (last && Date.now() - last.at.getTime() < COPY_EVERY_MS) return;
    const subject = row.requestId ? await requestForReceipt(db, row.requestId) : await orderForReceipt(db, row.orderId!);
    if (!subject) return;
    const key = newToken();
    await db.insert(receiptCopies).values({ paymentId: row.id, keyHash: digestToken(key) });
    const sums = sumsOf(await listPayments(db, row.requestId ? { requestId: row.requestId } : { orderId: row.orderId! }));
    await deps.mailer.send(
      receiptEmail({ row, receiptKey: key, paidToDateCents: sums.paidCents, outstandingCents: owedOf(subject.totalCents, sums), publicUrl: deps.publicUrl, store: deps.store, copy: true }),
    );
  }

  return {
    /** POST /api/receipts/{number}/email: a copy to the address on the receipt; the same answer whatever the number. */
    async emailCopy(number: string): Promise<{ message: string }> {
      try {
        const row = number.length <= 40 ? await findPaymentByReceipt(db, number) : undefined;
        if (row?.receiptNumber && row.settledAt) await sendCopy(row);
      } catch (err) {
        // Logged, not answered: a failure only for a real number would tell it apart.
        deps.log.error({ err }, 'could not e-mail a receipt copy');
      }
      return { message: COPY_SENT };
    },
  };
}

export type ReceiptCopies = ReturnType<typeof createReceiptCopies>;
