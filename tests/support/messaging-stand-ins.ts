import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// Stand-ins for the WhatsApp Cloud API and Twilio's Messages API on loopback: they record every call
// exactly as it arrived (path, headers, body) so tests check what we send, answer as the providers
// document, and fail on demand. They also sign webhook deliveries the way each provider does.

export type RecordedCall = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };

export type StandIn = {
  url: string;
  calls: RecordedCall[];
  /** The next call is answered with this status and body instead. */
  failNext(status: number, body: unknown): void;
  close(): Promise<void>;
};

async function standIn(answer: (call: RecordedCall, n: number) => { status: number; body: unknown }): Promise<StandIn> {
  const calls: RecordedCall[] = [];
  let failure: { status: number; body: unknown } | null = null;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const call = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      calls.push(call);
      const reply = failure ?? answer(call, calls.length);
      failure = null;
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext(status, body) {
      failure = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Cloud API's answer to a template send: the contact and the message id. */
export function startWhatsappStandIn(): Promise<StandIn> {
  return standIn((call, n) => {
    const to = (JSON.parse(call.body || '{}') as { to?: string }).to ?? '';
    return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.TEST${n}` }] } };
  });
}

/** Twilio's answer to a message create: the message resource, queued. */
export function startSmsStandIn(): Promise<StandIn> {
  return standIn((call, n) => {
    const form = new URLSearchParams(call.body);
    return { status: 201, body: { sid: `SM${String(n).padStart(32, '0')}`, status: 'queued', to: form.get('To'), from: form.get('From'), body: form.get('Body') } };
  });
}

/** X-Hub-Signature-256 as Meta signs a webhook delivery: HMAC-SHA256 of the raw body with the app secret. */
export function whatsappSignature(rawBody: string, appSecret: string): string {
  return `sha256=${crypto.createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** X-Twilio-Signature as Twilio signs a webhook: HMAC-SHA1 of the URL and the sorted fields, base64. */
export function twilioSignature(authToken: string, url: string, fields: Record<string, string>): string {
  const signed = url + Object.keys(fields).sort().map((k) => k + fields[k]).join('');
  return crypto.createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}
