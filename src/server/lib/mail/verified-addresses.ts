import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';
import { verifiedEmailAddresses } from '../../db/schema';

// Which e-mail addresses the store knows are read by the person who gave them.
//
// Anyone can type any address into a form, so until an address is verified the store's mail to it says
// only what the store itself wrote ("we received REQ-…", the tracking link, the signature), never text
// the sender chose (a name, a part name, a description): otherwise a stranger could make the store send
// anyone any words. An address becomes verified when a link the store e-mailed to it is used:
// - the part-request manage link (src/server/features/part-requests),
// - a password-reset link (src/server/features/auth), when the reset succeeds.
// Addresses are compared trimmed and lower-cased, as the shared EmailSchema stores them.

const normal = (email: string) => email.trim().toLowerCase();

/** Records that a link sent to this address was used. Idempotent: the first time is kept. */
export async function markVerified(db: Db, email: string): Promise<void> {
  await db.insert(verifiedEmailAddresses).values({ email: normal(email), verifiedAt: sql`now()` }).onConflictDoNothing();
}

/**
 * Whether a link sent to this address has ever been used, as an expression a caller can put in a
 * statement of its own (checkout reads it with the customer's locks, in one round trip).
 */
export function verifiedSql(email: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${verifiedEmailAddresses} where ${verifiedEmailAddresses.email} = ${normal(email)})`;
}

/** Whether a link sent to this address has ever been used. */
export async function isVerified(db: Db, email: string): Promise<boolean> {
  const [row] = rowsOf<{ verified: boolean }>(await db.execute(sql`select ${verifiedSql(email)} as verified`));
  return row?.verified === true;
}
