import crypto from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isVerified, markVerified } from '../../src/server/lib/mail/verified-addresses';
import { normalisePhone } from '../../src/shared/phone';
import { OEM_OPTION, autoRequest, expectOk, freshIp, lookUpRequests, mails, phoneRequest, sendQuote, submit } from '../support/part-requests';
import { placeOrder, shelfProduct } from '../support/shop-orders';
import { createTestApp, rows, signUp, uniqueEmail, type TestApp } from '../support/test-app';

// The audit's findings 2 and 7 (docs/security-audit.md): an e-mail address was proof of identity on the
// tracking page, phone lookup matched a suffix, and the store e-mailed any typed address with text the
// sender chose.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  // Lookups e-mail each address at most 3 lists per window; these tests look the same numbers up often.
  t = await createTestApp({ seeded: true, inbox: true, limits: { requestListPerEmail: 1000 } });
  admin = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' });
});
afterAll(() => t.close());

const track = (number: string, email?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/part-requests/track/${number}${email === undefined ? '' : `?email=${encodeURIComponent(email)}`}`,
    remoteAddress: freshIp(),
  });
const respond = (number: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/part-requests/track/${number}/respond`,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: freshIp(),
  });
const askForLink = (number: string, email: string) =>
  t.app.inject({ method: 'POST', url: `/api/part-requests/track/${number}/manage-link`, payload: { email }, remoteAddress: freshIp() });
const openLink = (number: string, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/part-requests/track/${number}/manage`, payload: { token }, remoteAddress: freshIp() });
const managed = (number: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/part-requests/track/${number}/manage`, headers: cookie ? { cookie } : {}, remoteAddress: freshIp() });
const asAdmin = (method: 'PUT' | 'POST', url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });

async function quoted(over: Record<string, unknown> = {}) {
  const req = await submit(t, autoRequest(over));
  expectOk(await asAdmin('PUT', `/api/admin/part-requests/${req.id}`, { adminNotes: 'Supplier: Rock Auto, margin 12%' }));
  const detail = await sendQuote(t, admin.cookie, req.id, { options: [OEM_OPTION], message: 'Genuine Toyota pads for you, Keisha' });
  return { ...req, optionIds: (detail.quote.options as Array<{ id: number }>).map((o) => o.id) };
}
/** Accepting a request's first option, with the terms confirmed: a body the route takes, so only access decides. */
const acceptFirst = (req: { optionIds: number[] }) => ({ decision: 'accept', optionId: req.optionIds[0], acceptTerms: true });

const statusOf = async (id: string) => (await rows<{ status: string }>(t, sql`select status from part_requests where id = ${id}`))[0]!.status;

/** The token in the newest manage-link e-mail to this address, and the link it came in. */
async function linkSentTo(email: string) {
  // The mailbox has the token; the outbox keeps the e-mail with it hidden.
  const sent = (await t.inbox(email)).filter((m) => m.subject.startsWith('Manage your part request'));
  const text = sent.at(-1)?.text ?? '';
  const link = /http:\/\/shop\.test\/track-order\/manage\?number=(REQ-[A-Z0-9]{8})#token=([A-Za-z0-9_-]+)/.exec(text);
  if (!link) throw new Error(`no manage link in ${JSON.stringify(sent.map((m) => m.text))}`);
  return { count: sent.length, number: link[1]!, token: link[2]!, text };
}

/** The access cookie of an answer, as a Cookie header value. */
function accessCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'request_access');
  if (!c) throw new Error(`no access cookie in ${res.statusCode} ${res.body}`);
  return `request_access=${c.value}`;
}

/** A request's personal details, as they could appear in any answer. */
const personal = (req: { email: string }) => ['Keisha', 'Campbell', '12 Hope Road', 'St. Andrew', req.email, '555-0142', '5550142'];

