import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstAdminClaim, passwordResetTokens, sessions, trustedDevices, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export { isUniqueViolation } from '../../db/errors';
/** One account per e-mail address (drizzle/0000_foundation.sql). */
export const EMAIL_CONSTRAINT = 'users_email_unique';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function anyUserExists(db: Db): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(users).limit(1);
  return rows.length > 0;
}

export async function anyAdminExists(db: Db): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(users).where(eq(users.role, 'admin')).limit(1);
  return rows.length > 0;
}

/** Inserts the user; undefined when the e-mail is taken. */
export async function insertUser(
  db: Db,
  values: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

/** True for exactly one caller in the life of the database (see firstAdminClaim). */
export async function claimFirstAdmin(db: Db, userId: string): Promise<boolean> {
  const rows = await db.insert(firstAdminClaim).values({ id: 1, userId }).onConflictDoNothing().returning();
  return rows.length === 1;
}

export async function setRole(db: Db, userId: string, role: 'customer' | 'admin'): Promise<UserRow> {
  const [row] = await db.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, userId)).returning();
  return row!;
}

export async function updateUser(
  db: Db,
  userId: string,
  values: Partial<Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'passwordHash'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function insertSession(db: Db, id: string, userId: string, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ id, userId, expiresAt });
}

/** The session and its user, unless it has expired or was started before `startedAfter` (its absolute end). */
export async function findSessionWithUser(db: Db, id: string, startedAfter: Date) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`), gt(sessions.createdAt, startedAfter)));
  return row;
}

export async function extendSession(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of the user but the one given (after a password change). */
export async function deleteOtherSessions(db: Db, userId: string, keepId: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db, startedBefore: Date): Promise<void> {
  await db.delete(sessions).where(or(sql`${sessions.expiresAt} <= now()`, lte(sessions.createdAt, startedBefore)));
}

export async function insertResetToken(db: Db, id: string, userId: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResetTokens).values({ id, userId, expiresAt });
}

/** Marks the token used and returns its user, atomically: a link works once and only once. */
export async function consumeResetToken(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.id, id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Retires every unused reset link of the user: once the password changes, older links must not work. */
export async function revokeResetTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Remembers a browser that has signed in to the account (its cookie's token digest). */
export async function insertTrustedDevice(db: Db, id: string, userId: string, expiresAt: Date): Promise<void> {
  await db.insert(trustedDevices).values({ id, userId, expiresAt }).onConflictDoNothing();
}

/** True when the digest names a live device cookie of this account. */
export async function isTrustedDevice(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.id, id), eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, sql`now()`)));
  return rows.length > 0;
}

export async function deleteExpiredTrustedDevices(db: Db): Promise<void> {
  await db.delete(trustedDevices).where(sql`${trustedDevices.expiresAt} <= now()`);
}

export async function deleteTrustedDevices(db: Db, userId: string): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}
