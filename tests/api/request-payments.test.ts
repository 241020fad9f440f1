import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { CustomerPartRequest } from '../../src/shared/schemas/part-requests';
import type { TrackingRecord } from '../../src/shared/schemas/part-request-tracking';
import { RECEIPT_NUMBER_PATTERN } from '../../src/shared/payments';
import { acceptedRequest, autoRequest, expectOk, freshIp, mails, multipart, quotedRequest, setBankAccount, TINY_PNG } from '../support/part-requests';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';
import { startWipayStandIn, type WipayStandIn } from '../support/wipay-stand-in';

// Paying for a sourced part (docs/payments.md): WiPay's hosted page and its verified return, bank
// transfers with a slip, money staff take at the counter, and the deposit waiver. OEM_OPTION's total is
// J$29,216.25 and its 50% deposit J$14,608.13 (tests/support/part-requests.ts shows the sums).

const API_KEY = 'wipay-test-key-3f9a';
const ACCOUNT = '1234567890';
const DEPOSIT = 1_460_813;
const TOTAL = 2_921_625;

let t: TestApp;
let wipay: WipayStandIn;
let admin: Awaited<ReturnType<typeof signUp>>;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  wipay = await startWipayStandIn({ apiKey: API_KEY, accountNumber: ACCOUNT });
  t = await createTestApp({ inbox: true, env: { WIPAY_ACCOUNT_NUMBER: ACCOUNT, WIPAY_API_KEY: API_KEY, WIPAY_API_URL: wipay.url } });
  admin = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' });
  owner = await signUp(t.app, { firstName: 'Dwayne', lastName: 'Reid' });
  other = await signUp(t.app);
  await setBankAccount(t, admin.cookie);
});
afterAll(async () => {
  await t.close();
  await wipay.close();
});

type Method = 'GET' | 'POST';
const as = (cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, remoteAddress: freshIp(), ...(payload === undefined ? {} : { payload: payload as string }) });
const pay = (cookie: string | undefined, id: string, amount: string, method = 'wipay') => as(cookie, 'POST', `/api/user-requests/${id}/pay`, { method, amount });
const ownRequest = () => acceptedRequest(t, admin.cookie, { cookie: owner.cookie });
const ledger = (requestId: string) =>
  rows<{ reference: string; state: string; amount_cents: number; purpose: string; method: string; receipt_number: string | null; provider_ref: string | null; flagged_reason: string | null; slip_file: string | null }>(
    t,
    sql`select reference, state, amount_cents, purpose, method, receipt_number, provider_ref, flagged_reason, slip_file from payments where request_id = ${requestId} order by created_at`,
  );