describe('docs/security-audit.md finding 2: an e-mail address is not proof of identity', () => {
  it('docs/security-audit.md finding 2: a lookup by e-mail, then tracking with that e-mail, shows no name, address, phone or e-mail and cannot answer the quote', async () => {
    const req = await quoted();
    // Second audit item 10: the lookup e-mails the request's number to its own address; whoever asked
    // learns nothing (before: the list of numbers, each one showing its quote's prices).
    const found = await lookUpRequests(t, 'email', req.email);
    expect(found.res.json()).toEqual({ message: expect.stringMatching(/^If we have requests made with that phone number or e-mail, we have e-mailed/) });
    expect(JSON.stringify(found.res.json())).not.toContain(req.requestNumber);
    expect(found.numbers).toEqual([req.requestNumber]);
    expect(found.to).toEqual([req.email.toLowerCase()]);

    for (const res of [await track(req.requestNumber, req.email), await track(req.requestNumber)]) {
      const record = expectOk(res);
      const text = JSON.stringify(record);
      for (const secret of personal(req)) expect(text).not.toContain(secret);
      // Nothing staff wrote for themselves or for the customer's eyes only: no notes, no quote message.
      for (const staffText of ['Rock Auto', 'margin', 'Genuine Toyota']) expect(text).not.toContain(staffText);
      expect(record).toMatchObject({ status: 'quoted', customer: null, canRespond: false, notes: null });
      // What a request number does show (docs/decisions/006-what-a-request-number-shows.md): the quote's
      // options and their prices, without staff's message, and no money.
      expect(record.quote).toMatchObject({ message: null, options: [{ label: 'OEM new', totalJmd: 29216.25 }] });
      expect(record.money).toBeNull();
      expect(record.partDetails).toMatchObject({ itemName: 'Front brake pads', vehicleMake: 'Toyota' });
    }

    const answer = await respond(req.requestNumber, { ...acceptFirst(req), email: req.email });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    expect(await statusOf(req.id)).toBe('quoted');
    const bare = await respond(req.requestNumber, acceptFirst(req));
    expect(bare.statusCode).toBe(401);
    expect(await statusOf(req.id)).toBe('quoted');
  });

  it('docs/security-audit.md finding 2: phone lookup matches the whole number: 7 digits no longer find another customer’s request, the full number in any format does', async () => {
    const mine = await submit(t, autoRequest({ customerPhone: '876-555-0101' }));
    const otherParish = await submit(t, phoneRequest({ customerPhone: '+1 658 555 0101' }));
    const abroad = await submit(t, phoneRequest({ customerPhone: '+44 20 5555 0101' }));
    const byNumber = new Map([mine, otherParish, abroad].map((r) => [r.requestNumber, r.id]));
    const ids = async (value: string) => (await lookUpRequests(t, 'phone', value)).numbers.map((n) => byNumber.get(n) ?? n);

    for (const value of ['876-555-0101', '(876) 555 0101', '+1 876 555 0101', '5550101', '1-876-555-0101']) {
      expect(await ids(value), value).toEqual([mine.id]);
    }
    expect(await ids('658-555-0101')).toEqual([otherParish.id]);
    expect(await ids('+44 20 5555 0101')).toEqual([abroad.id]);
    expect(await ids('555-0102')).toEqual([]);
    const rowsStored = await rows<{ id: string; d: string }>(
      t,
      sql`select id, customer_phone_digits as d from part_requests where id in (${mine.id}, ${otherParish.id}, ${abroad.id})`,
    );
    expect(Object.fromEntries(rowsStored.map((r) => [r.id, r.d]))).toEqual({
      [mine.id]: '18765550101',
      [otherParish.id]: '16585550101',
      [abroad.id]: '442055550101',
    });
  });

  it('docs/security-audit.md finding 2: the migration stores existing phone numbers in the same normalised form', async () => {
    // The backfill statement of the migration, run again over rows written the old way (digits only).
    const migration = fs
      .readdirSync('drizzle')
      .filter((f) => f.endsWith('.sql'))
      .map((f) => fs.readFileSync(`drizzle/${f}`, 'utf8'))
      .find((text) => text.includes('-- backfill: part_requests.customer_phone_digits'));
    const backfill = migration?.split('--> statement-breakpoint').find((s) => s.includes('-- backfill: part_requests.customer_phone_digits'));
    expect(backfill).toBeDefined();
    const phones = ['876-555-0111', '(876) 555 0112', '+1 876 555 0113', '5550114', '658 555 0115', '+44 20 7946 0116', '1 876 555 0117', '0044 20 7946 0118'];
    const made = [];
    for (const phone of phones) made.push({ phone, ...(await submit(t, autoRequest({ customerPhone: phone }))) });
    await t.db.database.db.execute(sql`update part_requests set customer_phone_digits = regexp_replace(customer_phone, '\D', '', 'g') where customer_phone is not null`);
    await t.db.database.db.execute(sql.raw(backfill!));
    for (const m of made) {
      const [row] = await rows<{ d: string }>(t, sql`select customer_phone_digits as d from part_requests where id = ${m.id}`);
      expect(row!.d, m.phone).toBe(normalisePhone(m.phone));
    }
  });

  it('docs/security-audit.md finding 2: the manage link: one answer for any e-mail, a link only to the request’s address, single use, expiring, and the only way to answer from tracking', async () => {
    const req = await quoted();
    const other = await quoted({ customerEmail: uniqueEmail('someone') });
    const before = (await mails(t, { kind: 'part-request-manage-link' })).length;

    const wrong = await askForLink(req.requestNumber, 'attacker@example.com');
    const right = await askForLink(req.requestNumber, `  ${req.email.toUpperCase()} `);
    expect(wrong.statusCode).toBe(200);
    expect(right.statusCode).toBe(200);
    expect(wrong.body).toBe(right.body);
    expect(right.json()).toEqual({ message: 'If that e-mail is on the request, we’ve sent it a link to manage the request.' });
    const sent = await mails(t, { kind: 'part-request-manage-link' });
    expect(sent.length - before).toBe(1);
    expect(sent.at(-1)!.to_address).toBe(req.email);
    const { token, number, text } = await linkSentTo(req.email);
    expect(number).toBe(req.requestNumber);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Only a digest of the token is stored.
    const stored = await rows<{ token_hash: string }>(t, sql`select token_hash from part_request_access where token_hash = ${crypto.createHash('sha256').update(token).digest('hex')}`);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(await rows(t, sql`select * from part_request_access`))).not.toContain(token);
    expect(text).not.toContain('Keisha');

    // Without the link: no answering, no details.
    expect((await respond(req.requestNumber, acceptFirst(req))).statusCode).toBe(401);
    expect((await managed(req.requestNumber)).statusCode).toBe(401);
    const forged = await openLink(req.requestNumber, crypto.randomBytes(32).toString('base64url'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('This link has expired or was already used: ask for a new one');
    // The token opens its own request only.
    expect((await openLink(other.requestNumber, token)).statusCode).toBe(400);

    const opened = await openLink(req.requestNumber, token);
    const record = expectOk(opened);
    expect(record).toMatchObject({
      status: 'quoted',
      canRespond: true,
      customer: { name: 'Keisha Campbell', email: req.email, phone: '+1-876-555-0142', address: '12 Hope Road', parish: 'St. Andrew' },
      notes: 'Quote sent',
    });
    const cookie = opened.cookies.find((c) => c.name === 'request_access')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: `/api/part-requests/track/${req.requestNumber}`, maxAge: 3600 });

    const again = await openLink(req.requestNumber, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link has expired or was already used: ask for a new one');

    const access = accessCookie(opened);
    expect(expectOk(await managed(req.requestNumber, access)).customer.name).toBe('Keisha Campbell');
    // The right is for this request only.
    expect((await respond(other.requestNumber, acceptFirst(other), access)).statusCode).toBe(401);
    expect(await statusOf(other.id)).toBe('quoted');

    const accepted = expectOk(await respond(req.requestNumber, acceptFirst(req), access));
    expect(accepted).toMatchObject({ status: 'confirmed', canRespond: false, customer: { name: 'Keisha Campbell' } });
    expect(await statusOf(req.id)).toBe('confirmed');

    // The right ends with its hour.
    await t.db.database.db.execute(sql`update part_request_access set expires_at = now() - interval '1 second' where purpose = 'session'`);
    expect((await managed(req.requestNumber, access)).statusCode).toBe(401);
  });

  it('docs/security-audit.md finding 2: a link expires after a day, and a new one voids the older', async () => {
    const req = await quoted();
    expectOk(await askForLink(req.requestNumber, req.email));
    const first = await linkSentTo(req.email);
    // A second ask within a minute sends nothing more (the first link still works): one request cannot be
    // used to flood its customer's mailbox.
    expectOk(await askForLink(req.requestNumber, req.email));
    expect((await linkSentTo(req.email)).count).toBe(first.count);

    await t.db.database.db.execute(sql`update part_request_access set created_at = created_at - interval '2 minutes' where purpose = 'link'`);
    expectOk(await askForLink(req.requestNumber, req.email));
    const second = await linkSentTo(req.email);
    expect(second.count).toBe(first.count + 1);
    expect((await openLink(req.requestNumber, first.token)).statusCode).toBe(400);

    const [row] = await rows<{ hours: number }>(
      t,
      sql`select round(extract(epoch from expires_at - created_at) / 3600)::int as hours from part_request_access where token_hash = ${crypto.createHash('sha256').update(second.token).digest('hex')}`,
    );
    expect(row!.hours).toBe(24);
    await t.db.database.db.execute(sql`update part_request_access set expires_at = now() - interval '1 second' where purpose = 'link'`);
    const expired = await openLink(req.requestNumber, second.token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This link has expired or was already used: ask for a new one');
    expect(await statusOf(req.id)).toBe('quoted');
  });
});

describe('docs/security-audit.md finding 7: the store does not e-mail text a stranger typed to an unverified address', () => {
  const spam = {
    customerName: 'Cheap Pills',
    customerAddress: 'Visit pills.example today',
    partName: 'Click pills.example for deals',
    description: 'Best pills at pills.example, limited offer',
    vehicleMake: 'Pillsmobile',
  };

  it('docs/security-audit.md finding 7: a guest request’s acknowledgement to an unverified address carries no sender text, only the number and the tracking link', async () => {
    const email = uniqueEmail('victim');
    const req = await submit(t, autoRequest({ ...spam, customerEmail: email }));
    const [ack] = await mails(t, { kind: 'part-request-received', to: email });
    expect(ack).toBeDefined();
    for (const typed of ['Cheap', 'Pills', 'pills.example', 'Pillsmobile', 'limited offer']) {
      expect(ack!.subject + ack!.text_body, typed).not.toContain(typed);
    }
    expect(ack!.subject).toContain(req.requestNumber);
    expect(ack!.text_body).toContain(`http://shop.test/track-order?number=${req.requestNumber}`);
    expect(ack!.text_body).toContain(t.config.store.name);
    // The store still hears everything.
    const [toStore] = (await mails(t, { kind: 'part-request-new' })).filter((m) => m.subject.includes(req.requestNumber));
    expect(toStore!.text_body).toContain('pills.example');
  });

  it('docs/security-audit.md finding 7: a guest order’s acknowledgement to an unverified address carries no sender text, only the number, the store’s own lines and the link', async () => {
    const email = uniqueEmail('victim');
    const product = await shelfProduct(t, { price: 3000 });
    const order = await placeOrder(t, [product], {
      customerName: spam.customerName,
      customerEmail: email,
      deliveryMethod: 'shipping',
      address: spam.customerAddress,
      parish: 'St. Andrew',
      amount: 3700,
    });
    const [ack] = await mails(t, { kind: 'order-placed', to: email });
    expect(ack).toBeDefined();
    for (const typed of ['Cheap', 'Pills', 'pills.example']) expect(ack!.subject + ack!.text_body, typed).not.toContain(typed);
    expect(ack!.text_body).toContain(order.orderNumber);
    expect(ack!.text_body).toContain(`number=${order.orderNumber}`);
    expect(ack!.text_body).toContain(product.name);
    expect(ack!.text_body).toContain('Total: J$3,700.00');
  });

  it('docs/security-audit.md finding 7: an address is verified once a link sent to it is used, which does not make the next form’s sender its owner', async () => {
    const email = uniqueEmail('keisha');
    const req = await quoted({ customerEmail: email });
    expect(await isVerified(t.db.database.db, email)).toBe(false);
    expectOk(await askForLink(req.requestNumber, email));
    expectOk(await openLink(req.requestNumber, (await linkSentTo(email)).token));
    expect(await isVerified(t.db.database.db, email.toUpperCase())).toBe(true);

    // A guest's form to it still gets the neutral acknowledgement: typed words go only to the signed-in
    // owner of the address (tests/api/security-audit-2-messaging.test.ts).
    await submit(t, autoRequest({ customerEmail: email, partName: 'Rear wiper blade' }));
    const ack = (await mails(t, { kind: 'part-request-received', to: email })).at(-1)!;
    expect(ack.text_body).not.toContain('Hi Keisha');
    expect(ack.text_body).not.toContain('Rear wiper blade');

    // markVerified is the one way in (a used reset link will call it too), and is idempotent.
    const another = uniqueEmail('andre');
    await markVerified(t.db.database.db, `  ${another.toUpperCase()}`);
    await markVerified(t.db.database.db, another);
    expect(await isVerified(t.db.database.db, another)).toBe(true);
  });
});
