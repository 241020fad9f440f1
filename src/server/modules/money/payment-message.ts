import type { Db } from '../../db/client';
import type { PaymentRow } from './repository';
import { jmd } from '../../lib/mail/wording';
import type { ServiceLog } from '../../plugins/request-log';
import type { MessagingService } from '../messaging/service';
import { phoneOfSubject } from '../messaging/repository';
import { updateFrom } from '../messaging/templates';

export type PaymentMessageDeps = { db: Db; messaging: Pick<MessagingService, 'sendAfterCommit'>; publicUrl: string; log: Pick<ServiceLog, 'error'> };

/**
 * "We received J$… for REQ-…" on WhatsApp or by SMS, beside the receipt e-mail, when a payment succeeds
 * (a deposit, a balance, an order paid at the counter or by transfer). It links to the tracking page, not
 * to the receipt: the receipt shows the customer's name and e-mail, and a message goes to a number
 * anyone could have typed into a form (docs/messaging.md). Sent after the payment commits; a failure to
 * queue it is logged, never thrown at whoever recorded the money.
 */
export async function sendPaymentMessage(deps: PaymentMessageDeps, row: PaymentRow): Promise<void> {
  if (row.kind !== 'payment' || row.state !== 'succeeded') return;
  await sendAbout(deps, row, 'payment_received', [jmd(row.amountCents / 100), row.subjectNumber]);
}

/** "A correction on REQ-…: the J$… we recorded was a mistake": a void, told on WhatsApp or by SMS too. */
export async function sendCorrectionMessage(deps: PaymentMessageDeps, voided: PaymentRow): Promise<void> {
  await sendAbout(deps, voided, 'payment_corrected', [voided.subjectNumber, jmd(voided.amountCents / 100)]);
}

async function sendAbout(deps: PaymentMessageDeps, row: PaymentRow, template: 'payment_received' | 'payment_corrected', variables: string[]): Promise<void> {
  const phone = await phoneOfSubject(deps.db, row).catch((err: unknown) => {
    deps.log.error({ err, paymentId: row.id }, 'could not find the number for a payment message');
    return null;
  });
  if (!phone) return;
  const link = `${deps.publicUrl}/track-order?number=${encodeURIComponent(row.subjectNumber)}`;
  const update = updateFrom(template, [...variables, link]);
  await deps.messaging.sendAfterCommit({ ...update, phone, requestId: row.requestId, orderId: row.orderId });
}
