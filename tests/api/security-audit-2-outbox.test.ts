import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { HIDDEN_SECRET } from '../../src/server/lib/mail/mailer';
import { autoRequest, freshIp, submit } from '../support/part-requests';
import { buyerAddress, orderBody, shelfProduct } from '../support/shop-orders';
import { startSmtp } from '../support/smtp-peer';
import { createTestApp, fromInbox, rows, signUp, type TestApp } from '../support/test-app';

// The second audit's item 9 (docs/security-audit.md): staff could read live reset and manage links in the
// outbox and take over an account. Such mail is now stored and shown with its secret hidden; only the mail
// server is given it, and only until it has the message (docs/outbox.md).

let t: TestApp | undefined;
afterAll(async () => t?.close());

type Row = { kind: string; text_body: string; sealed_text: string | null; status: string };
const outboxOf = async (app: TestApp, to: string) => rows<Row>(app, sql`select kind, text_body, sealed_text, status from mail_outbox where to_address = ${to} order by created_at`);
const staffOutbox = async (app: TestApp, cookie: string) =>
  (await app.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie } })).json().messages as { to: string; kind: string; text: string }[];

describe('second audit item 9: the outbox never shows a secret link', () => {
  it('second audit item 9: reset, manage and order-confirmation links reach the mailbox, while the outbox and its staff screen show them hidden', async () => {
    t = await createTestApp({ seeded: true, inbox: true, limits: { forgotPerIp: 100, orderCreatePerIp: 100 } });
    const staff = await signUp(t.app);
    await t.db.database.db.execute(sql`update users set role = 'admin' where email = ${staff.email}`);
    const customer = await signUp(t.app);

    // A reset link.
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: customer.email } });
    const token = await fromInbox(t, customer.email, /reset-password#token=([\w-]{43})/);
    // A manage link.
    const req = await submit(t, autoRequest({ customerEmail: customer.email }));
    await t.app.inject({ method: 'POST', url: `/api/part-requests/track/${req.requestNumber}/manage-link`, payload: { email: customer.email }, remoteAddress: freshIp() });
    const manage = await fromInbox(t, customer.email, /track-order\/manage\?\S*#token=([\w-]{43})/);
    // An order's confirmation link.
    const item = await shelfProduct(t, { stock: 10 });
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody([item], { customerEmail: customer.email }), remoteAddress: buyerAddress() });
    expect(placed.statusCode, placed.body).toBe(201);
    const code = await fromInbox(t, customer.email, /confirm-order#\S*code=([\w-]{43})/);

    const stored = await outboxOf(t, customer.email);
    const byKind = (kind: string) => stored.find((m) => m.kind === kind)!;
    // Before: the outbox held `…/reset-password#token=<43 characters>` for staff to read and use.
    for (const [kind, secret, shown] of [
      ['password-reset', token, `/reset-password#token=${HIDDEN_SECRET}`],
      ['part-request-manage-link', manage, `#token=${HIDDEN_SECRET}`],
      ['order-placed', code, `&code=${HIDDEN_SECRET}`],
    ] as const) {
      const row = byKind(kind);
      expect(row.text_body, kind).toContain(shown);
      expect(row.text_body, kind).not.toContain(secret);
      // Sent: the whole message is not kept either.
      expect(row.status, kind).toBe('sent');
      expect(row.sealed_text, kind).toBeNull();
    }
    const onScreen = (await staffOutbox(t, staff.cookie)).filter((m) => m.to === customer.email);
    expect(onScreen.length).toBeGreaterThanOrEqual(3);
    for (const secret of [token, manage, code]) expect(JSON.stringify(onScreen)).not.toContain(secret);
    // Mail without a secret is kept whole.
    expect(byKind('part-request-received').text_body).toContain(req.requestNumber);

    // The customer's link still works.
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Negril-sunset-2026' } });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('second audit item 9: while the mail server refuses, the secret waits only with the message, and goes once it is accepted', async () => {
    const smtp = await startSmtp();
    const app = await createTestApp({ smtpUrl: smtp.url, limits: { forgotPerIp: 100 } });
    try {
      const customer = await signUp(app.app);
      smtp.state.refuse = true;
      await app.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: customer.email } });
      await app.mailer.settle();
      const [waiting] = await outboxOf(app, customer.email);
      expect(waiting!.status).toBe('pending');
      expect(waiting!.text_body).toContain(HIDDEN_SECRET);
      expect(waiting!.sealed_text).toMatch(/reset-password#token=[\w-]{43}/);
      smtp.state.refuse = false;
      expect(await app.mailer.deliverDue()).toBe(1);
      const [sent] = await outboxOf(app, customer.email);
      expect(sent).toMatchObject({ status: 'sent', sealed_text: null });
      expect(smtp.received.at(-1)!.raw).toMatch(/reset-password#token=/);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('second audit item 9: without SMTP the secret is not kept at all: a held reset e-mail carries no live link', async () => {
    const app = await createTestApp({ limits: { forgotPerIp: 100 } });
    try {
      const customer = await signUp(app.app);
      await app.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: customer.email } });
      const [held] = await outboxOf(app, customer.email);
      expect(held).toMatchObject({ kind: 'password-reset', status: 'held', sealed_text: null });
      expect(held!.text_body).toContain(`#token=${HIDDEN_SECRET}`);
      expect(held!.text_body).not.toMatch(/#token=[\w-]{43}/);
    } finally {
      await app.close();
    }
  });
});
