import { CONDITION_LABELS, MANAGE_LINK_TTL_HOURS, QUOTE_PROMISE, REQUEST_REVIEW_HOURS, URGENCY_LABELS } from '../../../shared/constants';
import { STATUS_DESCRIPTIONS, STATUS_LABELS, type RequestStatus } from '../../../shared/statuses';
import { kingstonDate } from '../../../shared/kingston-time';
import type { MailMessage } from '../../lib/mail/mailer';
import { firstName, greeting, jmd, signature, usd, type StoreSignature } from '../../lib/mail/wording';

/** The facts about a request that its e-mails mention. */
export type RequestFacts = {
  requestNumber: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  parish: string;
  partName: string;
  partType: 'auto' | 'phone';
  description: string;
  categoryName: string | null;
  condition: keyof typeof CONDITION_LABELS;
  urgency: keyof typeof URGENCY_LABELS;
  maxBudget: number | null;
  vehicle: string | null;
  device: string | null;
  hasPhoto: boolean;
  /** Sent by the signed-in owner of the address: only then do its e-mails repeat what the form said. */
  fromAddressOwner: boolean;
};

/** docs/product.md §1: what the store is and is not responsible for, in every quote and invoice. */
export const INTERMEDIARY_TERMS = [
  'We are an intermediary: we find and buy the part from US suppliers for you. We do not make parts and are not responsible for their quality, compatibility or performance.',
  'Warranties come from the makers or suppliers, not from us.',
  'Prices are estimates that can change with supplier stock and currency rates. We confirm the final price with you before we buy.',
  'Import duties and taxes are the customer’s to pay.',
  'Returns of sourced parts follow the supplier’s return policy and may carry processing fees.',
];

export function partLine(r: Pick<RequestFacts, 'partName' | 'vehicle' | 'device'>): string {
  const forWhat = r.vehicle ?? r.device;
  return forWhat ? `${r.partName} (for ${forWhat})` : r.partName;
}

/** The part as the form named it, after `lead` (": ", " for "), for the address's owner only; else nothing. */
export function partAsTyped(r: Pick<RequestFacts, 'partName' | 'vehicle' | 'device' | 'fromAddressOwner'>, lead: string): string {
  return r.fromAddressOwner ? `${lead}${partLine(r)}` : '';
}

/**
 * The acknowledgement to the address the request gave. Unless the sender is that address's owner (signed
 * in to the account that proved it: src/server/lib/mail/verified-addresses.ts) it says only what the store
 * wrote: the number, the tracking link and the signature. The name, part and description were typed by
 * whoever sent the form, who need not own the address, and the store must not carry their words to it.
 */
export function requestReceivedEmail(p: { request: RequestFacts; trackingLink: string; store: StoreSignature }): MailMessage {
  const r = p.request;
  const opening = r.fromAddressOwner
    ? [`Hi ${firstName(r.customerName)},`, '', `Thank you: we received your request for ${partLine(r)}.`]
    : ['Hello,', '', `We received a part request with the number ${r.requestNumber}, made with this e-mail address.`];
  return {
    kind: 'part-request-received',
    to: r.customerEmail,
    subject: `We received your part request ${r.requestNumber}`,
    text: [
      ...opening,
      `Your request number is ${r.requestNumber}. Keep it to track the request.`,
      '',
      `We review every request within ${REQUEST_REVIEW_HOURS} hours and send a quote within ${QUOTE_PROMISE}.`,
      'Follow your request here:',
      p.trackingLink,
      ...(r.fromAddressOwner ? [] : ['', 'If you did not ask us for a part, you can ignore this e-mail.']),
      ...signature(p.store),
    ].join('\n'),
  };
}

/**
 * The manage link, to the request's own address only. The token sits in the URL's fragment, which
 * browsers never send to a server, so it stays out of access logs and proxies. Nothing the sender typed.
 */
export function manageLinkEmail(p: { requestNumber: string; to: string; link: string; token: string; store: StoreSignature }): MailMessage {
  return {
    kind: 'part-request-manage-link',
    // The outbox keeps and shows it without the token (docs/outbox.md).
    secrets: [p.token],
    to: p.to,
    subject: `Manage your part request ${p.requestNumber}`,
    text: [
      'Hello,',
      '',
      `Someone asked to manage part request ${p.requestNumber}, which was made with this e-mail address.`,
      'Open this link to see its full details and accept or decline its quote:',
      p.link,
      '',
      `The link works once, within ${MANAGE_LINK_TTL_HOURS} hours. After that, ask for a new one from the request's tracking page.`,
      'If you did not ask for it, ignore this e-mail: nobody can manage the request without the link.',
      ...signature(p.store),
    ].join('\n'),
  };
}

/**
 * The requests made with a phone number or e-mail, sent to the e-mail on them (never shown to whoever
 * asked: knowing a number or an address is not being its owner). Only what the store wrote: numbers,
 * statuses, dates and tracking links.
 */
export function requestListEmail(p: {
  to: string;
  requests: Array<{ requestNumber: string; status: RequestStatus; createdAt: Date }>;
  trackingLink: (requestNumber: string) => string;
  store: StoreSignature;
}): MailMessage {
  return {
    kind: 'part-request-list',
    to: p.to,
    subject: p.requests.length === 1 ? `Your part request ${p.requests[0]!.requestNumber}` : `Your ${p.requests.length} part requests`,
    text: [
      'Hello,',
      '',
      'Someone asked us for the part requests made with this e-mail address or its phone number. Here they are:',
      '',
      ...p.requests.flatMap((r) => [`${r.requestNumber}: ${STATUS_LABELS[r.status]}, sent ${kingstonDate(r.createdAt)}`, p.trackingLink(r.requestNumber), '']),
      'If you did not ask, you can ignore this e-mail: nobody else was shown them.',
      ...signature(p.store),
    ].join('\n'),
  };
}

