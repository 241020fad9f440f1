import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { autoRequest, expectOk, freshIp, mails, submit } from '../support/part-requests';
import { messagingEnv, startSmsStandIn, startWhatsappStandIn, twilioSignature, TEST_AUTH_TOKEN, type StandIn } from '../support/messaging-stand-ins';
import { placeOrder, shelfProduct } from '../support/shop-orders';
import { createTestApp, fromInbox, rows, sessionCookie, signUp, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../support/test-app';

// The second pre-launch audit's findings on messages (docs/messaging.md, docs/security-audit.md): a STOP
// must stick, WhatsApp and SMS go only where the store serves and a few a day, the store echoes typed
// text only to the signed-in owner of an address, and a followed number hears of every request.
// Each test checks what reached the WhatsApp and Twilio stand-ins and the outbox.

let wa: StandIn;
let smsApi: StandIn;
let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  [wa, smsApi] = await Promise.all([startWhatsappStandIn(), startSmsStandIn()]);
  t = await createTestApp({ seeded: true, inbox: true, env: messagingEnv(wa, smsApi), limits: { forgotPerIp: 100, signInPerIp: 100 } });
  admin = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' }); // the first account: staff
});
afterAll(async () => {
  await t?.close();
  await wa?.close();
  await smsApi?.close();
});

let numbers = 0;
const newPhone = () => `876-555-${String(6000 + ++numbers)}`;
const digitsOf = (phone: string) => `1${phone.replace(/\D/g, '')}`;
const work = (app: TestApp = t) => app.app.jobs.drain(['message-send']);
/** The templates the WhatsApp stand-in was sent for this number (E.164 digits), in order. */
const whatsappTo = (digits: string, api: StandIn = wa) =>
  api.calls.map((c) => JSON.parse(c.body) as { to: string; template: { name: string } }).filter((b) => b.to === digits).map((b) => b.template.name);
/** The texts the Twilio stand-in was sent for this number (E.164 digits). */
const smsTo = (digits: string, api: StandIn = smsApi) =>
  api.calls.map((c) => Object.fromEntries(new URLSearchParams(c.body))).filter((f) => f.To === `+${digits}`).map((f) => f.Body!);
const consentOf = async (digits: string, app: TestApp = t) =>
  (await rows<{ channel: string; source: string; opted_out_at: string | null; opted_out_by: string | null; requested_channel: string | null; user_id: string | null }>(
    app,
    sql`select channel, source, opted_out_at, opted_out_by, requested_channel, user_id from message_consents where phone = ${digits}`,
  ))[0];
const postRequest = (body: Record<string, unknown>, opts: { ip?: string; cookie?: string; app?: TestApp } = {}) =>
  (opts.app ?? t).app.inject({ method: 'POST', url: '/api/part-requests', payload: body, remoteAddress: opts.ip ?? freshIp(), headers: opts.cookie ? { cookie: opts.cookie } : {} });
/** An SMS from the number to the store, signed as Twilio signs it. */
const smsFrom = (digits: string, body: string) => {
  const fields = { MessageSid: `SM${crypto.randomUUID().replace(/-/g, '')}`, From: `+${digits}`, To: '+18765550142', Body: body, NumMedia: '0' };
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/sms/inbound',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(TEST_AUTH_TOKEN, 'http://shop.test/api/webhooks/sms/inbound', fields) },
    payload: new URLSearchParams(fields).toString(),
  });
};
const replyBySms = async (digits: string, body: string) => expect((await smsFrom(digits, body)).statusCode).toBe(200);
const profile = (cookie: string, payload: { phone: string; updates: string }) => t.app.inject({ method: 'PUT', url: '/api/account/updates', headers: { cookie }, payload });
const quoteReady = (phone: string) => ({ phone, kind: 'quote-ready', template: 'quote_ready', variables: ['REQ-7KQ2M4PX', 'J$27,712', 'http://shop.test/track-order?number=REQ-7KQ2M4PX'], text: 'Yaad Parts: your quote is ready' });

