import { BREACH_NOTICE_HOURS, PRIVACY_REQUEST_DAYS } from '@shared/policies';
import { PolicyLink, PolicyPage } from '../components/policy-page';
import { RetentionTable } from '../components/retention-table';
import { StoreContact } from '../components/store-contact';

/** The day this page's text last changed (docs/choices.md #18). Change it with the text. */
export const LAST_UPDATED = '2026-11-21';

export function DataProtectionPage() {
  return (
    <PolicyPage
      title="Data Protection"
      description="How we keep your personal data safe under Jamaica's Data Protection Act: security, retention periods, breach notice and your requests."
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          We follow Jamaica&apos;s Data Protection Act, 2020. This page explains how we keep your details safe and for
          how long. What we collect and why is in our <PolicyLink to="/privacy-policy">Privacy Policy</PolicyLink>.
        </p>
      }
      sections={[
        {
          id: 'principles',
          title: 'Our promises',
          content: (
            <ul>
              <li>We collect only what we need to serve you.</li>
              <li>We use it only for the reason we collected it.</li>
              <li>We keep it accurate and let you correct it.</li>
              <li>We keep it only as long as the table below says.</li>
              <li>We keep it secure and never sell it.</li>
            </ul>
          ),
        },
        {
          id: 'security',
          title: 'How we keep it safe',
          content: (
            <ul>
              <li>Encrypted connections (HTTPS) between your browser and our store.</li>
              <li>Passwords stored only as hashes; staff cannot read them.</li>
              <li>Card numbers never reach our servers; the payment processor handles them.</li>
              <li>Staff screens behind their own sign-in, open only to staff who need them.</li>
              <li>Limits on repeated sign-in attempts and messages, to stop misuse.</li>
            </ul>
          ),
        },
        { id: 'retention', title: 'How long we keep records', content: <RetentionTable /> },
        {
          id: 'breach',
          title: 'If something goes wrong',
          content: (
            <p>
              If a breach could harm you, we tell you and the Information Commissioner within {BREACH_NOTICE_HOURS}{' '}
              hours of finding out: what happened, what data was involved and what you should do.
            </p>
          ),
        },
        {
          id: 'requests',
          title: 'Your requests',
          content: (
            <p>
              Ask for a copy of your data, a correction or deletion, and we answer within {PRIVACY_REQUEST_DAYS} days.
              Customers in the EU or UK also have the rights on our{' '}
              <PolicyLink to="/gdpr-compliance">GDPR Compliance</PolicyLink> page.
            </p>
          ),
        },
        { id: 'contact', title: 'Contact us', content: <StoreContact purpose="Data protection questions:" /> },
      ]}
    />
  );
}
