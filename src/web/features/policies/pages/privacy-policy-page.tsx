import { BREACH_NOTICE_HOURS, PRIVACY_REQUEST_DAYS } from '@shared/policies';
import { useStoreInfo } from '@web/lib/store-info';
import { PolicyAnchor, PolicyLink, PolicyPage } from '../components/policy-page';
import { StoreContact } from '../components/store-contact';
import { RetentionTable } from '../components/retention-table';

/** The day this page's text last changed (docs/choices.md #18). Change it with the text. */
export const LAST_UPDATED = '2026-11-21';

export function PrivacyPolicyPage() {
  const { store } = useStoreInfo();
  return (
    <PolicyPage
      title="Privacy Policy"
      description="What personal details we collect when you request or buy a part, why, who sees them, how long we keep them and how to get a copy or have them deleted."
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          {store.name} collects only what it needs to find, sell and deliver your parts. We never sell your details.
          This page explains what we collect, why, and your rights.
        </p>
      }
      sections={[
        {
          id: 'what',
          title: 'What we collect',
          content: (
            <ul>
              <li>Your name, e-mail address and phone number, when you request a part, place an order or contact us.</li>
              <li>Your delivery address and parish, if you choose delivery.</li>
              <li>Your vehicle (make, model, year, VIN or chassis code) or phone model, and any photo of your old part.</li>
              <li>Your account details, if you create one. Your password is stored only in a scrambled (hashed) form.</li>
              <li>Messages you send us.</li>
              <li>Technical records: your internet address and the pages asked for, kept in our server logs.</li>
            </ul>
          ),
        },
        {
          id: 'why',
          title: 'Why we use it',
          content: (
            <ul>
              <li>To find your part, send you a quote and process your order.</li>
              <li>To deliver your order or have it ready for pickup.</li>
              <li>To send you e-mails about your request or order (quotes, invoices, status updates).</li>
              <li>To answer your questions and handle exchanges and warranty claims.</li>
              <li>To keep the store secure and stop fraud.</li>
              <li>To keep the records the law requires.</li>
            </ul>
          ),
        },
        {
          id: 'sharing',
          title: 'Who we share it with',
          content: (
            <>
              <p>Only with those who need it to serve you:</p>
              <ul>
                <li>Our courier, who gets your name, phone number and address to deliver your order.</li>
                <li>Overseas suppliers, who get the part details (not your contact details unless a claim needs them).</li>
                <li>
                  Our card payment processor, if you pay by card online. Your card number goes straight to them; we never
                  see or store it.
                </li>
                <li>Our e-mail service, which delivers our e-mails to you.</li>
                <li>The police or courts, if the law requires it.</li>
              </ul>
              <p>We do not sell or rent your details, and we do not use them for advertising by others.</p>
            </>
          ),
        },
        {
          id: 'retention',
          title: 'How long we keep it',
          content: (
            <>
              <RetentionTable />
              <p>When a period ends we delete the record or remove anything that identifies you.</p>
            </>
          ),
        },
        {
          id: 'security',
          title: 'How we protect it',
          content: (
            <p>
              The site uses an encrypted connection (HTTPS). Passwords are hashed. Only staff who need your details can
              see them: the staff area opens only to staff accounts. If a breach affects your details, we tell
              you within {BREACH_NOTICE_HOURS} hours of finding out, with what happened and what to do.
            </p>
          ),
        },
        {
          id: 'rights',
          title: 'Your rights',
          content: (
            <>
              <p>You can ask us to:</p>
              <ul>
                <li>show you the details we hold about you and give you a copy;</li>
                <li>correct details that are wrong;</li>
                <li>delete your details, unless the law makes us keep them (for example order records);</li>
                <li>stop using your details for something you did not agree to.</li>
              </ul>
              <p>
                Write to <PolicyAnchor href={`mailto:${store.email}`}>{store.email}</PolicyAnchor>. We answer within{' '}
                {PRIVACY_REQUEST_DAYS} days and may ask you to prove who you are first. More detail is in{' '}
                <PolicyLink to="/data-protection">Data Protection</PolicyLink> and{' '}
                <PolicyLink to="/gdpr-compliance">GDPR Compliance</PolicyLink>.
              </p>
            </>
          ),
        },
        {
          id: 'cookies',
          title: 'Cookies',
          content: (
            <p>
              We use one cookie to keep you signed in, and your browser&apos;s storage for your cart and theme. No
              advertising or tracking cookies. See the <PolicyLink to="/cookies-policy">Cookies Policy</PolicyLink>.
            </p>
          ),
        },
        {
          id: 'law',
          title: 'The law we follow',
          content: (
            <p>
              We handle personal data under Jamaica&apos;s Data Protection Act, 2020. If you are unhappy with how we
              answered you, you can complain to the Office of the Information Commissioner.
            </p>
          ),
        },
        { id: 'contact', title: 'Contact us', content: <StoreContact purpose="For any privacy question or request:" /> },
      ]}
    />
  );
}
