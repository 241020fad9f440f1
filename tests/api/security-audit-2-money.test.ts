import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedRequest, expectOk, freshIp, multipart } from '../support/part-requests';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';
import { startWipayStandIn, type WipayStandIn } from '../support/wipay-stand-in';

// Money findings of the second audit (docs/security-audit.md, second audit items 7 and 8). OEM_OPTION's
// 50% deposit is J$14,608.13 (tests/support/part-requests.ts).

const API_KEY = 'wipay-test-key-7c21';
const ACCOUNT = '1234567890';
const DEPOSIT = 1_460_813;

let t: TestApp;
let wipay: WipayStandIn;
let admin: Awaited<ReturnType<typeof signUp>>;
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  wipay = await startWipayStandIn({ apiKey: API_KEY, accountNumber: ACCOUNT });
  t = await createTestApp({ env: { WIPAY_ACCOUNT_NUMBER: ACCOUNT, WIPAY_API_KEY: API_KEY, WIPAY_API_URL: wipay.url } });
  admin = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' });
  owner = await signUp(t.app, { firstName: 'Dwayne', lastName: 'Reid' });
});
afterAll(async () => {
  await t.close();
  await wipay.close();
});

const as = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, remoteAddress: freshIp(), ...(payload === undefined ? {} : { payload: payload as string }) });
const startDeposit = async (requestId: string) =>
  expectOk(await as(owner.cookie, 'POST', `/api/user-requests/${requestId}/pay`, { method: 'wipay', amount: 'deposit' })) as { reference: string; redirectUrl: string };
