import { MINIMUM_AGE } from '@shared/policies';
import { PolicyLink, PolicyPage } from '../components/policy-page';
import { StoreContact } from '../components/store-contact';

/** The day this page's text last changed (docs/choices.md #18). Change it with the text. */
export const LAST_UPDATED = '2026-11-21';

export function AgeVerificationPage() {
  return (
    <PolicyPage
      title="Age Verification"
      description={`You must be ${MINIMUM_AGE} or older, or the age of majority where you live, to buy from us. When we may ask for ID, and what we do with it.`}
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          To place an order, request a part or create an account you must be at least {MINIMUM_AGE} years old, or the
          age of majority where you live if that is higher.
        </p>
      }
      sections={[
        {
          id: 'why',
          title: 'Why there is an age limit',
          content: (
            <p>
              Buying is a contract, and only adults can enter one. Some parts, such as batteries and airbag or brake
              parts, also need careful handling and fitting.
            </p>
          ),
        },
        {
          id: 'id-check',
          title: 'When we may ask for ID',
          content: (
            <p>
              We may ask to see a government photo ID (driver&apos;s licence, passport or national ID) at pickup, on
              delivery or before a large order. We only look at it to check your age and name; we do not keep a copy.
            </p>
          ),
        },
        {
          id: 'under-age',
          title: 'If you are under age',
          content: (
            <p>
              Please ask a parent or guardian to order for you. If we find that an order or account was made by someone
              under age, we cancel it. Parents who think their child has given us details can ask us to delete them.
            </p>
          ),
        },
        {
          id: 'more',
          title: 'More',
          content: (
            <p>
              See our <PolicyLink to="/terms-of-service">Terms of Service</PolicyLink> and{' '}
              <PolicyLink to="/privacy-policy">Privacy Policy</PolicyLink>.
            </p>
          ),
        },
        { id: 'contact', title: 'Contact us', content: <StoreContact /> },
      ]}
    />
  );
}
