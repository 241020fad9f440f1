import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPayment } from '../../src/server/modules/money/repository';
import { DEFAULT_DUTY_COLLECTED_BY, SOURCING_TERMS } from '../../src/shared/payments';
import { validUntilFrom } from '../../src/shared/quotes';
import type { CustomerPartRequest } from '../../src/shared/schemas/part-requests';
import {
  OEM_OPTION,
  USED_OPTION,
  autoRequest,
  expectOk,
  freshIp,
  mails,
  manageAccess,
  phoneRequest,
  quotedRequest,
  sendQuote,
  submit,
} from '../support/part-requests';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

// Quotes with options, answering them, and the money rules of a request's status (docs/payments.md).
// Figures by hand are in tests/support/part-requests.ts beside OEM_OPTION and USED_OPTION.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  // Manage links reach only the mailbox: mail goes to an SMTP peer.
  t = await createTestApp({ inbox: true });
  admin = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' }); // the first account: admin
  owner = await signUp(t.app, { firstName: 'Dwayne', lastName: 'Reid' });
  other = await signUp(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const as = (cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, remoteAddress: freshIp(), ...(payload === undefined ? {} : { payload: payload as string }) });
const staff = (method: Method, url: string, payload?: unknown) => as(admin.cookie, method, url, payload);
const quote = (id: string, body: unknown) => staff('POST', `/api/admin/part-requests/${id}/quote`, body);
const detail = async (id: string) => expectOk(await staff('GET', `/api/admin/part-requests/${id}`));
const respond = (cookie: string | undefined, id: string, body: unknown) => as(cookie, 'POST', `/api/user-requests/${id}/respond`, body);
const accept = (optionId: number, more: Record<string, unknown> = {}) => ({ decision: 'accept', optionId, acceptTerms: true, ...more });
const setStatus = (id: string, body: Record<string, unknown>) => staff('POST', `/api/admin/update-request-status/${id}`, body);
const stored = async (id: string) =>
  (
    await rows<Record<string, unknown>>(
      t,
      sql`select status, accepted_option_id, amount_due_cents, deposit_due_cents, deposit_basis_points, pay_in_full, quote_rates_id, quote_valid_until::text, quote_message from part_requests where id = ${id}`,
    )
  )[0]!;
const mine = async (cookie: string, id: string) =>
  (expectOk(await as(cookie, 'GET', '/api/user-requests')) as CustomerPartRequest[]).find((r) => r.id === id)!;
/** A line of an e-mail's table: the label and its value, however the columns are padded. */
const row = (label: string, value: string) => new RegExp(`^  ${label.replace(/[()$]/g, '\\$&')}: +${value.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')}$`, 'm');
/** A new rule for payments, as staff would save it (the newest row is in force). */
const setPaymentRules = (rule: { depositBasisPoints?: number; gctBasisPoints?: number }) =>
  t.db.database.db.execute(
    sql`insert into payment_settings (deposit_basis_points, gct_basis_points, duty_collected_by, effective_from)
        values (${rule.depositBasisPoints ?? 5000}, ${rule.gctBasisPoints ?? 0}, ${DEFAULT_DUTY_COLLECTED_BY}, '2026-01-01')`,
  );
/** Money in, recorded as staff record it at the counter. */
const paid = (req: { id: string; requestNumber: string }, cents: number, purpose: 'deposit' | 'balance' = 'deposit') =>
  insertPayment(t.db.database.db, {
    requestId: req.id,
    subjectNumber: req.requestNumber,
    customerName: 'Dwayne Reid',
    customerEmail: owner.email,
    kind: 'payment',
    purpose,
    method: 'cash',
    amountCents: cents,
    state: 'succeeded',
    recordedByLabel: 'Marcia Grant (staff)',
    settledAt: new Date(),
  });

