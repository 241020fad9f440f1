import path from 'node:path';
import { z } from 'zod';
import { DEMO_STORE } from '../shared/constants';
import { DEFAULT_UNCONFIRMED_SHARE_OF_STOCK, DEFAULT_UNCONFIRMED_UNITS_PER_ADDRESS } from '../shared/orders';
import type { WebImageSearchConfig } from './lib/web-image-search';
import { parseMessagingCountries, type MessagingReach } from './modules/messaging/reach';
import { DEFAULT_EMBEDDED_BUFFERS_MB } from './db/embedded-settings';

// The environment, parsed once at boot. A bad value stops the start with one clear line.
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (typeof parsed === 'string' && parsed.startsWith('!')) {
        ctx.addIssue({ code: 'custom', message: parsed.slice(1) });
        return z.NEVER;
      }
      return parsed;
    }),
  DATA_DIR: z.string().default('./data'),
  SERVER_ROLE: z.enum(['all', 'web', 'worker'], { error: 'SERVER_ROLE must be all, web or worker' }).default('all'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.string().url('PUBLIC_URL must be a full URL such as https://yaadparts.example').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().optional(),
  CATALOGUE_CACHE_MB: z.coerce
    .number({ error: 'CATALOGUE_CACHE_MB must be a number of megabytes (0 keeps no search answers)' })
    .int('CATALOGUE_CACHE_MB must be a whole number of megabytes')
    .min(0, 'CATALOGUE_CACHE_MB must be 0 or more')
    .max(4096, 'CATALOGUE_CACHE_MB must be at most 4096')
    .default(16),
  CATALOGUE_INDEX: z
    .enum(['memory', 'database'], { error: 'CATALOGUE_INDEX must be memory or database' })
    .default('memory'),
  EMBEDDED_DB_BUFFERS_MB: z.coerce
    .number({ error: 'EMBEDDED_DB_BUFFERS_MB must be a number of megabytes' })
    .int('EMBEDDED_DB_BUFFERS_MB must be a whole number of megabytes')
    .min(16, 'EMBEDDED_DB_BUFFERS_MB must be at least 16')
    .max(1024, 'EMBEDDED_DB_BUFFERS_MB must be at most 1024')
    .default(DEFAULT_EMBEDDED_BUFFERS_MB),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  STORE_NAME: z.string().default(DEMO_STORE.name),
  STORE_TAGLINE: z.string().default(DEMO_STORE.tagline),
  STORE_SLOGAN: z.string().default(DEMO_STORE.slogan),
  STORE_ADDRESS: z.string().default(DEMO_STORE.address),
  STORE_PHONE: z.string().default(DEMO_STORE.phone),
  STORE_WHATSAPP: z.string().default(DEMO_STORE.whatsapp),
  STORE_EMAIL: z.string().email('STORE_EMAIL must be an e-mail address').default(DEMO_STORE.email),
  STORE_HOURS: z.string().default(DEMO_STORE.hours),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)').optional(),
  STRIPE_API_URL: z.string().regex(/^https?:\/\/[^/]+\/?$/, 'STRIPE_API_URL must be a scheme and host such as http://127.0.0.1:12111').optional(),
  WIPAY_ACCOUNT_NUMBER: z.string().trim().regex(/^\d{6,20}$/, 'WIPAY_ACCOUNT_NUMBER must be the digits of a WiPay business account number').optional(),
  WIPAY_API_KEY: z.string().trim().min(3, 'WIPAY_API_KEY looks too short for a WiPay API key').optional(),
  WIPAY_ENVIRONMENT: z.enum(['live', 'sandbox'], { error: 'WIPAY_ENVIRONMENT must be live or sandbox' }).optional(),
  WIPAY_COUNTRY_CODE: z.enum(['JM', 'TT', 'BB', 'GD', 'GY'], { error: 'WIPAY_COUNTRY_CODE must be one of JM, TT, BB, GD, GY' }).default('JM'),
  WIPAY_CURRENCY: z.string().trim().regex(/^[A-Z]{3}$/, 'WIPAY_CURRENCY must be a currency code such as JMD').default('JMD'),
  WIPAY_FEE_STRUCTURE: z
    .enum(['customer_pay', 'merchant_absorb', 'split'], { error: 'WIPAY_FEE_STRUCTURE must be customer_pay, merchant_absorb or split' })
    .default('merchant_absorb'),
  WIPAY_API_URL: z.string().regex(/^https?:\/\/[^/]+\/?$/, 'WIPAY_API_URL must be a scheme and host such as http://127.0.0.1:12113').optional(),
  S3_BUCKET: z.string().trim().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots and dashes)').optional(),
  S3_REGION: z.string().trim().regex(/^[a-z0-9-]+$/, 'S3_REGION must be a region such as us-east-1 (auto for Cloudflare R2)').default('us-east-1'),
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a full URL such as https://<account>.r2.cloudflarestorage.com').optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(3, 'S3_ACCESS_KEY_ID looks too short for an access key').optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(3, 'S3_SECRET_ACCESS_KEY looks too short for a secret key').optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false' }).default('false'),
  S3_PREFIX: z.string().trim().regex(/^(?:[a-z0-9-]+\/)*$/, 'S3_PREFIX must be folder names ending in a slash, such as yaad/').default(''),
  STORAGE_PUBLIC_URL: z.string().url('STORAGE_PUBLIC_URL must be a full URL such as https://images.yaadparts.example').optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().trim().min(20, 'WHATSAPP_ACCESS_TOKEN looks too short for a WhatsApp Cloud API access token').optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().trim().regex(/^\d{6,20}$/, 'WHATSAPP_PHONE_NUMBER_ID must be the digits of the phone number id Meta gives').optional(),
  WHATSAPP_APP_SECRET: z.string().trim().min(16, 'WHATSAPP_APP_SECRET looks too short for a Meta app secret').optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().trim().min(16, 'WHATSAPP_VERIFY_TOKEN must be at least 16 characters (any secret you choose)').optional(),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().trim().regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'WHATSAPP_TEMPLATE_LANGUAGE must be a language code such as en or en_US').default('en'),
  WHATSAPP_API_VERSION: z.string().trim().regex(/^v\d+\.\d+$/, 'WHATSAPP_API_VERSION must be a Graph API version such as v21.0').default('v21.0'),
  WHATSAPP_API_URL: z.string().regex(/^https?:\/\/[^/]+\/?$/, 'WHATSAPP_API_URL must be a scheme and host such as http://127.0.0.1:12114').optional(),
  TWILIO_ACCOUNT_SID: z.string().trim().regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO_ACCOUNT_SID must be a Twilio account SID (AC and 32 hex digits)').optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(16, 'TWILIO_AUTH_TOKEN looks too short for a Twilio auth token').optional(),
  TWILIO_FROM: z.string().trim().regex(/^(\+\d{8,15}|MG[0-9a-fA-F]{32})$/, 'TWILIO_FROM must be the sending number in +E.164 form or a messaging service SID (MG…)').optional(),
  TWILIO_API_URL: z.string().regex(/^https?:\/\/[^/]+\/?$/, 'TWILIO_API_URL must be a scheme and host such as http://127.0.0.1:12115').optional(),
  // Where WhatsApp and SMS may go, and how many a day (src/server/modules/messaging/reach.ts).
  MESSAGING_COUNTRIES: z.string().trim().default('JM'),
  MESSAGING_DAILY_PER_NUMBER: z.coerce.number().int().min(1).max(1000).default(10),
  MESSAGING_DAILY_PER_ADDRESS: z.coerce.number().int().min(1).max(10000).default(20),
  GOOGLE_API_KEY: z.string().trim().min(10, 'GOOGLE_API_KEY looks too short for a Google API key').optional(),
  GOOGLE_CSE_ID: z.string().trim().min(5, 'GOOGLE_CSE_ID looks too short for a search engine id').optional(),
  GOOGLE_SEARCH_API_URL: z.string().regex(/^https?:\/\/[^/]+\/?$/, 'GOOGLE_SEARCH_API_URL must be a scheme and host such as http://127.0.0.1:12112').optional(),
});

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