const transactionOf = (redirectUrl: string) => redirectUrl.split('/').at(-1)!;
/** WiPay's redirect back into our API, as the customer's browser follows it. */
const comeBack = (url: string) => {
  const u = new URL(url);
  return t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}`, remoteAddress: freshIp() });
};
const ledger = (requestId: string) =>
  rows<{ state: string; amount_cents: number; receipt_number: string | null; provider_ref: string | null; flagged_reason: string | null }>(
    t,
    sql`select state, amount_cents, receipt_number, provider_ref, flagged_reason from payments where request_id = ${requestId} order by created_at`,
  );

describe('second audit item 7: a WiPay answer pays only the payment it was opened for', () => {
  it("second audit item 7: a genuine answer for one payment, sent with another payment's order id, pays nothing and is a 400", async () => {
    const first = await acceptedRequest(t, admin.cookie, { cookie: owner.cookie });
    const second = await acceptedRequest(t, admin.cookie, { cookie: owner.cookie });
    const paid = await startDeposit(first.id);
    const other = await startDeposit(second.id);
    expect((await comeBack(wipay.returnUrl(transactionOf(paid.redirectUrl), 'success'))).statusCode).toBe(303);
    // The same hash-valid answer (same transaction, same total), its order id swapped for the second payment's.
    const swapped = await comeBack(wipay.returnUrl(transactionOf(paid.redirectUrl), 'success', { order_id: other.reference }));
    // Before: 500 (the transaction id is unique in the ledger), or, for a payment opened without one, paid twice.
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().message).toBe('This payment answer belongs to another payment. If you paid, contact us with your receipt from WiPay.');
    expect(await ledger(second.id)).toEqual([expect.objectContaining({ state: 'pending', receipt_number: null, provider_ref: transactionOf(other.redirectUrl) })]);
    expect(await ledger(first.id)).toEqual([expect.objectContaining({ state: 'succeeded', amount_cents: DEPOSIT })]);
  });

  it("second audit item 7: a payment opened without WiPay's transaction id, answered with one another payment holds, is a 400 too", async () => {
    const first = await acceptedRequest(t, admin.cookie, { cookie: owner.cookie });
    const second = await acceptedRequest(t, admin.cookie, { cookie: owner.cookie });
    const paid = await startDeposit(first.id);
    const other = await startDeposit(second.id);
    expect((await comeBack(wipay.returnUrl(transactionOf(paid.redirectUrl), 'success'))).statusCode).toBe(303);
    await t.db.database.db.execute(sql`update payments set provider_ref = null where reference = ${other.reference}`);
    const swapped = await comeBack(wipay.returnUrl(transactionOf(paid.redirectUrl), 'success', { order_id: other.reference }));
    expect(swapped.statusCode).toBe(400);
    expect(await ledger(second.id)).toEqual([expect.objectContaining({ state: 'pending', receipt_number: null })]);
  });
});

describe('second audit item 8: money that arrives on a cancelled request', () => {
  it('second audit item 8: is receipted, since it came, and flagged for refund on the money view; a full refund clears the flag', async () => {
    const req = await acceptedRequest(t, admin.cookie, { cookie: owner.cookie });
    const started = await startDeposit(req.id);
    expectOk(await as(admin.cookie, 'POST', `/api/admin/update-request-status/${req.id}`, { status: 'cancelled' }));
    expect((await comeBack(wipay.returnUrl(transactionOf(started.redirectUrl), 'success'))).statusCode).toBe(303);
    const [row] = await ledger(req.id);
    expect(row).toMatchObject({ state: 'succeeded', amount_cents: DEPOSIT });
    expect(row!.receipt_number).not.toBeNull();
    // Before: null, so nothing told staff that J$14,608.13 was owed back.
    expect(row!.flagged_reason).toBe(`Arrived after ${req.requestNumber} was cancelled: refund the J$14,608.13 to the customer`);
    const money = expectOk(await as(admin.cookie, 'GET', '/api/admin/money')) as { flagged: Array<{ reference: string; id: string }> };
    const flagged = money.flagged.find((p) => p.reference === started.reference);
    expect(flagged).toBeDefined();
    expectOk(await as(admin.cookie, 'POST', `/api/admin/payments/${flagged!.id}/refund`, { amount: DEPOSIT / 100, reason: 'Request cancelled before the deposit came' }), 201);
    expect((await ledger(req.id))[0]).toMatchObject({ state: 'refunded', flagged_reason: null });
  });
});

describe('second audit item 11: a card payment declined, then paid after all', () => {
  it('second audit item 11: succeeds with a note that says it was paid after all, not "declined"', async () => {
    const req = await acceptedRequest(t, admin.cookie, { cookie: owner.cookie });
    const started = await startDeposit(req.id);
    const tx = transactionOf(started.redirectUrl);
    expect((await comeBack(wipay.returnUrl(tx, 'failed'))).statusCode).toBe(303);
    expect((await comeBack(wipay.returnUrl(tx, 'success'))).statusCode).toBe(303);
    const [row] = await rows<{ state: string; note: string | null }>(t, sql`select state, note from payments where request_id = ${req.id}`);
    // Before: succeeded, noted "Declined or cancelled on the WiPay page".
    expect(row).toEqual({ state: 'succeeded', note: 'Paid after all (it had been marked failed: Declined or cancelled on the WiPay page)' });
  });
});

describe('second audit item 11: bank transfer before the store has given its account', () => {
  it('second audit item 11: is not offered, and announcing one is a 409 that says how else to pay', async () => {
    const fresh = await createTestApp();
    try {
      const staff = await signUp(fresh.app);
      const buyer = await signUp(fresh.app);
      const req = await acceptedRequest(fresh, staff.cookie, { cookie: buyer.cookie });
      const mine = (await fresh.app.inject({ method: 'GET', url: '/api/user-requests', headers: { cookie: buyer.cookie } })).json() as Array<{ id: string; money: { methods: { bankTransfer: unknown } } }>;
      expect(mine.find((r) => r.id === req.id)!.money.methods.bankTransfer).toBeNull();
      const body = multipart([{ name: 'amount', value: 'deposit' }]);
      const res = await fresh.app.inject({ method: 'POST', url: `/api/user-requests/${req.id}/bank-transfer`, headers: { ...body.headers, cookie: buyer.cookie }, payload: body.payload, remoteAddress: freshIp() });
      // Before: 201, a pending transfer to an account nobody had given.
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Bank transfer is not offered yet: the store has not given its bank account. Please pay by card or at the counter.');
      expect(await rows(fresh, sql`select 1 from payments where request_id = ${req.id}`)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
