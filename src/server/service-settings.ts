import { parseMessagingCountries, type MessagingReach } from './messaging-reach-settings';
import type { Env } from './env-schema';

// The services the store talks to (cards, WhatsApp and SMS, web image search, file storage): their
// settings, the checks that their variables come together, and each one's settings from the environment.

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

/** Google Programmable Search for the image gallery's web search (lib/web-image-search.ts). */
export type WebImageSearchConfig = {
  apiKey: string;
  cseId: string;
  /** Where calls go instead of https://www.googleapis.com: a local stand-in, for tests only. */
  apiUrl: string | undefined;
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

function refuseWhenDeployed(name: string): never {
  throw new Error(`Configuration error: ${name} is for tests only and is refused on a deployed store (NODE_ENV=production or an https PUBLIC_URL)`);
}

/** Stripe's and WiPay's variables: each set complete or absent, and no stand-in address on a deployed store. */
function checkCardSettings(e: Env, deployed: boolean): void {
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
}

/** WhatsApp's and Twilio's variables likewise; answers the country prefixes messages may go to. */
function checkMessagingSettings(e: Env, deployed: boolean): MessagingReach['prefixes'] {
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
  return messagingPrefixes;
}

/** Google's and S3's variables likewise. */
function checkSearchAndStorageSettings(e: Env, deployed: boolean): void {
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
}

/**
 * Refuses a set-up that would half work (a service given some of its keys, a test-only address on a
 * deployed store); answers the country prefixes WhatsApp and SMS may go to.
 */
export function checkServiceSettings(e: Env, deployed: boolean): MessagingReach['prefixes'] {
  checkCardSettings(e, deployed);
  const messagingPrefixes = checkMessagingSettings(e, deployed);
  checkSearchAndStorageSettings(e, deployed);
  return messagingPrefixes;
}

/** Each service's settings, undefined for those not set up. */
export function serviceSettings(e: Env, deployed: boolean, messagingPrefixes: MessagingReach['prefixes']) {
  return {
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
