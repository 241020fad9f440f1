import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { jmd } from '../../lib/mail/wording';
import { ledgerSums, owedOf } from '../../modules/money/balance';
import type { RequestStatus } from '../../../shared/statuses';
import type * as repo from './repository';

/** From preparing on, we have spent the store's money on the part: the deposit must be in first. */
const DEPOSIT_GATED: readonly RequestStatus[] = ['preparing', 'shipped_us', 'shipped_jamaica', 'ready_pickup', 'delivered'];

/**
 * Where a move to `target` stands with the money (docs/payments.md): from preparing on the deposit must be
 * in (or waived), and delivered needs nothing owed, unless staff give a reason, which this returns as the
 * history's note. Requests accepted before the ledger existed owe nothing here. Call it in the
 * transaction holding the request's lock, so no payment lands between this and the move.
 */
export async function moneyGate(row: repo.PartRequestRow, target: RequestStatus, override: string | null | undefined, tx: Db): Promise<string | null> {
  if (row.amountDueCents === null || target === row.status) return null;
  const needsDeposit = DEPOSIT_GATED.includes(target) && !DEPOSIT_GATED.includes(row.status);
  const needsAll = target === 'delivered';
  if (!needsDeposit && !needsAll) return null;
  const sums = await ledgerSums(tx, { requestId: row.id });
  const depositCents = row.depositDueCents ?? 0;
  const owedCents = owedOf(row.amountDueCents, sums);
  const depositMissing = needsDeposit && row.depositWaivedAt === null && sums.receivedCents < depositCents;
  const owedMissing = needsAll && owedCents > 0;
  if (!depositMissing && !owedMissing) return null;
  const owed = jmd(owedCents / 100);
  if (!override) {
    const message = depositMissing
      ? `The deposit (${jmd(depositCents / 100)}) has not been paid. Record it, waive it, or give a reason to go ahead without it.`
      : `${owed} is still owed on this request. Record the payment, or give a reason to mark it delivered without it.`;
    throw new AppError('conflict', message, [{ path: 'override', message }]);
  }
  if (depositMissing && owedMissing) return `Went ahead without the deposit, with ${owed} still owed: ${override}`;
  return depositMissing ? `Went ahead without the deposit: ${override}` : `Delivered with ${owed} still owed: ${override}`;
}
