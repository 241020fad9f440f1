import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_SUBJECTS } from '../../../shared/support';

/**
 * Messages sent through /contact-us (docs/choices.md #17): stored before the sender is told "Message Sent", then
 * e-mailed to support and listed for staff. Only what the sender typed is kept (no address, no device).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject', { enum: CONTACT_SUBJECTS }).notNull(),
    message: text('message').notNull(),
    orderNumber: text('order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff marked it read; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The docs/product.md §9 subjects (CONTACT_SUBJECTS), written out: a check constraint is SQL text.
    check(
      'contact_messages_subject_check',
      sql`${t.subject} in ('general', 'support', 'order', 'return', 'compatibility', 'warranty', 'bulk', 'feedback')`,
    ),
    index('contact_messages_created_idx').on(t.createdAt),
    // The unread filter and count read only the unread rows.
    index('contact_messages_unread_idx').on(t.createdAt).where(sql`${t.readAt} is null`),
  ],
);
