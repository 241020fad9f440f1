import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoRequest, expectOk, freshIp, lookUpRequests, mails, manageAccess, phoneRequest, quotedRequest, submit } from '../support/part-requests';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ inbox: true, limits: { trackPerIp: 4 } });
  admin = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' });
});
afterAll(() => t.close());

const track = (number: string, email?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/part-requests/track/${encodeURIComponent(number)}${email === undefined ? '' : `?email=${encodeURIComponent(email)}`}`,
    remoteAddress: freshIp(),
  });
const respond = (number: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/part-requests/track/${number}/respond`,
    payload: payload as string,
    headers: cookie ? { cookie } : {},
    remoteAddress: freshIp(),
  });
const managed = (number: string, cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/part-requests/track/${number}/manage`, headers: { cookie }, remoteAddress: freshIp() });
const asAdmin = (method: 'PUT' | 'POST', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload: payload as string });

const quoted = (over: Record<string, unknown> = {}) => quotedRequest(t, admin.cookie, { request: autoRequest(over) });
/** Accepting a request's first option, with the terms confirmed. */
const acceptFirst = (req: { optionIds: number[] }) => ({ decision: 'accept', optionId: req.optionIds[0], acceptTerms: true });

describe('GET /api/part-requests/track/{requestNumber}', () => {
  it('shows progress and the part, but nothing that identifies the customer', async () => {
    const req = await submit(t, autoRequest({ customerName: 'Keisha  Campbell-Brown', customerAddress: '12 Hope Road' }));
    const record = expectOk(await track(req.requestNumber));
    expect(record).toMatchObject({
      requestNumber: req.requestNumber,
      status: 'pending',
      customer: null,
      priority: 'High - within 3 days',
      notes: null,
      canRespond: false,
      quote: null,
      money: null,
      partDetails: { itemName: 'Front brake pads', description: null, vehicleMake: 'Toyota', vehicleModel: 'Corolla', vehicleYear: 2015, partType: 'auto', condition: 'new' },
      shippingInfo: { method: 'international', address: null, carrier: null, trackingNumber: null, pickupAddress: null, estimatedDelivery: null },
      statusHistory: [{ status: 'pending', timestamp: expect.any(String), notes: 'Request received' }],
    });
    const text = JSON.stringify(record);
    for (const secret of ['Keisha', 'Campbell', '12 Hope Road', 'St. Andrew', req.email, '555-0142']) expect(text).not.toContain(secret);
  });

  it('with the matching e-mail (any case) shows the same: an e-mail is not proof of identity', async () => {
    const req = await submit(t, autoRequest());
    const record = expectOk(await track(req.requestNumber, `  ${req.email.toUpperCase()} `));
    expect(record).toMatchObject({ customer: null, canRespond: false, shippingInfo: { address: null } });
  });

  it('accepts the number in lower case', async () => {
    const req = await submit(t, phoneRequest());
    expect(expectOk(await track(req.requestNumber.toLowerCase())).requestNumber).toBe(req.requestNumber);
  });

  it('answers 404 "Request Not Found" for an unknown number or an e-mail that does not match', async () => {
    const req = await submit(t, autoRequest());
    for (const res of [await track('REQ-ZZZZZZZZ'), await track(req.requestNumber, 'someone.else@example.com')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Request Not Found', issues: [] });
    }
  });

  it('answers 400 for a number of the wrong shape or a malformed e-mail', async () => {
    for (const bad of ['12345', 'REQ-1234', 'REQ-ABCDEFGO', 'ORD-ABCDEFGH']) {
      const res = await track(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Request numbers look like REQ-XXXXXXXX (8 letters and digits)');
    }
    const req = await submit(t, autoRequest());
    expect((await track(req.requestNumber, 'nope')).statusCode).toBe(400);
  });

  it('shows the quote, shipping details and the history as the request moves; staff notes and money only with the manage link', async () => {
    const req = await quoted();
    let record = expectOk(await track(req.requestNumber, req.email));
    expect(record.status).toBe('quoted');
    expect(record.canRespond).toBe(false);
    expect(record.notes).toBe(null);
    // Figures by hand beside OEM_OPTION in tests/support/part-requests.ts.
    expect(record.quote.options).toEqual([
      expect.objectContaining({ label: 'OEM new', totalJmd: 29216.25, depositJmd: 14608.13, dutyEstimate: expect.objectContaining({ importDutyUsd: 33.1, gctUsd: 29.79, totalJmd: 9905.18 }) }),
    ]);
    expect(record.money).toBeNull();

    const access = await manageAccess(t, req);
    expectOk(await respond(req.requestNumber, acceptFirst(req), access));
    // Staff waive the deposit, so the part can be ordered before it is in (docs/payments.md).
    await t.db.database.db.execute(sql`update part_requests set deposit_waived_at = now(), deposit_waived_reason = 'Known customer' where id = ${req.id}`);
    expectOk(
      await asAdmin('POST', `/api/admin/update-request-status/${req.id}`, {
        status: 'shipped_us',
        notes: 'Left the Miami warehouse',
        trackingNumber: '1Z999AA10123456784',
        isLocal: false,
        carrierNeeded: false,
      }),
    );
    record = expectOk(await track(req.requestNumber));
    expect(record.notes).toBe(null);
    expect(record.shippingInfo).toMatchObject({ method: 'international', trackingNumber: '1Z999AA10123456784', estimatedDelivery: '7-14 business days' });
    expect(record.statusHistory.map((h: { status: string }) => h.status)).toEqual(['pending', 'quoted', 'confirmed', 'shipped_us']);
    // The store's own notes show; what staff typed does not.
    expect(record.statusHistory.map((h: { notes: string | null }) => h.notes)).toEqual(['Request received', 'Quote sent', 'Customer accepted the quote', null]);

    const full = expectOk(await managed(req.requestNumber, access));
    expect(full.money.balance).toMatchObject({ total: 29216.25, paid: 0, outstanding: 29216.25 });
    expect(full.notes).toBe('Left the Miami warehouse');
    expect(full.statusHistory.at(-1).notes).toBe('Left the Miami warehouse');
    expect(full).toMatchObject({ customer: { name: 'Keisha Campbell' }, partDetails: { description: 'Ceramic pads for both front wheels' }, shippingInfo: { address: '12 Hope Road, St. Andrew' } });

    expectOk(
      await asAdmin('POST', `/api/admin/update-order-status/${req.id}`, { status: 'ready_pickup', isLocal: true, carrierNeeded: true }),
    );
    expect(expectOk(await managed(req.requestNumber, access)).notes).toBe('Left the Miami warehouse'); // the newest note staff wrote
    record = expectOk(await track(req.requestNumber));
    expect(record.shippingInfo).toMatchObject({ method: 'local', pickupAddress: t.config.store.address, carrierNeeded: true, estimatedDelivery: null });
  });
});

describe('the manage link and answering a quote from tracking', () => {
  it('sends the link only to the request’s address, in the fragment of a link to /track-order/manage', async () => {
    const req = await submit(t, autoRequest());
    const ask = (email: string) =>
      t.app.inject({ method: 'POST', url: `/api/part-requests/track/${req.requestNumber}/manage-link`, payload: { email }, remoteAddress: freshIp() });
    expect(expectOk(await ask('nobody@example.com'))).toEqual({ message: 'If that e-mail is on the request, we’ve sent it a link to manage the request.' });
    expect(await mails(t, { kind: 'part-request-manage-link', to: 'nobody@example.com' })).toEqual([]);
    expectOk(await ask(req.email));
    const [mail] = await mails(t, { kind: 'part-request-manage-link', to: req.email });
    expect(mail!.subject).toBe(`Manage your part request ${req.requestNumber}`);
    // The outbox keeps it with the token hidden; the mailbox gets the link.
    expect(mail!.text_body).toContain(`http://shop.test/track-order/manage?number=${req.requestNumber}#token=[hidden: sent only to the customer]\n`);
    const [received] = (await t.inbox(req.email)).filter((m) => m.subject.startsWith('Manage your'));
    expect(received!.text).toMatch(new RegExp(`http://shop\\.test/track-order/manage\\?number=${req.requestNumber}#token=[A-Za-z0-9_-]{43}\\n`));
    expect(mail!.text_body).toContain('The link works once, within 24 hours.');
  });

  it('answers 400 for a malformed e-mail or number, and 404 for an unknown number only where nothing is sent', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/part-requests/track/REQ-1/manage-link', payload: { email: 'x@example.com' }, remoteAddress: freshIp() });
    expect(bad.statusCode).toBe(400);
    const noEmail = await t.app.inject({ method: 'POST', url: '/api/part-requests/track/REQ-ZZZZZZZZ/manage-link', payload: { email: 'nope' }, remoteAddress: freshIp() });
    expect(noEmail.statusCode).toBe(400);
    // An unknown number answers like a known one: the answer never says whether the pair matched.
    const unknown = await t.app.inject({ method: 'POST', url: '/api/part-requests/track/REQ-ZZZZZZZZ/manage-link', payload: { email: 'x@example.com' }, remoteAddress: freshIp() });
    expect(unknown.statusCode).toBe(200);
    const noToken = await t.app.inject({ method: 'POST', url: '/api/part-requests/track/REQ-ZZZZZZZZ/manage', payload: {}, remoteAddress: freshIp() });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toBe('Open the link from the e-mail again: its token is missing');
  });
});

