import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Inbox, RepliesMarked } from '../../src/shared/schemas/messaging';
import { autoRequest, submit } from '../support/part-requests';
import { startSmsStandIn, startWhatsappStandIn, twilioSignature, whatsappSignature, type StandIn, messagingEnv, OUR_NUMBER, TEST_APP_SECRET, TEST_AUTH_TOKEN } from '../support/messaging-stand-ins';
import { placeOrder, shelfProduct } from '../support/shop-orders';
import { createTestApp, rows, signUp, uniqueEmail, type TestApp } from '../support/test-app';

// WhatsApp and SMS updates (docs/messaging.md), the staff side: each request's and order's WhatsApp and SMS messages with their states,
// beside its e-mails, and the customers' replies with the unread count behind the admin's badge.

const APP_SECRET = TEST_APP_SECRET;
const AUTH_TOKEN = TEST_AUTH_TOKEN;

let wa: StandIn;
let smsApi: StandIn;
let t: TestApp;
let staff: string;
let customer: string;

beforeAll(async () => {
  [wa, smsApi] = await Promise.all([startWhatsappStandIn(), startSmsStandIn()]);
  t = await createTestApp({ seeded: true,
    env: messagingEnv(wa, smsApi),
  });
  staff = (await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' })).cookie; // the first account: staff
  customer = (await signUp(t.app)).cookie;
});
afterAll(async () => {
  await t?.close();
  await wa?.close();
  await smsApi?.close();
});

let numbers = 0;
/** A phone number of its own for each test, as customers type them. */
const newPhone = () => `876-555-${String(4000 + ++numbers)}`;
const digitsOf = (phone: string) => `1${phone.replace(/\D/g, '')}`;
const work = () => t.app.jobs.drain(['message-send']);
const get = (url: string, cookie = staff) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const markRead = (payload: unknown, cookie = staff) => t.app.inject({ method: 'POST', url: '/api/admin/replies/read', headers: { cookie }, payload: payload as object });
const conversationOfRequest = async (id: string): Promise<Conversation> => {
  const res = await get(`/api/admin/part-requests/${id}/conversation`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const unread = async (): Promise<number> => (await get('/api/admin/replies/unread')).json().count;

const postWhatsapp = (body: unknown) => {
  const raw = JSON.stringify(body);
  return t.app.inject({ method: 'POST', url: '/api/webhooks/whatsapp', headers: { 'content-type': 'application/json', 'x-hub-signature-256': whatsappSignature(raw, APP_SECRET) }, payload: raw });
};
const delivery = (value: Record<string, unknown>) => ({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: OUR_NUMBER, ...value } }] }] });
const status = (id: string, s: string, at: number) => delivery({ statuses: [{ id, status: s, timestamp: String(at), recipient_id: '18765550101' }] });
const whatsappReply = (phone: string, text: string, id = `wamid.IN-${crypto.randomUUID()}`) =>
  postWhatsapp(delivery({ messages: [{ from: digitsOf(phone), id, timestamp: '1795737700', type: 'text', text: { body: text } }] }));
const smsReply = (phone: string, body: string) => {
  const fields = { MessageSid: `SM${crypto.randomUUID().replace(/-/g, '')}`, From: `+${digitsOf(phone)}`, To: '+18765550142', Body: body, NumMedia: '0' };
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/sms/inbound',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(AUTH_TOKEN, 'http://shop.test/api/webhooks/sms/inbound', fields) },
    payload: new URLSearchParams(fields).toString(),
  });
};

