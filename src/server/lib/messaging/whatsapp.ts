import crypto from 'node:crypto';
import type { WhatsappConfig } from '../../config';

// The WhatsApp Business Platform's Cloud API (docs/decisions/016-whatsapp-and-sms.md): template messages
// sent with one POST, and one webhook that reports each message's state and brings customers' replies.
// Nothing here knows about requests or orders; src/server/modules/messaging decides what is sent and to whom.

const REQUEST_TIMEOUT_MS = 15_000;

/** A template registered with Meta, filled in: its name and the body's variables {{1}}, {{2}}… in order. */
export type TemplateMessage = { to: string; template: string; variables: string[] };

/**
 * Why a send did not go. `retry`: try again later (Meta was down, busy or rate-limiting us); `fallback`:
 * WhatsApp will not take this one (the number is not on WhatsApp, the template is not approved…), so the
 * caller sends it another way.
 */
export class WhatsappRefused extends Error {
  constructor(
    readonly outcome: 'retry' | 'fallback',
    detail: string,
    readonly code: number | null,
  ) {
    super(`WhatsApp did not take the message: ${detail}`);
    this.name = 'WhatsappRefused';
  }
}

/** A message's state as the webhook reports it. */
export type WhatsappStatus = {
  messageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: Date;
  recipient: string;
  error: string | null;
};

/** A customer's message to the store's number. */
export type WhatsappInbound = { messageId: string; from: string; at: Date; text: string | null; type: string };

export type WhatsappClient = {
  /** Sends a template message; answers WhatsApp's message id (wamid…). */
  sendTemplate(message: TemplateMessage): Promise<string>;
  /** Whether X-Hub-Signature-256 is the app secret's signature of exactly these bytes. */
  verifySignature(rawBody: Buffer, header: string | undefined): boolean;
  /** The subscription handshake: the challenge to echo when the verify token is ours, else null. */
  subscribe(query: Record<string, unknown>): string | null;
  /** The business number this store sends from (WHATSAPP_PHONE_NUMBER_ID): webhooks about any other are not ours. */
  phoneNumberId: string;
};

export function createWhatsappClient(config: WhatsappConfig, fetchImpl: typeof fetch = fetch): WhatsappClient {
  const endpoint = `${config.apiUrl}/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    phoneNumberId: config.phoneNumberId,
    async sendTemplate({ to, template, variables }) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        // The Cloud API takes the number's digits with the country code (E.164 without the "+").
        to: to.replace(/^\+/, ''),
        type: 'template',
        template: {
          name: template,
          language: { code: config.templateLanguage },
          components: variables.length > 0 ? [{ type: 'body', parameters: variables.map((text) => ({ type: 'text', text })) }] : [],
        },
      };
      let res: Response;
      try {
        res = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (err) {
        throw new WhatsappRefused('retry', err instanceof Error ? err.message : String(err), null);
      }
      const answer = (await res.json().catch(() => null)) as { messages?: { id?: unknown }[]; error?: { message?: unknown; code?: unknown } } | null;
      const id = answer?.messages?.[0]?.id;
      if (res.ok && typeof id === 'string') return id;
      const code = typeof answer?.error?.code === 'number' ? answer.error.code : null;
      const detail = `${res.status}${typeof answer?.error?.message === 'string' ? ` ${answer.error.message.slice(0, 200)}` : ''}`;
      if (res.ok) throw new WhatsappRefused('retry', `no message id in the answer (${detail})`, code);
      // Meta down or busy, or throttling us (codes 4, 130429, 131056): the same message may go later.
      if (res.status >= 500 || res.status === 429 || code === 4 || code === 130429 || code === 131056) throw new WhatsappRefused('retry', detail, code);
      // Any other refusal (a number not on WhatsApp, a template Meta does not have, a token that expired)
      // will not change by trying again: the message goes by SMS instead.
      throw new WhatsappRefused('fallback', detail, code);
    },

    verifySignature(rawBody, header) {
      if (!header?.startsWith('sha256=')) return false;
      const expected = crypto.createHmac('sha256', config.appSecret).update(rawBody).digest('hex');
      const given = Buffer.from(header.slice('sha256='.length).toLowerCase());
      return given.length === expected.length && crypto.timingSafeEqual(given, Buffer.from(expected));
    },

    subscribe(query) {
      if (query['hub.mode'] !== 'subscribe' || typeof query['hub.challenge'] !== 'string') return null;
      const token = typeof query['hub.verify_token'] === 'string' ? Buffer.from(query['hub.verify_token']) : Buffer.alloc(0);
      const ours = Buffer.from(config.verifyToken);
      return token.length === ours.length && crypto.timingSafeEqual(token, ours) ? query['hub.challenge'] : null;
    },
  };
}

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);
const str = (v: unknown, max = 4096): string | null => (typeof v === 'string' && v.length > 0 && v.length <= max ? v : null);
const epoch = (v: unknown): Date | null => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? new Date(n * 1000) : null;
};

/**
 * The statuses and customers' messages in a webhook delivery (already verified), read defensively: an
 * entry that does not have the shape Meta documents is left out, never guessed at.
 */
export function readWhatsappWebhook(body: unknown, phoneNumberId: string): { statuses: WhatsappStatus[]; inbound: WhatsappInbound[] } {
  const statuses: WhatsappStatus[] = [];
  const inbound: WhatsappInbound[] = [];
  const entries = (body as { entry?: unknown })?.entry;
  for (const entry of Array.isArray(entries) ? entries : []) {
    const changes = (entry as { changes?: unknown })?.changes;
    for (const change of Array.isArray(changes) ? changes : []) {
      const value = (change as { field?: unknown; value?: unknown })?.field === 'messages' ? (change as { value?: Record<string, unknown> }).value : undefined;
      // One Meta app can serve several business numbers, and its signature is the same on all of them:
      // what happened on another number is not ours to record (a STOP sent to it included).
      if ((value?.metadata as { phone_number_id?: unknown } | undefined)?.phone_number_id !== phoneNumberId) continue;
      for (const s of Array.isArray(value?.statuses) ? value.statuses : []) {
        const r = s as Record<string, unknown>;
        const messageId = str(r.id, 200);
        const status = str(r.status, 20);
        const at = epoch(r.timestamp);
        const recipient = str(r.recipient_id, 20);
        if (!messageId || !status || !STATUSES.has(status) || !at || !recipient) continue;
        const first = Array.isArray(r.errors) ? (r.errors[0] as Record<string, unknown> | undefined) : undefined;
        const error = first ? `${String(first.code ?? '')} ${str(first.title, 300) ?? str(first.message, 300) ?? ''}`.trim() : null;
        statuses.push({ messageId, status: status as WhatsappStatus['status'], at, recipient, error });
      }
      for (const m of Array.isArray(value?.messages) ? value.messages : []) {
        const r = m as Record<string, unknown>;
        const messageId = str(r.id, 200);
        const from = str(r.from, 20);
        const at = epoch(r.timestamp);
        const type = str(r.type, 40);
        if (!messageId || !from || !at || !type) continue;
        const text = type === 'text' ? str((r.text as { body?: unknown } | undefined)?.body) : type === 'button' ? str((r.button as { text?: unknown } | undefined)?.text, 200) : null;
        inbound.push({ messageId, from, at, text, type });
      }
    }
  }
  return { statuses, inbound };
}