describe('POST /api/part-requests/track/{requestNumber}/respond', () => {
  it('declines a quote with the access the manage link gave, records it and tells the store and the customer', async () => {
    const req = await quoted();
    const access = await manageAccess(t, req);
    const record = expectOk(await respond(req.requestNumber, { decision: 'decline' }, access));
    expect(record).toMatchObject({ status: 'cancelled', canRespond: false, customer: { name: 'Keisha Campbell' } });
    const last = record.statusHistory.at(-1);
    expect(last).toMatchObject({ status: 'cancelled', notes: 'Customer declined the quote' });
    const history = await rows(t, sql`select changed_by, changed_by_label from part_request_status_history where request_id = ${req.id} and status = 'cancelled'`);
    expect(history).toEqual([{ changed_by: null, changed_by_label: 'Customer' }]);

    const toStore = (await mails(t, { kind: 'part-request-answer' })).find((m) => m.subject.startsWith(req.requestNumber));
    expect(toStore).toMatchObject({ to_address: t.config.store.email, subject: `${req.requestNumber}: the customer declined the quote` });
    const toCustomer = (await mails(t, { kind: 'part-request-status', to: req.email })).at(-1);
    expect(toCustomer!.subject).toBe(`${req.requestNumber}: Cancelled`);
  });

  it('answers 401 without the access, 409 once answered or before a quote', async () => {
    const req = await quoted();
    const without = await respond(req.requestNumber, acceptFirst(req));
    expect(without.statusCode).toBe(401);
    expect(without.json().message).toBe(
      'To see this request’s details or answer its quote, open the link we e-mail to the address on it: choose “Manage this request” to get one',
    );
    expect((await respond(req.requestNumber, acceptFirst(req), 'request_access=forged')).statusCode).toBe(401);
    const access = await manageAccess(t, req);
    expect((await respond('REQ-ZZZZZZZ2', acceptFirst(req), access)).statusCode).toBe(404);
    expect(expectOk(await respond(req.requestNumber, acceptFirst(req), access)).status).toBe('confirmed');
    const twice = await respond(req.requestNumber, { decision: 'decline' }, access);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This quote has already been answered');

    const fresh = await submit(t, autoRequest());
    const early = await respond(fresh.requestNumber, { decision: 'accept', optionId: 1, acceptTerms: true }, await manageAccess(t, fresh));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('There is no quote to answer yet');
  });

  it('needs a decision, and refuses the old e-mail in the body', async () => {
    const req = await quoted();
    const res = await respond(req.requestNumber, { decision: 'yes' });
    expect(res.statusCode).toBe(400);
    expect((res.json().issues as Array<{ path: string }>).map((i) => i.path)).toEqual(['decision']);
    const old = await respond(req.requestNumber, { email: req.email, decision: 'accept' });
    expect(old.statusCode).toBe(400);
  });
});

