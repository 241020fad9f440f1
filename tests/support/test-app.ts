import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app';
import { DEFAULT_LIMITS, loadConfig, type Config, type RateLimits } from '../../src/server/config';
import { createMailer, type Mailer } from '../../src/server/lib/mail/mailer';
import { createPasswordHasher } from '../../src/server/lib/passwords';
import { createTestDatabase, type TestDatabase } from './databases';
import { readMail, startSmtp } from './smtp-peer';

/** Same algorithm as production, a cheaper cost, so a test file can sign up dozens of users quickly. */
export const TEST_SCRYPT = { N: 2 ** 12, r: 8, p: 1 };

const silentLog = { info() {}, warn() {}, error() {} };

export type TestApp = {
  app: FastifyInstance;
  db: TestDatabase;
  mailer: Mailer;
  config: Config;
  /**
   * With `inbox: true`, what the SMTP peer received for `to`, oldest first, once the mail in flight has
   * gone: the only place a reset, manage or confirmation link can be read (the outbox hides them).
   */
  inbox(to: string): Promise<{ subject: string; text: string }[]>;
  close(): Promise<void>;
};

export async function createTestApp(
  opts: {
    limits?: Partial<RateLimits>;
    smtpUrl?: string;
    /** Send mail to a real SMTP peer on loopback and read it with `inbox` (not with smtpUrl). */
    inbox?: boolean;
    env?: Record<string, string>;
    mailBackoffMs?: number;
    /** Told of every SQL statement the app sends. */
    onQuery?: (sql: string) => void;
    /** Test doubles for outside services (OCR, the resolver of web-image downloads); onRoute sees every route. */
    deps?: Pick<AppDeps, 'ocr' | 'webImageFetch' | 'onRoute'>;
    /** A built web app to serve (a folder with index.html); none by default. */
    webDir?: string;
    /** Start from a copy of a database with the demo data (tests/support/databases.ts) instead of an empty one. */
    seeded?: boolean;
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase({ onQuery: opts.onQuery, seeded: opts.seeded });
  const smtp = opts.inbox ? await startSmtp() : undefined;
  const smtpUrl = opts.smtpUrl ?? smtp?.url;
  const config: Config = {
    // The memory index of the catalogue is off unless a test asks for it: its build reads the parts in the
    // background, which tests counting statements would count. catalogue-index.test.ts holds it to the
    // database's answers; the end-to-end tests run the server with it on, as npm start does.
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: db.dataDir, PUBLIC_URL: 'http://shop.test', CATALOGUE_INDEX: 'database', ...opts.env }),
    webDir: opts.webDir,
    smtpUrl,
    // Test files create many accounts from one address; the sign-up limit has its own test.
    limits: { ...DEFAULT_LIMITS, signupPerIp: 10_000, ...opts.limits },
  };
  const mailer = createMailer({
    db: db.database.db,
    smtpUrl,
    from: config.mailFrom,
    log: silentLog,
    // Retries are due at once unless a test asks otherwise.
    baseBackoffMs: opts.mailBackoffMs ?? 0,
  });
  const app = await buildApp({ ...opts.deps, config, database: db.database, hasher: createPasswordHasher(TEST_SCRYPT), mailer, logger: process.env.TEST_LOG ? { level: "error" } : false });
  await app.ready();
  return {
    app,
    db,
    mailer,
    config,
    async inbox(to) {
      if (!smtp) throw new Error('createTestApp({ inbox: true }) reads the mail an SMTP peer received');
      await mailer.settle();
      const mine = smtp.received.filter((m) => m.to.includes(to.toLowerCase()));
      return Promise.all(mine.map(async (m) => readMail(m)));
    },
    async close() {
      await app.close();
      await mailer.stop();
      await smtp?.close();
      await db.drop();
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'customer'): string {
  counter++;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const STRONG_PASSWORD = 'Montego-bay-brakes-77';

/** The session cookie from a response, as a Cookie header value. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'sid');
  if (!c) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `sid=${c.value}`;
}

export async function signUp(
  app: FastifyInstance,
  over: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
) {
  const body = { email: uniqueEmail(), password: STRONG_PASSWORD, firstName: 'Keisha', lastName: 'Campbell', ...over };
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return { ...body, cookie: sessionCookie(res), json: res.json() as { isFirstUser: boolean; user: { id: string; role: string } } };
}

/** Rows of a raw query; both PGlite and node-postgres answer `{ rows }`. */
export async function rows<T>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.db.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The first capture of `pattern` in the newest mail the SMTP peer received for `to` that has it (needs
 * `createTestApp({ inbox: true })`): how tests read a reset, manage or confirmation link, as its customer does.
 */
export async function fromInbox(t: TestApp, to: string, pattern: RegExp): Promise<string> {
  const found = (await t.inbox(to)).map((m) => pattern.exec(m.text)?.[1]).filter((x): x is string => x !== undefined);
  if (found.length === 0) throw new Error(`no mail to ${to} matches ${pattern}`);
  return found.at(-1)!;
}