describe('a STOP sticks', () => {
  it('second audit item 4: a stranger’s request form with a stopped number and "SMS" does not lift the STOP; only the number’s START does', async () => {
    const phone = newPhone();
    const digits = digitsOf(phone);
    await submit(t, autoRequest({ customerPhone: phone, updates: 'whatsapp' }));
    await work();
    expect(whatsappTo(digits)).toEqual(['request_received']);
    await replyBySms(digits, 'STOP');

    // Before: this form turned the number's updates back on and an SMS "request received" went out.
    const stranger = await postRequest(autoRequest({ customerName: 'Somebody Else', customerPhone: phone, updates: 'sms' }));
    expect(stranger.statusCode, stranger.body).toBe(201);
    await work();
    expect(smsTo(digits)).toEqual([]);
    expect(whatsappTo(digits)).toEqual(['request_received']);
    expect(await consentOf(digits)).toMatchObject({ opted_out_by: 'number', requested_channel: 'sms', opted_out_at: expect.any(String) });
    expect(await t.app.messaging.send(quoteReady(phone))).toBeNull();
    // Staff see the form's request waiting on the number.
    const conversation = await t.app.inject({ method: 'GET', url: `/api/admin/part-requests/${stranger.json().id}/conversation`, headers: { cookie: admin.cookie } });
    expect(expectOk(conversation).updates).toMatchObject({ optOutHow: 'SMS reply "STOP"', requested: { channel: 'sms', at: expect.any(String) } });

    // The number itself asks again: on, on the channel the form asked for.
    await replyBySms(digits, 'Start');
    expect(await consentOf(digits)).toMatchObject({ channel: 'sms', source: 'reply', opted_out_at: null, opted_out_by: null, requested_channel: null });
    expect(await t.app.messaging.send(quoteReady(phone))).not.toBeNull();
    await work();
    expect(smsTo(digits)).toEqual(['Yaad Parts: your quote is ready']);
  });

  it('second audit item 4: another account claiming a number in its profile can neither opt its owner out nor in', async () => {
    // A number its owner follows from their own profile.
    const owner = await signUp(t.app);
    const phone = newPhone();
    const digits = digitsOf(phone);
    expectOk(await profile(owner.cookie, { phone, updates: 'whatsapp' }));
    const stranger = await signUp(t.app);

    // Before: the claim moved the number to the stranger's account, whose "e-mail only" then turned it off.
    const claim = await profile(stranger.cookie, { phone, updates: 'sms' });
    expect(claim.statusCode, claim.body).toBe(409);
    expect(claim.json().message).toMatch(/another account/);
    expect(expectOk(await profile(stranger.cookie, { phone, updates: 'email' }))).toMatchObject({ phone: null, updates: 'email' });
    expect(await consentOf(digits)).toMatchObject({ channel: 'whatsapp', opted_out_at: null, user_id: owner.json.user.id });
    // The owner's own signed-in request keeps the number theirs to turn off.
    await submit(t, autoRequest({ customerPhone: phone, updates: 'sms' }), owner.cookie);
    expect(expectOk(await profile(owner.cookie, { phone, updates: 'email' }))).toMatchObject({ updates: 'email', stoppedHow: 'Profile: chose e-mail only' });
    expect(expectOk(await profile(owner.cookie, { phone, updates: 'whatsapp' }))).toMatchObject({ updates: 'whatsapp', stoppedAt: null });

    // A number followed from a request form: a profile may show it, but only the number stops it.
    const guestPhone = newPhone();
    const guestDigits = digitsOf(guestPhone);
    await submit(t, autoRequest({ customerPhone: guestPhone, updates: 'whatsapp' }));
    expectOk(await profile(stranger.cookie, { phone: guestPhone, updates: 'sms' }));
    const off = await profile(stranger.cookie, { phone: guestPhone, updates: 'email' });
    expect(off.statusCode, off.body).toBe(409);
    expect(off.json().message).toMatch(/reply STOP/);
    expect(await consentOf(guestDigits)).toMatchObject({ source: 'request', opted_out_at: null });
    expect(await t.app.messaging.send(quoteReady(guestPhone))).not.toBeNull();

    // A number that said STOP: a profile's choice waits for its START, and says so.
    await replyBySms(guestDigits, 'STOP');
    const again = await profile(stranger.cookie, { phone: guestPhone, updates: 'whatsapp' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toMatch(/send START/);
    expect(await consentOf(guestDigits)).toMatchObject({ opted_out_by: 'number', requested_channel: 'whatsapp' });
    expect(await t.app.messaging.send(quoteReady(guestPhone))).toBeNull();
  });
});

describe('where messages go, and how many', () => {
  let capped: TestApp;
  let capWa: StandIn;
  let capSms: StandIn;
  beforeAll(async () => {
    [capWa, capSms] = await Promise.all([startWhatsappStandIn(), startSmsStandIn()]);
    capped = await createTestApp({
      env: { ...messagingEnv(capWa, capSms), MESSAGING_COUNTRIES: 'JM,+44', MESSAGING_DAILY_PER_NUMBER: '2', MESSAGING_DAILY_PER_ADDRESS: '3' },
    });
  });
  afterAll(async () => {
    await capped?.close();
    await capWa?.close();
    await capSms?.close();
  });

  it('second audit item 5: WhatsApp and SMS go only to Jamaican numbers by default; others are told so and get e-mail only', async () => {
    for (const phone of ['+881 631 234 567', '+232 76 123 456', '+44 7700 900123']) {
      const digits = phone.replace(/\D/g, '');
      // Before: 201, and an SMS "request received" went to each (about 160 paid messages an hour per address).
      const refused = await postRequest(autoRequest({ customerPhone: phone, updates: 'sms' }));
      expect(refused.statusCode, phone).toBe(400);
      expect(refused.json().issues).toEqual([{ path: 'updates', message: expect.stringMatching(/only to numbers starting \+1 876, \+1 658: choose e-mail only/) }]);
      const accepted = await postRequest(autoRequest({ customerPhone: phone, updates: 'email' }));
      expect(accepted.statusCode, phone).toBe(201);
      // A consent left from before this rule reaches nobody either.
      await t.db.database.db.execute(sql`insert into message_consents (phone, channel, source, opted_in_at) values (${digits}, 'sms', 'request', now()) on conflict do nothing`);
      expect(await t.app.messaging.send(quoteReady(phone))).toBeNull();
      await work();
      expect(smsTo(digits)).toEqual([]);
      expect(whatsappTo(digits)).toEqual([]);
    }
    const item = await shelfProduct(t, { price: 1500 });
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { customerName: 'K', customerEmail: uniqueEmail(), customerPhone: '+881 631 234 567', deliveryMethod: 'pickup', updates: 'whatsapp', items: [{ id: item.id, price: item.price, quantity: 1 }] },
      remoteAddress: freshIp(),
    });
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json().issues).toEqual([expect.objectContaining({ path: 'updates' })]);
    const me = await signUp(t.app);
    expect((await profile(me.cookie, { phone: '+232 76 123 456', updates: 'sms' })).statusCode).toBe(400);
  });

  it('second audit item 5: MESSAGING_COUNTRIES adds countries, and a number and a client address get only so many a day', async () => {
    expect(capped.config.messagingReach.prefixes).toEqual(['1876', '1658', '44']);
    expect(() => loadConfig({ MESSAGING_COUNTRIES: 'Mars' })).toThrow(/MESSAGING_COUNTRIES must be/);

    // +44 is served here; one number gets two messages a day.
    const uk = '+44 7700 900456';
    expect((await postRequest(autoRequest({ customerPhone: uk, updates: 'sms' }), { app: capped })).statusCode).toBe(201);
    expect(await capped.app.messaging.send(quoteReady(uk))).not.toBeNull();
    expect(await capped.app.messaging.send(quoteReady(uk))).toBeNull();
    await work(capped);
    expect(smsTo('447700900456', capSms)).toHaveLength(2);

    // One client address: three forms a day that message a number; the fourth is stored and e-mailed only.
    const ip = freshIp();
    const phones = [newPhone(), newPhone(), newPhone(), newPhone()];
    for (const phone of phones) expect((await postRequest(autoRequest({ customerPhone: phone, updates: 'whatsapp' }), { app: capped, ip })).statusCode).toBe(201);
    await work(capped);
    expect(phones.map((p) => whatsappTo(digitsOf(p), capWa))).toEqual([['request_received'], ['request_received'], ['request_received'], []]);
    expect(await consentOf(digitsOf(phones[3]!), capped)).toBeUndefined();
    expect((await mails(capped, { kind: 'part-request-received' })).length).toBeGreaterThanOrEqual(5);
  });
});

