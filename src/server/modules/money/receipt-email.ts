import { PAYMENT_METHOD_LABELS, PAYMENT_PURPOSE_LABELS } from '../../../shared/payments';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mail/mailer';
import { firstName, jmd, signature, type StoreSignature } from '../../lib/mail/wording';
import type { Db } from '../../db/client';
import { owedOf, sumsOf } from './balance';
import type { Recorded, SubjectFacts } from './record';
import { listPayments, type PaymentRow } from './repository';

// The e-mail every succeeded payment and refund sends the customer (docs/payments.md): what was paid,
// what is paid to date and still owed, and the link to the printable receipt (its key is in the link,
// only its digest is stored).

// The key rides in the link's fragment, which the browser sends to no server and in no Referer; the page reads it.
export function receiptLink(publicUrl: string, receiptNumber: string, key: string): string {
  return `${publicUrl}/receipts/${encodeURIComponent(receiptNumber)}#key=${encodeURIComponent(key)}`;
}

export function receiptEmail(p: {
  row: PaymentRow;
  receiptKey: string;
  paidToDateCents: number;
  outstandingCents: number;
  publicUrl: string;
  store: StoreSignature;
}): MailMessage {
  const { row } = p;
  const refund = row.kind === 'refund';
  const number = row.receiptNumber ?? row.reference;
  const link = receiptLink(p.publicUrl, number, p.receiptKey);
  const amount = jmd(row.amountCents / 100);
  const lines: Array<[string, string]> = [
    ['Receipt', number],
    ['For', row.subjectNumber],
    [refund ? 'Refunded' : PAYMENT_PURPOSE_LABELS[row.purpose], amount],
    ['How', PAYMENT_METHOD_LABELS[row.method]],
    ['Paid to date', jmd(p.paidToDateCents / 100)],
    ['Still owed', jmd(p.outstandingCents / 100)],
  ];
  const opening = refund
    ? `We have refunded ${amount} on ${row.subjectNumber}${row.note ? ` (${row.note})` : ''}.`
    : `Thank you: we received ${amount} for ${row.subjectNumber}.`;
  const closing = p.outstandingCents > 0 ? `${jmd(p.outstandingCents / 100)} is still owed.` : refund ? '' : 'Nothing more is owed.';
  const width = Math.max(...lines.map(([l]) => l.length)) + 2;
  const text = [
    `Hi ${firstName(row.customerName)},`,
    '',
    opening,
    '',
    ...lines.map(([l, v]) => `  ${`${l}:`.padEnd(width)}${v}`),
    '',
    ...(closing ? [closing, ''] : []),
    'Your receipt, to view or print:',
    link,
    ...signature(p.store),
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(firstName(row.customerName))},</p>`,
    `<p>${escapeHtml(opening)}</p>`,
    `<table role="presentation" style="border-collapse:collapse">${lines
      .map(([l, v]) => `<tr><td style="padding:2px 16px 2px 0;color:#555">${escapeHtml(l)}</td><td style="padding:2px 0">${escapeHtml(v)}</td></tr>`)
      .join('')}</table>`,
    closing ? `<p>${escapeHtml(closing)}</p>` : '',
    `<p><a href="${escapeHtml(link)}">View or print your receipt ${escapeHtml(number)}</a></p>`,
    `<p>${signature(p.store).filter(Boolean).map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  return {
    kind: refund ? 'refund-receipt' : 'receipt',
    to: row.customerEmail,
    subject: `${refund ? 'Refund' : 'Receipt'} ${number} — ${row.subjectNumber}`,
    text,
    html,
  };
}

/** The receipt e-mail of a row that just succeeded, with the request's or order's balance read now. */
export async function receiptEmailFor(
  db: Db,
  recorded: Recorded,
  facts: SubjectFacts,
  p: { publicUrl: string; store: StoreSignature },
): Promise<MailMessage> {
  const sums = sumsOf(await listPayments(db, facts.subject));
  return receiptEmail({
    row: recorded.row,
    receiptKey: recorded.receiptKey,
    paidToDateCents: sums.paidCents,
    outstandingCents: owedOf(facts.totalCents, sums),
    publicUrl: p.publicUrl,
    store: p.store,
  });
}
