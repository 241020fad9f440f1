import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_DUTY_COLLECTED_BY } from '../../src/shared/payments';
import { fromInbox, rows, uniqueEmail, type TestApp } from './test-app';

/** A 1×1 PNG: real image bytes, as small as they come. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export function autoRequest(over: Record<string, unknown> = {}) {
  return {
    customerName: 'Keisha Campbell',
    customerEmail: uniqueEmail('keisha'),
    customerPhone: '+1-876-555-0142',
    customerAddress: '12 Hope Road',
    parish: 'St. Andrew',
    partType: 'auto',
    categoryId: null,
    partName: 'Front brake pads',
    description: 'Ceramic pads for both front wheels',
    condition: 'new',
    maxBudget: 150,
    urgency: 'high',
    vehicleMake: 'Toyota',
    vehicleModel: 'Corolla',
    vehicleYear: 2015,
    ...over,
  };
}

export function phoneRequest(over: Record<string, unknown> = {}) {
  return {
    customerName: 'Andre Brown',
    customerEmail: uniqueEmail('andre'),
    customerPhone: '(876) 555-0199',
    customerAddress: '4 Market Street',
    parish: 'St. James',
    partType: 'phone',
    partName: 'Screen assembly',
    description: 'Cracked screen, touch still works',
    condition: 'any',
    urgency: 'normal',
    deviceBrand: 'Samsung',
    deviceModel: 'Galaxy A54',
    ...over,
  };
}

/** A multipart/form-data body, built by hand so a test controls every byte and header. */
export function multipart(parts: Array<{ name: string; value: string | Buffer; filename?: string; contentType?: string }>) {
  const boundary = `----yaad${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\n`;
    if (p.contentType) head += `Content-Type: ${p.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let ipCounter = 0;
/** A fresh client address per call, so per-IP limits only bite in the tests about them. */
export function freshIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export type Created = { id: string; requestNumber: string; status: string; createdAt: string };

export async function submit(t: TestApp, body: Record<string, unknown>, cookie?: string): Promise<Created & { email: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/part-requests',
    payload: body,
    remoteAddress: freshIp(),
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return { ...(res.json() as Created), email: String(body.customerEmail) };
}

export type Mail = { kind: string; to_address: string; subject: string; text_body: string };

export async function mails(t: TestApp, where: { kind?: string; to?: string } = {}): Promise<Mail[]> {
  const all = await rows<Mail>(t, sql`select kind, to_address, subject, text_body from mail_outbox order by created_at, subject`);
  return all.filter((m) => (!where.kind || m.kind === where.kind) && (!where.to || m.to_address === where.to));
}

export function expectOk(res: LightMyRequestResponse, status = 200) {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * The right to manage a request from tracking, as its customer gets it: asks for the manage link with
 * the request's e-mail, reads the token from the e-mail the SMTP peer received (the outbox hides it: the
 * app needs `createTestApp({ inbox: true })`) and opens it. Answers the Cookie header value that carries the access.
 */
export async function manageAccess(t: TestApp, req: { requestNumber: string; email: string }): Promise<string> {
  const ask = await t.app.inject({
    method: 'POST',
    url: `/api/part-requests/track/${req.requestNumber}/manage-link`,
    payload: { email: req.email },
    remoteAddress: freshIp(),
  });
  expectOk(ask);
  const token = await fromInbox(t, req.email, /\/track-order\/manage\?\S*#token=([A-Za-z0-9_-]+)/);
  const opened = await t.app.inject({
    method: 'POST',
    url: `/api/part-requests/track/${req.requestNumber}/manage`,
    payload: { token },
    remoteAddress: freshIp(),
  });
  expectOk(opened);
  const cookie = opened.cookies.find((c) => c.name === 'request_access');
  if (!cookie) throw new Error('no access cookie');
  return `request_access=${cookie.value}`;
}

/**
 * A quote option as staff type it. By hand, with the seeded rates (J$157.50 per US$1, auto duty 20%, GCT
 * 15%, de minimis US$100) and the store not registered for GCT: 120 + 15.50 + 30 + 20 = US$185.50, which
 * is J$29,216.25 (2,921,625 J$ cents); the default 50% deposit is J$14,608.13, the balance J$14,608.12.
 * Duty on the value for duty 165.50: 33.10, GCT 15% of 198.60: 29.79, together US$62.89 = J$9,905.18.
 */
export const OEM_OPTION = { label: 'OEM new', condition: 'new', brand: 'Toyota', partPrice: 120, usShipping: 15.5, freight: 30, serviceFee: 20 };
/** 60 + 10 + 0 + 15 = US$85 = J$13,387.50; under the de minimis value, so no duty. */
export const USED_OPTION = { label: 'Used, tested', condition: 'used', partPrice: 60, usShipping: 10, freight: 0, serviceFee: 15, notes: 'From a 2016 Corolla' };

/** Staff send a quote (POST /api/admin/part-requests/{id}/quote); answers the admin detail. */
export async function sendQuote(t: TestApp, adminCookie: string, id: string, body: Record<string, unknown> = { options: [OEM_OPTION] }) {
  return expectOk(await t.app.inject({ method: 'POST', url: `/api/admin/part-requests/${id}/quote`, headers: { cookie: adminCookie }, payload: body }));
}

/** A request made (as `cookie`'s account when given) and quoted by staff; with the quote's option ids. */
export async function quotedRequest(
  t: TestApp,
  adminCookie: string,
  opts: { request?: Record<string, unknown>; quote?: Record<string, unknown>; cookie?: string } = {},
) {
  const req = await submit(t, opts.request ?? autoRequest(), opts.cookie);
  const detail = await sendQuote(t, adminCookie, req.id, opts.quote);
  return { ...req, optionIds: (detail.quote.options as Array<{ id: number }>).map((o) => o.id), detail };
}

/**
 * A quoted request its owner has accepted (option 1, the default 50% deposit unless `payInFull`): signed in
 * as `cookie`'s account, or through the manage link when no cookie is given. Answers the request with
 * the Cookie header that may pay for it.
 */
export async function acceptedRequest(
  t: TestApp,
  adminCookie: string,
  opts: { cookie?: string; payInFull?: boolean; quote?: Record<string, unknown>; request?: Record<string, unknown> } = {},
) {
  const req = await quotedRequest(t, adminCookie, { cookie: opts.cookie, quote: opts.quote, request: opts.request });
  const payer = opts.cookie ?? (await manageAccess(t, req));
  const url = opts.cookie ? `/api/user-requests/${req.id}/respond` : `/api/part-requests/track/${req.requestNumber}/respond`;
  const body = { decision: 'accept', optionId: req.optionIds[0], acceptTerms: true, payInFull: opts.payInFull ?? false };
  expectOk(await t.app.inject({ method: 'POST', url, headers: { cookie: payer }, payload: body, remoteAddress: freshIp() }));
  return { ...req, payer };
}

/** The store's bank account, with the default deposit and no GCT: bank transfer is offered only once it is set. */
export const BANK_ACCOUNT_SETTINGS = {
  depositPercent: 50,
  bankName: 'National Commercial Bank',
  bankBranch: 'Half Way Tree',
  bankAccountName: 'Yaad Parts Ltd',
  bankAccountNumber: '354-123-456',
  bankAccountType: 'Chequing',
  gctPercent: 0,
  dutyCollectedBy: DEFAULT_DUTY_COLLECTED_BY,
  effectiveFrom: '2026-01-01',
};

/** Staff give the store's bank account, so customers may announce transfers. */
export async function setBankAccount(t: TestApp, adminCookie: string): Promise<void> {
  const res = await t.app.inject({ method: 'PUT', url: '/api/admin/payment-settings', headers: { cookie: adminCookie }, payload: BANK_ACCOUNT_SETTINGS, remoteAddress: freshIp() });
  if (res.statusCode !== 200) throw new Error(`payment settings refused: ${res.statusCode} ${res.body}`);
}

/**
 * "Find my requests" by phone or e-mail (POST /api/track-request): the answer, and the request numbers
 * the lookup e-mailed, to which addresses (the lists it sent, read from the outbox).
 */
export async function lookUpRequests(t: TestApp, type: string, value: string, ip = freshIp()) {
  const before = (await mails(t, { kind: 'part-request-list' })).length;
  const res = await t.app.inject({ method: 'POST', url: '/api/track-request', payload: { type, value }, remoteAddress: ip });
  const sent = (await mails(t, { kind: 'part-request-list' })).slice(before);
  const numbers = sent.flatMap((m) => [...m.text_body.matchAll(/^(REQ-[A-Z0-9]{8}): /gm)].map((x) => x[1]!));
  return { res, sent, numbers, to: sent.map((m) => m.to_address) };
}
