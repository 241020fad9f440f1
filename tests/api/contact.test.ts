import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactService } from '../../src/server/features/contact/service';
import type { Mailer } from '../../src/server/lib/mail/mailer';
import { ADMIN_MESSAGES_PAGE_SIZE } from '../../src/shared/constants';
import { CONTACT_SUBJECTS } from '../../src/shared/support';
import { ContactMessageListSchema, ContactMessageSchema } from '../../src/shared/schemas/contact';
import { freshIp, mails } from '../support/part-requests';
import { createTestApp, rows, signUp, uniqueEmail, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let customer: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ limits: { contactPerIp: 3 } });
  admin = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' }); // the first account: admin
  customer = await signUp(t.app);
});
afterAll(() => t.close());

function contact(over: Record<string, unknown> = {}) {
  return {
    name: 'Keisha Campbell',
    email: uniqueEmail('keisha'),
    phone: '+1-876-555-0142',
    subject: 'compatibility',
    message: 'Will the Bosch brake pads fit a 2015 Toyota Corolla?',
    orderNumber: 'ORD-7K3M9QX2',
    ...over,
  };
}

const send = (payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

type Method = 'GET' | 'PATCH';
const as = (cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const staff = (method: Method, url: string, payload?: unknown) => as(admin.cookie, method, url, payload);
const list = async (query = '') => {
  const res = await staff('GET', `/api/admin/messages${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return ContactMessageListSchema.parse(res.json());
};
const countStored = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from contact_messages`))[0]!.n;

describe('POST /api/contact', () => {
  it('stores the message, answers 201 Message Sent, and e-mails it to support through the outbox', async () => {
    const body = contact({ email: '  Keisha.C@Example.COM ', orderNumber: ' ord-7k3m9qx2 ' });
    const res = await send(body);
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json();
    expect(sent).toEqual({ id: expect.any(String), message: 'Message Sent', createdAt: expect.any(String) });

    const [row] = await rows<Record<string, unknown>>(t, sql`select * from contact_messages where id = ${sent.id}`);
    expect(row).toMatchObject({
      name: 'Keisha Campbell',
      email: 'keisha.c@example.com',
      phone: '+1-876-555-0142',
      subject: 'compatibility',
      message: 'Will the Bosch brake pads fit a 2015 Toyota Corolla?',
      order_number: 'ORD-7K3M9QX2',
      read_at: null,
    });

    const toSupport = (await mails(t, { kind: 'contact-message', to: t.config.store.email })).filter((m) => m.text_body.includes('keisha.c@example.com'));
    expect(toSupport).toHaveLength(1);
    expect(toSupport[0]!.subject).toBe('Contact form: Part Compatibility from Keisha Campbell');
    expect(toSupport[0]!.text_body).toContain('From: Keisha Campbell <keisha.c@example.com>');
    expect(toSupport[0]!.text_body).toContain('Order number: ORD-7K3M9QX2');
    expect(toSupport[0]!.text_body).toContain('Will the Bosch brake pads fit a 2015 Toyota Corolla?');
    expect(toSupport[0]!.text_body).toContain('http://shop.test/admin/messages');
    // Only support is written to: nothing goes to an address a stranger typed.
    expect(await mails(t, { to: 'keisha.c@example.com' })).toEqual([]);
    const [held] = await rows<{ status: string }>(t, sql`select status from mail_outbox where kind = 'contact-message' limit 1`);
    expect(held!.status).toBe('held');
  });

  it('takes every docs/product.md §9 subject, and leaves phone and order number optional (blank means none)', async () => {
    for (const subject of CONTACT_SUBJECTS) {
      const res = await send(contact({ subject, phone: '', orderNumber: '' }));
      expect(res.statusCode, `${subject}: ${res.body}`).toBe(201);
      const [row] = await rows<Record<string, unknown>>(t, sql`select subject, phone, order_number from contact_messages where id = ${res.json().id}`);
      expect(row).toEqual({ subject, phone: null, order_number: null });
    }
    const { phone: _phone, orderNumber: _order, ...withoutOptional } = contact();
    expect((await send(withoutOptional)).statusCode).toBe(201);
  });

  it('refuses each missing required field with its message, and stores nothing', async () => {
    const before = await countStored();
    const cases: Array<[string, string]> = [
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['subject', 'Please choose a subject'],
      ['message', 'Message is required'],
    ];
    for (const [field, message] of cases) {
      const { [field]: _dropped, ...rest } = contact() as Record<string, unknown>;
      const missing = await send(rest);
      expect(missing.statusCode, field).toBe(400);
      expect(missing.json().issues).toContainEqual({ path: field, message });
      const blank = await send(contact({ [field]: '   ' }));
      expect(blank.statusCode, `${field} blank`).toBe(400);
    }
    expect(await countStored()).toBe(before);
    expect((await mails(t, { kind: 'contact-message' })).length).toBe(before);
  });

  it('refuses over-long fields, a bad e-mail, an unknown subject, a bad phone or order number and unknown fields', async () => {
    const before = await countStored();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'N'.repeat(81) }, 'name', 'Name must be at most 80 characters'],
      [{ message: 'M'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
      [{ email: `${'e'.repeat(250)}@example.com` }, 'email', 'Email must be at most 254 characters'],
      [{ phone: '8'.repeat(31) }, 'phone', 'Phone number must be at most 30 characters'],
      [{ orderNumber: `ORD-${'X'.repeat(27)}` }, 'orderNumber', 'Order number must be at most 30 characters'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ subject: 'complaint' }, 'subject', 'Please choose a subject'],
      [{ phone: 'call me' }, 'phone', 'Please enter a valid phone number, e.g. +1-876-123-4567'],
      [{ orderNumber: 'ORD 123; drop' }, 'orderNumber', 'Order numbers look like ORD-XXXXX: letters, digits and dashes'],
    ];
    for (const [over, path, message] of cases) {
      const res = await send(contact(over));
      expect(res.statusCode, path).toBe(400);
      expect(res.json().issues, path).toContainEqual({ path, message });
    }
    expect((await send(contact({ userId: 'x' }))).statusCode).toBe(400);
    // The longest allowed values are fine.
    expect((await send(contact({ name: 'N'.repeat(80), message: 'M'.repeat(5000) }))).statusCode).toBe(201);
    expect(await countStored()).toBe(before + 1);
  });

  it('stores the message before the e-mail is queued, and a failed e-mail still leaves it stored and listed', async () => {
    const errors: unknown[] = [];
    let storedWhenMailed: number | undefined;
    const failingMailer = {
      ...t.mailer,
      async send() {
        storedWhenMailed = (await rows<{ n: number }>(t, sql`select count(*)::int as n from contact_messages where name = 'Mail Fails'`))[0]!.n;
        throw new Error('outbox unavailable');
      },
    } as Mailer;
    const service = createContactService({
      db: t.db.database.db,
      mailer: failingMailer,
      publicUrl: 'http://shop.test',
      storeEmail: t.config.store.email,
      log: { error: (e: unknown) => errors.push(e) },
    });
    const sent = await service.send({ name: 'Mail Fails', email: 'mf@example.com', subject: 'general', message: 'Hello', phone: null, orderNumber: null });
    expect(sent.message).toBe('Message Sent');
    expect(storedWhenMailed).toBe(1);
    expect(errors).toHaveLength(1);
    expect((await list()).messages.some((m) => m.id === sent.id)).toBe(true);
  });

  it('limits messages per address with the app’s standard 429', async () => {
    for (let i = 0; i < 3; i++) expect((await send(contact(), '192.0.2.7')).statusCode).toBe(201);
    const before = await countStored();
    const blocked = await send(contact(), '192.0.2.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(await countStored()).toBe(before);
    expect((await send(contact(), '192.0.2.8')).statusCode).toBe(201);
  });
});

describe('the staff message routes', () => {
  it('answer 401 signed out and 403 for a customer, and change nothing', async () => {
    const { id } = (await send(contact())).json();
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', '/api/admin/messages'],
      ['GET', '/api/admin/messages?filter=unread'],
      ['PATCH', `/api/admin/messages/${id}`, { read: true }],
      ['PATCH', `/api/admin/messages/${id}`, { read: 'nonsense' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await as(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await as(customer.cookie, method, url, payload);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().message).toBe('Admin access required');
    }
    const [row] = await rows<{ read_at: unknown }>(t, sql`select read_at from contact_messages where id = ${id}`);
    expect(row!.read_at).toBeNull();
  });

  it('list newest first with the unread count, mark read and unread, and filter unread', async () => {
    const first = (await send(contact({ name: 'Andre Brown', subject: 'order' }))).json();
    const second = (await send(contact({ name: 'Tamika Reid', subject: 'feedback', phone: null, orderNumber: null }))).json();

    const all = await list();
    expect(all.messages[0]).toEqual({
      id: second.id,
      name: 'Tamika Reid',
      email: expect.stringMatching(/@example\.com$/),
      phone: null,
      subject: 'feedback',
      message: 'Will the Bosch brake pads fit a 2015 Toyota Corolla?',
      orderNumber: null,
      createdAt: second.createdAt,
      readAt: null,
    });
    expect(all.messages[1]!.id).toBe(first.id);
    const stored = await countStored();
    expect(all.pagination).toEqual({ page: 1, total: stored, totalPages: Math.ceil(stored / ADMIN_MESSAGES_PAGE_SIZE) });
    expect(all.unreadCount).toBe(stored);
    const times = all.messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const read = await staff('PATCH', `/api/admin/messages/${second.id}`, { read: true });
    expect(read.statusCode, read.body).toBe(200);
    const readMessage = ContactMessageSchema.parse(read.json());
    expect(readMessage.readAt).not.toBeNull();
    // Marking it read again keeps the first time it was read.
    expect((await staff('PATCH', `/api/admin/messages/${second.id}`, { read: true })).json().readAt).toBe(readMessage.readAt);

    const unread = await list('filter=unread');
    expect(unread.messages.map((m) => m.id)).not.toContain(second.id);
    expect(unread.messages.every((m) => m.readAt === null)).toBe(true);
    expect(unread.unreadCount).toBe(stored - 1);
    expect(unread.pagination.total).toBe(stored - 1);
    expect((await list()).pagination.total).toBe(stored);

    const back = await staff('PATCH', `/api/admin/messages/${second.id}`, { read: false });
    expect(back.json().readAt).toBeNull();
    expect((await list('filter=unread')).messages[0]!.id).toBe(second.id);
    expect((await list()).unreadCount).toBe(stored);
  });

  it('pages the list and refuses bad queries, bodies and ids', async () => {
    while ((await countStored()) <= ADMIN_MESSAGES_PAGE_SIZE) expect((await send(contact())).statusCode).toBe(201);
    const page1 = await list();
    const page2 = await list('page=2');
    expect(page1.messages).toHaveLength(ADMIN_MESSAGES_PAGE_SIZE);
    expect(page2.pagination.page).toBe(2);
    expect(page2.messages.length).toBeGreaterThan(0);
    expect(page2.messages.map((m) => m.id).some((id) => page1.messages.some((m) => m.id === id))).toBe(false);

    expect((await staff('GET', '/api/admin/messages?filter=spam')).json().message).toBe('Filter must be all or unread');
    expect((await staff('GET', '/api/admin/messages?page=0')).statusCode).toBe(400);
    const id = page1.messages[0]!.id;
    expect((await staff('PATCH', `/api/admin/messages/${id}`, { read: 'yes' })).statusCode).toBe(400);
    expect((await staff('PATCH', `/api/admin/messages/${id}`, {})).statusCode).toBe(400);
    expect((await staff('PATCH', '/api/admin/messages/not-a-uuid', { read: true })).json().message).toBe('Unknown message id');
    const missing = await staff('PATCH', '/api/admin/messages/00000000-0000-4000-8000-000000000000', { read: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Message not found');
  });
});