export type S3Settings = {
  bucket: string;
  region: string;
  /** For services other than AWS S3 (R2, Spaces, MinIO); the SDK's AWS address when unset. */
  endpoint: string | undefined;
  /** Both, or neither and the SDK's own chain (instance role, AWS_* variables) supplies them. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (MinIO and most self-hosted services) rather than in the host name. */
  forcePathStyle: boolean;
  /** Put in front of every key: '' or folders ending in '/'. */
  prefix: string;
};

export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK sends its calls instead of api.stripe.com: a local stand-in, for tests only. */
  apiUrl: string | undefined;
};

export type WipayConfig = {
  accountNumber: string;
  /** Never sent anywhere: it only checks the hash on WiPay's answers. */
  apiKey: string;
  environment: 'live' | 'sandbox';
  countryCode: string;
  currency: string;
  feeStructure: 'customer_pay' | 'merchant_absorb' | 'split';
  /** Where payment requests go: https://{country}.wipayfinancial.com, or a local stand-in in tests. */
  apiUrl: string;
};

export type WhatsappConfig = {
  accessToken: string;
  phoneNumberId: string;
  /** Checks the X-Hub-Signature-256 on webhook deliveries; never sent. */
  appSecret: string;
  /** Meta sends it back when the webhook is subscribed; we answer only when it matches. */
  verifyToken: string;
  templateLanguage: string;
  apiVersion: string;
  /** https://graph.facebook.com, or a local stand-in in tests. */
  apiUrl: string;
};

