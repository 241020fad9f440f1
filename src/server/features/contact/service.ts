import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail/mailer';
import { ADMIN_MESSAGES_PAGE_SIZE } from '../../../shared/constants';
import type {
  ContactInput,
  ContactMessage,
  ContactMessageList,
  ContactMessageListQuery,
  ContactSent,
} from '../../../shared/schemas/contact';
import { contactMessageStoreEmail } from './emails';
import * as repo from './repository';

export type ContactServiceDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  storeEmail: string;
  log: Pick<FastifyBaseLogger, 'error'>;
};

export const MESSAGE_NOT_FOUND = 'Message not found';

function toMessage(row: repo.ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export function createContactService(deps: ContactServiceDeps) {
  const { db, mailer, log } = deps;
  const adminLink = `${deps.publicUrl}/admin/messages`;

  return {
    /**
     * docs/choices.md #17: the message is stored before anyone is told it was sent. The e-mail to support goes
     * through the durable outbox; if even that fails the message is still stored and listed for staff,
     * so the failure is logged rather than turned into an error for the sender.
     */
    async send(input: ContactInput): Promise<ContactSent> {
      const row = await repo.insertMessage(db, {
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        subject: input.subject,
        message: input.message,
        orderNumber: input.orderNumber ?? null,
      });
      try {
        await mailer.send(contactMessageStoreEmail({ message: { ...input, id: row.id }, storeEmail: deps.storeEmail, adminLink }));
      } catch (err) {
        log.error({ err, contactMessageId: row.id }, 'could not queue the contact message e-mail');
      }
      return { id: row.id, message: 'Message Sent', createdAt: row.createdAt.toISOString() };
    },

    async list(query: ContactMessageListQuery): Promise<ContactMessageList> {
      const { rows, total, unread } = await repo.listMessages(db, {
        unreadOnly: query.filter === 'unread',
        limit: ADMIN_MESSAGES_PAGE_SIZE,
        offset: (query.page - 1) * ADMIN_MESSAGES_PAGE_SIZE,
      });
      return {
        messages: rows.map(toMessage),
        unreadCount: unread,
        pagination: { page: query.page, total, totalPages: Math.max(1, Math.ceil(total / ADMIN_MESSAGES_PAGE_SIZE)) },
      };
    },

    async markRead(id: string, read: boolean): Promise<ContactMessage> {
      const row = await repo.setRead(db, id, read);
      if (!row) throw new AppError('not_found', MESSAGE_NOT_FOUND);
      return toMessage(row);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
