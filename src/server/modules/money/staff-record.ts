import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { staffActor } from '../../lib/staff-actor';
import type { SessionUser } from '../../plugins/auth';
import type { Payment, RecordPaymentInput } from '../../../shared/schemas/payments';
import { centsOf } from './cents';
import { recordReceived, type Actor, type SubjectFacts } from './record';
import type { SendReceipt } from './send-receipt';
import { toPayments } from './views';

// Money staff took (cash or card at the counter, a transfer they found), for a part request or a shop
// order alike (docs/payments.md): recorded as succeeded at once under the subject's lock, more than is
// owed kept and flagged for refund, the receipt sent once the transaction commits.

export type StaffRecordSubject<T> = {
  /** Locks the request or order and answers its facts, or throws why nothing may be recorded on it. */
  lock: (tx: Db) => Promise<SubjectFacts>;
  /** More to do in the same transaction once the money is recorded (a shop order it now covers is paid). */
  then?: (tx: Db, facts: SubjectFacts, p: { by: Actor; now: Date }) => Promise<T>;
};

export async function staffRecord<T = undefined>(
  deps: { db: Db; sendReceipt: SendReceipt },
  input: RecordPaymentInput,
  user: SessionUser,
  subject: StaffRecordSubject<T>,
): Promise<{ payment: Payment; then: T | undefined }> {
  const by = staffActor(user);
  const now = new Date();
  const { recorded, facts, then } = await inTransaction(deps.db, async (t) => {
    const facts = await subject.lock(t);
    const recorded = await recordReceived(t, facts, { method: input.method, amountCents: centsOf(input.amount), by, note: input.note ?? null, now });
    return { recorded, facts, then: await subject.then?.(t, facts, { by, now }) };
  });
  await deps.sendReceipt(recorded, facts);
  return { payment: toPayments([recorded.row])[0]!, then };
}
