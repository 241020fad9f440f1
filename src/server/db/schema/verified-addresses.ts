import { timestamp, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * E-mail addresses shown to belong to someone who reads them: a link the store sent there was used
 * (src/server/lib/mail/verified-addresses.ts). Until then the store sends such an address nothing a
 * stranger typed. Stored trimmed and lower-cased.
 */
export const verifiedEmailAddresses = pgTable('verified_email_addresses', {
  email: text('email').primaryKey(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});
