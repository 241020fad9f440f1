import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateFrom } from '../../src/server/modules/messaging/templates';
import { autoRequest, freshIp, sendQuote } from '../support/part-requests';
import { startSmsStandIn, startWhatsappStandIn, twilioSignature, whatsappSignature, type StandIn, messagingEnv, OUR_NUMBER, TEST_APP_SECRET, TEST_AUTH_TOKEN } from '../support/messaging-stand-ins';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

// WhatsApp and SMS updates (docs/messaging.md): consent, sending through the job queue with the SMS fallback, and the
// providers' webhooks (signed, recorded once). The screens and the events that send come next.

const APP_SECRET = TEST_APP_SECRET;
const AUTH_TOKEN = TEST_AUTH_TOKEN;

let wa: StandIn;
let smsApi: StandIn;
let t: TestApp;

beforeAll(async () => {
  [wa, smsApi] = await Promise.all([startWhatsappStandIn(), startSmsStandIn()]);
  t = await createTestApp({
    env: messagingEnv(wa, smsApi),
  });
});
afterAll(async () => {
  await t?.close();
  await wa?.close();
  await smsApi?.close();
});

let numbers = 0;
/** A phone number of its own for each test, as customers type them. */
const newPhone = () => `876-555-${String(2000 + ++numbers)}`;
const digitsOf = (phone: string) => `1${phone.replace(/\D/g, '')}`;

const update = (phone: string) => ({ phone, ...updateFrom('quote_ready', ['REQ-7KQ2M4PX', 'J$27,712', 'http://shop.test/track-order/manage?number=REQ-7KQ2M4PX']) });
const messagesTo = (phone: string) =>
  rows<{ id: string; channel: string; state: string; provider_id: string | null; error: string | null; fallback_of: string | null }>(
    t,
    sql`select id, channel, state, provider_id, error, fallback_of from messages where phone = ${digitsOf(phone)} order by created_at`,
  );
const sendAndWork = async (u: ReturnType<typeof update>) => {
  const id = await t.app.messaging.send(u);
  await t.app.jobs.drain(['message-send']);
  return id;
};

const postWhatsapp = (body: unknown, signature?: string) => {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? { 'x-hub-signature-256': whatsappSignature(raw, APP_SECRET) } : signature ? { 'x-hub-signature-256': signature } : {}) },
    payload: raw,
  });
};
const delivery = (value: Record<string, unknown>) => ({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: OUR_NUMBER, ...value } }] }] });
const status = (id: string, s: string, extra: Record<string, unknown> = {}) => delivery({ statuses: [{ id, status: s, timestamp: '1795737600', recipient_id: '18765550101', ...extra }] });
const postTwilio = (path: string, fields: Record<string, string>, signature?: string | null) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'x-twilio-signature': signature ?? twilioSignature(AUTH_TOKEN, `http://shop.test${path}`, fields) }),
    },
    payload: new URLSearchParams(fields).toString(),
  });

