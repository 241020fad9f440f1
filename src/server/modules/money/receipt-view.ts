import crypto from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { digestToken } from '../../lib/tokens';
import type { StoreSignature } from '../../lib/mail/wording';
import type { SessionUser } from '../../plugins/auth';
import { fromCents } from '../../../shared/money';
import type { Receipt } from '../../../shared/schemas/payments';
import { owedOf, sumsOf } from './balance';
import { copyKeyOpens } from './receipt-copies';
import { orderForReceipt, requestForReceipt } from './receipt-subjects';
import { findPaymentByReceipt, listPayments, type PaymentRow } from './repository';
import { currentPaymentSettings } from './settings';

// A receipt as its printable page shows it (docs/payments.md, "Receipts and invoices"), for whoever may
// read it: the holder of the key from its e-mail, staff, the signed-in owner of the request or order, or
// the browser managing the request through its manage link (the part-requests feature checks that access).

/** Who asks: the key from the e-mail, the signed-in user, the request a manage session proved is theirs. */
export type ReceiptViewer = { key?: string; user: SessionUser | null; managedRequestId?: string };

export const RECEIPT_NOT_FOUND = 'Receipt Not Found';

/** Digests compared in constant time, so the answer's timing says nothing about how close a guess was. */
function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

const subjectOf = (row: PaymentRow) => (row.requestId ? { requestId: row.requestId } : { orderId: row.orderId! });

/** A voided entry's void (why, when) and the receipt that replaced it; a replacing entry's voided receipt. */
function correctionsOf(row: PaymentRow, ledger: PaymentRow[]): Pick<Receipt, 'voided' | 'replaces'> {
  const voidRow = ledger.find((r) => r.kind === 'void' && r.corrects === row.id);
  const replacement = ledger.find((r) => r.kind === 'payment' && r.corrects === row.id);
  const replaced = row.corrects ? ledger.find((r) => r.id === row.corrects) : undefined;
  return {
    voided: voidRow ? { reason: voidRow.note ?? '', at: (voidRow.settledAt ?? voidRow.createdAt).toISOString(), replacedBy: replacement?.receiptNumber ?? null } : null,
    replaces: replaced ? (replaced.receiptNumber ?? replaced.reference) : null,
  };
}

export function createReceiptReader(deps: { db: Db; store: StoreSignature }) {
  const { db } = deps;
  return {
    /**
     * The receipt, for a viewer who may read it. Anyone else gets the same 404 as for a number that does
     * not exist. Paid to date and owed are as they stood once this receipt's money moved.
     */
    async receipt(number: string, viewer: ReceiptViewer): Promise<Receipt> {
      const { key, user } = viewer;
      const row = number.length <= 40 ? await findPaymentByReceipt(db, number) : undefined;
      if (!row || !row.receiptNumber || !row.settledAt) throw new AppError('not_found', RECEIPT_NOT_FOUND);
      const subject = row.requestId ? await requestForReceipt(db, row.requestId) : row.orderId ? await orderForReceipt(db, row.orderId) : undefined;
      if (!subject) throw new AppError('not_found', RECEIPT_NOT_FOUND);
      const keyHash = key !== undefined && key.length > 0 ? digestToken(key) : null;
      const byKey = keyHash !== null && ((row.receiptKeyHash !== null && sameDigest(keyHash, row.receiptKeyHash)) || (await copyKeyOpens(db, row.id, keyHash)));
      const managed = viewer.managedRequestId !== undefined && row.requestId === viewer.managedRequestId;
      const allowed = byKey || managed || user?.role === 'admin' || (user !== null && subject.ownerId !== null && user.id === subject.ownerId);
      if (!allowed) throw new AppError('not_found', RECEIPT_NOT_FOUND);

      const settings = await currentPaymentSettings(db);
      const settledAt = row.settledAt;
      const ledger = await listPayments(db, subjectOf(row));
      // A voided entry still counts on its own receipt as it stood then; a void later takes it out.
      const upToThis = ledger.filter((r) => r.settledAt !== null && r.settledAt <= settledAt).map((r) => (r.id === row.id && r.state === 'voided' ? { ...r, state: 'succeeded' as const } : r));
      const sumsThen = sumsOf(upToThis);
      const totalCents = subject.totalCents ?? 0;
      let gct: Receipt['gct'] = null;
      if (settings.gctBasisPoints > 0) {
        const cents = subject.includedGctCents ?? Math.round((totalCents * settings.gctBasisPoints) / (10_000 + settings.gctBasisPoints));
        gct = { percent: settings.gctBasisPoints / 100, amount: fromCents(cents)! };
      }
      return {
        receiptNumber: row.receiptNumber,
        kind: row.kind,
        issuedAt: settledAt.toISOString(),
        store: { name: deps.store.name, address: deps.store.address, phone: deps.store.phone, email: deps.store.email, trn: settings.trn },
        customer: { name: row.customerName, email: row.customerEmail },
        subjectNumber: row.subjectNumber,
        items: subject.items.map((i) => ({ description: i.description, quantity: i.quantity, amount: fromCents(i.amountCents)! })),
        gct,
        total: fromCents(totalCents)!,
        payment: { purpose: row.purpose, method: row.method, amount: fromCents(row.amountCents)!, reference: row.reference },
        paidToDate: fromCents(sumsThen.paidCents)!,
        outstanding: fromCents(owedOf(totalCents, sumsThen))!,
        ...correctionsOf(row, ledger),
      };
    },
  };
}

export type ReceiptReader = ReturnType<typeof createReceiptReader>;
