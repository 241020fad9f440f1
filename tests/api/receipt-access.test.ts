import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY_SENT } from '../../src/server/modules/money/receipt-copies';
import { acceptedRequest, expectOk, freshIp, mails } from '../support/part-requests';
import { createTestApp, signUp, type TestApp } from '../support/test-app';

// Who opens a receipt (docs/payments.md, "Receipts and invoices"): a guest managing their request through
// its manage link opens its receipts from the page that lists them, and a receipt that will not open can
// be e-mailed again, only ever to the address on it.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ inbox: true });
  admin = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' });
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {}, remoteAddress: freshIp() });
const post = (url: string, payload?: unknown) => t.app.inject({ method: 'POST', url, remoteAddress: freshIp(), ...(payload === undefined ? {} : { payload: payload as string }) });
const keyIn = (text: string) => /\/receipts\/[^#\s]+#key=([A-Za-z0-9_-]+)/.exec(text)?.[1];

/** A guest's request, accepted through its manage link, with cash staff took: answers the receipt number. */
async function guestPaid() {
  const req = await acceptedRequest(t, admin.cookie);
  const cash = expectOk(
    await t.app.inject({ method: 'POST', url: `/api/admin/part-requests/${req.id}/payments`, headers: { cookie: admin.cookie }, payload: { method: 'cash', amount: 5_000 } }),
    201,
  );
  return { req, receiptNumber: cash.receiptNumber as string };
}

describe('a guest managing a request', () => {
  it('opens its receipts through the manage session; not without it, and not another request’s', async () => {
    const mine = await guestPaid();
    const other = await guestPaid();
    const url = (requestNumber: string, receipt: string) => `/api/part-requests/track/${requestNumber}/receipts/${receipt}`;

    const res = await get(url(mine.req.requestNumber, mine.receiptNumber), mine.req.payer);
    const receipt = expectOk(res);
    expect(receipt).toMatchObject({ receiptNumber: mine.receiptNumber, subjectNumber: mine.req.requestNumber, payment: { amount: 5_000 }, voided: null });
    expect(res.headers['cache-control']).toBe('private, no-store');

    expect((await get(url(mine.req.requestNumber, mine.receiptNumber))).statusCode).toBe(401);
    // Another request's receipt is not found through this request's session, nor through its own without its session.
    expect((await get(url(mine.req.requestNumber, other.receiptNumber), mine.req.payer)).statusCode).toBe(404);
    expect((await get(url(other.req.requestNumber, other.receiptNumber), mine.req.payer)).statusCode).toBe(401);
    expect((await get(url(mine.req.requestNumber, 'RCT-2026-999999'), mine.req.payer)).statusCode).toBe(404);
    expect((await get(url(mine.req.requestNumber, 'x'.repeat(41)), mine.req.payer)).statusCode).toBe(400);
    // The plain receipt route does not read the manage session: its cookie is for the request's routes.
    expect((await get(`/api/receipts/${mine.receiptNumber}`, mine.req.payer)).statusCode).toBe(404);
  });
});

describe('a copy e-mailed again', () => {
  it('goes to the address on the receipt with a key of its own; the first e-mail’s key still opens it', async () => {
    const { req, receiptNumber } = await guestPaid();
    const [first] = await mails(t, { kind: 'receipt', to: req.email.toLowerCase() });
    const firstKey = keyIn(first!.text_body)!;

    const res = await post(`/api/receipts/${receiptNumber}/email`);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: COPY_SENT });
    const sent = await mails(t, { kind: 'receipt', to: req.email.toLowerCase() });
    expect(sent).toHaveLength(2);
    const copy = sent.find((m) => m.subject.startsWith('Copy of'))!;
    expect(copy.subject).toBe(`Copy of Receipt ${receiptNumber} — ${req.requestNumber}`);
    expect(copy.text_body).toContain(`Here is the copy you asked for of receipt ${receiptNumber} for ${req.requestNumber}.`);
    const copyKey = keyIn(copy.text_body)!;
    expect(copyKey).not.toBe(firstKey);
    for (const key of [firstKey, copyKey]) expectOk(await get(`/api/receipts/${receiptNumber}?key=${key}`));
    expect((await get(`/api/receipts/${receiptNumber}?key=${copyKey.slice(0, -2)}xx`)).statusCode).toBe(404);

    // Asked again at once: the same answer, no second copy.
    expect((await post(`/api/receipts/${receiptNumber}/email`)).json()).toEqual({ message: COPY_SENT });
    expect(await mails(t, { kind: 'receipt', to: req.email.toLowerCase() })).toHaveLength(2);
  });

  it('answers a number that is not ours the same way, sending nothing; a bad one is a 400', async () => {
    const before = (await mails(t, { kind: 'receipt' })).length;
    const res = await post('/api/receipts/RCT-2026-999999/email');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: COPY_SENT });
    expect(await mails(t, { kind: 'receipt' })).toHaveLength(before);
    expect((await post(`/api/receipts/${'x'.repeat(41)}/email`)).statusCode).toBe(400);
  });
});
