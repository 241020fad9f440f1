import { timestamp, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * E-mail addresses shown to belong to someone who reads them: a link the store sent there was used
 * (src/server/lib/mail/verified-addresses.ts). Text someone typed goes to an address only when the sender
 * is signed in to the account that proved it (`userId`). Stored trimmed and lower-cased.
 */
export const verifiedEmailAddresses = pgTable('verified_email_addresses', {
  email: text('email').primaryKey(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The account whose password-reset link to this address was used: that account's holder reads the
   * mailbox, so a form they send signed in may carry their own words to it.
   */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
});