describe('the store echoes typed text only to the signed-in owner of an address', () => {
  const typed = { customerName: 'ACCOUNT LOCKED: verify at http://evil.example/login', partName: 'ACCOUNT LOCKED: verify at http://evil.example/login' };
  const login = async (email: string, password: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: freshIp() });
    expectOk(res);
    return sessionCookie(res);
  };
  /** Signs up and proves the address with a password-reset link, as its owner would; answers a session. */
  const provenAccount = async () => {
    const account = await signUp(t.app);
    expectOk(await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email }, remoteAddress: freshIp() }));
    const token = await fromInbox(t, account.email, /#token=([^\s]+)/);
    const password = `${STRONG_PASSWORD}-2`;
    expectOk(await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: decodeURIComponent(token), password }, remoteAddress: freshIp() }));
    return { ...account, cookie: await login(account.email, password) };
  };

  it('second audit item 6: a guest’s request or order to an address that once used a link gets the neutral acknowledgement', async () => {
    const owner = await provenAccount();
    // Before: once the address had used a link, a stranger's form made the store mail it the typed words.
    const req = await submit(t, autoRequest({ ...typed, customerEmail: owner.email }));
    const ack = (await mails(t, { kind: 'part-request-received', to: owner.email })).at(-1)!;
    expect(ack.subject + ack.text_body).not.toContain('evil.example');
    expect(ack.text_body).not.toContain('ACCOUNT LOCKED');
    expect(ack.text_body).toContain(`http://shop.test/track-order?number=${req.requestNumber}`);

    const product = await shelfProduct(t, { price: 2500 });
    const order = await placeOrder(t, [product], { customerName: typed.customerName, customerEmail: owner.email });
    const placed = (await mails(t, { kind: 'order-placed', to: owner.email })).at(-1)!;
    expect(placed.text_body).not.toContain('ACCOUNT LOCKED');
    expect(placed.text_body).toContain(order.orderNumber);
    expect(placed.text_body).toContain(product.name);

    // Signed in, but to an account that never proved the address (anyone can sign up with any address).
    const unproven = await signUp(t.app);
    await submit(t, autoRequest({ ...typed, customerEmail: unproven.email }), unproven.cookie);
    expect((await mails(t, { kind: 'part-request-received', to: unproven.email })).at(-1)!.text_body).not.toContain('ACCOUNT LOCKED');
  });

  it('second audit item 6: the signed-in owner who proved the address hears their own words', async () => {
    const owner = await provenAccount();
    await submit(t, autoRequest({ customerName: 'Keisha Campbell', customerEmail: owner.email, partName: 'Rear wiper blade' }), owner.cookie);
    const ack = (await mails(t, { kind: 'part-request-received', to: owner.email })).at(-1)!;
    expect(ack.text_body).toContain('Hi Keisha');
    expect(ack.text_body).toContain('Rear wiper blade');
    // Another signed-in account sending a form to the owner's address is not the owner.
    const other = await signUp(t.app);
    await submit(t, autoRequest({ ...typed, customerEmail: owner.email }), other.cookie);
    expect((await mails(t, { kind: 'part-request-received', to: owner.email })).at(-1)!.text_body).not.toContain('ACCOUNT LOCKED');
  });
});

