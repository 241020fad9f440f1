import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { OutboxStatus } from '../../../shared/schemas/outbox';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

export async function insertMessage(db: Db, row: NewOutboxRow): Promise<OutboxRow> {
  const [inserted] = await db.insert(mailOutbox).values(row).returning();
  return inserted!;
}

/**
 * Takes a due pending message for one delivery attempt. Moving next_attempt_at forward is the lease:
 * the retry loop and an immediate send can never both hold the same message.
 */
export async function leaseMessage(db: Db, id: string, leaseMs: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .returning();
  return row;
}

export async function dueMessageIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    // The mail server has it: the whole message (with its secret) is no longer kept.
    .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null, nextAttemptAt: null, sealedText: null, sealedHtml: null })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Db, id: string, error: string, retryInMs: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error.slice(0, 1000),
      nextAttemptAt: sql`now() + ${`${retryInMs} milliseconds`}::interval`,
    })
    .where(eq(mailOutbox.id, id));
}

export async function countWaiting(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
  return row?.n ?? 0;
}

export async function listMessages(
  db: Db,
  opts: { status?: OutboxStatus; limit: number; offset: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = opts.status ? eq(mailOutbox.status, opts.status) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}
