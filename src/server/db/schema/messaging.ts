import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { partRequests } from './part-requests';
import { orders } from './shop';
import { users } from './users';

// Updates on WhatsApp and by SMS (docs/decisions/016-whatsapp-and-sms.md). A number gets messages only
// once its owner chose them, and never after they said STOP; every message sent, every state a provider
// reported for it and every reply that came in is kept, for staff and for the record.

export const MESSAGE_CHANNELS = ['whatsapp', 'sms'] as const;
export const MESSAGE_STATES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export const OPT_OUT_BY = ['number', 'profile'] as const;
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** One row per phone number (E.164 digits): the channel its owner chose, when, and whether they said STOP since. */
export const messageConsents = pgTable(
  'message_consents',
  {
    phone: text('phone').primaryKey(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    /** Where the choice was made: request, checkout, profile. */
    source: text('source').notNull(),
    optedInAt: timestamp('opted_in_at', { withTimezone: true }).notNull(),
    /** Set by a STOP from the number, or by the profile that turned it on; cleared when updates are turned on again. */
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    optOutHow: text('opt_out_how'),
    /**
     * Who turned updates off: `number` (a STOP it sent us, which only the number itself lifts, with START)
     * or `profile` (an account turning off what its own profile turned on, which any later choice lifts).
     */
    optedOutBy: text('opted_out_by', { enum: OPT_OUT_BY }),
    /** A form's choice made while the number's own STOP stands: kept until the number confirms it with START. */
    requestedChannel: text('requested_channel', { enum: MESSAGE_CHANNELS }),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    /** The account whose profile last chose for this number: its profile shows and changes this row. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('message_consents_channel_check', sql`${t.channel} in (${list(MESSAGE_CHANNELS)})`),
    check('message_consents_opted_out_by_check', sql`${t.optedOutBy} in (${list(OPT_OUT_BY)})`),
    check('message_consents_requested_channel_check', sql`${t.requestedChannel} in (${list(MESSAGE_CHANNELS)})`),
    index('message_consents_user_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    /** E.164 digits. */
    phone: text('phone').notNull(),
    /** What it says, in the store's words: quote-ready, payment-received… */
    kind: text('kind').notNull(),
    /** WhatsApp: the registered template and its variables. SMS: the text. */
    template: text('template'),
    variables: jsonb('variables').$type<string[]>(),
    body: text('body').notNull(),
    requestId: uuid('request_id').references(() => partRequests.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The WhatsApp message this SMS stands in for, when WhatsApp could not deliver it. */
    fallbackOf: uuid('fallback_of').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    state: text('state', { enum: MESSAGE_STATES }).notNull().default('queued'),
    /** The provider's id (wamid…, SM…), once it took the message. */
    providerId: text('provider_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('messages_channel_check', sql`${t.channel} in (${list(MESSAGE_CHANNELS)})`),
    check('messages_state_check', sql`${t.state} in (${list(MESSAGE_STATES)})`),
    uniqueIndex('messages_provider_idx').on(t.channel, t.providerId),
    index('messages_request_idx').on(t.requestId, t.createdAt),
    index('messages_order_idx').on(t.orderId, t.createdAt),
  ],
);

/** Each state a provider reported for a message, once however often it was reported. */
export const messageEvents = pgTable(
  'message_events',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    state: text('state', { enum: MESSAGE_STATES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.state] })],
);

/** A customer's reply on WhatsApp or by SMS, attached to their latest request or order when there is one. */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    providerId: text('provider_id').notNull(),
    phone: text('phone').notNull(),
    /** Null for what is not text (a photo, a voice note): staff see that one came. */
    text: text('text'),
    kind: text('kind').notNull(),
    requestId: uuid('request_id').references(() => partRequests.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('inbound_messages_channel_check', sql`${t.channel} in (${list(MESSAGE_CHANNELS)})`),
    uniqueIndex('inbound_messages_provider_idx').on(t.channel, t.providerId),
    index('inbound_messages_unread_idx').on(t.receivedAt).where(sql`${t.readAt} is null`),
  ],
);
