import crypto from 'node:crypto';
import type { WipayConfig } from '../../config';

// WiPay's hosted Payments API (docs/decisions/007-payments-ledger-and-wipay.md): one form POST that
// gives back the page to send the customer to, and one redirect back to us with the outcome and a hash.
// Nothing here touches the ledger; the callers decide what a verified answer means.

const REQUEST_TIMEOUT_MS = 15_000;

export class WipayUnavailable extends Error {
  constructor(detail: string) {
    super(`WiPay could not start the payment: ${detail}`);
    this.name = 'WipayUnavailable';
  }
}

/** J$ cents → "1234.50", the form WiPay's `total` takes and answers with. */
export function wipayTotal(cents: number): string {
  return (cents / 100).toFixed(2);
}

export type WipayStart = {
  /** Our payment reference: WiPay's order_id, given back on the return. */
  orderId: string;
  amountCents: number;
  customerName: string;
  customerEmail: string;
  /** Where WiPay sends the browser afterwards. */
  responseUrl: string;
  origin: string;
};

export type WipayClient = {
  start(p: WipayStart): Promise<{ url: string; transactionId: string | null }>;
  verify(query: Record<string, unknown>): WipayReturn;
  currency: string;
};

/** What came back through the browser, after its hash was checked. */
export type WipayReturn =
  | { ok: true; status: 'success' | 'failed'; transactionId: string; orderId: string; totalCents: number | null; currency: string | null }
  | { ok: false; reason: string; orderId: string | null };

const text = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : null);

function md5(s: string): string {
  return crypto.createHash('md5').update(s).digest('hex');
}

/** Constant-time comparison of two hex digests (case-insensitive). */
function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase());
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

export function createWipayClient(config: WipayConfig, fetchImpl: typeof fetch = fetch): WipayClient {
  return {
    currency: config.currency,

    async start(p) {
      const form = new URLSearchParams({
        account_number: config.accountNumber,
        country_code: config.countryCode,
        currency: config.currency,
        environment: config.environment,
        fee_structure: config.feeStructure,
        method: 'credit_card',
        order_id: p.orderId,
        origin: p.origin,
        response_url: p.responseUrl,
        total: wipayTotal(p.amountCents),
        email: p.customerEmail,
        name: p.customerName,
      });
      let res: Response;
      try {
        res = await fetchImpl(`${config.apiUrl}/plugins/payments/request`, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          redirect: 'manual',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (err) {
        throw new WipayUnavailable((err as Error).message);
      }
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        throw new WipayUnavailable(`answer ${res.status} was not JSON`);
      }
      const b = body as { url?: unknown; transaction_id?: unknown; message?: unknown };
      const url = typeof b.url === 'string' ? b.url : null;
      if (!res.ok || !url || !/^https?:\/\//.test(url)) {
        throw new WipayUnavailable(`answer ${res.status}${typeof b.message === 'string' ? ` (${b.message.slice(0, 200)})` : ''}`);
      }
      return { url, transactionId: typeof b.transaction_id === 'string' ? b.transaction_id : null };
    },

    verify(query) {
      const orderId = text(query.order_id);
      const transactionId = text(query.transaction_id);
      const total = text(query.total);
      const hash = text(query.hash);
      const status = text(query.status);
      if (!orderId || !transactionId || !total || !hash || !status) return { ok: false, reason: 'missing fields', orderId };
      if (!sameDigest(md5(transactionId + total + config.apiKey), hash)) return { ok: false, reason: 'hash does not match', orderId };
      const totalCents = /^\d{1,9}(\.\d{1,2})?$/.test(total) ? Math.round(Number(total) * 100) : null;
      return {
        ok: true,
        status: status === 'success' ? 'success' : 'failed',
        transactionId,
        orderId,
        totalCents,
        currency: text(query.currency),
      };
    },
  };
}
