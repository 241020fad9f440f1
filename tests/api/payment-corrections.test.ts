import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_NUMBER_PATTERN } from '../../src/shared/payments';
import { acceptedRequest, expectOk, freshIp, mails, multipart, setBankAccount } from '../support/part-requests';
import { placeOrder, shelfProduct } from '../support/shop-orders';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

// Staff's mistakes put right (docs/payments.md, "Corrections"): an amount that is not what was announced
// or owed is questioned before it is recorded; an entry recorded by mistake is voided by a new row and
// replaced by the amount that really came, its receipt marked void and the customer told. OEM_OPTION's
// total is J$29,216.25 and its 50% deposit J$14,608.13 (tests/support/part-requests.ts).

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  // Seeded for the shop's categories (a shop order's money is voided too).
  t = await createTestApp({ seeded: true });
  admin = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' });
  owner = await signUp(t.app, { firstName: 'Dwayne', lastName: 'Reid' });
  await setBankAccount(t, admin.cookie);
});
afterAll(async () => t.close());

const as = (cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, remoteAddress: freshIp(), ...(payload === undefined ? {} : { payload: payload as string }) });
const staff = (method: 'GET' | 'POST', url: string, payload?: unknown) => as(admin.cookie, method, url, payload);

type LedgerRow = { id: string; kind: string; state: string; amount_cents: number; purpose: string; receipt_number: string | null; corrects: string | null; note: string | null; flagged_reason: string | null };
const ledger = (requestId: string) =>
  rows<LedgerRow>(t, sql`select id, kind, state, amount_cents, purpose, receipt_number, corrects, note, flagged_reason from payments where request_id = ${requestId} order by created_at, id`);
const received = async (requestId: string) =>
  (await rows<{ received_cents: number; deposit_paid_at: Date | null }>(t, sql`select received_cents, deposit_paid_at from part_requests where id = ${requestId}`))[0]!;

/** The owner announces a transfer of the deposit; answers the request and the pending payment. */
async function announced() {
  const req = await acceptedRequest(t, admin.cookie, { cookie: owner.cookie });
  const body = multipart([{ name: 'amount', value: 'deposit' }]);
  const res = await t.app.inject({ method: 'POST', url: `/api/user-requests/${req.id}/bank-transfer`, headers: { ...body.headers, cookie: owner.cookie }, payload: body.payload, remoteAddress: freshIp() });
  return { req, payment: expectOk(res, 201) as { id: string; amount: number } };
}

const balanceOf = async (requestId: string) =>
  (expectOk(await as(owner.cookie, 'GET', '/api/user-requests')) as Array<{ id: string; money: { balance: unknown } }>).find((r) => r.id === requestId)!.money.balance;

