import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { JobQueue } from './lib/jobs/queue';
import type { Mailer } from './lib/mail/mailer';
import type { MessagingService } from './modules/messaging/service';
import type { CounterStore } from './lib/rate-limit-store';
import type { ObjectStore } from './lib/storage/object-store';
import type { ServiceLog } from './plugins/request-log';
import type { PageChecks } from './plugins/static-web';

/** What every feature is built from; buildApp makes one and hands it to each. */
export type FeatureDeps = {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** WhatsApp and SMS updates, to numbers whose owners chose them (modules/messaging; decision 016). */
  messaging: MessagingService;
  /** Background work: features define their jobs while being built (lib/jobs/queue.ts). */
  jobs: JobQueue;
  /** Attempt counts every server shares (PostgreSQL); undefined on the embedded database, where they stay in memory. */
  counters: CounterStore | undefined;
  /** Every stored file (photos, slips, the gallery): this server's disk or the shared bucket. */
  storage: ObjectStore;
  /** Writes through the current request's logger when there is one, so a service's lines carry its id. */
  log: ServiceLog;
  /** Where links in e-mails point: PUBLIC_URL, or this server on localhost. */
  publicUrl: string;
};

/**
 * One feature as buildApp registers it, its services already made. `register` adds its public routes and
 * whatever it puts on the app itself (decorations tests reach, timers started by listen()); `registerAdmin`
 * adds its staff routes inside the admin scope, behind the one requireAdmin gate.
 */
export type Feature = {
  register?(app: FastifyInstance): Promise<void>;
  registerAdmin?(admin: FastifyInstance): Promise<void>;
  /**
   * Web pages whose address names a record this feature keeps: whether it exists, so the page is served
   * with 404 (the app's not-found page) when it does not. `params` are the path's `:name` segments.
   */
  pages?: PageChecks;
};
