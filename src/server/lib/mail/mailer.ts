import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { OutboxStatus } from '../../../shared/schemas/outbox';
import type { JobQueue } from '../jobs/queue';
import * as outbox from './outbox-repository';

export type MailMessage = {
  /** What the message is for (password-reset, quote, …), shown to staff in the outbox. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Parts of the text that let the reader act as the customer (a reset, manage or confirmation link's
   * token): the outbox stores and shows the message with them hidden, and only the mail server is given
   * them (docs/outbox.md).
   */
  secrets?: string[];
};

/** What staff read in place of a secret. */
export const HIDDEN_SECRET = '[hidden: sent only to the customer]';

function hideSecrets(body: string, secrets: readonly string[]): string {
  return secrets.reduce((text, secret) => (secret ? text.split(secret).join(HIDDEN_SECRET) : text), body);
}

export type Mailer = {
  transport: 'smtp' | 'outbox';
  /** Stores the message durably, then (with SMTP) starts delivering it without making the caller wait. */
  send(message: MailMessage): Promise<{ id: string; status: OutboxStatus }>;
  /**
   * Stores the message in the caller's transaction (the transactional outbox): it exists exactly when the
   * change it tells of was committed. Call `afterCommit` once it is; a server that dies before that leaves
   * the message to the sweep, which sends it within a minute.
   */
  stage(tx: Db, message: MailMessage): Promise<{ id: string; status: OutboxStatus; afterCommit: () => Promise<void> }>;
  /** Tries every due message once; returns how many were accepted by the SMTP server. */
  deliverDue(): Promise<number>;
  /** Waits for deliveries already started (tests and shutdown). */
  settle(): Promise<void>;
  waiting(): Promise<number>;
  list: (opts: { status?: OutboxStatus; limit: number; offset: number }) => ReturnType<typeof outbox.listMessages>;
  /**
   * Hands delivery to the job queue (buildApp does this): each message becomes a `mail-deliver` job, and
   * a `mail-sweep` job every minute retries what is due, so with several servers each message is tried by
   * one of them, and a message whose server died before trying is still sent. Without a queue (the
   * mailer alone, in tests of it) sending starts at once and start() runs the sweep on a timer.
   */
  useQueue(queue: JobQueue): void;
  start(): void;
  stop(): Promise<void>;
};

export type MailerOptions = {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often the retry loop looks for due messages. */
  retryIntervalMs?: number;
  /** First retry delay; doubles per failed attempt up to an hour. */
  baseBackoffMs?: number;
};

// Longer than one delivery can take (smtpTransportOptions' timeouts), so a lease only runs out when its server died
// holding it; then the sweep sends the message again within a minute of the lease ending.
const LEASE_MS = 60 * 1000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/**
 * The one way the store sends e-mail (docs/choices.md #16). Every message is written to the outbox first.
 * Without SMTP_URL it stays there as 'held' for staff to read at /admin/outbox. With SMTP_URL it is
 * 'pending' until the server accepts it; a refusal is recorded and retried with backoff, never dropped.
 */
