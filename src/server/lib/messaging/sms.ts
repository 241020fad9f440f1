import crypto from 'node:crypto';
import type { SmsConfig } from '../../config';

// SMS through Twilio's Messages API (docs/decisions/016-whatsapp-and-sms.md), the fallback when WhatsApp
// will not take a message: one form POST per message, a status callback per change of state, and one
// webhook for customers' replies. Both webhooks are signed with the account's auth token.

const REQUEST_TIMEOUT_MS = 15_000;

export class SmsRefused extends Error {
  constructor(
    /** `retry`: Twilio was down or busy; `final`: it will not send this one (a bad number, an opted-out one). */
    readonly outcome: 'retry' | 'final',
    detail: string,
    readonly code: number | null,
  ) {
    super(`The SMS was not taken: ${detail}`);
    this.name = 'SmsRefused';
  }
}

export type SmsClient = {
  /** Sends `body` to `to` (+E.164); Twilio reports its states to `statusCallback`. Answers Twilio's SM… id. */
  send(p: { to: string; body: string; statusCallback: string }): Promise<string>;
  /**
   * Whether X-Twilio-Signature signs this request: Twilio's HMAC-SHA1, with the auth token, of the full URL
   * it called followed by each form field's name and value, sorted by name.
   */
  verifySignature(url: string, params: Record<string, string>, header: string | undefined): boolean;
};

export function createSmsClient(config: SmsConfig, fetchImpl: typeof fetch = fetch): SmsClient {
  const endpoint = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send({ to, body, statusCallback }) {
      const form = new URLSearchParams({ To: to, From: config.from, Body: body, StatusCallback: statusCallback });
      let res: Response;
      try {
        res = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (err) {
        throw new SmsRefused('retry', err instanceof Error ? err.message : String(err), null);
      }
      const answer = (await res.json().catch(() => null)) as { sid?: unknown; code?: unknown; message?: unknown } | null;
      if (res.ok && typeof answer?.sid === 'string') return answer.sid;
      const code = typeof answer?.code === 'number' ? answer.code : null;
      const detail = `${res.status}${typeof answer?.message === 'string' ? ` ${answer.message.slice(0, 200)}` : ''}`;
      if (res.ok || res.status >= 500 || res.status === 429) throw new SmsRefused('retry', detail, code);
      throw new SmsRefused('final', detail, code);
    },

    verifySignature(url, params, header) {
      if (!header) return false;
      const signed = url + Object.keys(params).sort().map((k) => `${k}${params[k]}`).join('');
      const expected = crypto.createHmac('sha1', config.authToken).update(signed, 'utf8').digest('base64');
      const given = Buffer.from(header);
      return given.length === expected.length && crypto.timingSafeEqual(given, Buffer.from(expected));
    },
  };
}

/** Twilio's message states, as the store shows them (undelivered is a failure). */
export function smsStatusOf(twilio: string): 'queued' | 'sent' | 'delivered' | 'read' | 'failed' | null {
  switch (twilio) {
    case 'accepted':
    case 'queued':
    case 'sending':
      return 'queued';
    case 'sent':
      return 'sent';
    case 'delivered':
      return 'delivered';
    case 'read':
      return 'read';
    case 'undelivered':
    case 'failed':
      return 'failed';
    default:
      return null;
  }
}
