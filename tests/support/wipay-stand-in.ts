import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for WiPay's hosted Payments API on loopback (docs/decisions/007-payments-ledger-and-wipay.md):
// it checks the payment request the store sends as WiPay would, answers with the address of a card page,
// and that page sends the browser back to the store's response_url with the outcome and WiPay's hash
// (MD5 of transaction_id + total + API key). Tests read `calls` to see what the store sent.

export type WipayCall = Record<string, string>;

export type WipayStandIn = {
  url: string;
  calls: WipayCall[];
  /** The address WiPay would send the browser back to for a payment it was asked for. */
  returnUrl(transactionId: string, status: 'success' | 'failed', overrides?: Partial<Record<'total' | 'currency' | 'order_id' | 'hash', string>>): string;
  /** Makes the next payment request fail with this HTTP status, as WiPay does when it is down or refuses. */
  failNext(status: number): void;
  close(): Promise<void>;
};

const REQUIRED = ['account_number', 'country_code', 'currency', 'environment', 'fee_structure', 'method', 'order_id', 'origin', 'response_url', 'total'];

export function wipayHash(transactionId: string, total: string, apiKey: string): string {
  return crypto.createHash('md5').update(transactionId + total + apiKey).digest('hex');
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function startWipayStandIn(opts: { apiKey: string; accountNumber?: string }): Promise<WipayStandIn> {
  const calls: WipayCall[] = [];
  const byTransaction = new Map<string, WipayCall>();
  let failStatus: number | null = null;
  let base = '';

  function returnUrl(transactionId: string, status: 'success' | 'failed', overrides: Partial<Record<string, string>> = {}): string {
    const call = byTransaction.get(transactionId);
    if (!call) throw new Error(`no payment ${transactionId} was requested`);
    const total = overrides.total ?? call.total!;
    const q = new URLSearchParams({
      status,
      transaction_id: transactionId,
      order_id: overrides.order_id ?? call.order_id!,
      total,
      currency: overrides.currency ?? call.currency!,
      hash: overrides.hash ?? wipayHash(transactionId, total, opts.apiKey),
    });
    return `${call.response_url}?${q.toString()}`;
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    const send = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(type === 'application/json' ? JSON.stringify(body) : String(body));
    };
    if (req.method === 'POST' && url.pathname === '/plugins/payments/request') {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(raw));
        calls.push(form);
        if (failStatus !== null) {
          const status = failStatus;
          failStatus = null;
          return send(status, { message: 'Service unavailable' });
        }
        if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return send(400, { message: 'form-encoded body expected' });
        if (req.headers.accept !== 'application/json') return send(400, { message: 'Accept: application/json expected' });
        const missing = REQUIRED.filter((k) => !form[k]);
        if (missing.length) return send(422, { message: `missing ${missing.join(', ')}` });
        if (Object.values(form).some((v) => v.includes(opts.apiKey))) return send(400, { message: 'the API key must never be sent' });
        if (opts.accountNumber && form.account_number !== opts.accountNumber) return send(401, { message: 'unknown account' });
        if (!/^\d+\.\d{2}$/.test(form.total!)) return send(422, { message: 'total must have 2 decimals' });
        const transactionId = `SANDBOX-${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
        byTransaction.set(transactionId, form);
        return send(200, { url: `${base}/checkout/${transactionId}`, transaction_id: transactionId });
      });
      return;
    }
    const page = /^\/checkout\/([A-Z0-9-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && page && byTransaction.has(page[1]!)) {
      const tx = page[1]!;
      const call = byTransaction.get(tx)!;
      return send(
        200,
        `<!doctype html><html lang="en"><head><title>WiPay checkout (stand-in)</title></head><body><main>
<h1>WiPay checkout</h1><p>Pay ${escapeHtml(call.currency!)} ${escapeHtml(call.total!)} to order ${escapeHtml(call.order_id!)}</p>
<a href="${escapeHtml(returnUrl(tx, 'success'))}">Pay now</a> <a href="${escapeHtml(returnUrl(tx, 'failed'))}">Cancel payment</a>
</main></body></html>`,
        'text/html; charset=utf-8',
      );
    }
    send(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    calls,
    returnUrl,
    failNext(status) {
      failStatus = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
