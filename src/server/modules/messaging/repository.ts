import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inboundMessages, messageConsents, messageEvents, messages, orders, partRequests } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;
export type ConsentRow = typeof messageConsents.$inferSelect;
type Channel = MessageRow['channel'];
type State = MessageRow['state'];

/** A number followed again: no opt-out stands, and no form's choice waits on it. */
const OPTED_IN_AGAIN = { optedOutAt: null, optOutHow: null, optedOutBy: null, requestedChannel: null, requestedAt: null } as const;

/**
 * Records a form's choice (request form, checkout, profile). A number nobody turned off, or one a profile
 * turned off, is followed on the channel chosen (`followed`). A number whose own STOP stands keeps it: the
 * choice is kept as a request (`pending`) that only the number's START confirms, since anyone can type
 * anyone's number into a form. A profile choosing a number that is followed already changes its channel,
 * not where it was chosen, so the profile cannot later turn off what another form turned on; nor does a
 * form sent signed in to the account holding the number (`senderId`) take that from its profile.
 */
export async function saveChoice(
  db: Db,
  p: { phone: string; channel: Channel; source: string; at: Date; userId?: string; senderId?: string | null },
): Promise<'followed' | 'pending'> {
  const account = p.userId ? { userId: p.userId } : {};
  const keepsSource = sql`${messageConsents.optedOutAt} is null and (${p.source} = 'profile' or ${messageConsents.userId} = ${p.senderId ?? null}::uuid)`;
  const followed = await db
    .insert(messageConsents)
    .values({ phone: p.phone, channel: p.channel, source: p.source, optedInAt: p.at, ...account })
    .onConflictDoUpdate({
      target: messageConsents.phone,
      set: {
        channel: p.channel,
        source: sql`case when ${keepsSource} then ${messageConsents.source} else ${p.source} end`,
        optedInAt: p.at,
        ...OPTED_IN_AGAIN,
        ...account,
      },
      setWhere: sql`${messageConsents.optedOutBy} is distinct from 'number'`,
    })
    .returning({ phone: messageConsents.phone });
  if (followed.length > 0) return 'followed';
  await db.update(messageConsents).set({ requestedChannel: p.channel, requestedAt: p.at }).where(eq(messageConsents.phone, p.phone));
  return 'pending';
}

/**
 * The number itself asked for updates (a START reply): on again, on the channel a form asked for while it
 * was stopped, else the one it wrote on. A number that is followed already is left as it is.
 */
export async function optInByNumber(db: Db, p: { phone: string; channel: Channel; at: Date }): Promise<void> {
  await db
    .insert(messageConsents)
    .values({ phone: p.phone, channel: p.channel, source: 'reply', optedInAt: p.at })
    .onConflictDoUpdate({
      target: messageConsents.phone,
      set: {
        channel: sql`coalesce(${messageConsents.requestedChannel}, ${p.channel})`,
        source: 'reply',
        optedInAt: p.at,
        ...OPTED_IN_AGAIN,
      },
      setWhere: sql`${messageConsents.optedOutAt} is not null`,
    });
}

/** The number an account's profile last chose for (one at a time: choosing another unlinks the old). */
export async function consentOfUser(db: Db, userId: string): Promise<ConsentRow | undefined> {
  const [row] = await db.select().from(messageConsents).where(eq(messageConsents.userId, userId)).orderBy(desc(messageConsents.optedInAt)).limit(1);
  return row;
}

/** Unlinks every number of an account but `keep`. */
export async function unlinkUser(db: Db, userId: string, keep: string | null): Promise<void> {
  await db
    .update(messageConsents)
    .set({ userId: null })
    .where(and(eq(messageConsents.userId, userId), keep ? sql`${messageConsents.phone} <> ${keep}` : sql`true`));
}

export async function findConsent(db: Db, phone: string): Promise<ConsentRow | undefined> {
  const [row] = await db.select().from(messageConsents).where(eq(messageConsents.phone, phone));
  return row;
}

/**
 * Updates turned off, with how. `number`: a STOP from the number, kept whatever stood before. `profile`:
 * the account turning off what its profile turned on; never over a number's own STOP.
 */