export function newRequestStoreEmail(p: { request: RequestFacts; adminLink: string; storeEmail: string }): MailMessage {
  const r = p.request;
  return {
    kind: 'part-request-new',
    to: p.storeEmail,
    subject: `New part request ${r.requestNumber}: ${r.partName}`,
    text: [
      `A new part request came in: ${r.requestNumber}.`,
      '',
      `Customer: ${r.customerName} <${r.customerEmail}>${r.customerPhone ? `, ${r.customerPhone}` : ''}, ${r.parish}`,
      `Part: ${partLine(r)} (${r.partType === 'auto' ? 'auto part' : 'phone part'}${r.categoryName ? `, ${r.categoryName}` : ''})`,
      `Condition: ${CONDITION_LABELS[r.condition]}`,
      `Urgency: ${URGENCY_LABELS[r.urgency]}`,
      `Max budget: ${r.maxBudget === null ? 'not given' : usd(r.maxBudget)}`,
      `Photo attached: ${r.hasPhoto ? 'yes' : 'no'}`,
      '',
      r.description,
      '',
      `Open it in the admin area: ${p.adminLink}?request=${encodeURIComponent(p.request.requestNumber)}`,
    ].join('\n'),
  };
}

/** What to do now that the part is ready: what to pay (and where to pay it online), where, when, how long, what to bring. */
function pickupLines(pickup: { address: string; hours: string | null; owedCents: number; holdDays: number }, requestNumber: string, link: string): string[] {
  return [
    pickup.owedCents > 0
      ? `Balance to pay: ${jmd(pickup.owedCents / 100)}, in cash or by card when you collect, or online before you come: ${link}`
      : 'Nothing more to pay us: it is paid in full.',
    `Pick it up at: ${pickup.address}`,
    ...(pickup.hours ? [`Opening hours: ${pickup.hours}`] : []),
    `We hold it for you for ${pickup.holdDays} business days.`,
    `Bring: your request number (${requestNumber}) and a photo ID.`,
  ];
}

/** A status change, to the request's address: the name and part only when its owner sent the form. */
export function statusChangedEmail(p: {
  request: Pick<RequestFacts, 'requestNumber' | 'customerName' | 'customerEmail' | 'partName' | 'vehicle' | 'device' | 'fromAddressOwner'>;
  status: RequestStatus;
  note: string | null;
  trackingNumber: string | null;
  /** Ready for pickup: where, the hours when we know them, what is still owed, how long it is held. */
  pickup: { address: string; hours: string | null; owedCents: number; holdDays: number } | null;
  trackingLink: string;
  store: StoreSignature;
}): MailMessage {
  const r = p.request;
  return {
    kind: 'part-request-status',
    to: r.customerEmail,
    subject: `${r.requestNumber}: ${STATUS_LABELS[p.status]}`,
    text: [
      greeting(r.customerName, r.fromAddressOwner),
      '',
      `Your request ${r.requestNumber}${partAsTyped(r, ' for ')} is now: ${STATUS_LABELS[p.status]}.`,
      `${STATUS_DESCRIPTIONS[p.status]}.`,
      ...(p.note ? ['', `Note from our team: ${p.note}`] : []),
      ...(p.trackingNumber ? ['', `Tracking number: ${p.trackingNumber}`] : []),
      ...(p.pickup ? ['', ...pickupLines(p.pickup, r.requestNumber, p.trackingLink)] : []),
      '',
      'Follow your request here:',
      p.trackingLink,
      ...signature(p.store),
    ].join('\n'),
  };
}

export function quoteAnsweredStoreEmail(p: {
  request: Pick<RequestFacts, 'requestNumber' | 'customerName' | 'customerEmail' | 'partName'>;
  /** The option accepted, with what was fixed on the request; null when the quote was declined. */
  accepted: { label: string; totalJmd: number; depositJmd: number; payInFull: boolean } | null;
  adminLink: string;
  storeEmail: string;
}): MailMessage {
  const r = p.request;
  const a = p.accepted;
  const verb = a ? 'accepted' : 'declined';
  return {
    kind: 'part-request-answer',
    to: p.storeEmail,
    subject: `${r.requestNumber}: the customer ${verb} the quote`,
    text: [
      `${r.customerName} <${r.customerEmail}> ${verb} the quote for ${r.partName} (${r.requestNumber}).`,
      ...(a
        ? [
            `Option: ${a.label}`,
            `Amount due: ${jmd(a.totalJmd)}`,
            `Due before we order: ${jmd(a.depositJmd)}${a.payInFull ? ' (the customer chose to pay in full)' : ' (deposit)'}`,
            a.depositJmd > 0
              ? 'The request is now confirmed: order the part once the deposit is in (or waive it with a reason).'
              : 'The request is now confirmed: nothing is due before ordering, so order the part.',
          ]
        : ['The request is now cancelled.']),
      '',
      `Open it in the admin area: ${p.adminLink}?request=${encodeURIComponent(p.request.requestNumber)}`,
    ].join('\n'),
  };
}