describe('POST /api/admin/part-requests/{id}/quote', () => {
  it('prices each option on the server with the rates in force, and moves pending → quoted', async () => {
    const req = await submit(t, autoRequest());
    const d = await sendQuote(t, admin.cookie, req.id, { options: [OEM_OPTION, USED_OPTION], message: 'Two choices for you.' });
    expect(d.status).toBe('quoted');
    expect(d.quotedAt).toEqual(expect.any(String));
    expect(d.statusHistory.at(-1)).toMatchObject({ status: 'quoted', notes: 'Quote sent', changedBy: 'Marcia Grant (staff)' });
    expect(d.quote).toMatchObject({
      message: 'Two choices for you.',
      expired: false,
      exchangeRate: 157.5,
      ratesEffectiveFrom: '2026-11-01',
      depositPercent: 50,
      acceptedOptionId: null,
      maxBudgetUsd: 150,
      terms: [...SOURCING_TERMS],
    });
    const [oem, used] = d.quote.options;
    expect(oem).toMatchObject({
      position: 1,
      label: 'OEM new',
      condition: 'new',
      brand: 'Toyota',
      notes: null,
      usd: { partPrice: 120, usShipping: 15.5, freight: 30, serviceFee: 20, serviceGct: 0, total: 185.5 },
      totalJmd: 29216.25,
      depositJmd: 14608.13,
      balanceJmd: 14608.12,
      // The budget was US$150 for the part itself: the US$120 part is within it, though the US$185.50 total is not.
      overBudget: false,
      dutyEstimate: {
        valueForDutyUsd: 165.5,
        dutyPercent: 20,
        importDutyUsd: 33.1,
        gctPercent: 15,
        gctUsd: 29.79,
        totalUsd: 62.89,
        totalJmd: 9905.18,
        overDeMinimis: true,
        deMinimisUsd: 100,
        collectedBy: DEFAULT_DUTY_COLLECTED_BY,
      },
    });
    expect(used).toMatchObject({ position: 2, condition: 'used', brand: null, notes: 'From a 2016 Corolla', totalJmd: 13387.5, overBudget: false });
    expect(used.dutyEstimate).toMatchObject({ valueForDutyUsd: 70, overDeMinimis: false, importDutyUsd: 0, totalUsd: 0, totalJmd: 0 });

    const [rates] = await rows<{ id: number }>(t, sql`select id from landed_cost_rates order by id desc limit 1`);
    expect(await stored(req.id)).toMatchObject({ quote_rates_id: rates!.id, quote_message: 'Two choices for you.' });
    const options = await rows(t, sql`select position, part_cents, us_shipping_cents, freight_cents, service_fee_cents, service_gct_cents, total_jmd_cents from quote_options where request_id = ${req.id} order by position`);
    expect(options).toEqual([
      { position: 1, part_cents: 12000, us_shipping_cents: 1550, freight_cents: 3000, service_fee_cents: 2000, service_gct_cents: 0, total_jmd_cents: 2921625 },
      { position: 2, part_cents: 6000, us_shipping_cents: 1000, freight_cents: 0, service_fee_cents: 1500, service_gct_cents: 0, total_jmd_cents: 1338750 },
    ]);
  });

  it('takes one to three options, never none or four', async () => {
    const req = await submit(t, phoneRequest());
    const third = { label: 'Aftermarket', condition: 'refurbished', partPrice: 40 };
    const three = await sendQuote(t, admin.cookie, req.id, { options: [OEM_OPTION, USED_OPTION, third] });
    expect(three.quote.options.map((o: { label: string }) => o.label)).toEqual(['OEM new', 'Used, tested', 'Aftermarket']);
    // A phone request has no budget: nothing is over it.
    expect(three.quote.options.map((o: { overBudget: boolean }) => o.overBudget)).toEqual([false, false, false]);
    expect(three.quote.options[2]).toMatchObject({ usd: { usShipping: 0, freight: 0, serviceFee: 0, total: 40 }, totalJmd: 6300 });

    const four = await quote(req.id, { options: [OEM_OPTION, USED_OPTION, third, third] });
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe('A quote has at most 3 options');
    for (const body of [{ options: [] }, {}]) {
      const none = await quote(req.id, body);
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe('Add at least one option');
    }
    const noPrice = await quote(req.id, { options: [{ label: 'OEM', condition: 'new' }] });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().issues).toEqual([{ path: 'options.0.partPrice', message: 'Part price is required' }]);
    expect((await detail(req.id)).quote.options).toHaveLength(3);
  });

  it('refuses a total or any figure of its own sent by the browser: the server works them out', async () => {
    const req = await submit(t, autoRequest());
    for (const [body, key] of [
      [{ options: [{ ...OEM_OPTION, totalJmd: 1 }] }, 'totalJmd'],
      [{ options: [{ ...OEM_OPTION, serviceGct: 0 }] }, 'serviceGct'],
      [{ options: [OEM_OPTION], total: 5 }, 'total'],
    ] as const) {
      const res = await quote(req.id, body);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toBe(`Unrecognized key: "${key}"`);
    }
    expect(await detail(req.id)).toMatchObject({ status: 'pending', quote: null, quotedAt: null });
    expect(await rows(t, sql`select 1 from quote_options where request_id = ${req.id}`)).toEqual([]);
  });

  it('adds the store’s GCT on the service fee once it is registered, and shows the deposit rule in force', async () => {
    await setPaymentRules({ depositBasisPoints: 3000, gctBasisPoints: 1500 });
    try {
      const req = await submit(t, autoRequest());
      const d = await sendQuote(t, admin.cookie, req.id);
      // GCT 15% of the US$20 fee is US$3: 188.50 × 157.50 = J$29,688.75; 30% of it is J$8,906.625 → J$8,906.63.
      expect(d.quote.options[0]).toMatchObject({ usd: { serviceFee: 20, serviceGct: 3, total: 188.5 }, totalJmd: 29688.75, depositJmd: 8906.63, balanceJmd: 20782.12 });
      expect(d.quote.depositPercent).toBe(30);
    } finally {
      await setPaymentRules({});
    }
  });

  it('is valid for 7 days unless staff choose a day, which cannot be in the past', async () => {
    const req = await submit(t, autoRequest());
    await sendQuote(t, admin.cookie, req.id);
    const today = validUntilFrom(new Date(), 0);
    expect((await stored(req.id)).quote_valid_until).toBe(validUntilFrom(new Date(), 7));
    expect((await detail(req.id)).quote.validUntil).toBe(validUntilFrom(new Date(), 7));

    const later = validUntilFrom(new Date(), 12);
    expect((await sendQuote(t, admin.cookie, req.id, { options: [OEM_OPTION], validUntil: later })).quote.validUntil).toBe(later);
    expect((await sendQuote(t, admin.cookie, req.id, { options: [OEM_OPTION], validUntil: today })).quote.validUntil).toBe(today);

    const yesterday = validUntilFrom(new Date(), -1);
    const past = await quote(req.id, { options: [OEM_OPTION], validUntil: yesterday });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      message: 'Valid until cannot be in the past: choose today or a later day',
      issues: [{ path: 'validUntil', message: 'Valid until cannot be in the past: choose today or a later day' }],
    });
    const notADate = await quote(req.id, { options: [OEM_OPTION], validUntil: '2026-02-30' });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().issues[0].path).toBe('validUntil');
    expect((await stored(req.id)).quote_valid_until).toBe(today);
  });

  it('a new quote replaces the options, until one is accepted; then, or once the request moved on, it is refused', async () => {
    const req = await quotedRequest(t, admin.cookie, { request: autoRequest({ customerEmail: owner.email }), quote: { options: [OEM_OPTION, USED_OPTION] }, cookie: owner.cookie });
    const again = await sendQuote(t, admin.cookie, req.id, { options: [USED_OPTION], message: 'Only the used one is left.' });
    expect(again.quote.options.map((o: { label: string }) => o.label)).toEqual(['Used, tested']);
    expect(again.quote.message).toBe('Only the used one is left.');
    const ids = await rows<{ id: number }>(t, sql`select id from quote_options where request_id = ${req.id}`);
    expect(ids.map((r) => r.id)).toEqual([again.quote.options[0].id]);
    expect(req.optionIds).not.toContain(again.quote.options[0].id);
    // Still quoted, and one "Quote sent" in the history.
    expect(again.statusHistory.map((h: { status: string }) => h.status)).toEqual(['pending', 'quoted']);
    expect(await mails(t, { kind: 'part-request-quote', to: owner.email })).toHaveLength(2);

    // An option of the replaced quote can no longer be accepted.
    const stale = await respond(owner.cookie, req.id, accept(req.optionIds[0]!));
    expect(stale.statusCode).toBe(400);
    expectOk(await respond(owner.cookie, req.id, accept(again.quote.options[0].id)));
    const late = await quote(req.id, { options: [OEM_OPTION] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'The customer has accepted this quote, so it can no longer be changed: send them an invoice instead, or cancel the request if the part must change.',
    );
    // Even with the status set back by hand, the accepted quote stays as it was.
    expectOk(await setStatus(req.id, { status: 'pending' }));
    expect((await quote(req.id, { options: [OEM_OPTION] })).statusCode).toBe(409);
    expect((await detail(req.id)).quote.options).toHaveLength(1);

    const moved = await submit(t, autoRequest());
    expectOk(await setStatus(moved.id, { status: 'cancelled' }));
    const refused = await quote(moved.id, { options: [OEM_OPTION] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This request is already cancelled: set its status back to pending to quote it again');
    expectOk(await setStatus(moved.id, { status: 'pending' }));
    expect((await sendQuote(t, admin.cookie, moved.id)).status).toBe('quoted');
  });

  it('re-quotes an expired quote', async () => {
    const req = await quotedRequest(t, admin.cookie);
    await t.db.database.db.execute(sql`update part_requests set quote_valid_until = current_date - 3 where id = ${req.id}`);
    expect((await detail(req.id)).quote.expired).toBe(true);
    const resend = await staff('POST', `/api/admin/send-quote/${req.id}`, { emailType: 'quote' });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toMatch(/^This quote expired on \w+day \d{1,2} \w+ \d{4}: send a new quote instead$/);
    const renewed = await sendQuote(t, admin.cookie, req.id);
    expect(renewed.quote).toMatchObject({ expired: false, validUntil: validUntilFrom(new Date(), 7) });
  });
});

describe('the quote e-mail', () => {
  it('shows each option with one J$ total, the deposit and balance, the duty estimate apart, the budget, the day and the note', async () => {
    // A US$100 budget for the part itself: the US$120 OEM part is over it, the US$60 used one is not.
    const req = await submit(t, autoRequest({ maxBudget: 100 }));
    const validUntil = validUntilFrom(new Date(), 10);
    await sendQuote(t, admin.cookie, req.id, { options: [OEM_OPTION, USED_OPTION], validUntil, message: 'Genuine <Toyota> part, 2 left.' });
    const [mail] = await mails(t, { kind: 'part-request-quote', to: req.email });
    // A guest's request: the part they typed is not repeated to an address they need not own.
    expect(mail!.subject).toBe(`Your quote for part request ${req.requestNumber}`);
    const text = mail!.text_body;
    const date = new Date(`${validUntil}T12:00:00Z`);
    const day = `${date.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })} ${date.getUTCDate()} ${date.toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' })} ${date.getUTCFullYear()}`;
    for (const line of [
      `Here is our quote for your part request ${req.requestNumber}. We found 2 options: choose the one that suits you.`,
      'Option 1: OEM new (New, Toyota)',
      row('You pay us', 'J$29,216.25'),
      row('Due now (deposit)', 'J$14,608.13'),
      row('At pickup (balance)', 'J$14,608.12'),
      row('Customs duty and GCT', `about J$9,905.18 (US$62.89), not included above. Collected by: ${DEFAULT_DUTY_COLLECTED_BY}`),
      row('Budget', 'the part price is over your budget of US$100.00'),
      'Option 2: Used, tested (Used)',
      row('You pay us', 'J$13,387.50'),
      row('Customs duty and GCT', 'none expected: the value for duty (US$70.00) is at or under the US$100 de minimis value'),
      row('Notes', 'From a 2016 Corolla'),
      'Prices in Jamaican dollars at J$157.50 per US$1 (rates in effect from 2026-11-01).',
      `This quote is valid until ${day}. After that day, ask us for a new quote.`,
      'Genuine <Toyota> part, 2 left.',
      `http://shop.test/track-order?number=${req.requestNumber}`,
      'Manage this request',
      'http://shop.test/dashboard',
      ...SOURCING_TERMS,
      'We are an intermediary',
    ]) {
      expect(text).toMatch(line);
    }
    // One total per option: no US$ total beside the J$ one, and the duty never added in.
    expect(text).not.toContain('185.50');
    expect(text).not.toContain('39,121'); // 29,216.25 + 9,905.18
    expect(text.match(/Budget:/g)).toHaveLength(1);

    const [html] = await rows<{ html_body: string }>(t, sql`select html_body from mail_outbox where kind = 'part-request-quote' and to_address = ${req.email}`);
    expect(html!.html_body).toContain('Genuine &lt;Toyota&gt; part, 2 left.');
    expect(html!.html_body).toContain('J$29,216.25');
    expect(html!.html_body).toContain(`<a href="http://shop.test/track-order?number=${req.requestNumber}">`);
  });

  it('POST /api/admin/send-quote/{id} sends the quote again or an invoice, and says when there is no quote', async () => {
    const bare = await submit(t, autoRequest());
    for (const emailType of ['quote', 'invoice']) {
      const none = await staff('POST', `/api/admin/send-quote/${bare.id}`, { emailType });
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toBe('This request has no quote yet: send one with its options first');
    }
    expect((await staff('POST', `/api/admin/send-quote/${bare.id}`, { emailType: 'letter' })).json().message).toBe('Choose quote or invoice');

    const req = await quotedRequest(t, admin.cookie, { request: autoRequest({ customerEmail: owner.email }), cookie: owner.cookie });
    expect(expectOk(await staff('POST', `/api/admin/send-quote/${req.id}`, { emailType: 'quote', customMessage: 'A reminder: the quote ends soon.' }))).toEqual({
      message: `Quote sent to ${owner.email}`,
    });
    const quotes = await mails(t, { kind: 'part-request-quote', to: owner.email });
    expect(quotes.at(-1)!.text_body).toContain('A reminder: the quote ends soon.');
    expect(quotes.at(-1)!.text_body).toContain('J$29,216.25');
    expect((await detail(req.id)).statusHistory).toHaveLength(2);

    expectOk(await respond(owner.cookie, req.id, accept(req.optionIds[0]!)));
    const late = await staff('POST', `/api/admin/send-quote/${req.id}`, { emailType: 'quote' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The customer has already accepted this quote: send an invoice instead');
    await paid(req, 500_000);
    expect(expectOk(await staff('POST', `/api/admin/send-quote/${req.id}`, { emailType: 'invoice' }))).toEqual({ message: `Invoice sent to ${owner.email}` });
    const invoice = (await mails(t, { kind: 'part-request-invoice', to: owner.email })).at(-1)!;
    expect(invoice.subject).toBe(`Your invoice for part request ${req.requestNumber}`);
    for (const line of [row('You pay us', 'J$29,216.25'), row('Paid so far', 'J$5,000.00'), row('Still owed', 'J$24,216.25'), row('Due now', 'J$9,608.13'), 'How to pay']) {
      expect(invoice.text_body).toMatch(line);
    }
    expect((await detail(req.id)).status).toBe('confirmed');
  });
});

describe('answering a quote', () => {
  it('only the owner accepts: another account gets 404, nobody signed in 401, a stranger without the manage link 401', async () => {
    const req = await quotedRequest(t, admin.cookie, { request: autoRequest({ customerEmail: owner.email }), cookie: owner.cookie });
    expect((await respond(other.cookie, req.id, accept(req.optionIds[0]!))).statusCode).toBe(404);
    expect((await respond(undefined, req.id, accept(req.optionIds[0]!))).statusCode).toBe(401);
    const tracked = await as(undefined, 'POST', `/api/part-requests/track/${req.requestNumber}/respond`, accept(req.optionIds[0]!));
    expect(tracked.statusCode).toBe(401);
    expect((await stored(req.id)).status).toBe('quoted');
  });

  it('fixes the option, the amount due and the deposit in force; a later deposit rule changes nothing', async () => {
    const req = await quotedRequest(t, admin.cookie, {
      request: autoRequest({ customerEmail: owner.email }),
      quote: { options: [OEM_OPTION, USED_OPTION] },
      cookie: owner.cookie,
    });
    const before = await mine(owner.cookie, req.id);
    expect(before.money).toBeNull();
    const answered = expectOk(await respond(owner.cookie, req.id, accept(req.optionIds[1]!)));
    expect(answered).toMatchObject({ status: 'confirmed', quote: { acceptedOptionId: req.optionIds[1] } });
    expect(await stored(req.id)).toMatchObject({
      status: 'confirmed',
      accepted_option_id: req.optionIds[1],
      amount_due_cents: 1338750,
      deposit_basis_points: 5000,
      deposit_due_cents: 669375,
      pay_in_full: false,
    });
    expect(answered.money.balance).toEqual({
      currency: 'JMD',
      total: 13387.5,
      depositDue: 6693.75,
      paid: 0,
      refunded: 0,
      pending: 0,
      outstanding: 13387.5,
      dueNow: 6693.75,
      depositPaid: false,
      depositWaived: false,
      label: 'Unpaid',
    });
    expect(answered.money.methods).toMatchObject({ wipay: false, bankTransfer: null, counter: { address: t.config.store.address } });

    await setPaymentRules({ depositBasisPoints: 2000 });
    try {
      const after = await mine(owner.cookie, req.id);
      expect(after.money!.balance).toMatchObject({ total: 13387.5, depositDue: 6693.75 });
      expect(after.quote!.options[1]).toMatchObject({ totalJmd: 13387.5, depositJmd: 6693.75, balanceJmd: 6693.75 });
      expect(after.quote!.depositPercent).toBe(50);
      // A quote not yet accepted shows the rule in force now.
      const fresh = await quotedRequest(t, admin.cookie);
      expect(fresh.detail.quote.options[0].depositJmd).toBe(5843.25);
    } finally {
      await setPaymentRules({});
    }

    const history = await rows(t, sql`select status, note, changed_by, changed_by_label from part_request_status_history where request_id = ${req.id} order by created_at, id`);
    expect(history.at(-1)).toEqual({ status: 'confirmed', note: 'Customer accepted the quote', changed_by: owner.json.user.id, changed_by_label: 'Customer' });
    const toStore = (await mails(t, { kind: 'part-request-answer' })).find((m) => m.subject.startsWith(req.requestNumber))!;
    expect(toStore.subject).toBe(`${req.requestNumber}: the customer accepted the quote`);
    expect(toStore.text_body).toContain('Option: Used, tested');
    expect(toStore.text_body).toContain('Amount due: J$13,387.50');
    expect(toStore.text_body).toContain('Due before we order: J$6,693.75 (deposit)');
    const [toCustomer] = await mails(t, { kind: 'part-request-accepted', to: owner.email }).then((m) => m.filter((x) => x.subject.startsWith(req.requestNumber)));
    expect(toCustomer!.subject).toBe(`${req.requestNumber}: you accepted Used, tested — J$6,693.75 due now`);
    for (const line of [
      row('You pay us', 'J$13,387.50'),
      row('Due now', 'J$6,693.75 (the deposit)'),
      row('At pickup', 'J$6,693.75'),
      'How to pay',
      `Cash or card at our counter: ${t.config.store.address}`,
      `http://shop.test/track-order?number=${req.requestNumber}`,
      ...SOURCING_TERMS,
    ]) {
      expect(toCustomer!.text_body).toMatch(line);
    }

    const twice = await respond(owner.cookie, req.id, accept(req.optionIds[0]!));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This quote has already been answered');
  });

  it('paying in full makes the whole total due now', async () => {
    const req = await quotedRequest(t, admin.cookie, { request: autoRequest({ customerEmail: owner.email }), cookie: owner.cookie });
    const answered = expectOk(await respond(owner.cookie, req.id, accept(req.optionIds[0]!, { payInFull: true })));
    expect(await stored(req.id)).toMatchObject({ amount_due_cents: 2921625, deposit_due_cents: 2921625, pay_in_full: true });
    expect(answered.money.balance).toMatchObject({ total: 29216.25, depositDue: 29216.25, dueNow: 29216.25 });
    expect(answered.quote.options[0]).toMatchObject({ depositJmd: 29216.25, balanceJmd: 0 });
  });

  it('refuses an expired quote, an option of another quote, and an answer without the terms', async () => {
    const req = await quotedRequest(t, admin.cookie, { request: autoRequest({ customerEmail: owner.email }), cookie: owner.cookie });
    const elsewhere = await quotedRequest(t, admin.cookie);

    const foreign = await respond(owner.cookie, req.id, accept(elsewhere.optionIds[0]!));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      message: 'That option is not part of this quote: choose one of the options shown',
      issues: [{ path: 'optionId', message: 'That option is not part of this quote: choose one of the options shown' }],
    });
    const noOption = await respond(owner.cookie, req.id, { decision: 'accept', acceptTerms: true });
    expect(noOption.json().issues).toEqual([{ path: 'optionId', message: 'Choose one of the options' }]);
    const noTerms = await respond(owner.cookie, req.id, { decision: 'accept', optionId: req.optionIds[0] });
    expect(noTerms.json().issues).toEqual([{ path: 'acceptTerms', message: 'Please confirm you have read the terms' }]);

    await t.db.database.db.execute(sql`update part_requests set quote_valid_until = '2026-01-05' where id = ${req.id}`);
    expect((await mine(owner.cookie, req.id)).quote!.expired).toBe(true);
    const expired = await respond(owner.cookie, req.id, accept(req.optionIds[0]!));
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe('This quote expired on Monday 5 January 2026 — ask us for a new quote');
    expect(await stored(req.id)).toMatchObject({ status: 'quoted', accepted_option_id: null, amount_due_cents: null });
    // Declining needs no valid quote.
    expect(expectOk(await respond(owner.cookie, req.id, { decision: 'decline' })).status).toBe('cancelled');
  });

  it('from tracking, the manage link accepts and shows the money; the number alone shows the quote without staff’s message and no money', async () => {
    const req = await quotedRequest(t, admin.cookie, { quote: { options: [OEM_OPTION, USED_OPTION], message: 'Pads for Keisha, ask for Marcia.' } });
    const byNumber = expectOk(await as(undefined, 'GET', `/api/part-requests/track/${req.requestNumber}`));
    expect(byNumber.quote).toMatchObject({ message: null, acceptedOptionId: null });
    expect(byNumber.quote.options.map((o: { totalJmd: number }) => o.totalJmd)).toEqual([29216.25, 13387.5]);
    expect(byNumber.money).toBeNull();
    expect(JSON.stringify(byNumber)).not.toContain('ask for Marcia');

    const access = await manageAccess(t, req);
    const record = expectOk(await as(access, 'GET', `/api/part-requests/track/${req.requestNumber}/manage`));
    expect(record).toMatchObject({ canRespond: true, quote: { message: 'Pads for Keisha, ask for Marcia.' }, money: null });
    const answered = expectOk(await as(access, 'POST', `/api/part-requests/track/${req.requestNumber}/respond`, accept(req.optionIds[0]!)));
    expect(answered).toMatchObject({ status: 'confirmed', canRespond: false, quote: { acceptedOptionId: req.optionIds[0] }, money: { balance: { total: 29216.25, dueNow: 14608.13 } } });
    const history = await rows(t, sql`select changed_by, changed_by_label from part_request_status_history where request_id = ${req.id} and status = 'confirmed'`);
    expect(history).toEqual([{ changed_by: null, changed_by_label: 'Customer' }]);

    const after = expectOk(await as(undefined, 'GET', `/api/part-requests/track/${req.requestNumber}`));
    expect(after).toMatchObject({ money: null, quote: { message: null, acceptedOptionId: req.optionIds[0] } });
  });
});

describe('the money rules of the status', () => {
  async function accepted() {
    const req = await quotedRequest(t, admin.cookie, { request: autoRequest({ customerEmail: owner.email }), quote: { options: [USED_OPTION] }, cookie: owner.cookie });
    expectOk(await respond(owner.cookie, req.id, accept(req.optionIds[0]!)));
    return req;
  }
  const DEPOSIT_MESSAGE = 'The deposit (J$6,693.75) has not been paid. Record it, waive it, or give a reason to go ahead without it.';

  it('preparing waits for the deposit unless staff give a reason, which the history keeps and the e-mail does not', async () => {
    const req = await accepted();
    for (const status of ['preparing', 'shipped_us', 'ready_pickup']) {
      const refused = await setStatus(req.id, { status, notes: 'Ordered from RockAuto' });
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json()).toEqual({ message: DEPOSIT_MESSAGE, issues: [{ path: 'override', message: DEPOSIT_MESSAGE }] });
    }
    const edit = await staff('PUT', `/api/admin/part-requests/${req.id}`, { status: 'processing', adminNotes: 'not saved' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(DEPOSIT_MESSAGE);
    expect(await detail(req.id)).toMatchObject({ status: 'confirmed', adminNotes: null });
    const mailsBefore = (await mails(t, { kind: 'part-request-status', to: owner.email })).length;

    const d = expectOk(await setStatus(req.id, { status: 'preparing', notes: 'Ordered from RockAuto', override: 'Regular customer, pays on Friday' }));
    expect(d.status).toBe('preparing');
    expect(d.statusHistory.at(-1)).toMatchObject({
      status: 'preparing',
      notes: 'Ordered from RockAuto\nWent ahead without the deposit: Regular customer, pays on Friday',
      changedBy: 'Marcia Grant (staff)',
    });
    const statusMails = await mails(t, { kind: 'part-request-status', to: owner.email });
    expect(statusMails).toHaveLength(mailsBefore + 1);
    expect(statusMails.at(-1)!.text_body).toContain('Note from our team: Ordered from RockAuto');
    expect(statusMails.at(-1)!.text_body).not.toContain('Regular customer');
    // Past the gate once, later steps before delivery need no reason.
    expect(expectOk(await setStatus(req.id, { status: 'shipped_us' })).status).toBe('shipped_us');

    const owed = 'J$13,387.50 is still owed on this request. Record the payment, or give a reason to mark it delivered without it.';
    const notDelivered = await setStatus(req.id, { status: 'delivered' });
    expect(notDelivered.statusCode).toBe(409);
    expect(notDelivered.json().message).toBe(owed);
    const delivered = expectOk(await setStatus(req.id, { status: 'delivered', override: 'Customer pays the balance by transfer tonight' }));
    expect(delivered.statusHistory.at(-1).notes).toBe('Delivered with J$13,387.50 still owed: Customer pays the balance by transfer tonight');
  });

  it('goes ahead without a reason once the deposit is paid or waived, and delivers once nothing is owed', async () => {
    const req = await accepted();
    await paid(req, 600_000);
    expect((await setStatus(req.id, { status: 'preparing' })).statusCode).toBe(409); // J$6,000 of J$6,693.75
    await paid(req, 69_375);
    expect(expectOk(await setStatus(req.id, { status: 'preparing' })).statusHistory.at(-1).notes).toBeNull();
    expectOk(await setStatus(req.id, { status: 'ready_pickup', isLocal: true }));
    const owed = await setStatus(req.id, { status: 'delivered' });
    expect(owed.statusCode).toBe(409);
    expect(owed.json().message).toBe('J$6,693.75 is still owed on this request. Record the payment, or give a reason to mark it delivered without it.');
    await paid(req, 669_375, 'balance');
    expect(expectOk(await staff('PUT', `/api/admin/part-requests/${req.id}`, { status: 'delivered' })).status).toBe('delivered');
    expect((await mine(owner.cookie, req.id)).money!.balance).toMatchObject({ paid: 13387.5, outstanding: 0, label: 'Paid in full' });

    const waived = await accepted();
    await t.db.database.db.execute(sql`update part_requests set deposit_waived_at = now(), deposit_waived_reason = 'Known customer' where id = ${waived.id}`);
    expect(expectOk(await staff('PUT', `/api/admin/part-requests/${waived.id}`, { status: 'preparing' })).status).toBe('preparing');
    // A waived deposit is not a waived balance.
    expect((await setStatus(waived.id, { status: 'delivered' })).statusCode).toBe(409);
  });

  it('leaves requests with no amount due alone (accepted before the ledger, or never quoted)', async () => {
    const req = await submit(t, autoRequest());
    expect(expectOk(await setStatus(req.id, { status: 'preparing' })).status).toBe('preparing');
    expect(expectOk(await setStatus(req.id, { status: 'delivered' })).status).toBe('delivered');
  });

  it('keeps a request that has payments: deleting it is a 409 that says why', async () => {
    const req = await accepted();
    await paid(req, 100_000);
    const res = await staff('DELETE', `/api/admin/part-requests/${req.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This request has payments in the ledger, so it cannot be deleted: their receipts must stay. Cancel it instead, and refund what was paid.',
    );
    expect((await detail(req.id)).id).toBe(req.id);
    // One with a quote and no money goes, options and all.
    const unpaid = await quotedRequest(t, admin.cookie);
    expectOk(await staff('DELETE', `/api/admin/part-requests/${unpaid.id}`));
    expect(await rows(t, sql`select 1 from quote_options where request_id = ${unpaid.id}`)).toEqual([]);
  });
});

describe('lists read quotes and money in a fixed number of queries', () => {
  it('GET /api/admin/part-requests: the same statements for a page of 1 as for a page of 20', async () => {
    const statements: string[] = [];
    const counted = await createTestApp({ onQuery: (q) => statements.push(q) });
    try {
      const who = await signUp(counted.app);
      for (let i = 0; i < 4; i++) {
        const req = await quotedRequest(counted, who.cookie, { quote: { options: [OEM_OPTION, USED_OPTION] } });
        await counted.db.database.db.execute(sql`update part_requests set status = 'confirmed', accepted_option_id = ${req.optionIds[0]!}, amount_due_cents = 2921625, deposit_due_cents = 1460813 where id = ${req.id}`);
      }
      const page = async (size: number) => {
        statements.length = 0;
        const list = expectOk(await counted.app.inject({ method: 'GET', url: `/api/admin/part-requests?pageSize=${size}`, headers: { cookie: who.cookie } }));
        return { n: statements.length, list };
      };
      const one = await page(1);
      const all = await page(20);
      expect(all.list.requests).toHaveLength(4);
      expect(all.list.requests.every((r: { quote: unknown; money: unknown }) => r.quote !== null && r.money !== null)).toBe(true);
      expect(all.n).toBe(one.n);
    } finally {
      await counted.close();
    }
  });
});

describe('landed-cost rates and the quote', () => {
  it('a quote keeps the rates it was sent with; a new quote takes the new ones', async () => {
    const early = await quotedRequest(t, admin.cookie);
    const original = expectOk(await as(undefined, 'GET', '/api/landed-cost-rates'));
    const { id: _id, updatedAt: _at, ...originalInput } = original;
    expectOk(await staff('PUT', '/api/admin/landed-cost-rates', { ...originalInput, exchangeRateJmd: 160, autoDutyPercent: 30, effectiveFrom: '2027-01-01' }));
    try {
      const kept = (await detail(early.id)).quote;
      expect(kept).toMatchObject({ exchangeRate: 157.5, ratesEffectiveFrom: '2026-11-01' });
      expect(kept.options[0]).toMatchObject({ totalJmd: 29216.25, dutyEstimate: { dutyPercent: 20, totalUsd: 62.89 } });
      const late = await quotedRequest(t, admin.cookie);
      // 185.50 × 160 = J$29,680; duty 30% of 165.50 = 49.65, GCT 15% of 215.15 = 32.27.
      expect(late.detail.quote).toMatchObject({ exchangeRate: 160, ratesEffectiveFrom: '2027-01-01' });
      expect(late.detail.quote.options[0]).toMatchObject({ totalJmd: 29680, dutyEstimate: { dutyPercent: 30, importDutyUsd: 49.65, gctUsd: 32.27, totalUsd: 81.92 } });
    } finally {
      expectOk(await staff('PUT', '/api/admin/landed-cost-rates', originalInput));
    }
  });

  it('cannot quote before any rates are set: 503 that says so', async () => {
    const req = await submit(t, autoRequest());
    await t.db.database.db.execute(sql`delete from landed_cost_rates`);
    const res = await quote(req.id, { options: [OEM_OPTION] });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Landed-cost rates have not been set yet: set them before sending a quote.');
    expect(await detail(req.id)).toMatchObject({ status: 'pending', quote: null });
  });
});