describe('confirming a transfer staff typed differently', () => {
  it('questions an amount over what was announced and owed, says by how much, and records nothing until staff say it is right', async () => {
    const { req, payment } = await announced();
    const res = await staff('POST', `/api/admin/payments/${payment.id}/confirm`, { amountReceived: 30_000 });
    expect(res.statusCode).toBe(409);
    const message = 'J$30,000.00 is J$15,391.87 more than the J$14,608.13 the customer announced, and J$783.75 more than is owed (J$29,216.25). Check the bank statement, or confirm the amount anyway.';
    expect(res.json()).toEqual({ message, issues: [{ path: 'amountReceived', message }] });
    expect(await ledger(req.id)).toMatchObject([{ state: 'pending', amount_cents: 1_460_813, receipt_number: null }]);
    expect(await mails(t, { kind: 'receipt', to: req.email.toLowerCase() })).toHaveLength(0);

    const confirmed = expectOk(await staff('POST', `/api/admin/payments/${payment.id}/confirm`, { amountReceived: 30_000, acceptDifference: true }));
    expect(confirmed).toMatchObject({ state: 'succeeded', amount: 30_000, flaggedReason: 'J$783.75 more than was owed: refund it to the customer' });
  });

  it('questions less than was announced, and passes the amount announced without a word', async () => {
    const first = await announced();
    const less = await staff('POST', `/api/admin/payments/${first.payment.id}/confirm`, { amountReceived: 10_000 });
    expect(less.statusCode).toBe(409);
    expect(less.json().message).toBe('J$10,000.00 is J$4,608.13 less than the J$14,608.13 the customer announced. Check the bank statement, or confirm the amount anyway.');
    const second = await announced();
    expect(expectOk(await staff('POST', `/api/admin/payments/${second.payment.id}/confirm`, { amountReceived: 14_608.13 }))).toMatchObject({ amount: 14_608.13, flaggedReason: null });
    for (const body of [{ amountReceived: 10, acceptDifference: 'yes' }, { amountReceived: 10, acceptDifference: 1 }]) {
      expect((await staff('POST', `/api/admin/payments/${first.payment.id}/confirm`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('voiding an entry recorded by mistake', () => {
  it('takes it out with a new row, records what really came with a new receipt, marks the old receipt void and tells the customer', async () => {
    const { req, payment } = await announced();
    const wrong = expectOk(await staff('POST', `/api/admin/payments/${payment.id}/confirm`, { amountReceived: 30_000, acceptDifference: true }));
    expect((await received(req.id)).received_cents).toBe(3_000_000);

    const res = await staff('POST', `/api/admin/payments/${payment.id}/void`, { reason: 'Typed 30000 for 14608.13', correctAmount: '14608.13' });
    const result = expectOk(res, 201);
    expect(result.voided).toMatchObject({ id: payment.id, state: 'voided', amount: 30_000, receiptNumber: wrong.receiptNumber });
    expect(result.voided.voided).toMatchObject({ reason: 'Typed 30000 for 14608.13', by: 'Marcia Grant (staff)', replacedBy: result.corrected.receiptNumber });
    expect(result.void).toMatchObject({ kind: 'void', purpose: 'void', amount: 30_000, receiptNumber: null, corrects: wrong.receiptNumber, note: 'Typed 30000 for 14608.13' });
    expect(result.corrected).toMatchObject({ kind: 'payment', state: 'succeeded', amount: 14_608.13, purpose: 'deposit', flaggedReason: null, corrects: wrong.receiptNumber });
    expect(result.corrected.receiptNumber).toMatch(RECEIPT_NUMBER_PATTERN);
    expect(result.corrected.receiptNumber).not.toBe(wrong.receiptNumber);

    // Three entries, nothing edited away: the mistaken one keeps its amount and receipt number.
    const rowsNow = await ledger(req.id);
    expect(rowsNow.map((r) => [r.kind, r.state, r.amount_cents])).toEqual([
      ['payment', 'voided', 3_000_000],
      ['void', 'succeeded', 3_000_000],
      ['payment', 'succeeded', 1_460_813],
    ]);
    expect(rowsNow[1]!.corrects).toBe(payment.id);
    expect(rowsNow[2]!.corrects).toBe(payment.id);
    expect(rowsNow[0]!.receipt_number).toBe(wrong.receiptNumber);

    const balance = await balanceOf(req.id);
    expect(balance).toMatchObject({ paid: 14_608.13, outstanding: 14_608.12, depositPaid: true, label: 'Deposit paid' });
    const db = await received(req.id);
    expect(db.received_cents).toBe(1_460_813);
    expect(db.deposit_paid_at).not.toBeNull();
    // Nothing is left to refund: the over-payment was a typing slip.
    const money = expectOk(await staff('GET', '/api/admin/money'));
    expect(money.flagged.map((f: { id: string }) => f.id)).not.toContain(payment.id);

    const [correction] = await mails(t, { kind: 'receipt-correction', to: req.email.toLowerCase() });
    expect(correction!.subject).toBe(`Correction: receipt ${wrong.receiptNumber} is void — ${req.requestNumber}`);
    expect(correction!.text_body).toContain(`We recorded J$30,000.00 on ${req.requestNumber} by mistake (Typed 30000 for 14608.13), so receipt ${wrong.receiptNumber} is void.`);
    expect(correction!.text_body).toContain(`What we received is J$14,608.13: receipt ${result.corrected.receiptNumber} below replaces it.`);
    expect(correction!.text_body).toMatch(/Paid to date:\s+J\$14,608\.13/);
    expect(correction!.text_body).toMatch(/Still owed:\s+J\$14,608\.12/);
    expect(correction!.text_body).toContain(`/receipts/${result.corrected.receiptNumber}#key=`);

    // The owner opens both receipts: the old one says void and names its replacement.
    const old = expectOk(await as(owner.cookie, 'GET', `/api/receipts/${wrong.receiptNumber}`));
    expect(old.voided).toMatchObject({ reason: 'Typed 30000 for 14608.13', replacedBy: result.corrected.receiptNumber });
    expect(old.replaces).toBeNull();
    const fresh = expectOk(await as(owner.cookie, 'GET', `/api/receipts/${result.corrected.receiptNumber}`));
    expect(fresh).toMatchObject({ voided: null, replaces: wrong.receiptNumber, paidToDate: 14_608.13, payment: { amount: 14_608.13 } });

    // The accountant's CSV has the void as money out of the sums.
    const csv = await staff('GET', `/api/admin/payments.csv?from=2020-01-01&to=2099-12-31`);
    expect(csv.body).toMatch(new RegExp(`${req.requestNumber},[^\\r\\n]*,Void,Void,Bank transfer,-30000\\.00,Recorded,`));

    const again = await staff('POST', `/api/admin/payments/${payment.id}/void`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This entry is already void');
    expect(await ledger(req.id)).toHaveLength(3);
  });

  it('voids money that never came without a replacement: nothing counts as paid, the deposit is no longer in', async () => {
    const req = await acceptedRequest(t, admin.cookie, { cookie: owner.cookie });
    const cash = expectOk(await staff('POST', `/api/admin/part-requests/${req.id}/payments`, { method: 'cash', amount: 14_608.13 }), 201);
    expect((await received(req.id)).deposit_paid_at).not.toBeNull();
    const result = expectOk(await staff('POST', `/api/admin/payments/${cash.id}/void`, { reason: 'Recorded on the wrong request' }), 201);
    expect(result.corrected).toBeNull();
    expect(await balanceOf(req.id)).toMatchObject({ paid: 0, outstanding: 29_216.25, depositPaid: false, label: 'Unpaid' });
    expect(await received(req.id)).toEqual({ received_cents: 0, deposit_paid_at: null });
    const [correction] = await mails(t, { kind: 'receipt-correction', to: req.email.toLowerCase() });
    expect(correction!.text_body).toContain('No payment is recorded in its place.');
    expect(correction!.text_body).not.toContain('#key=');
  });

  it('refuses what is not a staff typing slip, and a bad body, by name; never a 500', async () => {
    const req = await acceptedRequest(t, admin.cookie, { cookie: owner.cookie });
    const cash = expectOk(await staff('POST', `/api/admin/part-requests/${req.id}/payments`, { method: 'cash', amount: 5_000 }), 201);
    const bad = [{}, { reason: '' }, { reason: 'x', correctAmount: 0 }, { reason: 'x', correctAmount: 1.001 }, { reason: 'x', correctAmount: 'abc' }, { reason: 'x', extra: 1 }];
    for (const body of bad) expect((await staff('POST', `/api/admin/payments/${cash.id}/void`, body)).statusCode, JSON.stringify(body)).toBe(400);
    const same = await staff('POST', `/api/admin/payments/${cash.id}/void`, { reason: 'x', correctAmount: 5_000 });
    expect(same.statusCode).toBe(409);
    expect(same.json().issues).toEqual([{ path: 'correctAmount', message: 'That is the amount already recorded: nothing to correct' }]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) expect((await staff('POST', `/api/admin/payments/${id}/void`, { reason: 'x' })).statusCode).toBe(404);
    // The customer cannot void anything; neither can someone signed out.
    expect((await as(owner.cookie, 'POST', `/api/admin/payments/${cash.id}/void`, { reason: 'x' })).statusCode).toBe(403);
    expect((await as(undefined, 'POST', `/api/admin/payments/${cash.id}/void`, { reason: 'x' })).statusCode).toBe(401);

    // Money partly given back did happen: refund the rest instead.
    expectOk(await staff('POST', `/api/admin/payments/${cash.id}/refund`, { amount: 1_000, reason: 'Part came cheaper' }), 201);
    const refunded = await staff('POST', `/api/admin/payments/${cash.id}/void`, { reason: 'x' });
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json().message).toContain('cannot be voided');
    const refundRow = (await ledger(req.id)).find((r) => r.kind === 'refund')!;
    expect((await staff('POST', `/api/admin/payments/${refundRow.id}/void`, { reason: 'x' })).statusCode).toBe(409);

    // A card payment a provider confirmed did happen. (Recorded here as cash, then given WiPay's name, as
    // the verified return would have recorded it.)
    const other = await acceptedRequest(t, admin.cookie, { cookie: owner.cookie });
    const paid = expectOk(await staff('POST', `/api/admin/part-requests/${other.id}/payments`, { method: 'cash', amount: 5_000 }), 201);
    await t.db.database.db.execute(sql`update payments set method = 'wipay', provider_ref = ${`WP-${paid.id}`} where id = ${paid.id}`);
    const card = await staff('POST', `/api/admin/payments/${paid.id}/void`, { reason: 'x' });
    expect(card.statusCode).toBe(409);
    expect(card.json().message).toContain('refund it instead');
  });

  it('keeps a shop order marked paid covered: its money is voided only with the amount that really came', async () => {
    const item = await shelfProduct(t, { price: 4_500 });
    const order = await placeOrder(t, [item]);
    const cash = expectOk(await staff('POST', `/api/admin/orders/${order.orderNumber}/payments`, { method: 'cash', amount: 45_000, note: 'extra 0' }), 201);
    const refused = await staff('POST', `/api/admin/payments/${cash.id}/void`, { reason: 'Typed 45000 for 4500' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('marked paid');
    const fixed = expectOk(await staff('POST', `/api/admin/payments/${cash.id}/void`, { reason: 'Typed 45000 for 4500', correctAmount: order.total }), 201);
    expect(fixed.corrected).toMatchObject({ amount: order.total, purpose: 'order', flaggedReason: null });
    const after = expectOk(await staff('GET', `/api/admin/orders/${order.orderNumber}`));
    expect(after.money.balance).toMatchObject({ paid: order.total, outstanding: 0 });
  });
});
