import type { Db } from '../../db/client';
import { fromCents } from '../../../shared/money';
import type { Money, Payment, PaymentMethods } from '../../../shared/schemas/payments';
import { balanceOf, sumsOf } from './balance';
import { listPayments, type LedgerSubject, type PaymentRow } from './repository';
import { bankDetailsOf, type EffectivePaymentSettings } from './settings';
import { kingstonDate } from '../../../shared/kingston-time';

// Ledger rows → the API's answers (src/shared/schemas/payments.ts). Staff and the owner see the same rows.

/** Kingston keeps UTC-5 all year: the year a receipt is numbered in. */
export function kingstonYear(now: Date): number {
  return Number(kingstonDate(now).slice(0, 4));
}

/**
 * Each payment with what has been refunded of it, and each correction with what it corrects, worked out
 * from the refund, void and replacing rows among `rows` (a subject's whole ledger).
 */
export function toPayments(rows: PaymentRow[]): Payment[] {
  const refunded = new Map<string, number>();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const voids = new Map<string, PaymentRow>();
  const replacements = new Map<string, PaymentRow>();
  for (const r of rows) {
    if (r.kind === 'refund' && r.refundOf && r.state === 'succeeded') refunded.set(r.refundOf, (refunded.get(r.refundOf) ?? 0) + r.amountCents);
    if (r.corrects) (r.kind === 'void' ? voids : replacements).set(r.corrects, r);
  }
  return rows.map((r) => {
    const v = voids.get(r.id);
    const replacement = replacements.get(r.id);
    const corrected = r.corrects ? byId.get(r.corrects) : undefined;
    return toPayment(r, refunded.get(r.id) ?? 0, {
      voided: v ? { reason: v.note ?? '', at: (v.settledAt ?? v.createdAt).toISOString(), by: v.recordedByLabel, replacedBy: replacement ? nameOf(replacement) : null } : null,
      corrects: corrected ? nameOf(corrected) : null,
    });
  });
}

/** How a ledger row is named to people: its receipt number, else its reference. */
const nameOf = (r: PaymentRow) => r.receiptNumber ?? r.reference;

export function toPayment(r: PaymentRow, refundedCents: number, corrections: Pick<Payment, 'voided' | 'corrects'> = { voided: null, corrects: null }): Payment {
  return {
    id: r.id,
    reference: r.reference,
    kind: r.kind,
    purpose: r.purpose,
    method: r.method,
    amount: fromCents(r.amountCents)!,
    currency: 'JMD',
    state: r.state,
    refunded: fromCents(refundedCents)!,
    receiptNumber: r.receiptNumber,
    providerReference: r.providerRef,
    flaggedReason: r.flaggedReason,
    note: r.note,
    recordedBy: r.recordedByLabel,
    hasSlip: r.slipFile !== null,
    createdAt: r.createdAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
    ...corrections,
  };
}

/** The ways to pay the store offers now: card providers when configured, transfer when bank details are set, the counter always. */
export function paymentMethodsOf(p: {
  wipay: boolean;
  stripe: boolean;
  settings: EffectivePaymentSettings;
  store: { address: string; hours: string };
}): PaymentMethods {
  return {
    wipay: p.wipay,
    stripe: p.stripe,
    bankTransfer: bankDetailsOf(p.settings),
    counter: { address: p.store.address, hours: p.store.hours },
  };
}

/** Money of one subject from rows already read (list pages read many subjects' rows in one query). */
export function moneyFromRows(
  rows: PaymentRow[],
  p: { totalCents: number; depositDueCents: number; depositWaived: boolean; balanceDueNow: boolean; methods: PaymentMethods },
): Money {
  return {
    balance: balanceOf({ ...p, sums: sumsOf(rows) }),
    payments: toPayments(rows),
    methods: p.methods,
  };
}

/** Money of one subject, read now. */
export async function moneyFor(
  db: Db,
  subject: LedgerSubject,
  p: { totalCents: number; depositDueCents: number; depositWaived: boolean; balanceDueNow: boolean; methods: PaymentMethods },
): Promise<Money> {
  return moneyFromRows(await listPayments(db, subject), p);
}