describe('the later e-mails of a record a stranger sent', () => {
  const spam = 'ACCOUNT LOCKED: verify at http://evil.example/login';

  it('second audit item 6: a guest’s request staff cancel, an unpaid order that expires, and a sign-up’s reset e-mail carry none of the typed words', async () => {
    const email = uniqueEmail('victim');
    // Before: "Hi ACCOUNT," and "Your request REQ-… for ACCOUNT LOCKED: verify at http://evil.example/login is now: Cancelled".
    const req = await submit(t, autoRequest({ customerName: spam, partName: spam, customerEmail: email }));
    const cancel = await t.app.inject({ method: 'POST', url: `/api/admin/update-request-status/${req.id}`, headers: { cookie: admin.cookie }, payload: { status: 'cancelled' }, remoteAddress: freshIp() });
    expectOk(cancel);
    const status = (await mails(t, { kind: 'part-request-status', to: email })).at(-1)!;
    expect(status.text_body).toContain(req.requestNumber);
    expect(status.text_body).not.toContain('ACCOUNT');

    // Before: two business days later, "Hi ACCOUNT," with no staff in the loop.
    const product = await shelfProduct(t, { price: 1200 });
    const order = await placeOrder(t, [product], { customerName: spam, customerEmail: email, deliveryMethod: 'shipping', address: spam, parish: 'St. Andrew' });
    expect((await t.app.orders.expireUnconfirmed(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000))).expired).toContain(order.orderNumber);
    const expired = (await mails(t, { kind: 'order-expired', to: email })).at(-1)!;
    expect(expired.text_body).toContain(order.orderNumber);
    expect(expired.text_body).not.toContain('ACCOUNT');

    // Before: anyone could sign up with this address and a "first name" of their choosing, then have the
    // store mail it "Hi ACCOUNT LOCKED: …" with a reset link.
    const stranger = await signUp(t.app, { email: uniqueEmail('victim'), firstName: spam });
    expectOk(await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: stranger.email }, remoteAddress: freshIp() }));
    const reset = (await mails(t, { kind: 'password-reset', to: stranger.email })).at(-1)!;
    expect(reset.text_body).not.toContain('ACCOUNT');
  });

  it('second audit item 6: the owner’s own request keeps its name and part in later e-mails', async () => {
    const owner = await signUp(t.app);
    expectOk(await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: owner.email }, remoteAddress: freshIp() }));
    const token = await fromInbox(t, owner.email, /#token=([^\s]+)/);
    expectOk(await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: decodeURIComponent(token), password: `${STRONG_PASSWORD}-3` }, remoteAddress: freshIp() }));
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: `${STRONG_PASSWORD}-3` }, remoteAddress: freshIp() });
    const req = await submit(t, autoRequest({ customerName: 'Keisha Campbell', customerEmail: owner.email, partName: 'Rear wiper blade' }), sessionCookie(login));
    expectOk(await t.app.inject({ method: 'POST', url: `/api/admin/update-request-status/${req.id}`, headers: { cookie: admin.cookie }, payload: { status: 'cancelled' }, remoteAddress: freshIp() }));
    const status = (await mails(t, { kind: 'part-request-status', to: owner.email })).at(-1)!;
    expect(status.text_body).toContain('Hi Keisha');
    expect(status.text_body).toContain('Rear wiper blade');
  });
});