describe('POST /api/track-request (by phone or e-mail)', () => {
  const SENT = 'If we have requests made with that phone number or e-mail, we have e-mailed their numbers and tracking links to the e-mail address on them.';

  it('e-mails the requests made with an e-mail to that address, newest first, with their status and tracking links, and answers only that it did', async () => {
    const email = `lookup.${Date.now()}@example.com`;
    const a = await quotedRequest(t, admin.cookie, { request: autoRequest({ customerEmail: email }) });
    const b = await submit(t, phoneRequest({ customerEmail: email }));
    const { res, numbers, to, sent } = await lookUpRequests(t, 'email', email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SENT });
    expect(numbers).toEqual([b.requestNumber, a.requestNumber]);
    expect(to).toEqual([email.toLowerCase()]);
    expect(sent[0]!.text_body).toContain(`${a.requestNumber}: Quoted, sent `);
    expect(sent[0]!.text_body).toContain(`http://shop.test/track-order?number=${a.requestNumber}`);
    // Three lists an address per window, then nothing more is sent: the lookup cannot flood a mailbox.
    expect((await lookUpRequests(t, 'email', email)).sent).toHaveLength(1);
    expect((await lookUpRequests(t, 'email', email)).sent).toHaveLength(1);
    const fourth = await lookUpRequests(t, 'email', email);
    expect(fourth.res.json()).toEqual({ message: SENT });
    expect(fourth.sent).toEqual([]);
  });

  it('finds requests by phone whatever the formatting, on the whole number, and e-mails each address its own', async () => {
    const a = await submit(t, autoRequest({ customerPhone: '+1 (876) 555-7311', customerEmail: 'first.7311@example.com' }));
    const b = await submit(t, phoneRequest({ customerPhone: '876.555.7311', customerEmail: 'second.7311@example.com' }));
    const found = await lookUpRequests(t, 'phone', '18765557311');
    expect([...found.numbers].sort()).toEqual([a.requestNumber, b.requestNumber].sort());
    expect([...found.to].sort()).toEqual(['first.7311@example.com', 'second.7311@example.com']);
    expect((await lookUpRequests(t, 'phone', '876-555-7312')).sent).toEqual([]);
    const short = await lookUpRequests(t, 'phone', '5557');
    expect(short.res.statusCode).toBe(400);
    expect(short.res.json().message).toBe('Please enter your phone number with 7 to 15 digits, e.g. +1-876-123-4567');
    expect((await lookUpRequests(t, 'phone', 'call 5557311')).res.statusCode).toBe(400);
  });

  it('answers the same when nothing matches, and 400 on a bad body', async () => {
    const none = await lookUpRequests(t, 'email', 'nobody@example.com');
    expect(none.res.json()).toEqual({ message: SENT });
    expect(none.sent).toEqual([]);
    expect((await lookUpRequests(t, 'email', 'not an email')).res.json().message).toBe('Please enter a valid email address');
    expect((await lookUpRequests(t, 'fax', '123')).res.json().message).toBe('Search by phone or email');
    expect((await lookUpRequests(t, 'email', '')).res.statusCode).toBe(400);
  });
});

describe('tracking rate limits', () => {
  it('limits lookups per address', async () => {
    const ip = '198.51.100.77';
    const go = () => t.app.inject({ method: 'GET', url: '/api/part-requests/track/REQ-ZZZZZZZZ', remoteAddress: ip });
    for (let i = 0; i < 4; i++) expect((await go()).statusCode).toBe(404);
    expect((await go()).statusCode).toBe(429);
    const search = () => t.app.inject({ method: 'POST', url: '/api/track-request', payload: { type: 'email', value: 'a@example.com' }, remoteAddress: ip });
    for (let i = 0; i < 4; i++) expect((await search()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(429);
  });
});

describe('GET /api/landed-cost-rates', () => {
  it('gives the rates in force, public', async () => {
    const rates = expectOk(await t.app.inject({ method: 'GET', url: '/api/landed-cost-rates' }));
    expect(rates).toMatchObject({ exchangeRateJmd: 157.5, autoDutyPercent: 20, phoneDutyPercent: 10, gctPercent: 15, deMinimisUsd: 100, freightPerLbUsd: 4, effectiveFrom: '2026-11-01' });
  });
});