export type SmsConfig = {
  accountSid: string;
  /** Authenticates our calls and checks the signature on Twilio's; never logged. */
  authToken: string;
  /** The sending number (+E.164) or messaging service (MG…). */
  from: string;
  /** https://api.twilio.com, or a local stand-in in tests. */
  apiUrl: string;
};

/** Attempts allowed per window; tests lower them to see the 429 quickly. */
export type RateLimits = {
  windowMs: number;
  signInPerIp: number;
  /**
   * Wrong passwords on one account before its attempts are slowed. Then each attempt waits
   * signInFirstDelayMs × 2^(failures − signInFreeFailures), at most signInMaxDelayMs, before it is
   * checked: guessing slows to a crawl while the owner, with the right password, still gets in.
   */
  signInFreeFailures: number;
  signInFirstDelayMs: number;
  signInMaxDelayMs: number;
  forgotPerIp: number;
  forgotPerEmail: number;
  /**
   * Accounts created from one address. Generous, as many Jamaican phones share a carrier's address
   * (CGNAT), but it stops a script filling the user table and the outbox.
   */
  signupPerIp: number;
  /** Part requests submitted from one address. */
  requestCreatePerIp: number;
  /** Shop orders placed from one address: a family's shopping, not a script emptying the shelves. */
  orderCreatePerIp: number;
  /**
   * The shop's units that pay-later orders nobody has confirmed may hold from one client address at once,
   * whatever e-mails and phones they give (docs/shop-holds.md).
   */
  unconfirmedUnitsPerAddress: number;
  /** The share of any product's units that such orders may hold together, all customers at once. */
  unconfirmedShareOfStock: number;
  /** Tracking lookups and quote answers from one address (docs/choices.md #4): enough for a customer, not for guessing. */
  trackPerIp: number;
  /** Lists of requests ("find my requests" by phone or e-mail) e-mailed to one address per window: never a flood. */
  requestListPerEmail: number;
  /** Contact-form messages from one address: a conversation, not a flood into the support mailbox. */
  contactPerIp: number;
  /** Profile saves from one address: each one with a password costs two password hashes. */
  profileUpdatePerIp: number;
  /** Tries of the one-time admin setup code from one address. */
  adminClaimPerIp: number;
};