describe('a followed number hears of every request', () => {
  it('second audit item 10: a second request from a followed number, sent with "E-mail only", still gets its "request received"', async () => {
    const phone = newPhone();
    const digits = digitsOf(phone);
    await submit(t, autoRequest({ customerPhone: phone, updates: 'whatsapp' }));
    // Before: nothing for the second request, though its "quote ready" later went out.
    const second = await submit(t, autoRequest({ customerPhone: phone, updates: 'email' }));
    await work();
    expect(whatsappTo(digits)).toEqual(['request_received', 'request_received']);
    const sent = await rows<{ request_id: string }>(t, sql`select request_id from messages where phone = ${digits} order by created_at`);
    expect(sent.at(-1)!.request_id).toBe(second.id);
    // "E-mail only" neither stopped the number nor changed its channel.
    expect(await consentOf(digits)).toMatchObject({ channel: 'whatsapp', opted_out_at: null });

    // The same at checkout.
    const item = await shelfProduct(t, { price: 1800 });
    const order = await placeOrder(t, [item], { customerPhone: phone, updates: 'email' });
    await work();
    expect(whatsappTo(digits).at(-1)).toBe('order_placed');
    expect((await rows<{ order_id: string }>(t, sql`select order_id from messages where phone = ${digits} and kind = 'order-placed'`))[0]!.order_id).toBe(order.id);

    // A number nobody chose updates for gets nothing from "E-mail only".
    const quiet = newPhone();
    await submit(t, autoRequest({ customerPhone: quiet, updates: 'email' }));
    await work();
    expect(whatsappTo(digitsOf(quiet))).toEqual([]);
    expect(await consentOf(digitsOf(quiet))).toBeUndefined();
  });
});
