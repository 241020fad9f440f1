import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OEM_OPTION, USED_OPTION, autoRequest, expectOk, mails, multipart, phoneRequest, sendQuote, submit, TINY_PNG, freshIp } from '../support/part-requests';
import { createAppWithAccounts, requestAs, type Account, type Method } from '../support/accounts';
import { rows, signUp, type TestApp } from '../support/test-app';

let t: TestApp, admin: Account, customer: Account;
beforeAll(async () => { ({ t, admin, customer } = await createAppWithAccounts()); });
afterAll(() => t.close());

const as = (cookie: string | undefined, method: Method, url: string, payload?: unknown) => requestAs(t.app, cookie, method, url, payload);
const staff = (method: Method, url: string, payload?: unknown) => as(admin.cookie, method, url, payload);
const detail = async (id: string) => expectOk(await staff('GET', `/api/admin/part-requests/${id}`));
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('every admin route is admin-only', () => {
  it('answers 401 signed out and 403 for a customer, before reading anything', async () => {
    const req = await submit(t, autoRequest());
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', '/api/admin/part-requests'],
      ['GET', `/api/admin/part-requests/${req.id}`],
      ['GET', `/api/admin/part-requests/${req.id}/photo`],
      ['PUT', `/api/admin/part-requests/${req.id}`, { status: 'cancelled' }],
      ['DELETE', `/api/admin/part-requests/${req.id}`],
      ['POST', `/api/admin/send-quote/${req.id}`, { emailType: 'quote' }],
      ['POST', `/api/admin/part-requests/${req.id}/quote`, { options: [OEM_OPTION] }],
      ['POST', `/api/admin/update-request-status/${req.id}`, { status: 'cancelled' }],
      ['POST', `/api/admin/update-order-status/${req.id}`, { status: 'cancelled' }],
      ['PUT', '/api/admin/landed-cost-rates', { exchangeRateJmd: 1, autoDutyPercent: 0, phoneDutyPercent: 0, gctPercent: 0, deMinimisUsd: 0, freightPerLbUsd: 0, effectiveFrom: '2027-01-01' }],
    ];
    for (const [method, url, payload] of routes) {
      const out = await as(undefined, method, url, payload);
      expect(out.statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await as(customer.cookie, method, url, payload);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().message).toBe('Admin access required');
    }
    // Nothing happened to the request.
    expect((await detail(req.id)).status).toBe('pending');
    expect((await detail(req.id)).statusHistory).toHaveLength(1);
  });

  it('answers 400 for an id that is not a uuid and 404 for an unknown one, never 500', async () => {
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', '/api/admin/part-requests/{id}'],
      ['GET', '/api/admin/part-requests/{id}/photo'],
      ['PUT', '/api/admin/part-requests/{id}', { adminNotes: 'x' }],
      ['DELETE', '/api/admin/part-requests/{id}'],
      ['POST', '/api/admin/send-quote/{id}', { emailType: 'quote' }],
      ['POST', '/api/admin/part-requests/{id}/quote', { options: [OEM_OPTION] }],
      ['POST', '/api/admin/update-request-status/{id}', { status: 'confirmed' }],
    ];
    for (const [method, url, payload] of routes) {
      const bad = await staff(method, url.replace('{id}', 'REQ-1234'), payload);
      expect(bad.statusCode, `${method} ${url}`).toBe(400);
      expect(bad.json().message).toBe('Unknown request id');
      const unknown = await staff(method, url.replace('{id}', NO_SUCH_ID), payload);
      expect(unknown.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('GET /api/admin/part-requests', () => {
  let ids: string[];
  beforeAll(async () => {
    const made = [];
    made.push(await submit(t, autoRequest({ customerName: 'Search Person_One', customerEmail: 'one.search@example.com' })));
    made.push(await submit(t, phoneRequest({ customerName: 'Search 100% Two', customerEmail: 'two.search@example.com' })));
    made.push(await submit(t, autoRequest({ customerName: 'Other Searcher', customerEmail: 'three@shop-search.example' })));
    ids = made.map((m) => m.id);
    expectOk(await staff('PUT', `/api/admin/part-requests/${ids[0]}`, { status: 'approved' }));
  });

  it('lists newest first with staff fields and pagination', async () => {
    const list = expectOk(await staff('GET', '/api/admin/part-requests?pageSize=2'));
    expect(list.requests).toHaveLength(2);
    expect(list.pagination).toMatchObject({ page: 1, pageSize: 2 });
    expect(list.pagination.totalPages).toBe(Math.ceil(list.pagination.total / 2));
    const all = expectOk(await staff('GET', '/api/admin/part-requests?pageSize=100'));
    const times = all.requests.map((r: { createdAt: string }) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.requests[0]).toMatchObject({ customerName: 'Other Searcher', customerEmail: 'three@shop-search.example', parish: 'St. Andrew', hasAccount: false, photoUrl: null });
    const page2 = expectOk(await staff('GET', '/api/admin/part-requests?pageSize=2&page=2'));
    expect(page2.requests[0].id).toBe(all.requests[2].id);
    expect(expectOk(await staff('GET', '/api/admin/part-requests?page=999')).requests).toEqual([]);
  });

  it('searches number, name and e-mail, case-insensitively and partially, with wildcards taken literally', async () => {
    const find = async (q: string) =>
      (expectOk(await staff('GET', `/api/admin/part-requests?search=${encodeURIComponent(q)}`)).requests as Array<{ id: string }>).map((r) => r.id);
    expect(await find('SEARCH')).toEqual([ids[2], ids[1], ids[0]]);
    expect(await find('two.search@')).toEqual([ids[1]]);
    expect(await find('shop-search')).toEqual([ids[2]]);
    expect(await find('100%')).toEqual([ids[1]]);
    expect(await find('n_o')).toEqual([ids[0]]);
    expect(await find('%')).toEqual([ids[1]]);
    expect(await find('_')).toEqual([ids[0]]);
    const number = (await detail(ids[2]!)).requestNumber as string;
    expect(await find(number.slice(2, 9).toLowerCase())).toEqual([ids[2]]);
  });

  it('filters by status, alias or all, and refuses an unknown status', async () => {
    const confirmed = expectOk(await staff('GET', '/api/admin/part-requests?status=confirmed&search=search'));
    expect(confirmed.requests.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    const alias = expectOk(await staff('GET', '/api/admin/part-requests?status=approved&search=search'));
    expect(alias.requests.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    expect(expectOk(await staff('GET', '/api/admin/part-requests?status=all&search=search')).requests).toHaveLength(3);
    const bad = await staff('GET', '/api/admin/part-requests?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown status "lost"');
    expect((await staff('GET', '/api/admin/part-requests?pageSize=500')).statusCode).toBe(400);
    expect((await staff('GET', '/api/admin/part-requests?sort=x')).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/part-requests/{id}', () => {
  it('saves notes, clears them with "" or null, and leaves out what is not sent', async () => {
    const req = await submit(t, autoRequest());
    let d = expectOk(await staff('PUT', `/api/admin/part-requests/${req.id}`, { adminNotes: 'Try RockAuto' }));
    expect(d).toMatchObject({ adminNotes: 'Try RockAuto', status: 'pending', quote: null, money: null });
    expect(d.statusHistory).toHaveLength(1);
    const updatedAt = d.updatedAt;
    d = expectOk(await staff('PUT', `/api/admin/part-requests/${req.id}`, {}));
    expect(d.adminNotes).toBe('Try RockAuto');
    expect(d.updatedAt >= updatedAt).toBe(true);
    d = expectOk(await staff('PUT', `/api/admin/part-requests/${req.id}`, { adminNotes: '' }));
    expect(d.adminNotes).toBeNull();
    expectOk(await staff('PUT', `/api/admin/part-requests/${req.id}`, { adminNotes: 'again' }));
    expect(expectOk(await staff('PUT', `/api/admin/part-requests/${req.id}`, { adminNotes: null })).adminNotes).toBeNull();
  });

  it('records what we paid the supplier in US$ (staff only), refuses a bad amount with the field named, and clears it with null', async () => {
    const req = await submit(t, autoRequest());
    let d = expectOk(await staff('PUT', `/api/admin/part-requests/${req.id}`, { supplierCostUsd: '126.40' }));
    expect(d.supplierCostUsd).toBe(126.4);
    const [stored] = await rows<{ cents: number }>(t, sql`select supplier_cost_cents as cents from part_requests where id = ${req.id}`);
    expect(stored!.cents).toBe(12_640);
    // Saving notes alone leaves it as it was.
    d = expectOk(await staff('PUT', `/api/admin/part-requests/${req.id}`, { adminNotes: 'Invoice 5521' }));
    expect(d.supplierCostUsd).toBe(126.4);
    for (const [value, message] of [
      ['abc', 'Paid to the supplier must be a number'],
      [0, 'Paid to the supplier must be at least US$0.01'],
      [-5, 'Paid to the supplier must be at least US$0.01'],
      [12.345, 'Paid to the supplier can have at most 2 decimals'],
      [100_000.01, 'Paid to the supplier must be at most US$100,000'],
    ] as const) {
      const res = await staff('PUT', `/api/admin/part-requests/${req.id}`, { supplierCostUsd: value });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().issues, String(value)).toEqual([{ path: 'supplierCostUsd', message }]);
    }
    expect((await detail(req.id)).supplierCostUsd).toBe(126.4);
    // The customer's own views never carry it.
    const tracked = await t.app.inject({ method: 'GET', url: `/api/part-requests/track/${req.requestNumber}`, remoteAddress: freshIp() });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.body).not.toContain('supplierCost');
    expect(tracked.body).not.toContain('126.4');
    expect((await as(customer.cookie, 'PUT', `/api/admin/part-requests/${req.id}`, { supplierCostUsd: 1 })).statusCode).toBe(403);
    expect(expectOk(await staff('PUT', `/api/admin/part-requests/${req.id}`, { supplierCostUsd: null })).supplierCostUsd).toBeNull();
    expect(expectOk(await staff('PUT', `/api/admin/part-requests/${req.id}`, { supplierCostUsd: '99.5' })).supplierCostUsd).toBe(99.5);
    expect(expectOk(await staff('PUT', `/api/admin/part-requests/${req.id}`, { supplierCostUsd: '' })).supplierCostUsd).toBeNull();
  });

  it('takes no prices: they belong to the quote’s options, and nothing is changed', async () => {
    const req = await submit(t, autoRequest());
    for (const key of ['estimatedCost', 'shippingCost', 'freightCost', 'totalCost']) {
      const res = await staff('PUT', `/api/admin/part-requests/${req.id}`, { adminNotes: 'should not be saved', [key]: 10 });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toBe(`Unrecognized key: "${key}"`);
    }
    expect((await detail(req.id)).adminNotes).toBeNull();
  });

  it('records a status change with who made it, e-mails the customer, and maps aliases', async () => {
    const req = await submit(t, autoRequest());
    const d = expectOk(await staff('PUT', `/api/admin/part-requests/${req.id}`, { status: 'approved' }));
    expect(d.status).toBe('confirmed');
    expect(d.statusHistory.at(-1)).toMatchObject({ status: 'confirmed', changedBy: 'Marcia Grant (staff)', notes: null });
    const [mail] = await mails(t, { kind: 'part-request-status', to: req.email });
    expect(mail!.subject).toBe(`${req.requestNumber}: Confirmed`);
    expect(mail!.text_body).toContain('Order confirmed and being processed');
    expect(mail!.text_body).toContain(`http://shop.test/track-order?number=${req.requestNumber}`);

    // The same status again is no change: no history, no e-mail.
    expectOk(await staff('PUT', `/api/admin/part-requests/${req.id}`, { status: 'confirmed', adminNotes: 'ordered' }));
    expect((await detail(req.id)).statusHistory).toHaveLength(2);
    expect(await mails(t, { kind: 'part-request-status', to: req.email })).toHaveLength(1);

    for (const [word, status] of [['completed', 'delivered'], ['processing', 'preparing'], ['in transit', 'shipped_jamaica'], ['SHIPPED', 'shipped_jamaica']]) {
      const res = expectOk(await staff('PUT', `/api/admin/part-requests/${req.id}`, { status: word }));
      expect(res.status).toBe(status);
    }
  });

  it('refuses an unknown status and changes nothing', async () => {
    const req = await submit(t, autoRequest());
    const res = await staff('PUT', `/api/admin/part-requests/${req.id}`, { status: 'teleported', adminNotes: 'should not be saved' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown status "teleported"');
    const d = await detail(req.id);
    expect(d).toMatchObject({ status: 'pending', adminNotes: null });
    expect(d.statusHistory).toHaveLength(1);
    expect(await mails(t, { kind: 'part-request-status', to: req.email })).toHaveLength(0);
  });
});

describe('POST /api/admin/update-request-status/{id} and update-order-status/{id}', () => {
  it('records the note, tracking number and who, and e-mails the customer', async () => {
    const req = await submit(t, autoRequest());
    const d = expectOk(
      await staff('POST', `/api/admin/update-request-status/${req.id}`, {
        status: 'shipped_jamaica',
        notes: 'On the boat to Kingston',
        trackingNumber: 'JM-445566',
        isLocal: false,
        carrierNeeded: false,
      }),
    );
    expect(d).toMatchObject({ status: 'shipped_jamaica', trackingNumber: 'JM-445566', isLocal: false, supplierAddress: null });
    expect(d.statusHistory.at(-1)).toMatchObject({ status: 'shipped_jamaica', notes: 'On the boat to Kingston', changedBy: 'Marcia Grant (staff)' });
    const [mail] = await mails(t, { kind: 'part-request-status', to: req.email });
    expect(mail!.subject).toBe(`${req.requestNumber}: In Jamaica`);
    for (const text of ['Arrived in Jamaica and shipped locally', 'Note from our team: On the boat to Kingston', 'Tracking number: JM-445566', `http://shop.test/track-order?number=${req.requestNumber}`]) {
      expect(mail!.text_body).toContain(text);
    }
    const [row] = await rows<{ changed_by: string }>(t, sql`select changed_by from part_request_status_history where request_id = ${req.id} and status = 'shipped_jamaica'`);
    expect(row!.changed_by).toBe(admin.json.user.id);
  });

  it('gives local pickup the shop address unless one is given, and keeps the tracking number when not sent', async () => {
    const req = await submit(t, phoneRequest());
    expectOk(await staff('POST', `/api/admin/update-order-status/${req.id}`, { status: 'shipped_us', trackingNumber: 'T-1' }));
    let d = expectOk(await staff('POST', `/api/admin/update-order-status/${req.id}`, { status: 'ready_pickup', isLocal: true }));
    expect(d).toMatchObject({ status: 'ready_pickup', isLocal: true, supplierAddress: t.config.store.address, trackingNumber: 'T-1', carrierNeeded: false });
    const mail = (await mails(t, { kind: 'part-request-status', to: req.email })).at(-1)!;
    expect(mail.text_body).toContain(`Pick it up at: ${t.config.store.address}`);
    d = expectOk(
      await staff('POST', `/api/admin/update-order-status/${req.id}`, { status: 'ready_pickup', isLocal: true, carrierNeeded: true, supplierAddress: 'Half Way Tree branch', trackingNumber: '' }),
    );
    expect(d).toMatchObject({ supplierAddress: 'Half Way Tree branch', carrierNeeded: true, trackingNumber: null });
  });

  it('allows any status, and refuses a missing or unknown one', async () => {
    const req = await submit(t, autoRequest());
    expect(expectOk(await staff('POST', `/api/admin/update-request-status/${req.id}`, { status: 'delivered' })).status).toBe('delivered');
    expect(expectOk(await staff('POST', `/api/admin/update-request-status/${req.id}`, { status: 'pending' })).status).toBe('pending');
    const missing = await staff('POST', `/api/admin/update-request-status/${req.id}`, { notes: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please select a status');
    const unknown = await staff('POST', `/api/admin/update-request-status/${req.id}`, { status: 'lost at sea' });
    expect(unknown.json().message).toBe('Unknown status "lost at sea"');
    expect((await detail(req.id)).statusHistory).toHaveLength(3);
  });

  it('keeps both of two simultaneous updates in the history', async () => {
    const req = await submit(t, autoRequest());
    const second = await signUp(t.app, { firstName: 'Andre', lastName: 'Brown' });
    await t.db.database.db.execute(sql`update users set role = 'admin' where id = ${second.json.user.id}`);
    const [a, b] = await Promise.all([
      as(admin.cookie, 'POST', `/api/admin/update-request-status/${req.id}`, { status: 'confirmed', notes: 'from Marcia' }),
      as(second.cookie, 'POST', `/api/admin/update-order-status/${req.id}`, { status: 'preparing', notes: 'from Andre' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const history = (await detail(req.id)).statusHistory as Array<{ notes: string; changedBy: string; status: string }>;
    expect(history).toHaveLength(3);
    expect(history.slice(1).map((h) => `${h.changedBy}: ${h.notes}`).sort()).toEqual(['Andre Brown (staff): from Andre', 'Marcia Grant (staff): from Marcia']);
    // The request ends in the state of whichever update committed last, and history agrees.
    expect((await detail(req.id)).status).toBe(history.at(-1)!.status);
    expect(await mails(t, { kind: 'part-request-status', to: req.email })).toHaveLength(2);
  });
});

describe('POST /api/admin/send-quote/{id}', () => {
  it('needs a quote first, and a known e-mail type', async () => {
    const req = await submit(t, autoRequest());
    const res = await staff('POST', `/api/admin/send-quote/${req.id}`, { emailType: 'quote' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This request has no quote yet: send one with its options first', issues: [] });
    expect((await detail(req.id)).status).toBe('pending');
    expect((await staff('POST', `/api/admin/send-quote/${req.id}`, { emailType: 'letter' })).json().message).toBe('Choose quote or invoice');
  });

  it('sends the quote again with the store’s terms, changing nothing on the request', async () => {
    const req = await submit(t, autoRequest());
    await sendQuote(t, admin.cookie, req.id, { options: [OEM_OPTION] });
    const before = await detail(req.id);
    expect(expectOk(await staff('POST', `/api/admin/send-quote/${req.id}`, { emailType: 'quote' }))).toEqual({ message: `Quote sent to ${req.email}` });
    const after = await detail(req.id);
    expect(after).toMatchObject({ status: 'quoted', quotedAt: before.quotedAt, updatedAt: before.updatedAt });
    expect(after.statusHistory).toHaveLength(2);

    const sent = await mails(t, { kind: 'part-request-quote', to: req.email });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.text_body).toBe(sent[0]!.text_body);
    const text = sent[1]!.text_body;
    // An option shows one total, what the customer pays us, not a sum of US$ prices beside it.
    expect(text).not.toContain('Part price');
    expect(text).not.toContain('US$185.50');
    for (const line of [
      // A guest's request: the part they typed is not repeated to an address they need not own.
      `Here is our quote for your part request ${req.requestNumber}.`,
      'Parts valued over US$100 (part plus shipping) pay import duty and GCT on the whole value',
      `http://shop.test/track-order?number=${req.requestNumber}`,
      'Accept or Decline',
      'We are an intermediary',
      'not responsible for their quality, compatibility or performance',
      'Warranties come from the makers or suppliers',
      'Prices are estimates that can change with supplier stock and currency rates',
      'confirm the final price with you before we buy',
      'Import duties and taxes are the customer’s to pay',
      'Returns of sourced parts follow the supplier’s return policy and may carry processing fees',
      'within 2-3 business days',
    ]) {
      expect(text).toContain(line);
    }
    // And the outbox staff read shows the same message.
    const outbox = expectOk(await staff('GET', '/api/admin/outbox'));
    expect(outbox.messages.filter((m: { subject: string }) => m.subject === sent[1]!.subject)).toHaveLength(2);
  });

  it('sends an invoice of the options before one is accepted, with no change of status', async () => {
    const req = await submit(t, phoneRequest());
    await sendQuote(t, admin.cookie, req.id, { options: [USED_OPTION] });
    const res = expectOk(await staff('POST', `/api/admin/send-quote/${req.id}`, { emailType: 'invoice' }));
    expect(res).toEqual({ message: `Invoice sent to ${req.email}` });
    expect(await detail(req.id)).toMatchObject({ status: 'quoted' });
    const [mail] = await mails(t, { kind: 'part-request-invoice', to: req.email });
    expect(mail!.subject).toBe(`Your invoice for part request ${req.requestNumber}`);
    expect(mail!.text_body).toContain('Here is the invoice');
    expect(mail!.text_body).toMatch(/^ {2}You pay us: +J\$13,387\.50$/m);
    // Under the de minimis value: no duty, and it says so.
    expect(mail!.text_body).toContain('none expected: the value for duty (US$70.00) is at or under the US$100 de minimis value');
    expect(mail!.text_body).toContain('We are an intermediary');
  });
});

describe('landed-cost rates', () => {
  const rates = { exchangeRateJmd: 160, autoDutyPercent: 30, phoneDutyPercent: 10, gctPercent: 15, deMinimisUsd: 100, freightPerLbUsd: 4, effectiveFrom: '2027-01-01' };

  it('validates the new rates', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...rates, exchangeRateJmd: 0 }, 'Exchange rate must be at least J$0.01 per US$1'],
      [{ ...rates, autoDutyPercent: -1 }, 'Auto parts duty cannot be negative'],
      [{ ...rates, gctPercent: 101 }, 'GCT must be at most 100%'],
      [{ ...rates, phoneDutyPercent: 10.555 }, 'Phone parts duty can have at most 2 decimals'],
      [{ ...rates, effectiveFrom: '01/02/2027' }, 'Effective date must be a date (YYYY-MM-DD)'],
      [{ ...rates, deMinimisUsd: '100' }, 'De minimis value must be a number'],
      [{ ...rates, freightPerLbUsd: -1 }, 'Freight per pound cannot be negative'],
      [{ ...rates, freightPerLbUsd: undefined }, 'Freight per pound must be a number'],
      [{ ...rates, extra: 1 }, 'Unrecognized key: "extra"'],
    ];
    for (const [payload, message] of cases) {
      const res = await staff('PUT', '/api/admin/landed-cost-rates', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('takes effect for new quotes while an earlier quote keeps the rates it was sent with', async () => {
    const early = await submit(t, autoRequest());
    const late = await submit(t, autoRequest());
    await sendQuote(t, admin.cookie, early.id);
    const before = expectOk(await t.app.inject({ method: 'GET', url: '/api/landed-cost-rates' }));

    const saved = expectOk(await staff('PUT', '/api/admin/landed-cost-rates', rates));
    expect(saved).toMatchObject({ ...rates, id: expect.any(Number), updatedAt: expect.any(String) });
    expect(saved.id).not.toBe(before.id);
    expect(expectOk(await t.app.inject({ method: 'GET', url: '/api/landed-cost-rates' }))).toEqual(saved);

    // The early quote: still 20% duty at J$157.50 (figures by hand beside OEM_OPTION).
    const kept = (await detail(early.id)).quote;
    expect(kept).toMatchObject({ exchangeRate: 157.5, ratesEffectiveFrom: '2026-11-01' });
    expect(kept.options[0]).toMatchObject({ totalJmd: 29216.25, dutyEstimate: { dutyPercent: 20, importDutyUsd: 33.1, totalUsd: 62.89 } });
    // Quoted now: the rates in force. 185.50 × 160 = J$29,680; 165.50 × 30% = 49.65; GCT 15% of 215.15 = 32.27 (32.2725).
    const fresh = (await sendQuote(t, admin.cookie, late.id)).quote;
    expect(fresh).toMatchObject({ exchangeRate: 160, ratesEffectiveFrom: '2027-01-01' });
    expect(fresh.options[0]).toMatchObject({ totalJmd: 29680, dutyEstimate: { dutyPercent: 30, importDutyUsd: 49.65, gctUsd: 32.27, totalUsd: 81.92 } });
    const [mail] = await mails(t, { kind: 'part-request-quote', to: late.email });
    expect(mail!.text_body).toContain('Prices in Jamaican dollars at J$160.00 per US$1 (rates in effect from 2027-01-01).');
    // An invoice for the early request still uses its quote's rates.
    expectOk(await staff('POST', `/api/admin/send-quote/${early.id}`, { emailType: 'invoice' }));
    const [invoice] = await mails(t, { kind: 'part-request-invoice', to: early.email });
    expect(invoice!.text_body).toContain('at J$157.50 per US$1');
    expect(invoice!.text_body).toMatch(/^ {2}You pay us: +J\$29,216\.25$/m);
  });
});

describe('photos and DELETE /api/admin/part-requests/{id}', () => {
  it('404s the photo of a request without one', async () => {
    const req = await submit(t, autoRequest());
    const res = await staff('GET', `/api/admin/part-requests/${req.id}/photo`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This request has no photo');
  });

  it('deletes the request, its history and its photo file', async () => {
    const body = multipart([
      { name: 'request', value: JSON.stringify(autoRequest()) },
      { name: 'photo', value: TINY_PNG, filename: 'pad.png', contentType: 'image/png' },
    ]);
    const created = expectOk(
      await t.app.inject({ method: 'POST', url: '/api/part-requests', payload: body.payload, headers: body.headers, remoteAddress: freshIp() }),
      201,
    );
    const [row] = await rows<{ photo_file: string }>(t, sql`select photo_file from part_requests where id = ${created.id}`);
    const file = path.join(t.config.uploadsDir, 'part-requests', row!.photo_file);
    expect(fs.existsSync(file)).toBe(true);

    expect(expectOk(await staff('DELETE', `/api/admin/part-requests/${created.id}`))).toEqual({ message: 'Request deleted successfully' });
    expect(fs.existsSync(file)).toBe(false);
    expect((await staff('GET', `/api/admin/part-requests/${created.id}`)).statusCode).toBe(404);
    expect(await rows(t, sql`select 1 from part_request_status_history where request_id = ${created.id}`)).toEqual([]);
    expect((await staff('DELETE', `/api/admin/part-requests/${created.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/part-requests/track/${created.requestNumber}`, remoteAddress: freshIp() })).statusCode).toBe(404);
  });
});