export const DEFAULT_LIMITS: RateLimits = {
  windowMs: 15 * 60 * 1000,
  signInPerIp: 30,
  signInFreeFailures: 5,
  signInFirstDelayMs: 1000,
  signInMaxDelayMs: 30_000,
  forgotPerIp: 10,
  forgotPerEmail: 3,
  signupPerIp: 20,
  requestCreatePerIp: 20,
  orderCreatePerIp: 20,
  unconfirmedUnitsPerAddress: DEFAULT_UNCONFIRMED_UNITS_PER_ADDRESS,
  unconfirmedShareOfStock: DEFAULT_UNCONFIRMED_SHARE_OF_STOCK,
  trackPerIp: 60,
  requestListPerEmail: 3,
  contactPerIp: 10,
  profileUpdatePerIp: 20,
  adminClaimPerIp: 10,
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
  const refuseWhenDeployed = (name: string) => {
    throw new Error(`Configuration error: ${name} is for tests only and is refused on a deployed store (NODE_ENV=production or an https PUBLIC_URL)`);
  };
  const dataDir = path.resolve(e.DATA_DIR);
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  // Half a Stripe set-up would offer cards that can never be confirmed (no webhook secret) or never start.
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new Error(
      'Configuration error: card payments need STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together (or none of them for pay-at-pickup only)',
    );
  }
  // The secret key goes wherever this points: on a deployed store it must be Stripe itself.
  if (e.STRIPE_API_URL && deployed) refuseWhenDeployed('STRIPE_API_URL');
  if (Boolean(e.WIPAY_ACCOUNT_NUMBER) !== Boolean(e.WIPAY_API_KEY)) {
    throw new Error('Configuration error: WiPay needs WIPAY_ACCOUNT_NUMBER and WIPAY_API_KEY together (or neither, and WiPay is not offered)');
  }
  // Customers' browsers are sent wherever this points: on a deployed store it must be WiPay itself.
  if (e.WIPAY_API_URL && deployed) refuseWhenDeployed('WIPAY_API_URL');
  const whatsappKeys = [e.WHATSAPP_ACCESS_TOKEN, e.WHATSAPP_PHONE_NUMBER_ID, e.WHATSAPP_APP_SECRET, e.WHATSAPP_VERIFY_TOKEN].filter(Boolean).length;
  if (whatsappKeys !== 0 && whatsappKeys !== 4) {
    throw new Error(
      'Configuration error: WhatsApp needs WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN together (or none, and WhatsApp is not offered)',
    );
  }
  const twilioKeys = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM].filter(Boolean).length;
  if (twilioKeys !== 0 && twilioKeys !== 3) {
    throw new Error('Configuration error: SMS needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together (or none, and SMS is not offered)');
  }
  const messagingPrefixes = parseMessagingCountries(e.MESSAGING_COUNTRIES);
  if (typeof messagingPrefixes === 'string') throw new Error(`Configuration error: ${messagingPrefixes.slice(1)}`);
  for (const name of ['WHATSAPP_API_URL', 'TWILIO_API_URL'] as const) {
    // The access token or auth token goes wherever this points: on a deployed store it must be Meta or Twilio.
    if (e[name] && deployed) refuseWhenDeployed(name);
  }
  if (Boolean(e.GOOGLE_API_KEY) !== Boolean(e.GOOGLE_CSE_ID)) {
    throw new Error('Configuration error: web image search needs GOOGLE_API_KEY and GOOGLE_CSE_ID together (or neither, and it stays off)');
  }
  // The API key goes wherever this points: on a deployed store it must be Google itself.
  if (e.GOOGLE_SEARCH_API_URL && deployed) refuseWhenDeployed('GOOGLE_SEARCH_API_URL');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Configuration error: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, and the AWS SDK finds credentials itself)');
  }
  const s3Only = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'STORAGE_PUBLIC_URL'] as const;
  if (!e.S3_BUCKET && s3Only.some((k) => e[k])) {
    // Without a bucket these would be silently ignored and the files would stay on this server's disk.
    throw new Error(`Configuration error: ${s3Only.filter((k) => e[k]).join(', ')} need S3_BUCKET (files are kept on this server's disk without it)`);
  }
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
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
        : undefined,
    wipay:
      e.WIPAY_ACCOUNT_NUMBER && e.WIPAY_API_KEY
        ? {
            accountNumber: e.WIPAY_ACCOUNT_NUMBER,
            apiKey: e.WIPAY_API_KEY,
            environment: e.WIPAY_ENVIRONMENT ?? (deployed ? 'live' : 'sandbox'),
            countryCode: e.WIPAY_COUNTRY_CODE,
            currency: e.WIPAY_CURRENCY,
            feeStructure: e.WIPAY_FEE_STRUCTURE,
            apiUrl: (e.WIPAY_API_URL ?? `https://${e.WIPAY_COUNTRY_CODE.toLowerCase()}.wipayfinancial.com`).replace(/\/$/, ''),
          }
        : undefined,
    whatsapp:
      e.WHATSAPP_ACCESS_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_APP_SECRET && e.WHATSAPP_VERIFY_TOKEN
        ? {
            accessToken: e.WHATSAPP_ACCESS_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            appSecret: e.WHATSAPP_APP_SECRET,
            verifyToken: e.WHATSAPP_VERIFY_TOKEN,
            templateLanguage: e.WHATSAPP_TEMPLATE_LANGUAGE,
            apiVersion: e.WHATSAPP_API_VERSION,
            apiUrl: (e.WHATSAPP_API_URL ?? 'https://graph.facebook.com').replace(/\/$/, ''),
          }
        : undefined,
    sms:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM, apiUrl: (e.TWILIO_API_URL ?? 'https://api.twilio.com').replace(/\/$/, '') }
        : undefined,
    messagingReach: { prefixes: messagingPrefixes, perNumberPerDay: e.MESSAGING_DAILY_PER_NUMBER, perAddressPerDay: e.MESSAGING_DAILY_PER_ADDRESS },
    webImageSearch:
      e.GOOGLE_API_KEY && e.GOOGLE_CSE_ID ? { apiKey: e.GOOGLE_API_KEY, cseId: e.GOOGLE_CSE_ID, apiUrl: e.GOOGLE_SEARCH_API_URL } : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          prefix: e.S3_PREFIX,
        }
      : undefined,
    storagePublicUrl: e.STORAGE_PUBLIC_URL?.replace(/\/$/, ''),
  };
}

const TRUST_PROXY_HELP =
  'TRUST_PROXY must be false, the number of proxies in front of the store (e.g. 1), or their addresses (e.g. 127.0.0.1,10.0.0.0/8)';

/**
 * TRUST_PROXY in Fastify's form. `true` is refused: it trusts every hop, so any client could send its
 * own X-Forwarded-For and choose the address the rate limits count. Returns "!message" when refused.
 */
export function parseTrustProxy(raw: string): false | number | string {
  const v = raw.toLowerCase();
  if (v === 'false' || v === '0' || v === '') return false;
  if (v === 'true') {
    return '!TRUST_PROXY=true would believe any X-Forwarded-For a client sends; give the number of proxies in front of the store (e.g. 1) or their addresses';
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= 10 ? hops : `!${TRUST_PROXY_HELP}`;
  }
  const entries = v.split(',').map((x) => x.trim());
  const address = /^([0-9.]+|[0-9a-f:.]+)(\/\d{1,3})?$/;
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  if (entries.every((x) => address.test(x) || named.has(x))) return entries.join(',');
  return `!${TRUST_PROXY_HELP}`;
}
