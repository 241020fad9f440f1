import { CONTACT_SUBJECT_LABELS } from '../../../shared/support';
import type { ContactInput } from '../../../shared/schemas/contact';
import type { MailMessage } from '../../lib/mail/mailer';

/**
 * A contact message, to the store's support address (docs/choices.md #17). Staff answer it from their own
 * mailbox, so the sender's address leads the text. No copy goes to the sender: the form would otherwise
 * send mail to any address a stranger types, and the page itself says what happens next.
 */
export function contactMessageStoreEmail(p: { message: ContactInput & { id: string }; storeEmail: string; adminLink: string }): MailMessage {
  const m = p.message;
  const subject = CONTACT_SUBJECT_LABELS[m.subject];
  return {
    kind: 'contact-message',
    to: p.storeEmail,
    subject: `Contact form: ${subject} from ${m.name}`,
    text: [
      `A message came in through the contact form.`,
      '',
      `From: ${m.name} <${m.email}>`,
      `Phone: ${m.phone ?? 'not given'}`,
      `Subject: ${subject}`,
      `Order number: ${m.orderNumber ?? 'not given'}`,
      '',
      m.message,
      '',
      `Reply to ${m.email}. It is also listed in the admin area: ${p.adminLink}`,
    ].join('\n'),
  };
}
