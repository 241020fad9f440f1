import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, createTestApp, rows, sessionCookie, signUp, uniqueEmail, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signup = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: payload as object });
const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });
const valid = () => ({ email: uniqueEmail(), password: STRONG_PASSWORD, firstName: 'Andre', lastName: 'Williams' });

describe('POST /api/auth/signup', () => {
  it('makes the first account the admin and signs it in', async () => {
    const res = await signup({ ...valid(), email: '  Owner@YaadParts.Example ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.isFirstUser).toBe(true);
    expect(body.user).toMatchObject({ email: 'owner@yaadparts.example', firstName: 'Andre', role: 'admin' });
    expect(Object.keys(body.user).sort()).toEqual(['createdAt', 'email', 'firstName', 'id', 'lastName', 'role']);
    // The session cookie, beside the browser's device cookie (decision 029).
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('sid='))!;
    expect(cookie).toMatch(/^sid=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: sessionCookie(res) } });
    expect(me.json()).toMatchObject({ email: 'owner@yaadparts.example', role: 'admin' });
  });

  it('makes later accounts customers', async () => {
    const res = await signup(valid());
    expect(res.statusCode).toBe(201);
    expect(res.json().isFirstUser).toBe(false);
    expect(res.json().user.role).toBe('customer');
  });

  it('stores a hash, never the password', async () => {
    const body = valid();
    await signup(body);
    const [row] = await rows<{ password_hash: string }>(t, sql`select password_hash from users where email = ${body.email}`);
    const hash = row!.password_hash;
    expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(hash).not.toContain(STRONG_PASSWORD);
  });

  it('refuses a duplicate e-mail, whatever its case and spaces, with 409', async () => {
    const body = valid();
    expect((await signup(body)).statusCode).toBe(201);
    const again = await signup({ ...body, email: `  ${body.email.toUpperCase()}  ` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'An account with this email already exists.',
      issues: [{ path: 'email', message: 'An account with this email already exists.' }],
    });
  });

  it.each([
    ['first name missing', { firstName: undefined }, 'firstName', 'First name is required'],
    ['first name blank', { firstName: '   ' }, 'firstName', 'First name is required'],
    ['last name missing', { lastName: undefined }, 'lastName', 'Last name is required'],
    ['e-mail missing', { email: undefined }, 'email', 'Email is required'],
    ['e-mail malformed', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['password missing', { password: undefined }, 'password', 'Password is required'],
    ['password of 7 characters', { password: 'Abc-123' }, 'password', 'Password must be at least 8 characters'],
    ['password too long', { password: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
    ['name too long', { lastName: 'a'.repeat(81) }, 'lastName', 'Last name must be at most 80 characters'],
    ['e-mail of the wrong type', { email: 42 }, 'email', 'Email is required'],
  ])('answers 400 when the %s', async (_case, change, path, message) => {
    const res = await signup({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it('refuses one of the most common passwords', async () => {
    const res = await signup({ ...valid(), password: 'password123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This password is too common. Please choose a less common one.');
  });

  it('refuses unknown fields, so nobody can send role: admin', async () => {
    const res = await signup({ ...valid(), role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].message).toMatch(/role/);
  });

  it('ends the session of whoever was signed in only when the new account is made', async () => {
    const signedIn = await signUp(t.app);
    const withCookie = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: { cookie: signedIn.cookie }, payload });
    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

    const taken = await withCookie({ ...valid(), email: signedIn.email });
    expect(taken.statusCode).toBe(409);
    const common = await withCookie({ ...valid(), password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect((await me(signedIn.cookie)).statusCode).toBe(200);

    const created = await withCookie(valid());
    expect(created.statusCode).toBe(201);
    expect((await me(signedIn.cookie)).statusCode).toBe(401);
    expect((await me(sessionCookie(created))).json().email).toBe(created.json().user.email);
  });

  it('writes nothing when the input is bad', async () => {
    const email = uniqueEmail();
    expect((await signup({ ...valid(), email, password: 'short' })).statusCode).toBe(400);
    expect(await rows(t, sql`select 1 from users where email = ${email}`)).toEqual([]);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the e-mail in any case and returns the user', async () => {
    const u = await signUp(t.app);
    const res = await login({ email: ` ${u.email.toUpperCase()}`, password: u.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: u.email, firstName: 'Keisha', role: 'customer' });
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it('renews the session id at sign-in and ends the old one', async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: u.cookie },
      payload: { email: u.email, password: u.password },
    });
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(u.cookie);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: u.cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: fresh } })).statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const u = await signUp(t.app);
    const wrong = await login({ email: u.email, password: 'Not-the-password-1' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: 'Not-the-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', issues: [] });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['e-mail missing', { password: 'whatever-123' }, 'email', 'Email is required'],
    ['password missing', { email: 'a@example.com' }, 'password', 'Password is required'],
    ['password empty', { email: 'a@example.com', password: '' }, 'password', 'Password is required'],
  ])('answers 400 when the %s', async (_case, payload, path, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
  });
});

describe('GET /api/auth/user and signing out', () => {
  it('answers 401 when signed out or with a made-up cookie', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: 'sid=forged-value' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: 'Please sign in to continue.', issues: [] });
  });

  it('POST /api/auth/logout ends the session on the server', async () => {
    const u = await signUp(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: u.cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.headers['set-cookie']).toMatch(/^sid=;/);
    // Replaying the old cookie does not work: the session is gone, not just the browser's copy.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: u.cookie } })).statusCode).toBe(401);
  });

  it('GET /api/auth/logout leaves the session alone and sends the browser to the /logout page', async () => {
    const u = await signUp(t.app);
    const out = await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie: u.cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/logout');
    expect(out.headers['set-cookie']).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: u.cookie } })).statusCode).toBe(200);
  });

  it('GET /api/login sends the browser to /auth', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth');
  });

  it('refuses an expired session', async () => {
    const u = await signUp(t.app);
    await t.db.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: u.cookie } })).statusCode).toBe(401);
  });

  it('extends a session that is past half its life', async () => {
    const u = await signUp(t.app);
    const userId = u.json.user.id;
    await t.db.database.db.execute(sql`update sessions set expires_at = now() + interval '1 day' where user_id = ${userId}`);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: u.cookie } });
    expect(res.statusCode).toBe(200);
    const [row] = await rows<{ extended: boolean }>(
      t,
      sql`select min(expires_at) > now() + interval '29 days' as extended from sessions where user_id = ${userId}`,
    );
    expect(row!.extended).toBe(true);
    // The browser's cookie is renewed with it (same session, a fresh 30 days), or it would lapse mid-use.
    // Its Max-Age counts to the session's new end, so it reads a second or so under 30 days, never over.
    const renewed = res.cookies.find((c) => c.name === 'sid');
    expect(renewed).toMatchObject({ value: u.cookie.slice('sid='.length), httpOnly: true, sameSite: 'Lax' });
    expect(renewed!.maxAge).toBeGreaterThanOrEqual(30 * 24 * 60 * 60 - 2);
    expect(renewed!.maxAge).toBeLessThanOrEqual(30 * 24 * 60 * 60);
  });

  it('keeps a session in use alive past its first expiry date, and ends it once left idle', async () => {
    const u = await signUp(t.app);
    const userId = u.json.user.id;
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: u.cookie } });
    // A fresh session is not rewritten on every request.
    expect((await me()).cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // Used on day 29 of 30: renewed, so it still works on what was day 31.
    await t.db.database.db.execute(sql`update sessions set expires_at = now() + interval '1 day' where user_id = ${userId}`);
    expect((await me()).statusCode).toBe(200);
    await t.db.database.db.execute(sql`update sessions set expires_at = expires_at - interval '2 days' where user_id = ${userId}`);
    expect((await me()).statusCode).toBe(200);
    // Left idle past its end: gone, and renewal cannot bring it back.
    await t.db.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${userId}`);
    expect((await me()).statusCode).toBe(401);
    expect((await me()).statusCode).toBe(401);
  });
});
