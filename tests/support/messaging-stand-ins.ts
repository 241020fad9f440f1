import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// Stand-ins for the WhatsApp Cloud API and Twilio's Messages API on loopback: they record every call
// exactly as it arrived (path, headers, body) so tests check what we send, answer as the providers
// document, and fail on demand. They also sign webhook deliveries the way each provider does.

/** A call as it arrived, and what the stand-in answered (the provider's message id is in it). */
export type RecordedCall = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string; reply?: { status: number; body: unknown } };

export type StandIn = {
  url: string;
  calls: RecordedCall[];
  /** The next call is answered with this status and body instead. */
  failNext(status: number, body: unknown): void;
  close(): Promise<void>;
};

/**
 * The end-to-end tests run the stand-ins inside the e2e server's process (tests/support/e2e-server.ts), so
 * there they also answer `GET /_test/calls` (what they were sent) and `POST /_test/fail-next` (the next
 * answer), for the browser test to read and steer them over HTTP.
 */
const CONTROL = '/_test/';

async function standIn(answer: (call: RecordedCall, n: number) => { status: number; body: unknown }, port = 0): Promise<StandIn> {
  const calls: RecordedCall[] = [];
  let failure: { status: number; body: unknown } | null = null;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      if (req.url?.startsWith(CONTROL)) {
        if (req.url === `${CONTROL}fail-next` && req.method === 'POST') failure = JSON.parse(body) as { status: number; body: unknown };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(req.url === `${CONTROL}calls` ? calls : { ok: true }));
        return;
      }
      const call: RecordedCall = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      calls.push(call);
      const reply = failure ?? answer(call, calls.length);
      failure = null;
      call.reply = reply;
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  // Node's fetch keeps the connection open for the next call; with the server's default 5 s keep-alive, a
  // call made just as the server closes an idle connection fails as "other side closed", which the client
  // rightly takes for a provider to try again later, and a test would see its message still queued. The
  // real providers keep connections far longer; so does the stand-in.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    calls,
    failNext(status, body) {
      failure = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Cloud API's answer to a template send: the contact and the message id. */
export function startWhatsappStandIn(port = 0): Promise<StandIn> {
  return standIn((call, n) => {
    const to = (JSON.parse(call.body || '{}') as { to?: string }).to ?? '';
    return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.TEST${n}` }] } };
  }, port);
}

/** Twilio's answer to a message create: the message resource, queued. */
export function startSmsStandIn(port = 0): Promise<StandIn> {
  return standIn((call, n) => {
    const form = new URLSearchParams(call.body);
    return { status: 201, body: { sid: `SM${String(n).padStart(32, '0')}`, status: 'queued', to: form.get('To'), from: form.get('From'), body: form.get('Body') } };
  }, port);
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

/** The secrets the API tests' apps are set up with (the webhooks' signatures are made with them). */
export const TEST_APP_SECRET = 'app-secret-0123456789abcdef';
export const TEST_AUTH_TOKEN = 'twilio-auth-token-0123456789';

/** The business number of the test apps' WhatsApp set-up, as Meta names it in each webhook delivery's metadata. */
export const OUR_NUMBER = { display_phone_number: '18765550142', phone_number_id: '109876543210' };

/** The settings of a test app with WhatsApp and SMS both set up, each pointed at its stand-in. */
export function messagingEnv(whatsapp: StandIn, sms: StandIn): Record<string, string> {
  return {
    WHATSAPP_ACCESS_TOKEN: 'EAAtest-access-token-0123456789',
    WHATSAPP_PHONE_NUMBER_ID: OUR_NUMBER.phone_number_id,
    WHATSAPP_APP_SECRET: TEST_APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verify-token-yaad-parts',
    WHATSAPP_API_URL: whatsapp.url,
    TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`,
    TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
    TWILIO_FROM: '+18765550142',
    TWILIO_API_URL: sms.url,
  };
}
