import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findConsent } from '../../modules/messaging/repository';
import type { MessagingService } from '../../modules/messaging/service';
import { displayPhone, normalisePhone } from '../../../shared/phone';
import type { Conversation, Inbox, InboxReply, PhoneUpdates, RepliesMarked, RepliesQuery, Reply, UnreadReplies } from '../../../shared/schemas/messaging';
import * as repo from './repository';

// What staff see of the WhatsApp and SMS updates (docs/messaging.md, "What staff see"): each request's
// and order's messages with every state reported, beside its e-mails, and the customers' replies. A
// reply stays unread until staff mark it: opening a conversation marks nothing, so the badge counts only
// what someone has said they read.

const PAGE_SIZE = 20;
// The words the request and order screens already answer with for a missing record.
const REQUEST_NOT_FOUND = 'Request Not Found';
const ORDER_NOT_FOUND = 'Order Not Found';

export type StaffMessagingDeps = { db: Db; messaging: MessagingService };

function replyView(row: repo.InboundRow): Reply {
  return {
    id: row.id,
    channel: row.channel,
    text: row.text,
    kind: row.kind,
    receivedAt: row.receivedAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

function inboxView(row: repo.InboxRow): InboxReply {
  const subject =
    row.requestId && row.requestNumber
      ? { kind: 'request' as const, id: row.requestId, number: row.requestNumber }
      : row.orderId && row.orderNumber
        ? { kind: 'order' as const, id: row.orderId, number: row.orderNumber }
        : null;
  return { ...replyView(row), phone: displayPhone(row.phone), subject };
}

export function createStaffMessagingService(deps: StaffMessagingDeps) {
  const { db } = deps;

  /** The choice on the customer's number; a number with no choice, or none that can get messages, is e-mail only (null). */
  async function updatesOf(phone: string | null): Promise<PhoneUpdates | null> {
    const digits = phone ? normalisePhone(phone) : null;
    const consent = digits ? await findConsent(db, digits) : undefined;
    if (!consent) return null;
    return {
      channel: consent.channel,
      // A STOP from a number that never chose leaves a row that only says so.
      optedInAt: consent.source === 'none' ? null : consent.optedInAt.toISOString(),
      optedOutAt: consent.optedOutAt?.toISOString() ?? null,
      optOutHow: consent.optOutHow,
      source: consent.source,
      ...(consent.requestedChannel && consent.requestedAt ? { requested: { channel: consent.requestedChannel, at: consent.requestedAt.toISOString() } } : {}),
    };
  }

  async function conversationOf(key: repo.SubjectKey, subject: repo.SubjectRow): Promise<Conversation> {
    const [updates, messages, replies, emails] = await Promise.all([
      updatesOf(subject.phone),
      repo.messagesOf(db, key),
      repo.repliesOf(db, key),
      repo.emailsAbout(db, subject),
    ]);
    const events = await repo.eventsOf(
      db,
      messages.map((m) => m.id),
    );
    return {
      sending: deps.messaging.channels(),
      updates,
      messages: messages.map((m) => ({
        id: m.id,
        channel: m.channel,
        kind: m.kind,
        body: m.body,
        state: m.state,
        error: m.error,
        fallbackOf: m.fallbackOf,
        createdAt: m.createdAt.toISOString(),
        updatedAt: m.updatedAt.toISOString(),
        events: events.filter((e) => e.messageId === m.id).map((e) => ({ state: e.state, at: e.at.toISOString(), error: e.error })),
      })),
      emails: emails.map((e) => ({ id: e.id, kind: e.kind, subject: e.subject, status: e.status, createdAt: e.createdAt.toISOString(), sentAt: e.sentAt?.toISOString() ?? null })),
      replies: replies.map(replyView),
    };
  }

  return {
    /** GET /api/admin/part-requests/:id/conversation. */
    async requestConversation(id: string): Promise<Conversation> {
      const request = await repo.findRequest(db, id);
      if (!request) throw new AppError('not_found', REQUEST_NOT_FOUND);
      return conversationOf({ requestId: request.id }, request);
    },

    /** GET /api/admin/orders/:orderNumber/conversation. */
    async orderConversation(orderNumber: string): Promise<Conversation> {
      const order = await repo.findOrder(db, orderNumber);
      if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
      return conversationOf({ orderId: order.id }, order);
    },

    /** GET /api/admin/replies: unread first, then newest first. */
    async inbox(query: RepliesQuery): Promise<Inbox> {
      const { rows, total, unread } = await repo.listReplies(db, { unreadOnly: query.unread, limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE });
      return {
        replies: rows.map(inboxView),
        unreadCount: unread,
        pagination: { page: query.page, total, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)) },
      };
    },

    async unread(): Promise<UnreadReplies> {
      return { count: await deps.messaging.unread() };
    },

    /** POST /api/admin/replies/read: a reply read before keeps the time it was first marked; an unknown id changes nothing. */
    async markRead(ids: string[], now = new Date()): Promise<RepliesMarked> {
      const marked = await repo.markRead(db, [...new Set(ids)], now);
      return { marked, unread: await deps.messaging.unread() };
    },
  };
}

export type StaffMessagingService = ReturnType<typeof createStaffMessagingService>;
