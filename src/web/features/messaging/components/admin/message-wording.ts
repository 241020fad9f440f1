import type { MessageChannel, MessageEvent, MessageState, PhoneUpdates, Reply, ReplySubject, StaffMessage } from '@shared/schemas/messaging';
import { formatDateTime } from '@web/lib/format';

// The words staff read for the WhatsApp and SMS updates: the customer's choice, each message's state and
// the times it reached them, and what a reply that is not text was.

export const CHANNEL_LABELS: Record<MessageChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS' };

export const STATE_LABELS: Record<MessageState, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
};

/** Badge colours; the label always says the state too, so colour is never the only sign. */
export const STATE_VARIANTS = { queued: 'secondary', sent: 'info', delivered: 'success', read: 'success', failed: 'destructive' } as const satisfies Record<
  MessageState,
  string
>;

const SOURCE_WORDS: Record<string, string> = { request: 'on the request form', checkout: 'at checkout', profile: 'on their profile', reply: 'by replying START' };

/** "quote-ready" → "Quote ready": the store's name for what a message says. */
export function kindLabel(kind: string): string {
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Update';
}

/**
 * The customer's choice for their phone, in a sentence or two: "WhatsApp updates chosen 24 Nov 2026, 10:02 on
 * the request form." and, once turned off, when and how ("SMS reply "STOP"", "Profile: chose e-mail only").
 * `sending` is what the server can send (the conversation's `sending`); when neither, that is said first.
 */
export function updatesLines(updates: PhoneUpdates | null, sending: { whatsapp: boolean; sms: boolean } = { whatsapp: true, sms: true }): string[] {
  // Without a provider nothing goes out on a phone, whatever the customer chose: say so first.
  const notSetUp = !sending.whatsapp && !sending.sms ? ['WhatsApp and SMS are not set up on this server: every update goes by e-mail (docs/messaging.md).'] : [];
  if (!updates) return [...notSetUp, 'E-mail only: the customer did not choose WhatsApp or SMS updates.'];
  if (notSetUp.length > 0) return [...notSetUp, ...choiceLines(updates)];
  return choiceLines(updates);
}

function choiceLines(updates: PhoneUpdates): string[] {
  const channel = CHANNEL_LABELS[updates.channel];
  const lines: string[] = [];
  if (updates.optedInAt) {
    const where = SOURCE_WORDS[updates.source];
    lines.push(`${channel} updates chosen ${formatDateTime(updates.optedInAt)}${where ? ` ${where}` : ''}.`);
  }
  if (updates.optedOutAt) {
    const how = updates.optOutHow ? ` (${updates.optOutHow})` : '';
    lines.push(`${updates.optedInAt ? 'Turned off' : 'Updates turned off'} ${formatDateTime(updates.optedOutAt)}${how}. E-mail only since then.`);
  }
  if (updates.requested) {
    lines.push(
      `${CHANNEL_LABELS[updates.requested.channel]} asked for again ${formatDateTime(updates.requested.at)} on a form: waiting for the number to reply START, as only it can undo its STOP.`,
    );
  }
  return lines;
}

/**
 * When a message reached each state, oldest first: queued when it was made, then each state a provider
 * reported. A state the store set itself (taken by the provider, refused) has no report: its time is the
 * message's last change.
 */
export function stateTimes(message: Pick<StaffMessage, 'state' | 'createdAt' | 'updatedAt' | 'error' | 'events'>): MessageEvent[] {
  const times: MessageEvent[] = [{ state: 'queued', at: message.createdAt, error: null }, ...[...message.events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))];
  if (message.state !== 'queued' && !message.events.some((e) => e.state === message.state)) {
    times.push({ state: message.state, at: message.updatedAt, error: message.state === 'failed' ? message.error : null });
  }
  return times;
}

const NOT_TEXT: Record<string, string> = {
  image: 'a photo',
  audio: 'a voice note',
  video: 'a video',
  document: 'a document',
  sticker: 'a sticker',
  location: 'a location',
  contacts: 'a contact card',
  media: 'a picture or file',
};

/** What to show for a reply that came without text: what it was, and where to see it. */
export function notTextLabel(reply: Pick<Reply, 'kind' | 'channel'>): string {
  const what = NOT_TEXT[reply.kind] ?? `a ${kindLabel(reply.kind).toLowerCase()} message`;
  const where = reply.channel === 'whatsapp' ? "Open the store's WhatsApp to see it." : "It is in the SMS provider's message log.";
  return `The customer sent ${what}, which is not shown here. ${where}`;
}

/**
 * Where staff open a reply's request or order: an order has its own page; a request opens in the staff
 * part-requests list (/admin/requests), which shows the request named by `?request=` with its details open.
 */
export function subjectHref(subject: Pick<ReplySubject, 'kind' | 'number'>): string {
  const number = encodeURIComponent(subject.number);
  return subject.kind === 'order' ? `/admin/orders/${number}` : `/admin/requests?request=${number}`;
}
