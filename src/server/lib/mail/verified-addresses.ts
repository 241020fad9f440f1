import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';
import { users, verifiedEmailAddresses } from '../../db/schema';

// Which e-mail addresses the store knows are read by the person who gave them, and by which account.
//
// Anyone can type any address into a form, so an acknowledgement to it says only what the store itself
// wrote ("we received REQ-…", the tracking link, the signature), never text the sender chose (a name, a
// part name, a description): otherwise a stranger could make the store send anyone any words. That an
// address was verified once (a link the store e-mailed to it was used) says nothing about who sends the
// next form, so the sender's words go to it only when the sender is its owner: signed in to the account
// with that address, whose holder proved they read it by using a password-reset link sent there.
// - the part-request manage link (src/server/features/part-requests) verifies the address only;
// - a password-reset link (src/server/features/auth), when the reset succeeds, verifies it for the account.
// Signing up proves nothing: no link is sent, and anyone can sign up with anyone's address.
// Addresses are compared trimmed and lower-cased, as the shared EmailSchema stores them.

const normal = (email: string) => email.trim().toLowerCase();

/**
 * Records that a link sent to this address was used; with `userId`, that it was the account's own reset
 * link, so that account owns the address. Idempotent: the first time is kept, the owning account the last.
 */
export async function markVerified(db: Db, email: string, userId?: string): Promise<void> {
  const insert = db.insert(verifiedEmailAddresses).values({ email: normal(email), verifiedAt: sql`now()`, userId: userId ?? null });
  await (userId ? insert.onConflictDoUpdate({ target: verifiedEmailAddresses.email, set: { userId } }) : insert.onConflictDoNothing());
}

/** Whether a link sent to this address has ever been used. */
export async function isVerified(db: Db, email: string): Promise<boolean> {
  const [row] = rowsOf<{ verified: boolean }>(
    await db.execute(sql`select exists (select 1 from ${verifiedEmailAddresses} where ${verifiedEmailAddresses.email} = ${normal(email)}) as verified`),
  );
  return row?.verified === true;
}

/**
 * Whether the sender signed in as `userId` owns `email`: the account's address is that one now, and the
 * account proved it. As an expression a caller can put in a statement of its own (checkout reads it with
 * the customer's locks, in one round trip).
 */
export function ownerSql(userId: string | null, email: string): SQL<boolean> {
  if (!userId) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${verifiedEmailAddresses} join ${users} on ${users.id} = ${verifiedEmailAddresses.userId}
    where ${verifiedEmailAddresses.email} = ${normal(email)} and ${users.id} = ${userId} and lower(${users.email}) = ${verifiedEmailAddresses.email})`;
}

export async function isOwner(db: Db, userId: string | null, email: string): Promise<boolean> {
  if (!userId) return false;
  const [row] = rowsOf<{ owner: boolean }>(await db.execute(sql`select ${ownerSql(userId, email)} as owner`));
  return row?.owner === true;
}
