import { z } from 'zod';
import { DEMO_STORE } from '../shared/constants';
import { DEFAULT_EMBEDDED_BUFFERS_MB } from './db/embedded-settings';

// The environment, parsed once at boot. A bad value stops the start with one clear line.
export const EnvSchema = z.object({
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

/** The environment as EnvSchema parses it. */
export type Env = z.infer<typeof EnvSchema>;

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
