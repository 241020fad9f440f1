import type { Db } from '../../db/client';
import { STAFF_RECORDED_METHODS, type StaffRecordedMethod } from '../../../shared/payments';
import { AppError } from '../../lib/errors';
import { jmd } from '../../lib/mail/wording';
import { insertPayment, lockPayment, refundedCents, updatePayment, type PaymentRow } from './repository';
import { recordReceived, whoseRow, type Actor, type Recorded, type SubjectFacts } from './record';

// Staff's mistakes put right (docs/payments.md, "Corrections"). An amount staff typed that is not what
// the customer announced or owes is questioned before it is recorded; an entry recorded by mistake is
// voided by a new row that says who, when and why, and replaced by one for the amount that really came.
// Nothing is edited away: the entry keeps its amount and receipt number, and its state says it is void.

/** Why an amount staff confirm for an announced transfer should be looked at again, or null when it matches. */
export function transferDifference(p: { receivedCents: number; announcedCents: number; owedCents: number }): string | null {
  const parts: string[] = [];
  const by = (a: number, b: number) => `${jmd(Math.abs(a - b) / 100)} ${a > b ? 'more' : 'less'}`;
  if (p.receivedCents !== p.announcedCents) parts.push(`${by(p.receivedCents, p.announcedCents)} than the ${jmd(p.announcedCents / 100)} the customer announced`);
  if (p.receivedCents > p.owedCents) parts.push(`${by(p.receivedCents, p.owedCents)} than is owed (${jmd(p.owedCents / 100)})`);
  if (parts.length === 0) return null;
  return `${jmd(p.receivedCents / 100)} is ${parts.join(', and ')}. Check the bank statement, or confirm the amount anyway.`;
}

export const ALREADY_VOID = 'This entry is already void';
const STAFF_ONLY =
  'Only money staff recorded (cash or card at the counter, a bank transfer) can be voided: a card payment the provider confirmed did happen, so refund it instead';
const HAS_REFUNDS = 'Part of this payment has been refunded: it did happen, so it cannot be voided. Refund the rest instead';
const SAME_AMOUNT = 'That is the amount already recorded: nothing to correct';

const isStaffRecorded = (method: PaymentRow['method']): method is StaffRecordedMethod => (STAFF_RECORDED_METHODS as readonly string[]).includes(method);

export type Voided = { voided: PaymentRow; voidRow: PaymentRow; corrected: Recorded | null };

/**
 * Takes a mis-keyed entry out of the sums: a void row for its amount (who, when, why), the entry's state
 * moved to voided, and, when money did arrive, a new entry for what really came with its own receipt.
 * Runs under the subject's lock (the caller's transaction); the customer is told once it commits.
 */
export async function voidEntry(
  tx: Db,
  facts: SubjectFacts,
  paymentId: string,
  p: { reason: string; correctCents: number | null; by: Actor; now: Date },
): Promise<Voided> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment) throw new AppError('not_found', 'Payment Not Found');
  if (payment.state === 'voided') throw new AppError('conflict', ALREADY_VOID);
  if (payment.kind !== 'payment' || payment.state !== 'succeeded') {
    throw new AppError('conflict', payment.state === 'refunded' ? HAS_REFUNDS : 'Only a payment that went through can be voided');
  }
  if (!isStaffRecorded(payment.method)) throw new AppError('conflict', STAFF_ONLY);
  if ((await refundedCents(tx, payment.id)) > 0) throw new AppError('conflict', HAS_REFUNDS);
  if (p.correctCents === payment.amountCents) throw new AppError('conflict', SAME_AMOUNT, [{ path: 'correctAmount', message: SAME_AMOUNT }]);

  const voidRow = await insertPayment(tx, {
    ...whoseRow(facts),
    kind: 'void',
    corrects: payment.id,
    purpose: 'void',
    method: payment.method,
    amountCents: payment.amountCents,
    state: 'succeeded',
    note: p.reason,
    recordedBy: p.by.userId,
    recordedByLabel: p.by.label,
    settledAt: p.now,
    createdAt: p.now,
  });
  const voided = (await updatePayment(tx, payment.id, { state: 'voided' }))!;
  const corrected =
    p.correctCents === null
      ? null
      : await recordReceived(tx, facts, {
          method: payment.method,
          amountCents: p.correctCents,
          by: p.by,
          note: `Replaces ${payment.receiptNumber ?? payment.reference}, void: ${p.reason}`,
          corrects: payment.id,
          slipFile: payment.slipFile,
          // Rows of one transaction share its clock: a millisecond on, so every list shows the void first.
          now: new Date(p.now.getTime() + 1),
        });
  return { voided, voidRow, corrected };
}