export async function optOut(db: Db, p: { phone: string; channel: Channel; how: string; at: Date; by: 'number' | 'profile'; userId?: string }): Promise<void> {
  const account = p.userId ? { userId: p.userId } : {};
  await db
    .insert(messageConsents)
    .values({ phone: p.phone, channel: p.channel, source: 'none', optedInAt: p.at, optedOutAt: p.at, optOutHow: p.how, optedOutBy: p.by, ...account })
    .onConflictDoUpdate({
      target: messageConsents.phone,
      set: { optedOutAt: p.at, optOutHow: p.how, optedOutBy: p.by, requestedChannel: null, requestedAt: null, ...account },
      ...(p.by === 'profile' ? { setWhere: sql`${messageConsents.optedOutAt} is null` } : {}),
    });
}

export async function insertMessage(db: Db, row: typeof messages.$inferInsert): Promise<MessageRow> {
  const [inserted] = await db.insert(messages).values(row).returning();
  return inserted!;
}

export async function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

export async function findByProvider(db: Db, channel: Channel, providerId: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(and(eq(messages.channel, channel), eq(messages.providerId, providerId)));
  return row;
}

/** Moves a message on, only from the state it was read in: two workers or two webhooks cannot both move it. */
export async function moveMessage(db: Db, id: string, from: State, to: { state: State; providerId?: string | null; error?: string | null }): Promise<MessageRow | undefined> {
  const [row] = await db
    .update(messages)
    .set({ ...to, updatedAt: sql`now()` })
    .where(and(eq(messages.id, id), eq(messages.state, from)))
    .returning();
  return row;
}

/** A state the provider reported; false when it was reported before (kept once). */
export async function insertEvent(db: Db, p: { messageId: string; state: State; at: Date; error: string | null }): Promise<boolean> {
  const rows = await db.insert(messageEvents).values(p).onConflictDoNothing().returning({ id: messageEvents.messageId });
  return rows.length > 0;
}

export async function hasFallback(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: messages.id }).from(messages).where(eq(messages.fallbackOf, id)).limit(1);
  return row !== undefined;
}

/**
 * Where a reply belongs: the customer's latest open request (by the phone on it), else their latest open
 * order, else the latest closed one of either.
 */
export async function latestSubjectOf(db: Db, phone: string): Promise<{ requestId: string | null; orderId: string | null }> {
  const [request] = await db
    .select({ id: partRequests.id, closed: sql<boolean>`${partRequests.status} in ('delivered', 'cancelled')` })
    .from(partRequests)
    .where(eq(partRequests.customerPhoneDigits, phone))
    .orderBy(sql`${partRequests.status} in ('delivered', 'cancelled')`, desc(partRequests.createdAt))
    .limit(1);
  if (request && !request.closed) return { requestId: request.id, orderId: null };
  // Orders keep the number without the leading 1 of North American numbers (orders/customer-keys.ts).
  const key = phone.length === 11 && phone.startsWith('1') ? phone.slice(1) : phone;
  const [order] = await db
    .select({ id: orders.id, closed: sql<boolean>`${orders.status} in ('delivered', 'cancelled')` })
    .from(orders)
    .where(eq(orders.phoneKey, key))
    .orderBy(sql`${orders.status} in ('delivered', 'cancelled')`, desc(orders.createdAt))
    .limit(1);
  if (order && !order.closed) return { requestId: null, orderId: order.id };
  if (request) return { requestId: request.id, orderId: null };
  return { requestId: null, orderId: order?.id ?? null };
}

/** A reply, once however often the provider delivers it; false for a repeat. */
export async function insertInbound(db: Db, row: typeof inboundMessages.$inferInsert): Promise<boolean> {
  const rows = await db.insert(inboundMessages).values(row).onConflictDoNothing().returning({ id: inboundMessages.id });
  return rows.length > 0;
}

export async function countUnread(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inboundMessages).where(isNull(inboundMessages.readAt));
  return Number(row?.n ?? 0);
}

/** The phone number on a payment's request or order, as the customer gave it (null when none was given). */
export async function phoneOfSubject(db: Db, subject: { requestId: string | null; orderId: string | null }): Promise<string | null> {
  if (subject.requestId) {
    const [row] = await db.select({ phone: partRequests.customerPhone }).from(partRequests).where(eq(partRequests.id, subject.requestId));
    return row?.phone ?? null;
  }
  if (!subject.orderId) return null;
  const [row] = await db.select({ phone: orders.customerPhone }).from(orders).where(eq(orders.id, subject.orderId));
  return row?.phone ?? null;
}
