import type { Mailer } from '../../lib/mail/mailer';
import type { StoreSignature } from '../../lib/mail/wording';
import { quietSender } from '../../lib/notify';
import { sendPaymentMessage, type PaymentMessageDeps } from './payment-message';
import { receiptEmailFor } from './receipt-email';
import type { Recorded, SubjectFacts } from './record';

// The one receipt sender (docs/payments.md): every succeeded payment and refund, whoever recorded it (a
// part request's payment, a shop order's, staff confirming a transfer or refunding), e-mails its receipt
// with the balance read after it, and says "we received J$…" on WhatsApp or by SMS to a customer who
// chose updates (docs/messaging.md).

export type ReceiptSenderDeps = PaymentMessageDeps & { mailer: Pick<Mailer, 'send'>; store: StoreSignature };

/** Sends a row's receipt; call once the transaction that recorded the row has committed. */
export type SendReceipt = (recorded: Recorded, facts: SubjectFacts) => Promise<void>;

export function receiptSender(deps: ReceiptSenderDeps): SendReceipt {
  const store: StoreSignature = { name: deps.store.name, phone: deps.store.phone, email: deps.store.email, address: deps.store.address };
  // The money is committed: a receipt that cannot be built or queued is logged, never thrown at whoever recorded it.
  const notify = quietSender(deps.mailer, deps.log);
  return async (recorded, facts) => {
    await notify(() => receiptEmailFor(deps.db, recorded, facts, { publicUrl: deps.publicUrl, store }));
    await sendPaymentMessage(deps, recorded.row);
  };
}
