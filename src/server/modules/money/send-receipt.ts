import type { Mailer } from '../../lib/mail/mailer';
import type { StoreSignature } from '../../lib/mail/wording';
import { quietSender } from '../../lib/notify';
import { sendCorrectionMessage, sendPaymentMessage, type PaymentMessageDeps } from './payment-message';
import { correctionEmailFor, receiptEmailFor } from './receipt-email';
import type { Recorded, SubjectFacts } from './record';
import type { Voided } from './corrections';

// The one receipt sender (docs/payments.md): every succeeded payment and refund, whoever recorded it (a
// part request's payment, a shop order's, staff confirming a transfer or refunding), e-mails its receipt
// with the balance read after it, and says "we received J$…" on WhatsApp or by SMS to a customer who
// chose updates (docs/messaging.md).

export type ReceiptSenderDeps = PaymentMessageDeps & { mailer: Pick<Mailer, 'send'>; store: StoreSignature };

/** Sends a row's receipt; call once the transaction that recorded the row has committed. */
export type SendReceipt = (recorded: Recorded, facts: SubjectFacts) => Promise<void>;

const signatureOf = (store: StoreSignature): StoreSignature => ({ name: store.name, phone: store.phone, email: store.email, address: store.address });

export function receiptSender(deps: ReceiptSenderDeps): SendReceipt {
  const store = signatureOf(deps.store);
  // The money is committed: a receipt that cannot be built or queued is logged, never thrown at whoever recorded it.
  const notify = quietSender(deps.mailer, deps.log);
  return async (recorded, facts) => {
    await notify(() => receiptEmailFor(deps.db, recorded, facts, { publicUrl: deps.publicUrl, store }));
    await sendPaymentMessage(deps, recorded.row);
  };
}

/** Tells the customer of a void once it commits: one e-mail with the corrected receipt, and a message. */
export function correctionSender(deps: ReceiptSenderDeps): (voided: Voided & { reason: string }, facts: SubjectFacts) => Promise<void> {
  const store = signatureOf(deps.store);
  const notify = quietSender(deps.mailer, deps.log);
  return async (voided, facts) => {
    await notify(() => correctionEmailFor(deps.db, voided, facts, { publicUrl: deps.publicUrl, store }));
    await sendCorrectionMessage(deps, voided.voided);
  };
}
