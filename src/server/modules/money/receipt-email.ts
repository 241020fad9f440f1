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
// only its digest is stored); and the one a void sends, with the corrected receipt.

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
  /** A copy the customer asked for again: said so, and a void receipt says it is void. */
  copy?: boolean;
}): MailMessage {
  const { row } = p;
  const refund = row.kind === 'refund';
  const number = row.receiptNumber ?? row.reference;
  const amount = jmd(row.amountCents / 100);
  const opening = p.copy
    ? `Here is the copy you asked for of receipt ${number} for ${row.subjectNumber}${row.state === 'voided' ? ': it is void (recorded by mistake), as its page explains' : ''}.`
    : refund
      ? `We have refunded ${amount} on ${row.subjectNumber}${row.note ? ` (${row.note})` : ''}.`
      : `Thank you: we received ${amount} for ${row.subjectNumber}.`;
  return moneyMail({
    kind: refund ? 'refund-receipt' : 'receipt',
    subject: `${p.copy ? 'Copy of ' : ''}${refund ? 'Refund' : 'Receipt'} ${number} — ${row.subjectNumber}`,
    row,
    opening,
    lines: [
      ['Receipt', number],
      ['For', row.subjectNumber],
      [refund ? 'Refunded' : PAYMENT_PURPOSE_LABELS[row.purpose], amount],
      ['How', PAYMENT_METHOD_LABELS[row.method]],
    ],
    receipt: { number, link: receiptLink(p.publicUrl, number, p.receiptKey) },
    quietWhenSettled: refund,
    paidToDateCents: p.paidToDateCents,
    outstandingCents: p.outstandingCents,
    store: p.store,
  });
}

/**
 * The e-mail a void sends (docs/payments.md, "Corrections"): which receipt is void and why, and the
 * corrected receipt when money did arrive, with the balance read after both.
 */
export function correctionEmail(p: {
  voided: PaymentRow;
  reason: string;
  corrected: { row: PaymentRow; receiptKey: string } | null;
  paidToDateCents: number;
  outstandingCents: number;
  publicUrl: string;
  store: StoreSignature;
}): MailMessage {
  const { voided, corrected } = p;
  const voidNumber = voided.receiptNumber ?? voided.reference;
  const number = corrected ? (corrected.row.receiptNumber ?? corrected.row.reference) : null;
  const opening =
    `We recorded ${jmd(voided.amountCents / 100)} on ${voided.subjectNumber} by mistake (${p.reason}), so receipt ${voidNumber} is void.` +
    (corrected ? ` What we received is ${jmd(corrected.row.amountCents / 100)}: receipt ${number} below replaces it.` : ' No payment is recorded in its place.');
  return moneyMail({
    kind: 'receipt-correction',
    subject: `Correction: receipt ${voidNumber} is void — ${voided.subjectNumber}`,
    row: voided,
    opening,
    lines: [
      ['Void', `${voidNumber} (${jmd(voided.amountCents / 100)})`],
      ...(corrected && number ? ([['Replaced by', `${number} (${jmd(corrected.row.amountCents / 100)})`]] as Array<[string, string]>) : []),
      ['For', voided.subjectNumber],
    ],
    receipt: corrected && number ? { number, link: receiptLink(p.publicUrl, number, corrected.receiptKey) } : null,
    quietWhenSettled: false,
    paidToDateCents: p.paidToDateCents,
    outstandingCents: p.outstandingCents,
    store: p.store,
  });
}

/** A money e-mail's one shape: greeting, what happened, the figures, the balance, the receipt's link. */
function moneyMail(p: {
  kind: string;
  subject: string;
  row: PaymentRow;
  opening: string;
  lines: Array<[string, string]>;
  receipt: { number: string; link: string } | null;
  /** A refund that settles everything needs no "Nothing more is owed". */
  quietWhenSettled: boolean;
  paidToDateCents: number;
  outstandingCents: number;
  store: StoreSignature;
}): MailMessage {
  const { row } = p;
  const lines: Array<[string, string]> = [...p.lines, ['Paid to date', jmd(p.paidToDateCents / 100)], ['Still owed', jmd(p.outstandingCents / 100)]];
  const closing = p.outstandingCents > 0 ? `${jmd(p.outstandingCents / 100)} is still owed.` : p.quietWhenSettled ? '' : 'Nothing more is owed.';
  const width = Math.max(...lines.map(([l]) => l.length)) + 2;
  const text = [
    `Hi ${firstName(row.customerName)},`,
    '',
    p.opening,
    '',
    ...lines.map(([l, v]) => `  ${`${l}:`.padEnd(width)}${v}`),
    '',
    ...(closing ? [closing, ''] : []),
    ...(p.receipt ? ['Your receipt, to view or print:', p.receipt.link] : []),
    ...signature(p.store),
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(firstName(row.customerName))},</p>`,
    `<p>${escapeHtml(p.opening)}</p>`,
    `<table role="presentation" style="border-collapse:collapse">${lines
      .map(([l, v]) => `<tr><td style="padding:2px 16px 2px 0;color:#555">${escapeHtml(l)}</td><td style="padding:2px 0">${escapeHtml(v)}</td></tr>`)
      .join('')}</table>`,
    closing ? `<p>${escapeHtml(closing)}</p>` : '',
    p.receipt ? `<p><a href="${escapeHtml(p.receipt.link)}">View or print your receipt ${escapeHtml(p.receipt.number)}</a></p>` : '',
    `<p>${signature(p.store).filter(Boolean).map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  return { kind: p.kind, to: row.customerEmail, subject: p.subject, text, html };
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

/** The correction e-mail of a void that just committed, with the balance read now. */
export async function correctionEmailFor(
  db: Db,
  voided: { voided: PaymentRow; reason: string; corrected: Recorded | null },
  facts: SubjectFacts,
  p: { publicUrl: string; store: StoreSignature },
): Promise<MailMessage> {
  const sums = sumsOf(await listPayments(db, facts.subject));
  return correctionEmail({
    ...voided,
    paidToDateCents: sums.paidCents,
    outstandingCents: owedOf(facts.totalCents, sums),
    publicUrl: p.publicUrl,
    store: p.store,
  });
}
