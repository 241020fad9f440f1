import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessageRow = typeof contactMessages.$inferInsert;

export async function insertMessage(db: Db, values: NewContactMessageRow): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

/** One page of messages, newest first, with the total under the filter and the inbox's unread count. */
export async function listMessages(
  db: Db,
  opts: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ rows: ContactMessageRow[]; total: number; unread: number }> {
  const where = opts.unreadOnly ? isNull(contactMessages.readAt) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db
      .select({
        total: opts.unreadOnly ? sql<number>`count(*) filter (where ${contactMessages.readAt} is null)::int` : sql<number>`count(*)::int`,
        unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)::int`,
      })
      .from(contactMessages),
  ]);
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

/** Marks a message read (keeping the first time it was read) or unread; undefined when there is no such message. */
export async function setRead(db: Db, id: string, read: boolean): Promise<ContactMessageRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}