describe('who may read them', () => {
  it('answers 401 to a guest and 403 to a customer on every staff route, however good or bad the input', async () => {
    const id = crypto.randomUUID();
    const calls = [
      { method: 'GET', url: `/api/admin/part-requests/${id}/conversation` },
      { method: 'GET', url: '/api/admin/part-requests/not-a-uuid/conversation' },
      { method: 'GET', url: '/api/admin/orders/ORD-7KQ2M4PX/conversation' },
      { method: 'GET', url: '/api/admin/replies' },
      { method: 'GET', url: '/api/admin/replies?unread=true&page=2' },
      { method: 'GET', url: '/api/admin/replies/unread' },
      { method: 'POST', url: '/api/admin/replies/read', payload: { ids: [id] } },
      { method: 'POST', url: '/api/admin/replies/read', payload: { ids: 'everything' } },
    ] as const;
    for (const call of calls) {
      const guest = await t.app.inject({ ...call });
      expect(guest.statusCode, `${call.method} ${call.url}`).toBe(401);
      const signedIn = await t.app.inject({ ...call, headers: { cookie: customer } });
      expect(signedIn.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });
});

describe('a request’s conversation', () => {
  it('shows the customer’s choice and each message with the states WhatsApp reported, beside that request’s e-mails only', async () => {
    const phone = newPhone();
    const email = uniqueEmail('marlon');
    const created = await submit(t, autoRequest({ customerPhone: phone, customerEmail: email, updates: 'whatsapp' }));
    // The same customer's other request: its e-mails are not this one's.
    const other = await submit(t, autoRequest({ customerPhone: phone, customerEmail: email.toUpperCase() }));
    await work();

    const before = await conversationOfRequest(created.id);
    expect(before.updates).toEqual({ channel: 'whatsapp', source: 'request', optedInAt: expect.any(String), optedOutAt: null, optOutHow: null });
    expect(before.messages).toEqual([
      expect.objectContaining({ channel: 'whatsapp', kind: 'request-received', state: 'sent', error: null, fallbackOf: null, events: [] }),
    ]);
    expect(before.messages[0]!.body).toContain(created.requestNumber);

    const [sent] = await rows<{ provider_id: string }>(t, sql`select provider_id from messages where id = ${before.messages[0]!.id}`);
    expect((await postWhatsapp(status(sent!.provider_id, 'delivered', 1795737600))).statusCode).toBe(200);
    expect((await postWhatsapp(status(sent!.provider_id, 'read', 1795737660))).statusCode).toBe(200);

    const after = await conversationOfRequest(created.id);
    expect(after.messages[0]).toMatchObject({
      state: 'read',
      events: [
        { state: 'delivered', at: new Date(1795737600 * 1000).toISOString(), error: null },
        { state: 'read', at: new Date(1795737660 * 1000).toISOString(), error: null },
      ],
    });
    expect(after.emails.map((e) => e.subject)).toEqual([`We received your part request ${created.requestNumber}`]);
    expect(after.emails[0]).toMatchObject({ kind: expect.any(String), status: 'held', createdAt: expect.any(String), sentAt: null });
    expect(after.replies).toEqual([]);
    expect((await conversationOfRequest(other.id)).emails.map((e) => e.subject)).toEqual([`We received your part request ${other.requestNumber}`]);
  });

  it('says e-mail only for a customer who chose no updates, and when a STOP turned them off', async () => {
    const phone = newPhone();
    const created = await submit(t, autoRequest({ customerPhone: phone }));
    // Both providers are set up here (their stand-ins): staff are not told otherwise.
    expect(await conversationOfRequest(created.id)).toMatchObject({ sending: { whatsapp: true, sms: true }, updates: null, messages: [], replies: [] });

    expect((await smsReply(phone, 'STOP')).statusCode).toBe(200);
    const stopped = await conversationOfRequest(created.id);
    expect(stopped.updates).toEqual({ channel: 'sms', source: 'none', optedInAt: null, optedOutAt: expect.any(String), optOutHow: 'SMS reply "STOP"' });
    expect(stopped.replies).toEqual([expect.objectContaining({ channel: 'sms', text: 'STOP', readAt: null })]);
    await markRead({ ids: stopped.replies.map((r) => r.id) });
  });

  it('is a 404 for a request that does not exist and a 400 for an id that cannot be one', async () => {
    const missing = await get(`/api/admin/part-requests/${crypto.randomUUID()}/conversation`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Request Not Found', issues: [] });
    const malformed = await get('/api/admin/part-requests/REQ-7KQ2M4PX/conversation');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues).toEqual([expect.objectContaining({ path: 'id', message: 'Unknown request id' })]);
  });
});

describe('customers’ replies', () => {
  it('shows a reply on the request and in the inbox, unread until staff mark it, and marking twice changes nothing', async () => {
    const phone = newPhone();
    const created = await submit(t, autoRequest({ customerPhone: phone, updates: 'whatsapp' }));
    await work();
    const unreadBefore = await unread();

    // What a customer typed comes back exactly as typed: the screens show it as text.
    const typed = '<b>Is it OEM?</b> <img src=x onerror=alert(1)>';
    expect((await whatsappReply(phone, typed)).statusCode).toBe(200);
    expect(await unread()).toBe(unreadBefore + 1);

    const conversation = await conversationOfRequest(created.id);
    expect(conversation.replies).toEqual([{ id: expect.any(String), channel: 'whatsapp', text: typed, kind: 'text', receivedAt: new Date(1795737700 * 1000).toISOString(), readAt: null }]);
    // Reading the conversation marks nothing read.
    expect(await unread()).toBe(unreadBefore + 1);

    const inbox: Inbox = (await get('/api/admin/replies?unread=true')).json();
    expect(inbox.unreadCount).toBe(unreadBefore + 1);
    expect(inbox.replies).toContainEqual({
      ...conversation.replies[0],
      phone: `+1 876 555 ${phone.slice(-4)}`,
      subject: { kind: 'request', id: created.id, number: created.requestNumber },
    });

    const replyId = conversation.replies[0]!.id;
    const first = await markRead({ ids: [replyId, crypto.randomUUID()] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual<RepliesMarked>({ marked: 1, unread: unreadBefore });
    expect(await unread()).toBe(unreadBefore);
    const readAt = (await conversationOfRequest(created.id)).replies[0]!.readAt;
    expect(readAt).not.toBeNull();

    const again = await markRead({ ids: [replyId, replyId] });
    expect(again.json()).toEqual<RepliesMarked>({ marked: 0, unread: unreadBefore });
    expect((await conversationOfRequest(created.id)).replies[0]!.readAt).toBe(readAt);
    const onlyUnread: Inbox = (await get('/api/admin/replies?unread=true')).json();
    expect(onlyUnread.replies.map((r) => r.id)).not.toContain(replyId);
  });

  it('lists the inbox unread first, then newest first, a page at a time, with replies that belong to nothing', async () => {
    const lonePhone = newPhone(); // no request or order has this number
    expect((await smsReply(lonePhone, 'Who is this?')).statusCode).toBe(200);
    const readPhone = newPhone();
    expect((await smsReply(readPhone, 'Thanks')).statusCode).toBe(200);
    const all: Inbox = (await get('/api/admin/replies')).json();
    const thanks = all.replies.find((r) => r.text === 'Thanks')!;
    await markRead({ ids: [thanks.id] });

    const inbox: Inbox = (await get('/api/admin/replies')).json();
    const firstRead = inbox.replies.findIndex((r) => r.readAt !== null);
    expect(firstRead).toBeGreaterThan(0);
    expect(inbox.replies.slice(firstRead).every((r) => r.readAt !== null)).toBe(true);
    expect(inbox.replies.find((r) => r.text === 'Who is this?')).toMatchObject({ channel: 'sms', phone: `+1 876 555 ${lonePhone.slice(-4)}`, subject: null, readAt: null });
    expect(inbox.pagination).toEqual({ page: 1, total: inbox.replies.length, totalPages: 1 });

    const unreadOnly: Inbox = (await get('/api/admin/replies?unread=true')).json();
    expect(unreadOnly.replies.every((r) => r.readAt === null)).toBe(true);
    expect(unreadOnly.pagination.total).toBe(unreadOnly.unreadCount);
    expect((await get('/api/admin/replies?page=2')).json().replies).toEqual([]);
  });

  it('refuses a malformed inbox query or "Mark read" body with a 400', async () => {
    for (const query of ['unread=yes', 'page=0', 'page=abc', 'sort=oldest']) expect((await get(`/api/admin/replies?${query}`)).statusCode, query).toBe(400);
    for (const body of [{}, { ids: [] }, { ids: ['not-a-uuid'] }, { ids: Array.from({ length: 101 }, () => crypto.randomUUID()) }, { ids: [crypto.randomUUID()], all: true }]) {
      const res = await markRead(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), issues: expect.any(Array) });
    }
  });
});

describe('an order’s conversation', () => {
  it('shows the order’s messages, e-mails and the replies attached to it, found by the order’s number', async () => {
    const phone = newPhone();
    const product = await shelfProduct(t);
    const order = await placeOrder(t, [product], { customerPhone: phone, customerEmail: uniqueEmail('shanice'), updates: 'sms' });
    await work();
    expect((await smsReply(phone, 'Can I collect Saturday?')).statusCode).toBe(200);

    const res = await get(`/api/admin/orders/${order.orderNumber.toLowerCase()}/conversation`);
    expect(res.statusCode, res.body).toBe(200);
    const conversation: Conversation = res.json();
    expect(conversation.updates).toMatchObject({ channel: 'sms', source: 'checkout', optedOutAt: null });
    expect(conversation.messages).toEqual([expect.objectContaining({ channel: 'sms', kind: 'order-placed', state: 'sent' })]);
    expect(conversation.emails.map((e) => e.subject)).toEqual([`Your order ${order.orderNumber}`]);
    expect(conversation.replies).toEqual([expect.objectContaining({ channel: 'sms', text: 'Can I collect Saturday?', readAt: null })]);
    const inbox: Inbox = (await get('/api/admin/replies?unread=true')).json();
    expect(inbox.replies.find((r) => r.id === conversation.replies[0]!.id)?.subject).toEqual({ kind: 'order', id: order.id, number: order.orderNumber });
    await markRead({ ids: [conversation.replies[0]!.id] });
  });

  it('is a 404 for an order that does not exist and a 400 for a number that cannot be one', async () => {
    const missing = await get('/api/admin/orders/ORD-7KQ2M4PX/conversation');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Order Not Found', issues: [] });
    expect((await get(`/api/admin/orders/${crypto.randomUUID()}/conversation`)).statusCode).toBe(400);
    expect((await get('/api/admin/orders/REQ-7KQ2M4PX/conversation')).statusCode).toBe(400);
  });
});