const mine = async (id: string) => (expectOk(await as(owner.cookie, 'GET', '/api/user-requests')) as CustomerPartRequest[]).find((r) => r.id === id)!;
/** Follows WiPay's redirect back into our API, as the customer's browser would. */
const comeBack = (url: string) => {
  const u = new URL(url);
  return t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}`, remoteAddress: freshIp() });
};
const transactionOf = (redirectUrl: string) => redirectUrl.split('/').at(-1)!;

describe('card payments through WiPay', () => {
  it('asks WiPay for the deposit the server works out, in JMD, without ever sending the API key', async () => {
    const req = await ownRequest();
    const started = expectOk(await pay(owner.cookie, req.id, 'deposit'));
    expect(started).toMatchObject({ amount: DEPOSIT / 100, clientSecret: null, redirectUrl: expect.stringContaining(`${wipay.url}/checkout/`) });
    const call = wipay.calls.at(-1)!;
    expect(call).toMatchObject({
      account_number: ACCOUNT,
      country_code: 'JM',
      currency: 'JMD',
      environment: 'sandbox',
      fee_structure: 'merchant_absorb',
      method: 'credit_card',
      order_id: started.reference,
      total: '14608.13',
      response_url: 'http://shop.test/api/payments/wipay/return',
      email: req.email.toLowerCase(),
    });
    expect(JSON.stringify(call)).not.toContain(API_KEY);
    expect(await ledger(req.id)).toEqual([
      expect.objectContaining({ reference: started.reference, state: 'pending', amount_cents: DEPOSIT, purpose: 'deposit', method: 'wipay', receipt_number: null }),
    ]);
  });

  it('records a verified success once, however often the browser comes back: one payment, one receipt, one e-mail', async () => {
    const req = await ownRequest();
    const started = expectOk(await pay(owner.cookie, req.id, 'deposit'));
    const back = wipay.returnUrl(transactionOf(started.redirectUrl), 'success');
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await comeBack(back));
    for (const res of answers) {
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/dashboard?payment=${started.reference}&result=success`);
    }
    const rowsNow = await ledger(req.id);
    expect(rowsNow).toHaveLength(1);
    expect(rowsNow[0]).toMatchObject({ state: 'succeeded', amount_cents: DEPOSIT, provider_ref: transactionOf(started.redirectUrl) });
    expect(rowsNow[0]!.receipt_number).toMatch(RECEIPT_NUMBER_PATTERN);
    const receipts = (await mails(t, { kind: 'receipt' })).filter((m) => m.subject.includes(req.requestNumber));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text_body).toContain('J$14,608.13');
    expect(receipts[0]!.text_body).toMatch(new RegExp(`/receipts/${rowsNow[0]!.receipt_number}#key=[A-Za-z0-9_-]{20,}`));
    const money = (await mine(req.id)).money!;
    expect(money.balance).toMatchObject({ paid: DEPOSIT / 100, outstanding: (TOTAL - DEPOSIT) / 100, depositPaid: true, label: 'Deposit paid', pending: 0 });
  });

  it('refuses a forged or altered return and records nothing', async () => {
    const req = await ownRequest();
    const started = expectOk(await pay(owner.cookie, req.id, 'deposit'));
    const tx = transactionOf(started.redirectUrl);
    const forged = [
      wipay.returnUrl(tx, 'success', { hash: 'f'.repeat(32) }),
      // A valid hash for a smaller total: the hash is WiPay's word on the total, not ours.
      wipay.returnUrl(tx, 'success', { total: '1.00' }),
      wipay.returnUrl(tx, 'success', { currency: 'USD' }),
      wipay.returnUrl(tx, 'success', { order_id: 'PAY-NOTOURS1' }),
    ];
    for (const url of forged) {
      const res = await comeBack(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/verified|match|not the one/);
    }
    expect((await ledger(req.id))[0]).toMatchObject({ state: 'pending', receipt_number: null });
    // A transfer's reference given as WiPay's order id is not a WiPay payment.
    const transferReq = await ownRequest();
    const transfer = expectOk(await as(owner.cookie, 'POST', `/api/user-requests/${transferReq.id}/bank-transfer`, { amount: 'deposit' }), 201);
    const res = await comeBack(wipay.returnUrl(tx, 'success', { order_id: transfer.reference }));
    expect(res.statusCode).toBe(400);
    expect((await ledger(transferReq.id))[0]).toMatchObject({ state: 'pending' });
  });

  it('a declined card fails the payment and the customer can try again', async () => {
    const req = await ownRequest();
    const first = expectOk(await pay(owner.cookie, req.id, 'deposit'));
    const res = await comeBack(wipay.returnUrl(transactionOf(first.redirectUrl), 'failed'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/dashboard?payment=${first.reference}&result=failed`);
    expect((await ledger(req.id))[0]).toMatchObject({ state: 'failed' });
    const again = expectOk(await pay(owner.cookie, req.id, 'deposit'));
    expect(again.amount).toBe(DEPOSIT / 100);
  });

  it('never asks for more than is owed: a payment waiting counts, and of five starts at once one goes through', async () => {
    const req = await ownRequest();
    expectOk(await pay(owner.cookie, req.id, 'deposit'));
    const second = await pay(owner.cookie, req.id, 'deposit');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/deposit is already paid or on its way/);
    // The rest is still open: the balance is everything not covered.
    expect(expectOk(await pay(owner.cookie, req.id, 'balance')).amount).toBe((TOTAL - DEPOSIT) / 100);
    expect((await pay(owner.cookie, req.id, 'full')).statusCode).toBe(409);

    const race = await ownRequest();
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(owner.cookie, race.id, 'full')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await ledger(race.id)).toHaveLength(1);
  });

  it('answers a resend with the same Idempotency-Key with the same payment and card page, and opens nothing new', async () => {
    const req = await ownRequest();
    const keyed = (key: string, amount = 'deposit', cookie = owner.cookie) =>
      t.app.inject({ method: 'POST', url: `/api/user-requests/${req.id}/pay`, headers: { cookie, 'idempotency-key': key }, remoteAddress: freshIp(), payload: { method: 'wipay', amount } });
    const key = crypto.randomUUID();
    const calls = wipay.calls.length;
    const first = expectOk(await keyed(key));
    // The phone lost the answer and sends again, twice at once: the same payment and page, one WiPay call.
    const again = await Promise.all([keyed(key), keyed(key)]);
    for (const res of again) expect(expectOk(res)).toEqual(first);
    expect(wipay.calls.length).toBe(calls + 1);
    expect(await ledger(req.id)).toHaveLength(1);
    // The key with another amount is another request: refused, not answered with the deposit.
    const reused = await keyed(key, 'full');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toMatch(/Idempotency-Key was already used/);
    // Nor is it a way into someone else's payment.
    const other = await signUp(t.app);
    expect((await keyed(key, 'deposit', other.cookie)).statusCode).toBe(404);
    expect((await keyed('not a key!')).statusCode).toBe(400);

    // A start WiPay refused stays refused for its key; a new tap (a new key) tries again.
    const refused = await ownRequest();
    const keyedOn = (id: string, k: string) =>
      t.app.inject({ method: 'POST', url: `/api/user-requests/${id}/pay`, headers: { cookie: owner.cookie, 'idempotency-key': k }, remoteAddress: freshIp(), payload: { method: 'wipay', amount: 'deposit' } });
    const refusedKey = crypto.randomUUID();
    wipay.failNext(500);
    expect((await keyedOn(refused.id, refusedKey)).statusCode).toBe(503);
    expect((await keyedOn(refused.id, refusedKey)).statusCode).toBe(503);
    expect(expectOk(await keyedOn(refused.id, crypto.randomUUID())).amount).toBe(DEPOSIT / 100);
    expect((await ledger(refused.id)).map((p) => p.state)).toEqual(['failed', 'pending']);
  });

  it('frees a card payment left on WiPay\'s page after two hours, and still records WiPay\'s success if it comes later', async () => {
    const req = await ownRequest();
    const left = expectOk(await pay(owner.cookie, req.id, 'deposit'));
    expect((await pay(owner.cookie, req.id, 'deposit')).statusCode).toBe(409); // held back while it may still be paid
    const sweep = async () => {
      await t.app.jobs.send('card-pages-expire', {});
      await t.app.jobs.drain(['card-pages-expire']);
    };
    await sweep();
    expect((await ledger(req.id))[0]!.state).toBe('pending'); // minutes old: left alone
    await t.db.database.db.execute(sql`update payments set created_at = now() - interval '2 hours 1 minute' where reference = ${left.reference}`);
    await sweep();
    expect(await ledger(req.id)).toEqual([expect.objectContaining({ reference: left.reference, state: 'failed', receipt_number: null })]);
    expect((await mine(req.id)).money!.balance).toMatchObject({ pending: 0, paid: 0 });

    // The customer tries again, for everything; then the page they left turns out to have been paid after all.
    const again = expectOk(await pay(owner.cookie, req.id, 'full'));
    expect(again.amount).toBe(TOTAL / 100);
    const back = await comeBack(wipay.returnUrl(transactionOf(left.redirectUrl), 'success'));
    expect(back.headers.location).toBe(`/dashboard?payment=${left.reference}&result=success`);
    const rowsNow = await ledger(req.id);
    expect(rowsNow.find((r) => r.reference === left.reference)).toMatchObject({ state: 'succeeded', amount_cents: DEPOSIT });
    expect(rowsNow.find((r) => r.reference === left.reference)!.receipt_number).toMatch(RECEIPT_NUMBER_PATTERN);
    // The second try, paid too, is the deposit more than was due: recorded, and flagged for staff to refund.
    await comeBack(wipay.returnUrl(transactionOf(again.redirectUrl), 'success'));
    const second = (await ledger(req.id)).find((r) => r.reference === again.reference)!;
    expect(second.state).toBe('succeeded');
    expect(second.flagged_reason).toBe('J$14,608.13 more than was owed: refund it to the customer');
  });

  it('WiPay being down is a clear 503, and the payment it could not open holds nothing back', async () => {
    const req = await ownRequest();
    wipay.failNext(500);
    const res = await pay(owner.cookie, req.id, 'deposit');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/WiPay could not open the card page/);
    expect((await ledger(req.id))[0]).toMatchObject({ state: 'failed' });
    expect(expectOk(await pay(owner.cookie, req.id, 'deposit')).amount).toBe(DEPOSIT / 100);
  });

  it('only the owner pays: another account gets 404, a guest without the manage link 401, with it the manage page is the way back', async () => {
    const req = await ownRequest();
    expect((await pay(other.cookie, req.id, 'deposit')).statusCode).toBe(404);
    expect((await pay(undefined, req.id, 'deposit')).statusCode).toBe(401);

    const guest = await acceptedRequest(t, admin.cookie);
    expect((await as(undefined, 'POST', `/api/part-requests/track/${guest.requestNumber}/pay`, { method: 'wipay', amount: 'deposit' })).statusCode).toBe(401);
    const started = expectOk(await as(guest.payer, 'POST', `/api/part-requests/track/${guest.requestNumber}/pay`, { method: 'wipay', amount: 'full' }));
    expect(started.amount).toBe(TOTAL / 100);
    const back = await comeBack(wipay.returnUrl(transactionOf(started.redirectUrl), 'success'));
    expect(back.headers.location).toBe(`/track-order/manage?number=${guest.requestNumber}&payment=${started.reference}&result=success`);
    const record = expectOk(await as(guest.payer, 'GET', `/api/part-requests/track/${guest.requestNumber}/manage`)) as TrackingRecord;
    expect(record.money?.balance).toMatchObject({ label: 'Paid in full', outstanding: 0 });
  });

  it('refuses bad bodies, a request with nothing agreed, Stripe (not offered here) and a cancelled request', async () => {
    const req = await ownRequest();
    for (const body of [{ method: 'wipay', amount: 'lots' }, { method: 'paypal', amount: 'deposit' }, { method: 'wipay', amount: 'deposit', total: 1 }]) {
      expect((await as(owner.cookie, 'POST', `/api/user-requests/${req.id}/pay`, body)).statusCode).toBe(400);
    }
    expect((await pay(owner.cookie, req.id, 'deposit', 'stripe')).statusCode).toBe(409);
    const quoted = await quotedRequest(t, admin.cookie, { cookie: owner.cookie });
    const none = await pay(owner.cookie, quoted.id, 'deposit');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/not accepted a quote option/);
    expectOk(await as(admin.cookie, 'POST', `/api/admin/update-request-status/${req.id}`, { status: 'cancelled' }));
    expect((await pay(owner.cookie, req.id, 'deposit')).json().message).toMatch(/cancelled/);
  });
});

describe('WiPay settings', () => {
  it('refuses half a WiPay set-up, and a stand-in address in production, at boot; without keys WiPay is not offered', async () => {
    expect(() => loadConfig({ NODE_ENV: 'test', WIPAY_API_KEY: API_KEY })).toThrow(/WIPAY_ACCOUNT_NUMBER and WIPAY_API_KEY together/);
    expect(() => loadConfig({ NODE_ENV: 'test', WIPAY_ACCOUNT_NUMBER: 'ACC-1', WIPAY_API_KEY: API_KEY })).toThrow(/digits of a WiPay business account number/);
    const live = { WIPAY_ACCOUNT_NUMBER: ACCOUNT, WIPAY_API_KEY: API_KEY, SESSION_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig({ ...live, NODE_ENV: 'production', WIPAY_API_URL: 'http://127.0.0.1:1' })).toThrow(/WIPAY_API_URL is for tests only/);
    expect(loadConfig({ NODE_ENV: 'test', ...live }).wipay).toMatchObject({ apiUrl: 'https://jm.wipayfinancial.com', currency: 'JMD', environment: 'sandbox' });
    expect(loadConfig({ NODE_ENV: 'test' }).wipay).toBeUndefined();
    const req = await ownRequest();
    expect((await mine(req.id)).money!.methods.wipay).toBe(true);
  });
});

describe('bank transfers', () => {
  const transfer = (cookie: string | undefined, id: string, parts: Parameters<typeof multipart>[0], key?: string) => {
    const body = multipart(parts);
    const headers = { ...body.headers, ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) };
    return t.app.inject({ method: 'POST', url: `/api/user-requests/${id}/bank-transfer`, headers, payload: body.payload, remoteAddress: freshIp() });
  };

  it('answers a resend with the same Idempotency-Key with the transfer already announced, keeping one slip', async () => {
    const req = await ownRequest();
    const key = crypto.randomUUID();
    const slipsIn = () => (fs.existsSync(path.join(t.config.uploadsDir, 'payment-slips')) ? fs.readdirSync(path.join(t.config.uploadsDir, 'payment-slips')) : []);
    const slipsBefore = slipsIn().length;
    const parts = [
      { name: 'amount', value: 'deposit' },
      { name: 'slip', value: TINY_PNG, filename: 'slip.png', contentType: 'image/png' },
    ];
    const first = await transfer(owner.cookie, req.id, parts, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await transfer(owner.cookie, req.id, parts, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const payments = await ledger(req.id);
    expect(payments).toHaveLength(1);
    // The same key with another slip is another announcement: refused, and nothing of it kept.
    const slips = slipsIn();
    expect(slips).toHaveLength(slipsBefore + 1);
    const other = await transfer(owner.cookie, req.id, [{ name: 'amount', value: 'deposit' }, { name: 'slip', value: Buffer.from('%PDF-1.4\n%%EOF'), filename: 's.pdf', contentType: 'application/pdf' }], key);
    expect(other.statusCode).toBe(409);
    expect(slipsIn()).toEqual(slips);
  });

  it('announces the deposit with a photo of the slip: pending until staff find the money, the slip kept re-encoded', async () => {
    const req = await ownRequest();
    const res = await transfer(owner.cookie, req.id, [
      { name: 'amount', value: 'deposit' },
      { name: 'note', value: 'Sent from NCB online' },
      { name: 'slip', value: TINY_PNG, filename: 'slip.png', contentType: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ method: 'bank_transfer', state: 'pending', amount: DEPOSIT / 100, hasSlip: true, note: 'Sent from NCB online', receiptNumber: null });
    const money = (await mine(req.id)).money!;
    expect(money.balance).toMatchObject({ pending: DEPOSIT / 100, paid: 0, depositPaid: false });
  });

  it('takes a PDF slip, and judges a slip by its content, not its name', async () => {
    const pdf = await ownRequest();
    const ok = await transfer(owner.cookie, pdf.id, [
      { name: 'amount', value: 'full' },
      { name: 'slip', value: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'), filename: 'slip.pdf', contentType: 'application/pdf' },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().amount).toBe(TOTAL / 100);

    const fake = await ownRequest();
    const bad = await transfer(owner.cookie, fake.id, [
      { name: 'amount', value: 'deposit' },
      { name: 'slip', value: Buffer.from('<script>alert(1)</script>'), filename: 'slip.png', contentType: 'image/png' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([expect.objectContaining({ path: 'slip' })]);
    expect(await ledger(fake.id)).toEqual([]);
  });

  it('refuses unknown fields, a bad amount, and a second announcement of the same deposit', async () => {
    const req = await ownRequest();
    expect((await transfer(owner.cookie, req.id, [{ name: 'amount', value: 'deposit' }, { name: 'total', value: '5' }])).statusCode).toBe(400);
    expect((await transfer(owner.cookie, req.id, [{ name: 'amount', value: '100' }])).statusCode).toBe(400);
    expect((await transfer(owner.cookie, req.id, [{ name: 'amount', value: 'deposit' }])).statusCode).toBe(201);
    expect((await transfer(owner.cookie, req.id, [{ name: 'amount', value: 'deposit' }])).statusCode).toBe(409);
    expect((await transfer(other.cookie, req.id, [{ name: 'amount', value: 'balance' }])).statusCode).toBe(404);
  });
});

describe('staff record money and waive the deposit', () => {
  const record = (cookie: string, id: string, body: unknown) => as(cookie, 'POST', `/api/admin/part-requests/${id}/payments`, body);

  it('records cash at the counter with its receipt, and flags money beyond what is owed for refund', async () => {
    const req = await ownRequest();
    const cash = expectOk(await record(admin.cookie, req.id, { method: 'cash', amount: 20000, note: 'Paid at the counter' }), 201);
    expect(cash).toMatchObject({ method: 'cash', state: 'succeeded', purpose: 'deposit', amount: 20000, recordedBy: 'Marcia Grant (staff)', flaggedReason: null });
    expect(cash.receiptNumber).toMatch(RECEIPT_NUMBER_PATTERN);
    const over = expectOk(await record(admin.cookie, req.id, { method: 'card_counter', amount: 10000 }), 201);
    expect(over.purpose).toBe('balance');
    expect(over.flaggedReason).toBe('J$783.75 more than was owed: refund it to the customer');
    expect((await mine(req.id)).money!.balance).toMatchObject({ label: 'Paid in full', outstanding: 0, paid: 30000 });
    expect((await mails(t, { kind: 'receipt' })).filter((m) => m.subject.includes(req.requestNumber))).toHaveLength(2);
  });

  it('refuses bad amounts, customers and requests with nothing agreed', async () => {
    const req = await ownRequest();
    for (const body of [{ method: 'cash', amount: 0 }, { method: 'cash', amount: 10.005 }, { method: 'wipay', amount: 100 }, { method: 'cash' }]) {
      expect((await record(admin.cookie, req.id, body)).statusCode).toBe(400);
    }
    expect((await record(owner.cookie, req.id, { method: 'cash', amount: 100 })).statusCode).toBe(403);
    const quoted = await quotedRequest(t, admin.cookie, { request: autoRequest() });
    expect((await record(admin.cookie, quoted.id, { method: 'cash', amount: 100 })).statusCode).toBe(409);
    expect((await record(admin.cookie, '00000000-0000-4000-8000-000000000000', { method: 'cash', amount: 100 })).statusCode).toBe(404);
  });

  it('a waived deposit lets the order go ahead, with the reason in the history', async () => {
    const req = await ownRequest();
    const blocked = await as(admin.cookie, 'POST', `/api/admin/update-request-status/${req.id}`, { status: 'preparing' });
    expect(blocked.statusCode).toBe(409);
    expect((await as(admin.cookie, 'POST', `/api/admin/part-requests/${req.id}/deposit-waiver`, { reason: '' })).statusCode).toBe(400);
    expectOk(await as(admin.cookie, 'POST', `/api/admin/part-requests/${req.id}/deposit-waiver`, { reason: 'Regular customer, pays on pickup' }));
    expect((await as(admin.cookie, 'POST', `/api/admin/part-requests/${req.id}/deposit-waiver`, { reason: 'again' })).statusCode).toBe(409);
    const moved = expectOk(await as(admin.cookie, 'POST', `/api/admin/update-request-status/${req.id}`, { status: 'preparing' }));
    expect(moved.statusHistory.map((h: { notes: string | null }) => h.notes)).toContain('Deposit waived: Regular customer, pays on pickup');
    expect((await mine(req.id)).money!.balance).toMatchObject({ depositWaived: true, label: 'Deposit waived' });
  });
});
