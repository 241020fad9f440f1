import { PASSWORD_RESET_TTL_MINUTES } from '../../../shared/constants';
import type { MailMessage } from '../../lib/mail/mailer';

// An account's name was typed by whoever signed up, who need not own the address (sign-up sends no
// link), so these e-mails to the account's address greet without it: the store never carries a
// stranger's words to an address (src/server/lib/mail/verified-addresses.ts).

/** `token` is the link's secret: the outbox keeps and shows the e-mail without it (docs/outbox.md). */
export function passwordResetEmail(p: { to: string; link: string; token: string; storeName: string }): MailMessage {
  return {
    kind: 'password-reset',
    secrets: [p.token],
    to: p.to,
    subject: `Reset your ${p.storeName} password`,
    text: [
      'Hello,',
      '',
      'Someone asked to reset the password of your account. If it was you, open this link to choose a new one:',
      '',
      p.link,
      '',
      `The link works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
      "If you didn't ask for this, ignore this e-mail: your password stays the same.",
      '',
      p.storeName,
    ].join('\n'),
  };
}

export function passwordChangedEmail(p: { to: string; storeName: string }): MailMessage {
  return {
    kind: 'password-changed',
    to: p.to,
    subject: `Your ${p.storeName} password was changed`,
    text: [
      'Hello,',
      '',
      'The password of your account was just changed, and other devices were signed out.',
      "If this wasn't you, reset your password now from the sign-in page and contact us.",
      '',
      p.storeName,
    ].join('\n'),
  };
}

export function emailChangedEmail(p: { to: string; newEmail: string; storeName: string }): MailMessage {
  return {
    kind: 'email-changed',
    to: p.to,
    subject: `The e-mail address of your ${p.storeName} account was changed`,
    text: [
      'Hello,',
      '',
      `The e-mail address of your account was just changed to ${p.newEmail}. From now on we write to that address.`,
      "If this wasn't you, reply to this e-mail or call us at once so we can secure your account.",
      '',
      p.storeName,
    ].join('\n'),
  };
}