describe('who gets messages', () => {
  it('sends nothing to a number that did not choose updates, and refuses a channel or number that cannot be used', async () => {
    const phone = newPhone();
    expect(await sendAndWork(update(phone))).toBeNull();
    expect(await messagesTo(phone)).toEqual([]);
    await expect(t.app.messaging.chooseUpdates('12', 'whatsapp', 'request')).rejects.toMatchObject({ type: 'invalid_data' });
    expect(t.app.messaging.channels()).toEqual({ whatsapp: true, sms: true });
  });

  it('sends the chosen number its WhatsApp template through the queue, and records WhatsApp’s id', async () => {
    const phone = newPhone();
    await t.app.messaging.chooseUpdates(phone, 'whatsapp', 'request');
    const before = wa.calls.length;
    await sendAndWork(update(phone));
    expect(wa.calls.length).toBe(before + 1);
    const sent = JSON.parse(wa.calls.at(-1)!.body);
    expect(sent).toMatchObject({ to: digitsOf(phone), template: { name: 'quote_ready', language: { code: 'en' } } });
    expect(sent.template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual(update(phone).variables);
    expect(await messagesTo(phone)).toEqual([expect.objectContaining({ channel: 'whatsapp', state: 'sent', provider_id: expect.stringMatching(/^wamid\./) })]);
  });

  it('goes by SMS when WhatsApp will not take it, and tries WhatsApp again later when it is only busy', async () => {
    const phone = newPhone();
    await t.app.messaging.chooseUpdates(phone, 'whatsapp', 'checkout');
    wa.failNext(400, { error: { message: 'Message undeliverable', code: 131026 } });
    const smsBefore = smsApi.calls.length;
    await sendAndWork(update(phone));
    const [whatsapp, sms] = await messagesTo(phone);
    expect(whatsapp).toMatchObject({ channel: 'whatsapp', state: 'failed', error: expect.stringContaining('Message undeliverable') });
    expect(sms).toMatchObject({ channel: 'sms', state: 'sent', fallback_of: whatsapp!.id, provider_id: expect.stringMatching(/^SM/) });
    expect(smsApi.calls.length).toBe(smsBefore + 1);
    expect(Object.fromEntries(new URLSearchParams(smsApi.calls.at(-1)!.body))).toMatchObject({ To: `+${digitsOf(phone)}`, Body: update(phone).text, StatusCallback: 'http://shop.test/api/webhooks/sms/status' });

    const busy = newPhone();
    await t.app.messaging.chooseUpdates(busy, 'whatsapp', 'checkout');
    wa.failNext(503, { error: { message: 'Service temporarily unavailable', code: 2 } });
    await sendAndWork(update(busy));
    expect(await messagesTo(busy)).toEqual([expect.objectContaining({ channel: 'whatsapp', state: 'queued' })]);
    const { rows: jobs } = await t.db.database.query(`select state from pgboss.job where name = 'message-send' and data->>'messageId' = $1`, [(await messagesTo(busy))[0]!.id]);
    expect(jobs).toEqual([{ state: 'retry' }]);
  });
});

describe('a part request’s updates', () => {
  it('records the choice made on the request form, and tells the customer of the request, its quote and its shipping', async () => {
    const staff = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' }); // the first account: staff
    const phone = newPhone();
    const created = await t.app.inject({ method: 'POST', url: '/api/part-requests', payload: autoRequest({ customerPhone: phone, updates: 'whatsapp', partName: 'Click here: bit.ly/x' }), remoteAddress: freshIp() });
    expect(created.statusCode, created.body).toBe(201);
    const { id, requestNumber } = created.json() as { id: string; requestNumber: string };
    expect(await rows(t, sql`select channel, source from message_consents where phone = ${digitsOf(phone)}`)).toEqual([{ channel: 'whatsapp', source: 'request' }]);
    await t.app.jobs.drain(['message-send']);
    const templateOf = (call: { body: string }) => JSON.parse(call.body).template as { name: string; components: { parameters: { text: string }[] }[] };
    const received = templateOf(wa.calls.at(-1)!);
    expect(received.name).toBe('request_received');
    // Only what the store wrote: not the part name the form was given.
    expect(received.components[0]!.parameters.map((p) => p.text)).toEqual([requestNumber, `http://shop.test/track-order?number=${requestNumber}`]);

    await sendQuote(t, staff.cookie, id);
    await t.app.jobs.drain(['message-send']);
    const quote = templateOf(wa.calls.at(-1)!);
    expect(quote.name).toBe('quote_ready');
    expect(quote.components[0]!.parameters.map((p) => p.text)).toEqual([requestNumber, 'J$29,216.25', `http://shop.test/track-order?number=${requestNumber}`]);

    const moved = await t.app.inject({ method: 'POST', url: `/api/admin/update-request-status/${id}`, headers: { cookie: staff.cookie }, payload: { status: 'shipped_us', trackingNumber: '1Z999AA10123456784' } });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.jobs.drain(['message-send']);
    const shipped = templateOf(wa.calls.at(-1)!);
    expect(shipped.name).toBe('part_shipped');
    expect(shipped.components[0]!.parameters.map((p) => p.text)).toEqual([requestNumber, '1Z999AA10123456784', `http://shop.test/track-order?number=${requestNumber}`]);
    expect((await messagesTo(phone)).map((m) => m.state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('sends nothing but e-mail when the customer chose e-mail, and refuses a channel the store does not offer before storing anything', async () => {
    const phone = newPhone();
    const before = wa.calls.length;
    expect((await t.app.inject({ method: 'POST', url: '/api/part-requests', payload: autoRequest({ customerPhone: phone }), remoteAddress: freshIp() })).statusCode).toBe(201);
    await t.app.jobs.drain(['message-send']);
    expect(wa.calls.length).toBe(before);
    expect((await t.app.inject({ method: 'POST', url: '/api/part-requests', payload: autoRequest({ updates: 'telegram' }), remoteAddress: freshIp() })).statusCode).toBe(400);

    const bare = await createTestApp();
    try {
      const refused = await bare.app.inject({ method: 'POST', url: '/api/part-requests', payload: autoRequest({ customerPhone: phone, updates: 'sms' }), remoteAddress: freshIp() });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([expect.objectContaining({ path: 'updates' })]);
      expect(await rows(bare, sql`select id from part_requests`)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});

describe('the providers’ webhooks', () => {
  it('records nothing without WhatsApp’s signature over the exact bytes: 401 without one, 403 with a wrong one', async () => {
    const phone = newPhone();
    await t.app.messaging.chooseUpdates(phone, 'whatsapp', 'request');
    await sendAndWork(update(phone));
    const [msg] = await messagesTo(phone);
    expect((await postWhatsapp(status(msg!.provider_id!, 'delivered'), '')).statusCode).toBe(401);
    expect((await postWhatsapp(status(msg!.provider_id!, 'delivered'), whatsappSignature('{}', APP_SECRET))).statusCode).toBe(403);
    expect((await postWhatsapp(status(msg!.provider_id!, 'delivered'), whatsappSignature(JSON.stringify(status(msg!.provider_id!, 'delivered')), 'not-the-app-secret'))).statusCode).toBe(403);
    expect((await messagesTo(phone))[0]!.state).toBe('sent');
    expect(await rows(t, sql`select * from message_events where message_id = ${msg!.id}`)).toEqual([]);
  });

  it('moves a message forward as WhatsApp reports it, keeps each state once, and ignores messages that are not ours', async () => {
    const phone = newPhone();
    await t.app.messaging.chooseUpdates(phone, 'whatsapp', 'request');
    await sendAndWork(update(phone));
    const [msg] = await messagesTo(phone);
    for (let i = 0; i < 10; i++) expect((await postWhatsapp(status(msg!.provider_id!, 'delivered'))).statusCode).toBe(200);
    expect((await postWhatsapp(status(msg!.provider_id!, 'read'))).statusCode).toBe(200);
    expect((await postWhatsapp(status(msg!.provider_id!, 'sent'))).statusCode).toBe(200); // late, changes nothing
    expect((await messagesTo(phone))[0]!.state).toBe('read');
    expect((await rows<{ state: string }>(t, sql`select state from message_events where message_id = ${msg!.id} order by state`)).map((r) => r.state)).toEqual(['delivered', 'read', 'sent']);
    expect((await postWhatsapp(status('wamid.NOT-OURS', 'read'))).statusCode).toBe(200);
    const junk = await t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', headers: { 'content-type': 'application/json', 'x-hub-signature-256': whatsappSignature('not json', APP_SECRET) }, payload: 'not json' });
    expect(junk.statusCode).toBe(400);
  });

  it('sends by SMS a WhatsApp message WhatsApp reports failed, and follows the SMS through Twilio’s signed callbacks', async () => {
    const phone = newPhone();
    await t.app.messaging.chooseUpdates(phone, 'whatsapp', 'request');
    await sendAndWork(update(phone));
    const [msg] = await messagesTo(phone);
    await postWhatsapp(status(msg!.provider_id!, 'failed', { errors: [{ code: 131049, title: 'Not delivered to keep the ecosystem healthy' }] }));
    await postWhatsapp(status(msg!.provider_id!, 'failed')); // again: no second SMS
    await t.app.jobs.drain(['message-send']);
    const [failed, sms] = await messagesTo(phone);
    expect(failed).toMatchObject({ state: 'failed', error: '131049 Not delivered to keep the ecosystem healthy' });
    expect(sms).toMatchObject({ channel: 'sms', state: 'sent', fallback_of: failed!.id });
    expect(await messagesTo(phone)).toHaveLength(2);

    const fields = { MessageSid: sms!.provider_id!, MessageStatus: 'delivered', AccountSid: `AC${'a1'.repeat(16)}` };
    expect((await postTwilio('/api/webhooks/sms/status', fields, null)).statusCode).toBe(401);
    expect((await postTwilio('/api/webhooks/sms/status', fields, twilioSignature('wrong-token-0123456789', 'http://shop.test/api/webhooks/sms/status', fields))).statusCode).toBe(403);
    expect((await messagesTo(phone))[1]!.state).toBe('sent');
    expect((await postTwilio('/api/webhooks/sms/status', fields)).statusCode).toBe(200);
    expect((await messagesTo(phone))[1]!.state).toBe('delivered');
  });

  it('keeps a customer’s reply on their latest request, once, and STOP turns their updates off', async () => {
    const phone = newPhone();
    const created = await t.app.inject({ method: 'POST', url: '/api/part-requests', payload: autoRequest({ customerPhone: phone }), remoteAddress: freshIp() });
    expect(created.statusCode).toBe(201);
    await t.app.messaging.chooseUpdates(phone, 'whatsapp', 'request');
    const reply = delivery({ messages: [{ from: digitsOf(phone), id: `wamid.IN-${phone}`, timestamp: '1795737700', type: 'text', text: { body: 'Is it OEM?' } }] });
    const unreadBefore = await t.app.messaging.unread();
    expect((await postWhatsapp(reply)).statusCode).toBe(200);
    expect((await postWhatsapp(reply)).statusCode).toBe(200);
    const kept = await rows<{ text: string; request_id: string | null }>(t, sql`select text, request_id from inbound_messages where phone = ${digitsOf(phone)}`);
    expect(kept).toEqual([{ text: 'Is it OEM?', request_id: created.json().id }]);
    expect(await t.app.messaging.unread()).toBe(unreadBefore + 1);

    const stop = { MessageSid: `SM${'5'.repeat(32)}`, From: `+${digitsOf(phone)}`, To: '+18765550142', Body: 'STOP', NumMedia: '0' };
    const answered = await postTwilio('/api/webhooks/sms/inbound', stop);
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toMatch(/text\/xml/);
    expect(await rows(t, sql`select opt_out_how from message_consents where phone = ${digitsOf(phone)} and opted_out_at is not null`)).toEqual([{ opt_out_how: 'SMS reply "STOP"' }]);
    const before = wa.calls.length;
    expect(await sendAndWork(update(phone))).toBeNull();
    expect(wa.calls.length).toBe(before);
    // A form's choice does not lift the number's own STOP (anyone can type the number); its START does.
    expect(await t.app.messaging.chooseUpdates(phone, 'sms', 'request')).toBe('pending');
    expect(await sendAndWork(update(phone))).toBeNull();
    expect((await postTwilio('/api/webhooks/sms/inbound', { ...stop, MessageSid: `SM${'6'.repeat(32)}`, Body: 'START' })).statusCode).toBe(200);
    expect(await sendAndWork(update(phone))).not.toBeNull();
  });

  it('answers Meta’s subscription handshake only for our verify token', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-token-yaad-parts&hub.challenge=1158201444' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await t.app.inject({ method: 'GET', url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1' })).statusCode).toBe(403);
  });
});

describe('without the channels set up', () => {
  it('has no webhooks and sends nothing', async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', payload: '{}', headers: { 'content-type': 'application/json' } })).statusCode).toBe(404);
      expect((await bare.app.inject({ method: 'POST', url: '/api/webhooks/sms/status', payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(404);
      expect(bare.app.messaging.channels()).toEqual({ whatsapp: false, sms: false });
      await expect(bare.app.messaging.chooseUpdates('876-555-0101', 'whatsapp', 'request')).rejects.toMatchObject({ type: 'invalid_data' });
      expect(await bare.app.messaging.send(update('876-555-0101'))).toBeNull();
    } finally {
      await bare.close();
    }
  });
});