export function createMailer(opts: MailerOptions): Mailer {
  const { db, log } = opts;
  const retryIntervalMs = opts.retryIntervalMs ?? 30_000;
  const baseBackoffMs = opts.baseBackoffMs ?? 30_000;
  const transporter = opts.smtpUrl
    ? nodemailer.createTransport(smtpTransportOptions(opts.smtpUrl))
    : undefined;
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let queue: JobQueue | undefined;

  async function deliver(id: string): Promise<boolean> {
    if (!transporter) return false;
    const row = await outbox.leaseMessage(db, id, LEASE_MS);
    if (!row) return false;
    try {
      await transporter.sendMail({
        // The same Message-ID on every try: if a server dies after the mail server took a message but
        // before it was marked sent, the message goes again, and the recipient's mail system can tell it
        // is the same one (SMTP cannot be asked whether it already has it).
        messageId: messageIdOf(row.id, opts.from),
        from: opts.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.sealedText ?? row.textBody,
        html: row.sealedHtml ?? row.htmlBody ?? undefined,
      });
      await outbox.markSent(db, id);
      log.info({ mailId: id, kind: row.kind }, 'mail sent');
      return true;
    } catch (err) {
      const retryIn = Math.min(baseBackoffMs * 2 ** row.attempts, MAX_BACKOFF_MS);
      const reason = err instanceof Error ? err.message : String(err);
      await outbox.markFailed(db, id, reason, retryIn);
      log.warn({ mailId: id, kind: row.kind, err: reason, retryInMs: retryIn }, 'mail refused; kept for retry');
      return false;
    }
  }

  function track<T>(p: Promise<T>): Promise<T> {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p)).catch(() => {});
    return p;
  }

  async function deliverDue(): Promise<number> {
    let accepted = 0;
    for (const id of await outbox.dueMessageIds(db, 50)) if (await deliver(id)) accepted++;
    return accepted;
  }

  async function stage(tx: Db, message: MailMessage) {
    const status: OutboxStatus = transporter ? 'pending' : 'held';
    const secrets = message.secrets?.filter(Boolean) ?? [];
    // A held message is read only by staff, so its secret is not kept at all: without SMTP such a link
    // never leaves the store.
    const sealed = secrets.length > 0 && transporter;
    const row = await outbox.insertMessage(tx, {
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      textBody: hideSecrets(message.text, secrets),
      htmlBody: message.html === undefined ? null : hideSecrets(message.html, secrets),
      sealedText: sealed ? message.text : null,
      sealedHtml: sealed ? (message.html ?? null) : null,
      status,
      nextAttemptAt: transporter ? new Date() : null,
    });
    const afterCommit = async () => {
      if (transporter && queue) {
        // If this send fails the message is still in the outbox, and the next sweep sends it.
        await queue.send('mail-deliver', { mailId: row.id }, { key: row.id }).catch((err: unknown) => log.error({ err, mailId: row.id }, 'mail not queued; the sweep will send it'));
      } else if (transporter) {
        track(deliver(row.id)).catch((err: unknown) => log.error({ err, mailId: row.id }, 'mail delivery crashed'));
      } else {
        log.info({ mailId: row.id, kind: message.kind }, 'mail held in outbox (no SMTP_URL)');
      }
    };
    return { id: row.id, status, afterCommit };
  }

  return {
    transport: transporter ? 'smtp' : 'outbox',
    async send(message) {
      const { afterCommit, ...stored } = await stage(db, message);
      await afterCommit();
      return stored;
    },
    stage,
    deliverDue: () => track(deliverDue()),
    async settle() {
      if (queue) await queue.drain(['mail-deliver']);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    useQueue(q) {
      queue = q;
      // A refusal is recorded in the outbox and retried by the sweep with the outbox's own backoff, so the
      // job itself only fails (and is retried by the queue) when the database could not be reached.
      q.define<{ mailId: string }>({ name: 'mail-deliver', label: 'Send an e-mail', policy: 'stately', batchSize: 20, expireInSeconds: 60, handler: async ({ mailId }) => void (await deliver(mailId)) });
      q.define({ name: 'mail-sweep', label: 'Retry e-mails the mail server refused', policy: 'singleton', every: '* * * * *', retryLimit: 0, handler: async () => void (await deliverDue()) });
    },
    waiting: () => outbox.countWaiting(db),
    list: (o) => outbox.listMessages(db, o),
    start() {
      if (!transporter || timer || queue) return;
      timer = setInterval(() => {
        track(deliverDue()).catch((err: unknown) => log.error({ err }, 'mail retry loop failed'));
      }, retryIntervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      transporter?.close();
    },
  };
}

/** `<outbox-id@sender's domain>`: stable across tries of one message, unique between messages. */
export function messageIdOf(id: string, from: string): string {
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'yaadparts.invalid';
  return `<${id}@${domain}>`;
}

/**
 * Nodemailer's settings for SMTP_URL: smtp://user:pass@host:port (STARTTLS when offered) or smtps:// (TLS
 * from the start), pooled, with timeouts. The order benchmark sends with the same ones.
 */
export function smtpTransportOptions(url: string) {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    // Connections are kept and reused: a mail server greets a new one only after a pause (ours in the
    // tests waits 100 ms, real ones often longer), which made a burst of order e-mails go at 4 a second.
    pool: true,
    maxConnections: 3,
    maxMessages: 100,
  };
}
