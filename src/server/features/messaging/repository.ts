import { and, asc, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inboundMessages, mailOutbox, messageEvents, messages, orders, partRequests } from '../../db/schema';

// Staff's reads of the updates and replies (the sending side's queries are in modules/messaging/repository.ts).

export type MessageRow = typeof messages.$inferSelect;
export type EventRow = typeof messageEvents.$inferSelect;
export type InboundRow = typeof inboundMessages.$inferSelect;
export type EmailRow = Pick<typeof mailOutbox.$inferSelect, 'id' | 'kind' | 'subject' | 'status' | 'createdAt' | 'sentAt'>;

/** A request or an order as its conversation needs it: who the customer is, and since when. */
export type SubjectRow = { id: string; number: string; email: string; phone: string | null; createdAt: Date };

/** One of a request's or an order's messages and replies. */
export type SubjectKey = { requestId: string } | { orderId: string };

export async function findRequest(db: Db, id: string): Promise<SubjectRow | undefined> {
  const [row] = await db
    .select({
      id: partRequests.id,
      number: partRequests.requestNumber,
      email: partRequests.customerEmail,
      phone: partRequests.customerPhone,
      createdAt: partRequests.createdAt,
    })
    .from(partRequests)
    .where(eq(partRequests.id, id));
  return row;
}

export async function findOrder(db: Db, orderNumber: string): Promise<SubjectRow | undefined> {
  const [row] = await db
    .select({ id: orders.id, number: orders.orderNumber, email: orders.customerEmail, phone: orders.customerPhone, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return row;
}

const messagesOfSubject = (key: SubjectKey): SQL => ('requestId' in key ? eq(messages.requestId, key.requestId) : eq(messages.orderId, key.orderId));
const repliesOfSubject = (key: SubjectKey): SQL =>
  'requestId' in key ? eq(inboundMessages.requestId, key.requestId) : eq(inboundMessages.orderId, key.orderId);

/** Newest first. */
export async function messagesOf(db: Db, key: SubjectKey): Promise<MessageRow[]> {
  return db.select().from(messages).where(messagesOfSubject(key)).orderBy(desc(messages.createdAt), desc(messages.id));
}

/** The states reported for these messages, oldest first. */
export async function eventsOf(db: Db, messageIds: string[]): Promise<EventRow[]> {
  if (messageIds.length === 0) return [];
  return db.select().from(messageEvents).where(inArray(messageEvents.messageId, messageIds)).orderBy(asc(messageEvents.at));
}

/** Newest first. */
export async function repliesOf(db: Db, key: SubjectKey): Promise<InboundRow[]> {
  return db.select().from(inboundMessages).where(repliesOfSubject(key)).orderBy(desc(inboundMessages.receivedAt), desc(inboundMessages.id));
}

/**
 * The e-mails about a request or an order, newest first. The outbox keeps no link to what an e-mail was
 * about, so these are the ones sent to the customer's address (in any case) whose subject names the
 * number (every request and order e-mail to the customer does), since the record was made: e-mails about
 * the customer's other records, and the store's own copies, are left out. Starting at the record's time
 * also lets the outbox's created_at index narrow the search.
 */
export async function emailsAbout(db: Db, s: Pick<SubjectRow, 'email' | 'number' | 'createdAt'>): Promise<EmailRow[]> {
  return db
    .select({ id: mailOutbox.id, kind: mailOutbox.kind, subject: mailOutbox.subject, status: mailOutbox.status, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(
      and(
        gte(mailOutbox.createdAt, s.createdAt),
        sql`lower(${mailOutbox.toAddress}) = lower(${s.email})`,
        sql`strpos(${mailOutbox.subject}, ${s.number}) > 0`,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
}

export type InboxRow = InboundRow & { requestNumber: string | null; orderNumber: string | null };

/** One page of replies, unread first and then newest first, with the total under the filter and the inbox's unread count. */
export async function listReplies(db: Db, opts: { unreadOnly: boolean; limit: number; offset: number }): Promise<{ rows: InboxRow[]; total: number; unread: number }> {
  const where = opts.unreadOnly ? isNull(inboundMessages.readAt) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ reply: inboundMessages, requestNumber: partRequests.requestNumber, orderNumber: orders.orderNumber })
      .from(inboundMessages)
      .leftJoin(partRequests, eq(partRequests.id, inboundMessages.requestId))
      .leftJoin(orders, eq(orders.id, inboundMessages.orderId))
      .where(where)
      .orderBy(sql`${inboundMessages.readAt} is null desc`, desc(inboundMessages.receivedAt), desc(inboundMessages.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db
      .select({
        total: opts.unreadOnly ? sql<number>`count(*) filter (where ${inboundMessages.readAt} is null)::int` : sql<number>`count(*)::int`,
        unread: sql<number>`count(*) filter (where ${inboundMessages.readAt} is null)::int`,
      })
      .from(inboundMessages),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.reply, requestNumber: r.requestNumber, orderNumber: r.orderNumber })),
    total: Number(totals?.total ?? 0),
    unread: Number(totals?.unread ?? 0),
  };
}

/** Marks these replies read at `at`; one read before keeps its time. Answers how many were newly marked. */
export async function markRead(db: Db, ids: string[], at: Date): Promise<number> {
  const marked = await db
    .update(inboundMessages)
    .set({ readAt: at })
    .where(and(inArray(inboundMessages.id, ids), isNull(inboundMessages.readAt)))
    .returning({ id: inboundMessages.id });
  return marked.length;
}
