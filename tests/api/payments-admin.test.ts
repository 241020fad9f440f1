import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_NUMBER_PATTERN } from '../../src/shared/payments';
import { acceptedRequest, expectOk, freshIp, mails, multipart, setBankAccount, TINY_PNG } from '../support/part-requests';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

// The staff-wide money routes (docs/payments.md, "The routes"): payment settings, and the actions on one
// payment (confirm or reject an announced transfer, refund, its slip). OEM_OPTION's total is J$29,216.25
// and its 50% deposit J$14,608.13 (tests/support/part-requests.ts shows the sums).

const DEPOSIT = 1_460_813;
const TOTAL = 2_921_625;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' });
  owner = await signUp(t.app, { firstName: 'Dwayne', lastName: 'Reid' });
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const as = (cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, remoteAddress: freshIp(), ...(payload === undefined ? {} : { payload: payload as string }) });
const staff = (method: Method, url: string, payload?: unknown) => as(admin.cookie, method, url, payload);
const ledger = (requestId: string) =>
  rows<{ id: string; kind: string; state: string; amount_cents: number; purpose: string; receipt_number: string | null; flagged_reason: string | null; note: string | null }>(
    t,
    sql`select id, kind, state, amount_cents, purpose, receipt_number, flagged_reason, note from payments where request_id = ${requestId} order by created_at`,
  );
const ownRequest = () => acceptedRequest(t, admin.cookie, { cookie: owner.cookie });

