import { FRAUD_REPORT_RESPONSE, SIGNATURE_REQUIRED_ABOVE_JMD } from '@shared/policies';
import { useStoreInfo } from '@web/lib/store-info';
import { PolicyAnchor, PolicyLink, PolicyPage } from '../components/policy-page';
import { StoreContact, jmd, telHref } from '../components/store-contact';

/** The day this page's text last changed (docs/choices.md #18). Change it with the text. */
export const LAST_UPDATED = '2026-11-21';

export function AntiFraudPage() {
  const { store } = useStoreInfo();
  return (
    <PolicyPage
      title="Anti-Fraud Policy"
      description="How to tell a real message from us from a scam, how we protect your payment, and how to report fraud. We answer reports within hours."
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          Scammers sometimes pretend to be parts sellers. Here is how to know you are dealing with the real{' '}
          {store.name}, and what we do to keep your money safe.
        </p>
      }
      sections={[
        {
          id: 'real-us',
          title: 'How to know it is really us',
          content: (
            <ul>
              <li>
                We only use this website, the phone and WhatsApp number {store.whatsapp}, and e-mail from{' '}
                {store.email}.
              </li>
              <li>We never ask for your card number, PIN or password by phone, WhatsApp or e-mail.</li>
              <li>We never ask you to pay by gift card, or to send money to a personal bank account.</li>
              <li>
                Every quote and order has a number (REQ-… or ORD-…) that you can check on{' '}
                <PolicyLink to="/track-order">Track Your Order</PolicyLink>.
              </li>
            </ul>
          ),
        },
        {
          id: 'payments',
          title: 'Paying safely',
          content: (
            <ul>
              <li>Pay online only on this website&apos;s checkout, or pay at pickup or on delivery.</li>
              <li>Orders worth more than {jmd(SIGNATURE_REQUIRED_ABOVE_JMD)} need a signature on delivery.</li>
              <li>We may call you to confirm a large or unusual order before we process it.</li>
            </ul>
          ),
        },
        {
          id: 'what-we-do',
          title: 'What we do to stop fraud',
          content: (
            <p>
              We check orders for warning signs, limit repeated attempts to sign in or pay, and may cancel an order or
              close an account used for fraud. We work with the police and banks when fraud is attempted.
            </p>
          ),
        },
        {
          id: 'report',
          title: 'Report fraud',
          content: (
            <>
              <p>
                If someone contacts you claiming to be us, or you see a charge you did not make, tell us at once: call{' '}
                <PolicyAnchor href={telHref(store.phone)}>{store.phone}</PolicyAnchor> or e-mail{' '}
                <PolicyAnchor href={`mailto:${store.email}`}>{store.email}</PolicyAnchor>.
              </p>
              <p>
                We reply within {FRAUD_REPORT_RESPONSE.businessHours} during opening hours ({store.hours}) and within{' '}
                {FRAUD_REPORT_RESPONSE.afterHours} outside them. If you paid by card, also call your bank.
              </p>
            </>
          ),
        },
        { id: 'contact', title: 'Contact us', content: <StoreContact /> },
      ]}
    />
  );
}
