import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every message the store sends passes through here first, so nothing is lost (docs/choices.md #16). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * A message carrying a secret (a reset, manage or confirmation link: MailMessage.secrets) is stored and
     * shown to staff with the secret hidden; the whole message waits here only until the mail server has
     * it, and is never kept for a message that is held (no SMTP) or sent (docs/outbox.md).
     */
    sealedText: text('sealed_text'),
    sealedHtml: text('sealed_html'),
    status: text('status', { enum: ['held', 'pending', 'sent'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('held', 'pending', 'sent')`),
    check('mail_outbox_sealed_check', sql`(${t.sealedText} is null and ${t.sealedHtml} is null) or ${t.status} = 'pending'`),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);
