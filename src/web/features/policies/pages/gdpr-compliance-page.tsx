import { BREACH_NOTICE_HOURS, PRIVACY_REQUEST_DAYS } from '@shared/policies';
import { useStoreInfo } from '@web/lib/store-info';
import { PolicyAnchor, PolicyLink, PolicyPage } from '../components/policy-page';
import { StoreContact } from '../components/store-contact';

/** The day this page's text last changed (docs/choices.md #18). Change it with the text. */
export const LAST_UPDATED = '2026-11-21';

export function GdprCompliancePage() {
  const { store } = useStoreInfo();
  return (
    <PolicyPage
      title="GDPR Compliance"
      description="For customers in the European Union and the UK: the legal bases we rely on, your GDPR rights, international transfers and how to make a request."
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          We are a Jamaican business, but some customers order from the European Union or the UK, or send parts to
          family here. For them, the EU and UK General Data Protection Regulation (GDPR) applies. We treat every
          customer&apos;s data to the same standard.
        </p>
      }
      sections={[
        {
          id: 'controller',
          title: 'Who is responsible for your data',
          content: (
            <p>
              {store.name}, {store.address}, is the data controller. Contact:{' '}
              <PolicyAnchor href={`mailto:${store.email}`}>{store.email}</PolicyAnchor>.
            </p>
          ),
        },
        {
          id: 'bases',
          title: 'Our legal bases',
          content: (
            <ul>
              <li>
                <strong>Contract:</strong> to quote, sell, deliver and support the parts you ask for.
              </li>
              <li>
                <strong>Legal obligation:</strong> to keep order and tax records.
              </li>
              <li>
                <strong>Legitimate interest:</strong> to keep the store secure and prevent fraud.
              </li>
              <li>
                <strong>Consent:</strong> for anything optional. You can withdraw it at any time.
              </li>
            </ul>
          ),
        },
        {
          id: 'rights',
          title: 'Your rights under the GDPR',
          content: (
            <ul>
              <li>Access: get a copy of your data.</li>
              <li>Rectification: have wrong data corrected.</li>
              <li>Erasure: have your data deleted where we are not required to keep it.</li>
              <li>Restriction and objection: limit or object to how we use it.</li>
              <li>Portability: receive your data in a common, machine-readable format.</li>
              <li>Complaint: complain to the data protection authority where you live.</li>
            </ul>
          ),
        },
        {
          id: 'requests',
          title: 'How to make a request',
          content: (
            <p>
              E-mail <PolicyAnchor href={`mailto:${store.email}`}>{store.email}</PolicyAnchor> with &quot;Data
              request&quot; in the subject. We answer within {PRIVACY_REQUEST_DAYS} days and may ask you to confirm who
              you are. Requests are free.
            </p>
          ),
        },
        {
          id: 'transfers',
          title: 'International transfers',
          content: (
            <p>
              Your data is held in Jamaica. Part details (not your contact details) go to suppliers, mostly in the US.
              Where a service outside Jamaica handles personal data for us, we use contracts that protect it.
            </p>
          ),
        },
        {
          id: 'breaches',
          title: 'Data breaches',
          content: (
            <p>
              If a breach puts your data at risk, we notify the authorities and you within {BREACH_NOTICE_HOURS} hours of
              finding out.
            </p>
          ),
        },
        {
          id: 'more',
          title: 'More detail',
          content: (
            <p>
              What we collect, why and for how long is in our <PolicyLink to="/privacy-policy">Privacy Policy</PolicyLink>{' '}
              and <PolicyLink to="/data-protection">Data Protection</PolicyLink> pages.
            </p>
          ),
        },
        { id: 'contact', title: 'Contact us', content: <StoreContact /> },
      ]}
    />
  );
}
