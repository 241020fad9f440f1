import { EXCHANGE_REPORT_DAYS } from '@shared/constants';
import { CATALOGUE_RETURN_DAYS, ORDER_CHANGE_WINDOW_HOURS, REPLACEMENT_SHIP_BUSINESS_DAYS } from '@shared/policies';
import { PolicyLink, PolicyPage } from '../components/policy-page';
import { StoreContact } from '../components/store-contact';

/** The day this page's text last changed (docs/choices.md #18). Change it with the text. */
export const LAST_UPDATED = '2026-11-21';

export function ReturnExchangePage() {
  return (
    <PolicyPage
      title="Return & Exchange Policy"
      description={`All sales are final, but a defective or wrong part can be exchanged if you tell us within ${EXCHANGE_REPORT_DAYS} days of delivery. Here is how.`}
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          All sales are final and we do not give refunds. But if a part arrives faulty, or it is not what you
          ordered, we exchange it. Tell us within {EXCHANGE_REPORT_DAYS} days of delivery.
        </p>
      }
      sections={[
        {
          id: 'what-we-exchange',
          title: 'What we exchange',
          content: (
            <ul>
              <li>A part that is defective: it does not work when it arrives.</li>
              <li>The wrong item: a different part, model or colour from the one on your order.</li>
              <li>A part damaged in delivery, if you report it the day it arrives.</li>
            </ul>
          ),
        },
        {
          id: 'what-we-do-not',
          title: 'What we do not exchange',
          content: (
            <ul>
              <li>A part you no longer want or ordered by mistake.</li>
              <li>A part that does not fit because the wrong vehicle or phone model was given to us.</li>
              <li>A part that has been fitted, damaged, opened or changed after delivery.</li>
              <li>Anything reported more than {EXCHANGE_REPORT_DAYS} days after delivery (see our{' '}
                <PolicyLink to="/warranty-policy">Warranty Policy</PolicyLink> for faults after that).</li>
            </ul>
          ),
        },
        {
          id: 'how',
          title: 'How to ask for an exchange',
          content: (
            <ol>
              <li>
                Within {EXCHANGE_REPORT_DAYS} days of delivery, contact us with your order number and photos of the part
                and its packaging.
              </li>
              <li>We reply with what to do next, and where to bring or send the part.</li>
              <li>Return the part with all its packaging, parts and paperwork.</li>
              <li>
                Once we approve the exchange, the replacement ships within {REPLACEMENT_SHIP_BUSINESS_DAYS} business
                days. We pay the delivery of the replacement.
              </li>
            </ol>
          ),
        },
        {
          id: 'sourced-parts',
          title: 'Parts sourced from overseas suppliers',
          content: (
            <>
              <p>
                We are an intermediary: for parts we source for you through a{' '}
                <PolicyLink to="/request">part request</PolicyLink>, returns follow that supplier&apos;s own policy. Some
                suppliers charge a restocking or processing fee, and shipping back to the US costs extra. We tell you the
                supplier&apos;s terms before you pay and help you with any return.
              </p>
              <p>
                Catalogue parts show their own return terms on the product page: usually returns within{' '}
                {CATALOGUE_RETURN_DAYS} days, with the buyer paying return shipping.
              </p>
            </>
          ),
        },
        {
          id: 'cancel',
          title: 'Changing your mind before we process your order',
          content: (
            <p>
              You can change or cancel an order within {ORDER_CHANGE_WINDOW_HOURS} hours of placing it if we have not
              started processing it. After that the order is final.
            </p>
          ),
        },
        { id: 'contact', title: 'Contact us', content: <StoreContact purpose="To start an exchange:" /> },
      ]}
    />
  );
}
