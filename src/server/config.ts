import path from 'node:path';
import { EnvSchema } from './env-schema';
import { DEFAULT_LIMITS, type RateLimits } from './rate-limits';
import { checkServiceSettings, serviceSettings, type S3Settings, type SmsConfig, type StripeConfig, type WebImageSearchConfig, type WhatsappConfig, type WipayConfig } from './service-settings';
import type { MessagingReach } from './messaging-reach-settings';

// The variables are read by env-schema.ts, the limits are in rate-limits.ts and the outside services'
// settings in service-settings.ts; importers keep taking them from here.
export { parseTrustProxy } from './env-schema';
export { DEFAULT_LIMITS, type RateLimits } from './rate-limits';
export type { S3Settings, SmsConfig, StripeConfig, WhatsappConfig, WipayConfig } from './service-settings';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /**
   * Which X-Forwarded-For hops to believe, in Fastify's trustProxy form: false (none: the socket's peer
   * is the client), a number of proxies in front of us, or the proxies' addresses and CIDR ranges.
   * Never `true`: that believes every hop, so a client could name its own address and dodge the limits.
   */
  trustProxy: false | number | string;
  /**
   * A real deployment: NODE_ENV=production or an https PUBLIC_URL. Turns on the Secure cookie flag and
   * HSTS, and closes "the first account becomes admin" (the first admin comes from the admin command or
   * the one-time setup token printed at start).
   */
  deployed: boolean;
  /**
   * What this process does: `all` (the default) serves the store and works the job queue; `web` serves
   * only, sending jobs for a worker; `worker` works the jobs and answers only the health check.
   */
  role: 'all' | 'web' | 'worker';
  dataDir: string;
  /** Uploaded files (photos, gallery images) live beside the database, under DATA_DIR. */
  uploadsDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** Memory each server keeps catalogue search answers in (CATALOGUE_CACHE_MB; features/catalogue/search-cache.ts), in bytes. */
  catalogueCacheBytes: number;
  /** Where catalogue searches are worked out (CATALOGUE_INDEX; features/catalogue/search-index/): this server's memory index, or always the database. */
  catalogueIndex: 'memory' | 'database';
  /** The embedded database's shared buffers, in MB (EMBEDDED_DB_BUFFERS_MB; db/client.ts). Unused with DATABASE_URL. */
  embeddedBuffersMb: number;
  sessionTtlMs: number;
  /** A session ends this long after sign-in however much it is used; then sign-in is needed again. */
  sessionMaxMs: number;
  /** Directory of the built web app; absent in API-only tests. */
  webDir: string | undefined;
  store: {
    name: string;
    tagline: string;
    slogan: string;
    address: string;
    phone: string;
    whatsapp: string;
    email: string;
    hours: string;
  };
  limits: RateLimits;
  /** Card payments (docs/choices.md #20): all three keys, or none and the shop takes pay-at-pickup only. */
  stripe: StripeConfig | undefined;
  /** Card payments through WiPay's hosted page (docs/payments.md): account number and API key, or off. */
  wipay: WipayConfig | undefined;
  /** WhatsApp updates (docs/messaging.md): all four WHATSAPP_* secrets set, or off. */
  whatsapp: WhatsappConfig | undefined;
  /** SMS updates through Twilio: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM set, or off. */
  sms: SmsConfig | undefined;
  /** The countries WhatsApp and SMS go to and their daily caps per number and per client address. */
  messagingReach: MessagingReach;
  /** Web image search (docs/choices.md #20): both Google keys, or none and the search answers 503. */
  webImageSearch: WebImageSearchConfig | undefined;
  /** Stored files in an S3-compatible bucket (S3_BUCKET set), or on this server's disk under uploadsDir. */
  s3: S3Settings | undefined;
  /**
   * Where browsers fetch the gallery's public files from instead of this server (a CDN or the bucket's
   * public address); without it the server serves them itself. Never used for private files.
   */
  storagePublicUrl: string | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (DATABASE_URL= in a .env file) means "not set".
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Configuration error: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  // The one notion of a deployed store: it decides the Secure cookies, who may become admin, WiPay's
  // default mode and the refusal of every test-only setting, so no two of them can disagree.
  const deployed = e.NODE_ENV === 'production' || Boolean(e.PUBLIC_URL?.startsWith('https://'));
  const dataDir = path.resolve(e.DATA_DIR);
  const messagingPrefixes = checkServiceSettings(e, deployed);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    deployed,
    role: e.SERVER_ROLE,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.STORE_NAME} <${e.STORE_EMAIL}>`,
    logLevel: e.LOG_LEVEL,
    catalogueCacheBytes: e.CATALOGUE_CACHE_MB * 1024 * 1024,
    catalogueIndex: e.CATALOGUE_INDEX,
    embeddedBuffersMb: e.EMBEDDED_DB_BUFFERS_MB,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    sessionMaxMs: Math.max(e.SESSION_MAX_DAYS, e.SESSION_TTL_DAYS) * 24 * 60 * 60 * 1000,
    webDir: path.resolve('dist/web'),
    store: {
      name: e.STORE_NAME,
      tagline: e.STORE_TAGLINE,
      slogan: e.STORE_SLOGAN,
      address: e.STORE_ADDRESS,
      phone: e.STORE_PHONE,
      whatsapp: e.STORE_WHATSAPP,
      email: e.STORE_EMAIL,
      hours: e.STORE_HOURS,
    },
    limits: DEFAULT_LIMITS,
    ...serviceSettings(e, deployed, messagingPrefixes),
  };
}