/** The owner announces a transfer of the deposit, with a slip photo when asked; answers the payment. */
async function announced(withSlip: boolean | 'pdf' = false) {
  const req = await ownRequest();
  // Bank transfer is offered only with the store's account given; the settings tests may have saved it already.
  if (!expectOk(await staff('GET', '/api/admin/payment-settings')).bankAccountNumber) await setBankAccount(t, admin.cookie);
  const parts: Parameters<typeof multipart>[0] = [{ name: 'amount', value: 'deposit' }];
  if (withSlip === 'pdf') parts.push({ name: 'slip', value: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'), filename: 'slip.pdf', contentType: 'application/pdf' });
  else if (withSlip) parts.push({ name: 'slip', value: TINY_PNG, filename: 'slip.png', contentType: 'image/png' });
  const body = multipart(parts);
  const res = await t.app.inject({ method: 'POST', url: `/api/user-requests/${req.id}/bank-transfer`, headers: { ...body.headers, cookie: owner.cookie }, payload: body.payload, remoteAddress: freshIp() });
  const payment = expectOk(res, 201) as { id: string; reference: string };
  return { req, payment };
}

const SETTINGS = {
  depositPercent: 40,
  bankName: 'National Commercial Bank',
  bankBranch: 'Half Way Tree',
  bankAccountName: 'Yaad Parts Ltd',
  bankAccountNumber: '354-123-456',
  bankAccountType: 'Chequing',
  trn: '123-456-789',
  gctPercent: 15,
  dutyCollectedBy: 'Jamaica Customs, paid by the customer on delivery',
  effectiveFrom: '2026-11-01',
};

describe('payment settings', () => {
  it('answers the defaults, then what staff saved, keeping the earlier rows', async () => {
    const before = expectOk(await staff('GET', '/api/admin/payment-settings'));
    expect(before).toMatchObject({ id: null, depositPercent: 50, gctPercent: 0, bankName: null, updatedAt: null });
    const saved = expectOk(await staff('PUT', '/api/admin/payment-settings', SETTINGS));
    expect(saved).toMatchObject({ ...SETTINGS, id: expect.any(Number), updatedAt: expect.any(String) });
    expect(expectOk(await staff('GET', '/api/admin/payment-settings'))).toEqual(saved);
    const again = expectOk(await staff('PUT', '/api/admin/payment-settings', { ...SETTINGS, depositPercent: 50, gctPercent: 0 }));
    expect(again.id).toBeGreaterThan(saved.id);
    const [{ n }] = (await rows<{ n: number }>(t, sql`select count(*)::int as n from payment_settings`)) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(2);
    expect(expectOk(await staff('GET', '/api/admin/payment-settings'))).toMatchObject({ depositPercent: 50, gctPercent: 0 });
  });

  it('refuses a bad body with 400 and the field at fault', async () => {
    const bad = [
      { ...SETTINGS, depositPercent: 101 },
      { ...SETTINGS, depositPercent: -1 },
      { ...SETTINGS, gctPercent: 12.345 },
      { ...SETTINGS, effectiveFrom: '01/11/2026' },
      { ...SETTINGS, dutyCollectedBy: '' },
      { ...SETTINGS, surprise: true },
    ];
    for (const body of bad) {
      const res = await staff('PUT', '/api/admin/payment-settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues.length).toBeGreaterThan(0);
    }
    expect(expectOk(await staff('GET', '/api/admin/payment-settings'))).toMatchObject({ depositPercent: 50 });
  });
});

describe('confirming and rejecting a transfer', () => {
  it('confirms once with the amount that arrived: one receipt, one e-mail; a second confirm is 409', async () => {
    const { req, payment } = await announced();
    // Less than was announced: staff have seen the warning (payment-corrections.test.ts) and say it is right.
    const res = await staff('POST', `/api/admin/payments/${payment.id}/confirm`, { amountReceived: 10_000, note: 'Seen on NCB statement', acceptDifference: true });
    const confirmed = expectOk(res);
    expect(confirmed).toMatchObject({ state: 'succeeded', amount: 10_000, receiptNumber: expect.stringMatching(RECEIPT_NUMBER_PATTERN), note: 'Seen on NCB statement' });
    const again = await staff('POST', `/api/admin/payments/${payment.id}/confirm`, { amountReceived: 10_000 });
    expect(again.statusCode).toBe(409);
    const rowsNow = await ledger(req.id);
    expect(rowsNow).toHaveLength(1);
    expect(rowsNow[0]).toMatchObject({ state: 'succeeded', amount_cents: 1_000_000, purpose: 'deposit' });
    const sent = await mails(t, { kind: 'receipt', to: req.email.toLowerCase() });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text_body).toContain(confirmed.receiptNumber);
    expect(sent[0]!.text_body).toMatch(/Paid to date:\s+J\$10,000\.00/);
    expect(sent[0]!.text_body).toMatch(/Still owed:\s+J\$19,216\.25/);
  });

  it('rejects a transfer that never came, with the reason; it cannot then be confirmed', async () => {
    const { req, payment } = await announced();
    expect((await staff('POST', `/api/admin/payments/${payment.id}/reject`, { reason: '' })).statusCode).toBe(400);
    const rejected = expectOk(await staff('POST', `/api/admin/payments/${payment.id}/reject`, { reason: 'Nothing on the statement after 5 days' }));
    expect(rejected).toMatchObject({ state: 'failed', receiptNumber: null, note: expect.stringContaining('Nothing on the statement') });
    expect((await staff('POST', `/api/admin/payments/${payment.id}/reject`, { reason: 'again' })).statusCode).toBe(409);
    expect((await staff('POST', `/api/admin/payments/${payment.id}/confirm`, { amountReceived: 100 })).statusCode).toBe(409);
    expect(await mails(t, { kind: 'receipt', to: req.email.toLowerCase() })).toHaveLength(0);
  });

  it('answers 404 for an unknown payment and 400 for a bad body, never a 500', async () => {
    const { payment } = await announced();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await staff('POST', `/api/admin/payments/${id}/confirm`, { amountReceived: 10 })).statusCode).toBe(404);
      expect((await staff('POST', `/api/admin/payments/${id}/reject`, { reason: 'x' })).statusCode).toBe(404);
      expect((await staff('POST', `/api/admin/payments/${id}/refund`, { amount: 10, reason: 'x' })).statusCode).toBe(404);
      expect((await staff('GET', `/api/admin/payments/${id}/slip`)).statusCode).toBe(404);
    }
    for (const body of [{}, { amountReceived: 0 }, { amountReceived: -5 }, { amountReceived: 1.001 }, { amountReceived: 'abc' }, { amountReceived: 5, extra: 1 }]) {
      expect((await staff('POST', `/api/admin/payments/${payment.id}/confirm`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    // A pending transfer has not gone through: nothing to refund yet.
    expect((await staff('POST', `/api/admin/payments/${payment.id}/refund`, { amount: 10, reason: 'x' })).statusCode).toBe(409);
  });
});

describe('refunds', () => {
  it('a partial refund leaves the right amount owed; more than is left is 409', async () => {
    const { req, payment } = await announced();
    expectOk(await staff('POST', `/api/admin/payments/${payment.id}/confirm`, { amountReceived: DEPOSIT / 100 }));
    const refund = expectOk(await staff('POST', `/api/admin/payments/${payment.id}/refund`, { amount: 4_608.13, reason: 'Part came cheaper' }), 201);
    expect(refund).toMatchObject({ kind: 'refund', purpose: 'refund', amount: 4_608.13, state: 'succeeded', receiptNumber: expect.stringMatching(RECEIPT_NUMBER_PATTERN) });
    const tooMuch = await staff('POST', `/api/admin/payments/${payment.id}/refund`, { amount: 10_000.01, reason: 'Everything' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/more than is left/);
    // Refunding a refund is refused too.
    expect((await staff('POST', `/api/admin/payments/${refund.id}/refund`, { amount: 1, reason: 'x' })).statusCode).toBe(409);
    const rowsNow = await ledger(req.id);
    expect(rowsNow.map((r) => [r.kind, r.state, r.amount_cents])).toEqual([
      ['payment', 'succeeded', DEPOSIT],
      ['refund', 'succeeded', 460_813],
    ]);
    const refundMail = (await mails(t, { kind: 'refund-receipt', to: req.email.toLowerCase() })).at(-1)!;
    expect(refundMail.text_body).toMatch(/Paid to date:\s+J\$10,000\.00/);
    // Giving money back never makes the customer owe it again: still owed is the total less what was received.
    expect(refundMail.text_body).toMatch(new RegExp(`Still owed:\\s+J\\$${((TOTAL - DEPOSIT) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`));
    // The rest given back: the payment is refunded in full.
    expectOk(await staff('POST', `/api/admin/payments/${payment.id}/refund`, { amount: 10_000, reason: 'Order cancelled' }), 201);
    expect((await ledger(req.id))[0]).toMatchObject({ state: 'refunded' });
  });
});

describe('the slip', () => {
  it('is served to staff as its content says, inline and never cached', async () => {
    const { payment } = await announced(true);
    const res = await staff('GET', `/api/admin/payments/${payment.id}/slip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.length).toBeGreaterThan(0);
    const none = await announced(false);
    expect((await staff('GET', `/api/admin/payments/${none.payment.id}/slip`)).statusCode).toBe(404);
  });

  it('second audit item 11: is served under a sandbox policy, and a PDF is downloaded rather than opened inline', async () => {
    const SANDBOX = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";
    const photo = await announced(true);
    expect((await staff('GET', `/api/admin/payments/${photo.payment.id}/slip`)).headers['content-security-policy']).toBe(SANDBOX);
    const { payment } = await announced('pdf');
    const res = await staff('GET', `/api/admin/payments/${payment.id}/slip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Before: "inline" with no policy, so a crafted PDF opened in the staff member's signed-in browser.
    expect(res.headers['content-security-policy']).toBe(SANDBOX);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="slip-${payment.id}.pdf"`);
  });
});

describe('staff only', () => {
  it('answers 401 signed out and 403 to a customer on every route of this feature', async () => {
    const { payment } = await announced(true);
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', '/api/admin/payment-settings'],
      ['PUT', '/api/admin/payment-settings', SETTINGS],
      ['POST', `/api/admin/payments/${payment.id}/confirm`, { amountReceived: 10 }],
      ['POST', `/api/admin/payments/${payment.id}/reject`, { reason: 'x' }],
      ['POST', `/api/admin/payments/${payment.id}/refund`, { amount: 1, reason: 'x' }],
      ['GET', `/api/admin/payments/${payment.id}/slip`],
    ];
    for (const [method, url, body] of routes) {
      expect((await as(undefined, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(owner.cookie, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const [row] = await rows<{ state: string }>(t, sql`select state from payments where id = ${payment.id}`);
    expect(row!.state).toBe('pending');
  });
});

describe('receipts', () => {
  /** A confirmed deposit and the key from its e-mail. */
  async function receipted() {
    const { req, payment } = await announced();
    const confirmed = expectOk(await staff('POST', `/api/admin/payments/${payment.id}/confirm`, { amountReceived: DEPOSIT / 100 }));
    const mail = (await mails(t, { kind: 'receipt', to: req.email.toLowerCase() })).at(-1)!;
    const key = /\/receipts\/[^#\s]+#key=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
    if (!key) throw new Error('no receipt link in the e-mail');
    return { req, number: confirmed.receiptNumber as string, key };
  }

  it('opens with the key from its e-mail: store, TRN, the accepted option, GCT, paid to date and owed', async () => {
    expectOk(await staff('PUT', '/api/admin/payment-settings', { ...SETTINGS, depositPercent: 50, gctPercent: 0, trn: '987-654-321' }));
    const { req, number, key } = await receipted();
    const res = await as(undefined, 'GET', `/api/receipts/${number}?key=${key}`);
    const receipt = expectOk(res);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(receipt).toMatchObject({
      receiptNumber: number,
      kind: 'payment',
      store: { name: expect.any(String), trn: '987-654-321' },
      customer: { name: 'Keisha Campbell', email: req.email.toLowerCase() },
      subjectNumber: req.requestNumber,
      items: [{ description: expect.stringContaining('OEM new'), quantity: 1, amount: TOTAL / 100 }],
      gct: null,
      total: TOTAL / 100,
      payment: { purpose: 'deposit', method: 'bank_transfer', amount: DEPOSIT / 100 },
      paidToDate: DEPOSIT / 100,
      outstanding: (TOTAL - DEPOSIT) / 100,
    });
    // Once the store is registered, the GCT the total includes is shown.
    expectOk(await staff('PUT', '/api/admin/payment-settings', { ...SETTINGS, depositPercent: 50, gctPercent: 15 }));
    const withGct = expectOk(await as(undefined, 'GET', `/api/receipts/${number}?key=${key}`));
    expect(withGct.gct).toMatchObject({ percent: 15, amount: expect.any(Number) });
    expectOk(await staff('PUT', '/api/admin/payment-settings', { ...SETTINGS, depositPercent: 50, gctPercent: 0 }));
  });

  it('a wrong key, no key or an unknown number is 404; staff and the signed-in owner need no key', async () => {
    const { number, key } = await receipted();
    const stranger = await signUp(t.app);
    for (const [cookie, url] of [
      [undefined, `/api/receipts/${number}?key=${key.slice(0, -2)}xx`],
      [undefined, `/api/receipts/${number}`],
      [stranger.cookie, `/api/receipts/${number}`],
      [undefined, `/api/receipts/RCT-2026-999999?key=${key}`],
    ] as const) {
      const res = await as(cookie, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Keisha');
    }
    expect(expectOk(await as(admin.cookie, 'GET', `/api/receipts/${number}`)).receiptNumber).toBe(number);
    expect(expectOk(await as(owner.cookie, 'GET', `/api/receipts/${number}`)).receiptNumber).toBe(number);
  });
});

describe('the money view and the CSV', () => {
  it('lists a transfer to confirm, a flagged over-payment, balances owed and today’s takings by method', async () => {
    const { req: waiting, payment } = await announced();
    const over = await ownRequest();
    const taken = expectOk(await staff('POST', `/api/admin/part-requests/${over.id}/payments`, { method: 'cash', amount: TOTAL / 100 + 500 }), 201);
    const before = expectOk(await staff('GET', '/api/admin/money'));
    expect(before.awaitingConfirmation).toContainEqual(expect.objectContaining({ id: payment.id, state: 'pending', subjectNumber: waiting.requestNumber, customerName: 'Keisha Campbell' }));
    expect(before.flagged).toContainEqual(expect.objectContaining({ id: taken.id, flaggedReason: expect.stringContaining('500.00'), subjectNumber: over.requestNumber }));
    expect(before.outstanding).toContainEqual(expect.objectContaining({ subjectNumber: waiting.requestNumber, subjectKind: 'request', total: TOTAL / 100, paid: 0, outstanding: TOTAL / 100 }));
    expect(before.outstanding.map((o: { subjectNumber: string }) => o.subjectNumber)).not.toContain(over.requestNumber);
    const cash = before.today.byMethod.find((m: { method: string }) => m.method === 'cash');
    expect(cash.amount).toBeGreaterThanOrEqual(TOTAL / 100 + 500);
    expect(before.today.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Refunding the extra clears the flag and counts as a refund today.
    expectOk(await staff('POST', `/api/admin/payments/${taken.id}/refund`, { amount: 500, reason: 'Paid too much' }), 201);
    const after = expectOk(await staff('GET', '/api/admin/money'));
    expect(after.flagged.map((p: { id: string }) => p.id)).not.toContain(taken.id);
    expect(after.today.refunds).toBeCloseTo(before.today.refunds + 500, 2);
    expect(after.today.net).toBeCloseTo(before.today.net - 500, 2);
  });

  it('keeps money paid to the driver apart from the counter in today’s takings, cash and card alike', async () => {
    const before = expectOk(await staff('GET', '/api/admin/money'));
    const amountOf = (money: { today: { byMethod: Array<{ method: string; amount: number; count: number }> } }, method: string) =>
      money.today.byMethod.find((m) => m.method === method) ?? { amount: 0, count: 0 };
    const req = await ownRequest();
    const driverCash = expectOk(await staff('POST', `/api/admin/part-requests/${req.id}/payments`, { method: 'cash_driver', amount: 10_000 }), 201);
    expect(driverCash).toMatchObject({ method: 'cash_driver', state: 'succeeded', receiptNumber: expect.stringMatching(RECEIPT_NUMBER_PATTERN) });
    expectOk(await staff('POST', `/api/admin/part-requests/${req.id}/payments`, { method: 'card_driver', amount: 2_500 }), 201);
    const after = expectOk(await staff('GET', '/api/admin/money'));
    expect(amountOf(after, 'cash_driver').amount).toBeCloseTo(amountOf(before, 'cash_driver').amount + 10_000, 2);
    expect(amountOf(after, 'card_driver').amount).toBeCloseTo(amountOf(before, 'card_driver').amount + 2_500, 2);
    expect(amountOf(after, 'cash')).toEqual(amountOf(before, 'cash'));
    const [sent] = await mails(t, { kind: 'receipt', to: req.email.toLowerCase() });
    expect(sent!.text_body).toMatch(/How:\s+Cash to the driver/);
    const bad = await staff('POST', `/api/admin/part-requests/${req.id}/payments`, { method: 'driver', amount: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].message).toBe('Choose cash or card at the counter, cash or card to the driver, or bank transfer');
  });

  it('the CSV has one line per row settled in the range, a formula-looking note neutralised', async () => {
    const req = await ownRequest();
    const evil = '=HYPERLINK("http://evil.test","click")';
    expectOk(await staff('POST', `/api/admin/part-requests/${req.id}/payments`, { method: 'cash', amount: 1000, note: evil }), 201);
    const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
    const res = await staff('GET', `/api/admin/payments.csv?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="payments-${today}-${today}.csv"`);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date (Kingston),Receipt number,Reference,Request or order,Customer,Kind,Purpose,Method,Amount J$,State,Provider reference,Recorded by,Note');
    const line = lines.find((l) => l.includes(req.requestNumber))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(line).toContain(',Cash at the counter,1000.00,Paid,');
    // Nothing settled in another range; a bad range is a 400.
    const empty = await staff('GET', '/api/admin/payments.csv?from=2020-01-01&to=2020-01-02');
    expect(empty.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n')).toHaveLength(1);
    for (const q of ['from=2026-02-01&to=2026-01-01', 'from=yesterday&to=2026-01-01', 'from=2026-01-01']) {
      expect((await staff('GET', `/api/admin/payments.csv?${q}`)).statusCode, q).toBe(400);
    }
    for (const url of ['/api/admin/money', `/api/admin/payments.csv?from=${today}&to=${today}`]) {
      expect((await as(undefined, 'GET', url)).statusCode).toBe(401);
      expect((await as(owner.cookie, 'GET', url)).statusCode).toBe(403);
    }
  });
});
