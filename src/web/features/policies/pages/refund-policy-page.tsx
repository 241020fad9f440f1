import { EXCHANGE_REPORT_DAYS } from '@shared/constants';
import { ORDER_CHANGE_WINDOW_HOURS, REPLACEMENT_SHIP_BUSINESS_DAYS } from '@shared/policies';
import { PolicyLink, PolicyPage } from '../components/policy-page';
import { StoreContact } from '../components/store-contact';

/** The day this page's text last changed (docs/choices.md #18). Change it with the text. */
export const LAST_UPDATED = '2026-11-21';

export function RefundPolicyPage() {
  return (
    <PolicyPage
      title="Refund Policy"
      description="All sales are final and we do not give refunds; what we do instead when a part is faulty or wrong, and when an order can still be cancelled."
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          Please read this before you pay. <strong>All sales are final and we do not give refunds.</strong> This is
          because many parts are ordered for one customer&apos;s vehicle or phone and cannot be sold again.
        </p>
      }
      sections={[
        {
          id: 'instead',
          title: 'What we do instead: exchanges',
          content: (
            <p>
              If a part is defective or not what you ordered, we exchange it when you tell us within{' '}
              {EXCHANGE_REPORT_DAYS} days of delivery. The replacement ships within {REPLACEMENT_SHIP_BUSINESS_DAYS}{' '}
              business days after we approve it. See the <PolicyLink to="/return-exchange">Return &amp; Exchange Policy</PolicyLink>.
            </p>
          ),
        },
        {
          id: 'cancel',
          title: 'Cancelling before we process your order',
          content: (
            <p>
              You can cancel an order within {ORDER_CHANGE_WINDOW_HOURS} hours of placing it, if we have not started
              processing it. If you already paid by card, we cancel the payment or pay it back to the same card. Your
              bank may take a few business days to show it.
            </p>
          ),
        },
        {
          id: 'our-mistake',
          title: 'When we cannot deliver',
          content: (
            <p>
              If we cannot supply a part you paid for (for example the supplier runs out), we offer you a similar part.
              If you do not want it, we pay back what you paid for that part, in the same way you paid.
            </p>
          ),
        },
        {
          id: 'sourced',
          title: 'Parts from overseas suppliers and duties',
          content: (
            <p>
              For parts sourced from suppliers, any money back follows the supplier&apos;s policy and may carry their
              processing fees. Import duty, taxes and customs fees paid to Jamaica Customs cannot be refunded by us.
            </p>
          ),
        },
        {
          id: 'warranty',
          title: 'Faults after the first days',
          content: (
            <p>
              A part that fails later is covered by its warranty (repair or replacement, not money back). See the{' '}
              <PolicyLink to="/warranty-policy">Warranty Policy</PolicyLink>.
            </p>
          ),
        },
        { id: 'contact', title: 'Contact us', content: <StoreContact purpose="Questions before you buy:" /> },
      ]}
    />
  );
}
