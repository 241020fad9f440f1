import { z } from 'zod';
import { OutboxStatusSchema } from './outbox';

// What staff see of the WhatsApp and SMS updates (docs/messaging.md, "What staff see"): one request's or
// order's conversation beside its e-mails, and the customers' replies with their unread count. The
// server answers these shapes and the staff screens read them.

export const MESSAGE_CHANNELS = ['whatsapp', 'sms'] as const;
export const MessageChannelSchema = z.enum(MESSAGE_CHANNELS);
export type MessageChannel = z.infer<typeof MessageChannelSchema>;

/** A message only moves forward through these; `failed` may follow any of them. */
export const MESSAGE_STATES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export const MessageStateSchema = z.enum(MESSAGE_STATES);
export type MessageState = z.infer<typeof MessageStateSchema>;

/**
 * The choice recorded for the customer's phone number, or null when it never chose (e-mail only).
 * `source` is where it was chosen (request, checkout, profile; `none` for a STOP from a number that
 * never chose, whose `optedInAt` is then null); `optedOutAt` and `optOutHow` say when and how it was
 * turned off since (`reply` is a START from the number). `requested`: a form asked for updates again
 * while the number's own STOP stands, which waits for the number's START.
 */
export const PhoneUpdatesSchema = z.object({
  channel: MessageChannelSchema,
  optedInAt: z.string().nullable(),
  optedOutAt: z.string().nullable(),
  optOutHow: z.string().nullable(),
  source: z.string(),
  requested: z.object({ channel: MessageChannelSchema, at: z.string() }).optional(),
});
export type PhoneUpdates = z.infer<typeof PhoneUpdatesSchema>;

/** A state a provider reported for a message, once, at the time it gave. */
export const MessageEventSchema = z.object({ state: MessageStateSchema, at: z.string(), error: z.string().nullable() });
export type MessageEvent = z.infer<typeof MessageEventSchema>;

export const StaffMessageSchema = z.object({
  id: z.string(),
  channel: MessageChannelSchema,
  /** What it says, in the store's words: quote-ready, payment-received… */
  kind: z.string(),
  body: z.string(),
  state: MessageStateSchema,
  error: z.string().nullable(),
  /** The WhatsApp message this SMS stands in for, when WhatsApp could not deliver it. */
  fallbackOf: z.string().nullable(),
  /** When it was queued. */
  createdAt: z.string(),
  /** When its state last changed. */
  updatedAt: z.string(),
  /** Oldest first. */
  events: z.array(MessageEventSchema),
});
export type StaffMessage = z.infer<typeof StaffMessageSchema>;

export const StaffEmailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  subject: z.string(),
  status: OutboxStatusSchema,
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type StaffEmail = z.infer<typeof StaffEmailSchema>;

/** A customer's WhatsApp or SMS reply. `text` is what they typed: screens show it as text, never as HTML. */
export const ReplySchema = z.object({
  id: z.string(),
  channel: MessageChannelSchema,
  /** Null for what is not text (a photo, a voice note): `kind` says what came. */
  text: z.string().nullable(),
  kind: z.string(),
  receivedAt: z.string(),
  /** Null while no one has marked it read. */
  readAt: z.string().nullable(),
});
export type Reply = z.infer<typeof ReplySchema>;

/**
 * GET /api/admin/part-requests/{id}/conversation and /api/admin/orders/{ORD-…}/conversation: the updates
 * sent on WhatsApp and SMS, the e-mails and the customer's replies, each list newest first. Reading it
 * marks nothing read.
 */
export const ConversationSchema = z.object({
  /** Which of WhatsApp and SMS this server can send now (their keys are set): staff are told when neither is. */
  sending: z.object({ whatsapp: z.boolean(), sms: z.boolean() }),
  updates: PhoneUpdatesSchema.nullable(),
  messages: z.array(StaffMessageSchema),
  emails: z.array(StaffEmailSchema),
  replies: z.array(ReplySchema),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** The request or order a reply was attached to: the customer's latest, by the phone on it. */
export const ReplySubjectSchema = z.object({ kind: z.enum(['request', 'order']), id: z.string(), number: z.string() });
export type ReplySubject = z.infer<typeof ReplySubjectSchema>;

/** A reply in the staff inbox: who sent it and where it belongs (null when no request or order has the number). */
export const InboxReplySchema = ReplySchema.extend({
  /** The number it came from, written as people read it: "+1 876 555 0101". */
  phone: z.string(),
  subject: ReplySubjectSchema.nullable(),
});
export type InboxReply = z.infer<typeof InboxReplySchema>;

export const RepliesQuerySchema = z.strictObject({
  page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be 1 or more').max(10_000, 'Page must be at most 10000').default(1),
  /** true: only the replies no one has marked read. */
  unread: z
    .enum(['true', 'false'], { error: 'unread must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});
export type RepliesQuery = z.output<typeof RepliesQuerySchema>;

/** GET /api/admin/replies: unread first, then newest first, 20 a page. */
export const InboxSchema = z.object({
  replies: z.array(InboxReplySchema),
  /** Unread replies in the whole inbox, whatever the filter and page. */
  unreadCount: z.number(),
  pagination: z.object({ page: z.number(), totalPages: z.number(), total: z.number() }),
});
export type Inbox = z.infer<typeof InboxSchema>;

/** GET /api/admin/replies/unread: the count behind the staff's unread badge. */
export const UnreadRepliesSchema = z.object({ count: z.number() });
export type UnreadReplies = z.infer<typeof UnreadRepliesSchema>;

/** The most replies one "Mark read" sends: more than an inbox page or a conversation holds unread. */
export const MARK_READ_MAX = 100;

/** POST /api/admin/replies/read: the replies to mark read now (already read or unknown ids change nothing). */
export const MarkRepliesReadSchema = z.strictObject({
  ids: z
    .array(z.guid('Each id must be a reply id'), { error: 'Send ids: a list of reply ids' })
    .min(1, 'Send at least one reply id')
    .max(MARK_READ_MAX, `Send at most ${MARK_READ_MAX} reply ids at a time`),
});
export type MarkRepliesRead = z.infer<typeof MarkRepliesReadSchema>;

/** The answer to a "Mark read": how many were newly marked, and the inbox's unread count after. */
export const RepliesMarkedSchema = z.object({ marked: z.number(), unread: z.number() });
export type RepliesMarked = z.infer<typeof RepliesMarkedSchema>;
