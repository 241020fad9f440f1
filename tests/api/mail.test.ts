import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/server/lib/mail/mailer';
import { headerOf, startSmtp } from '../support/smtp-peer';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

let t: TestApp | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = undefined;
  smtp = undefined;
});

const outbox = (app: TestApp) =>
  rows<{ id: string; status: string; attempts: number; last_error: string | null; to_address: string }>(
    app,
    sql`select id, status, attempts, last_error, to_address from mail_outbox order by created_at`,
  );

describe('mail', () => {
  it('delivers through SMTP when SMTP_URL is set and records it as sent', async () => {
    smtp = await startSmtp();
    t = await createTestApp({ smtpUrl: smtp.url });
    const u = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    await t.mailer.settle();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([u.email]);
    expect(smtp.received[0]!.raw).toContain('Subject: Reset your Yaad Parts password');
    expect(smtp.received[0]!.raw.replace(/=\r\n/g, '')).toMatch(/reset-password#token=3D[\w-]+/);
    expect(await outbox(t)).toEqual([{ id: expect.any(String), status: 'sent', attempts: 1, last_error: null, to_address: u.email }]);
  });

  it('keeps a refused message in the outbox and delivers it on a later try', async () => {
    smtp = await startSmtp();
    smtp.state.refuse = true;
    t = await createTestApp({ smtpUrl: smtp.url });
    const u = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    await t.mailer.settle();
    const [held] = await outbox(t);
    expect(held).toMatchObject({ status: 'pending', attempts: 1 });
    expect(held!.last_error).toMatch(/550/);
    expect(smtp.received).toHaveLength(0);
    expect(await t.mailer.waiting()).toBe(1);

    await t.mailer.deliverDue();
    expect((await outbox(t))[0]).toMatchObject({ status: 'pending', attempts: 2 });

    // Staff see it waiting, with the server's reason.
    const staffView = async () =>
      (await t!.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: u.cookie } })).json().messages[0];
    const waiting = await staffView();
    expect(waiting).toMatchObject({ kind: 'password-reset', to: u.email, status: 'pending', attempts: 2, sentAt: null });
    expect(waiting.lastError).toMatch(/550/);

    smtp.state.refuse = false;
    expect(await t.mailer.deliverDue()).toBe(1);
    expect((await outbox(t))[0]).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(smtp.received).toHaveLength(1);
    // Named by its outbox row, so any later try of it would carry the same Message-ID.
    expect(headerOf(smtp.received[0]!, 'Message-ID')).toBe(`<${held!.id}@${/@([^>]+)/.exec(t.config.mailFrom)![1]}>`);
    // …and, once sent, still read it in the outbox with when it went.
    const sent = await staffView();
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(Date.parse(sent.sentAt)).not.toBeNaN();
    // Sent once: a further pass finds nothing due.
    expect(await t.mailer.deliverDue()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('retries on its own once started, as the server does, until the SMTP server takes the message', async () => {
    smtp = await startSmtp();
    smtp.state.refuse = true;
    t = await createTestApp();
    const mailer = createMailer({
      db: t.db.database.db,
      smtpUrl: smtp.url,
      from: t.config.mailFrom,
      log: { info() {}, warn() {}, error() {} },
      retryIntervalMs: 50,
      baseBackoffMs: 0,
    });
    try {
      mailer.start();
      await mailer.send({ kind: 'test', to: 'buyer@example.com', subject: 'Your quote', text: 'Hello' });
      await mailer.settle();
      expect((await outbox(t))[0]).toMatchObject({ status: 'pending', attempts: 1 });
      smtp.state.refuse = false;
      await expect.poll(async () => (await outbox(t!))[0]?.status, { timeout: 5000, interval: 50 }).toBe('sent');
      expect(smtp.received.map((m) => m.to)).toEqual([['buyer@example.com']]);
    } finally {
      await mailer.stop();
    }
  });

  it('keeps trying when the SMTP server is down, without losing the message', async () => {
    smtp = await startSmtp();
    const url = smtp.url;
    await smtp.close();
    smtp = undefined;
    t = await createTestApp({ smtpUrl: url });
    const u = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    await t.mailer.settle();
    expect((await outbox(t))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await outbox(t))[0]!.last_error).toMatch(/ECONNREFUSED/);
  });

  it('backs off between tries so a refusing server is not hammered', async () => {
    smtp = await startSmtp();
    smtp.state.refuse = true;
    t = await createTestApp({ smtpUrl: smtp.url, mailBackoffMs: 60_000 });
    const u = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    await t.mailer.settle();
    expect(await t.mailer.deliverDue()).toBe(0);
    expect((await outbox(t))[0]).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('without SMTP_URL holds every message in the outbox for staff to read', async () => {
    t = await createTestApp();
    const admin = await signUp(t.app);
    const customer = await signUp(t.app);
    for (let i = 0; i < 3; i++) {
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: customer.email } });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 1, total: 3, totalPages: 1 });
    expect(body.messages[0]).toMatchObject({
      kind: 'password-reset',
      to: customer.email,
      subject: 'Reset your Yaad Parts password',
      status: 'held',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(body.messages[0].text).toMatch(/http:\/\/shop\.test\/reset-password#token=/);

    const filtered = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?status=sent', headers: { cookie: admin.cookie } });
    expect(filtered.json().messages).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?status=lost&page=0', headers: { cookie: admin.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path).sort()).toEqual(['page', 'status']);
  });
});
