import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '../../src/shared/schemas/auth';
import { FORGOT_PASSWORD_MIN_MS } from '../../src/server/features/auth/service';
import { createTestApp, rows, signUp, uniqueEmail, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  // Every call here comes from one address; the per-IP limits have their own tests (auth-limits-and-race,
  // security-auth).
  // Reset links reach only the mailbox (the outbox hides them), so mail goes to an SMTP peer.
  t = await createTestApp({ inbox: true, limits: { forgotPerIp: 100, profileUpdatePerIp: 100 } });
});
afterAll(() => t.close());

const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function resetLinkFor(email: string): Promise<string> {
  const mail = (await t.inbox(email)).filter((m) => m.subject.startsWith('Reset your')).at(-1);
  const link = mail?.text.match(/http:\/\/shop\.test\/reset-password#token=\S+/)?.[0];
  if (!link) throw new Error(`no reset link for ${email}`);
  return new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
}

describe('forgot and reset password', () => {
  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const u = await signUp(t.app);
    const stranger = uniqueEmail('stranger');
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await forgot(email);
      return { res, ms: performance.now() - started };
    };
    const { res: known, ms: knownMs } = await timed(u.email.toUpperCase());
    const { res: unknown, ms: unknownMs } = await timed(stranger);
    // Neither answers before the floor, so the time taken cannot tell a customer's address from a stranger's.
    expect(knownMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 1);
    expect(unknownMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 1);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.json()).toEqual(known.json());
    expect(await rows(t, sql`select 1 from mail_outbox where to_address = ${stranger}`)).toEqual([]);
    const [mail] = await rows<{ subject: string; status: string }>(
      t,
      sql`select subject, status from mail_outbox where to_address = ${u.email}`,
    );
    expect(mail).toMatchObject({ subject: 'Reset your Yaad Parts password' });
    expect((await t.inbox(u.email)).map((m) => m.subject)).toEqual(['Reset your Yaad Parts password']);
  });

  it('resets the password once and only once, and signs out every session', async () => {
    const u = await signUp(t.app);
    await forgot(u.email);
    const token = await resetLinkFor(u.email);
    // The token is stored only as a digest.
    expect(await rows(t, sql`select 1 from password_reset_tokens where id = ${token}`)).toEqual([]);

    const first = await reset(token, 'Negril-sunset-2026');
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Your password has been reset. You can now sign in with your new password.');

    const second = await reset(token, 'Another-password-99');
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('This reset link is invalid or has expired. Please request a new one.');

    expect((await login(u.email, u.password)).statusCode).toBe(401);
    expect((await login(u.email, 'Negril-sunset-2026')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: u.cookie } })).statusCode).toBe(401);
    const [changed] = await rows(t, sql`select 1 from mail_outbox where to_address = ${u.email} and kind = 'password-changed'`);
    expect(changed).toBeDefined();
  });

  it('sends a link that lasts one hour', async () => {
    const u = await signUp(t.app);
    await forgot(u.email);
    const token = await resetLinkFor(u.email);
    const [row] = await rows<{ minutes: number }>(
      t,
      sql`select round(extract(epoch from (expires_at - now())) / 60)::int as minutes from password_reset_tokens t join users u on u.id = t.user_id where u.email = ${u.email}`,
    );
    expect(row!.minutes).toBe(60);
    // Still good with a minute to go.
    await t.db.database.db.execute(sql`update password_reset_tokens set expires_at = now() + interval '1 minute' where user_id = ${u.json.user.id}`);
    expect((await reset(token, 'Negril-sunset-2026')).statusCode).toBe(200);
  });

  it('voids every other link of the account once the password changes', async () => {
    const u = await signUp(t.app);
    await forgot(u.email);
    const older = await resetLinkFor(u.email);
    await forgot(u.email);
    const newer = await resetLinkFor(u.email);
    expect(newer).not.toBe(older);
    expect((await reset(newer, 'Negril-sunset-2026')).statusCode).toBe(200);
    const stale = await reset(older, 'Someone-else-77');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('This reset link is invalid or has expired. Please request a new one.');
    expect((await login(u.email, 'Negril-sunset-2026')).statusCode).toBe(200);

    // A change from the profile page voids a pending link too.
    await forgot(u.email);
    const pending = await resetLinkFor(u.email);
    const cookie = `sid=${(await login(u.email, 'Negril-sunset-2026')).cookies.find((c) => c.name === 'sid')!.value}`;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: { cookie },
      payload: { firstName: 'K', lastName: 'C', email: u.email, currentPassword: 'Negril-sunset-2026', newPassword: 'Port-antonio-88' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(pending, 'Someone-else-77')).statusCode).toBe(400);
    expect((await login(u.email, 'Port-antonio-88')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const u = await signUp(t.app);
    await forgot(u.email);
    const token = await resetLinkFor(u.email);
    await t.db.database.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 second'`);
    expect((await reset(token, 'Negril-sunset-2026')).statusCode).toBe(400);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it('refuses a made-up token, a short password and a common one', async () => {
    expect((await reset('made-up-token', 'Negril-sunset-2026')).statusCode).toBe(400);
    const u = await signUp(t.app);
    await forgot(u.email);
    const token = await resetLinkFor(u.email);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toContainEqual({ path: 'password', message: 'Password must be at least 8 characters' });
    const common = await reset(token, 'iloveyou1');
    expect(common.statusCode).toBe(400);
    // Neither refusal used up the link.
    expect((await reset(token, 'Negril-sunset-2026')).statusCode).toBe(200);
  });

  it.each([
    ['forgot-password', 'e-mail missing', {}, 'email', 'Email is required'],
    ['forgot-password', 'e-mail blank', { email: '  ' }, 'email', 'Email is required'],
    ['reset-password', 'token missing', { password: 'Negril-sunset-2026' }, 'token', 'Reset token is required'],
    ['reset-password', 'token empty', { token: '', password: 'Negril-sunset-2026' }, 'token', 'Reset token is required'],
    ['reset-password', 'password missing', { token: 'some-token' }, 'password', 'Password is required'],
  ])('POST /api/auth/%s answers 400 when the %s', async (route, _case, payload, path, message) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/auth/${route}`, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it('answers 400 for a malformed e-mail', async () => {
    const res = await forgot('not an email');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: 'email', message: 'Please enter a valid email address' });
  });
});

describe('PUT /api/auth/update-profile', () => {
  const update = (cookie: string | undefined, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/update-profile', headers: cookie ? { cookie } : {}, payload });

  it('needs a signed-in user', async () => {
    const res = await update(undefined, { firstName: 'A', lastName: 'B', email: 'a@example.com' });
    expect(res.statusCode).toBe(401);
  });

  it('changes the name without the password', async () => {
    const u = await signUp(t.app);
    const res = await update(u.cookie, { firstName: 'Tanisha', lastName: 'Reid', email: `  ${u.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Tanisha', lastName: 'Reid', email: u.email });
  });

  it('changes the e-mail (normalised) with the current password, tells the old address and voids its reset links', async () => {
    const u = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    const email = uniqueEmail('renamed');
    const res = await update(u.cookie, {
      firstName: 'Tanisha',
      lastName: 'Reid',
      email: `  ${email.toUpperCase()} `,
      currentPassword: u.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Tanisha', lastName: 'Reid', email });
    const [notice] = await rows<{ subject: string; body: string }>(
      t,
      sql`select subject, text_body as body from mail_outbox where to_address = ${u.email} and kind = 'email-changed'`,
    );
    expect(notice?.subject).toBe('The e-mail address of your Yaad Parts account was changed');
    expect(notice?.body).toContain(`changed to ${email}`);
    const [open] = await rows(t, sql`select 1 from password_reset_tokens r join users u on u.id = r.user_id
      where u.email = ${email} and r.used_at is null`);
    expect(open).toBeUndefined();
    expect((await login(email, u.password)).statusCode).toBe(200);
  });

  it('asks for the current password before changing the e-mail, and refuses a wrong one (nothing changes)', async () => {
    const u = await signUp(t.app);
    const email = uniqueEmail('taken-over');
    const none = await update(u.cookie, { firstName: 'K', lastName: 'C', email });
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toEqual([
      { path: 'currentPassword', message: 'Please enter your current password to change your email.' },
    ]);
    const wrong = await update(u.cookie, { firstName: 'K', lastName: 'C', email, currentPassword: 'Not-my-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is incorrect.');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: u.cookie } });
    expect(me.json()).toMatchObject({ firstName: 'Keisha', email: u.email });
  });

  it('refuses an e-mail that another account uses (409)', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const res = await update(b.cookie, { firstName: 'B', lastName: 'B', email: a.email, currentPassword: b.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists.');
  });

  it.each([
    ['first name missing', { firstName: undefined }, 'firstName', 'First name is required'],
    ['first name blank', { firstName: '  ' }, 'firstName', 'First name is required'],
    ['last name missing', { lastName: undefined }, 'lastName', 'Last name is required'],
    ['last name blank', { lastName: '' }, 'lastName', 'Last name is required'],
    ['e-mail missing', { email: undefined }, 'email', 'Email is required'],
    ['e-mail blank', { email: '   ' }, 'email', 'Email is required'],
    ['e-mail malformed', { email: 'keisha.at.example.com' }, 'email', 'Please enter a valid email address'],
    ['name too long', { firstName: 'k'.repeat(81) }, 'firstName', 'First name must be at most 80 characters'],
    ['current password left empty', { currentPassword: '', newPassword: 'Ocho-rios-falls-1' }, 'currentPassword', 'Please enter your current password to change it.'],
  ])('answers 400 and changes nothing when the %s (docs/product.md §5)', async (_case, change, path, message) => {
    const u = await signUp(t.app);
    const res = await update(u.cookie, { firstName: 'Tanisha', lastName: 'Reid', email: u.email, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: u.cookie } });
    expect(me.json()).toMatchObject({ firstName: 'Keisha', lastName: 'Campbell', email: u.email });
  });

  it('gives one of several accounts an e-mail they all ask for at once, and the other a 409', async () => {
    const users = [];
    for (let i = 0; i < 6; i++) users.push(await signUp(t.app));
    const wanted = uniqueEmail('shared');
    const results = await Promise.all(
      users.map((u) => update(u.cookie, { firstName: 'K', lastName: 'C', email: wanted, currentPassword: u.password })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({
      message: 'An account with this email already exists.',
      issues: [{ path: 'email', message: 'An account with this email already exists.' }],
    });
  });

  it('asks for the current password before changing it', async () => {
    const u = await signUp(t.app);
    const res = await update(u.cookie, { firstName: 'K', lastName: 'C', email: u.email, newPassword: 'Ocho-rios-falls-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({
      path: 'currentPassword',
      message: 'Please enter your current password to change it.',
    });
  });

  it('refuses a wrong current password and a short new one', async () => {
    const u = await signUp(t.app);
    const wrong = await update(u.cookie, {
      firstName: 'K',
      lastName: 'C',
      email: u.email,
      currentPassword: 'Not-my-password-1',
      newPassword: 'Ocho-rios-falls-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is incorrect.');
    const short = await update(u.cookie, {
      firstName: 'K',
      lastName: 'C',
      email: u.email,
      currentPassword: u.password,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toContainEqual({
      path: 'newPassword',
      message: 'New password must be at least 8 characters long.',
    });
  });

  it('refuses a common or overlong new password and keeps the old one', async () => {
    const u = await signUp(t.app);
    const change = (newPassword: string) =>
      update(u.cookie, { firstName: 'K', lastName: 'C', email: u.email, currentPassword: u.password, newPassword });
    const common = await change('qwerty123');
    expect(common.statusCode).toBe(400);
    // Named by the field the profile form shows, so the message lands under "New password".
    expect(common.json().issues).toEqual([
      { path: 'newPassword', message: 'This password is too common. Please choose a less common one.' },
    ]);
    const long = await change('x'.repeat(129));
    expect(long.statusCode).toBe(400);
    expect(long.json().issues).toContainEqual({ path: 'newPassword', message: 'New password must be at most 128 characters long.' });
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const u = await signUp(t.app);
    const other = await login(u.email, u.password);
    const otherCookie = `sid=${other.cookies.find((c) => c.name === 'sid')!.value}`;
    const res = await update(u.cookie, {
      firstName: 'K',
      lastName: 'C',
      email: u.email,
      currentPassword: u.password,
      newPassword: 'Ocho-rios-falls-1',
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: u.cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: otherCookie } })).statusCode).toBe(401);
    expect((await login(u.email, 'Ocho-rios-falls-1')).statusCode).toBe(200);
  });
});
