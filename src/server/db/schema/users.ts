import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased (the shared EmailSchema does it), so the unique index is enough. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['customer', 'admin'] }).notNull().default('customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_role_check', sql`${t.role} in ('customer', 'admin')`)],
);

/**
 * At most one row, ever: the first signup claims it with INSERT … ON CONFLICT DO NOTHING, which the
 * database serialises, so two signups at the same instant cannot both become admin (docs/product.md §6). Claimed on
 * a deployed store too, where it makes nobody admin, so the slot is spent either way.
 */
export const firstAdminClaim = pgTable(
  'first_admin_claim',
  {
    id: integer('id').primaryKey().default(1),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('first_admin_claim_single_row', sql`${t.id} = 1`)],
);

/**
 * The columns of a table of secret tokens, one function so both tables get fresh builders: the key is the
 * token's SHA-256 (a copy of the table lets nobody in), the account it belongs to, and its lifetime.
 */
const tokenColumns = () => ({
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Signed-in sessions: the id is the SHA-256 of the cookie's token. */
export const sessions = pgTable('sessions', tokenColumns(), (t) => [index('sessions_user_idx').on(t.userId)]);

/** Password reset links: the id is the SHA-256 of the token in the e-mailed link. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  { ...tokenColumns(), usedAt: timestamp('used_at', { withTimezone: true }) },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Browsers that have signed in to an account (docs/decisions/029-sign-in-throttle-per-device.md): the id is
 * the SHA-256 of the token in the device cookie. A known browser's sign-ins are slowed by its own wrong
 * passwords only, so strangers guessing an account's password never keep its owner out.
 */
export const trustedDevices = pgTable('trusted_devices', tokenColumns(), (t) => [index('trusted_devices_user_idx').on(t.userId)]);
