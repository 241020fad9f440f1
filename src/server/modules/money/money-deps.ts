import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mail/mailer';
import type { MessagingService } from '../messaging/service';

/**
 * What every service that records money needs (a part request's payments, a shop order's, staff's
 * actions on one payment): the ledger's database, and what the one receipt sender (send-receipt.ts) uses
 * to e-mail the receipt and say "we received J$…" on WhatsApp or by SMS once the money is committed.
 */
export type MoneyDeps = {
  db: Db;
  mailer: Mailer;
  /** The WhatsApp or SMS "payment received" beside the receipt e-mail (docs/messaging.md). */
  messaging: Pick<MessagingService, 'sendAfterCommit'>;
  publicUrl: string;
  store: Config['store'];
  log: Pick<FastifyBaseLogger, 'error'>;
};
