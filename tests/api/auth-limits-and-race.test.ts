import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/server/config';
import { STRONG_PASSWORD, createTestApp, signUp, uniqueEmail, type TestApp } from '../support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('rate limits (429)', () => {
  it('slows sign-in per e-mail, whichever address the attempts come from, and still lets the right password in', async () => {
    t = await createTestApp({ limits: { signInFreeFailures: 3, signInFirstDelayMs: 300, signInMaxDelayMs: 300, signInPerIp: 100 } });
    const u = await signUp(t.app);
    const attempt = (ip: string, password = 'Wrong-password-1') =>
      t!.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email: u.email, password } });
    for (let i = 0; i < 3; i++) expect((await attempt(`10.0.0.${i}`)).statusCode).toBe(401);
    // From yet another address, the account's next attempt waits before it is checked, then answers as usual.
    let started = performance.now();
    const slowed = await attempt('10.0.0.99');
    expect(performance.now() - started).toBeGreaterThanOrEqual(298);
    expect(slowed.statusCode).toBe(401);
    expect(slowed.json()).toEqual({ message: 'Invalid email or password', issues: [] });
    // The right password waits as long, and gets in: the owner is slowed, never locked out.
    started = performance.now();
    const right = await attempt('10.0.0.100', u.password);
    expect(performance.now() - started).toBeGreaterThanOrEqual(298);
    expect(right.statusCode).toBe(200);
  });

  it('counts wrong current passwords on the profile page against the session that sent them, not against sign-in', async () => {
    t = await createTestApp({ limits: { signInFreeFailures: 3, signInFirstDelayMs: 1000, signInMaxDelayMs: 1000, signInPerIp: 100 } });
    const u = await signUp(t.app);
    const change = (currentPassword: string) =>
      t!.app.inject({
        method: 'PUT',
        url: '/api/auth/update-profile',
        headers: { cookie: u.cookie },
        payload: { firstName: 'K', lastName: 'C', email: u.email, currentPassword, newPassword: 'Savanna-la-mar-5' },
      });
    for (let i = 0; i < 3; i++) {
      const wrong = await change(`Guess-number-${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Your current password is incorrect.');
    }
    const timed = async (call: () => Promise<{ statusCode: number }>) => {
      const started = performance.now();
      const res = await call();
      return { status: res.statusCode, ms: performance.now() - started };
    };
    // Signing in to the account is not slowed by the session's guesses: a stranger's wrong passwords
    // must never slow or refuse the owner (second audit, docs/decisions/029).
    const login = await timed(() => t!.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } }));
    expect(login.status).toBe(200);
    expect(login.ms).toBeLessThan(900);
    // The session's next check waits its second, right password or wrong, so a borrowed session still guesses slowly.
    const slowed = await timed(() => change(`Guess-number-4`));
    expect(slowed.status).toBe(400);
    expect(slowed.ms).toBeGreaterThanOrEqual(998);
    // The right current password, after its own wait, saves the profile.
    const saved = await change(u.password);
    expect(saved.statusCode).toBe(200);
  });

  it('limits sign-in per IP, across e-mails', async () => {
    t = await createTestApp({ limits: { signInPerIp: 2 } });
    const attempt = () =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.7',
        payload: { email: uniqueEmail(), password: 'Wrong-password-1' },
      });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please wait a few minutes and try again.');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.8',
      payload: { email: uniqueEmail(), password: 'Wrong-password-1' },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('limits sign-up per IP at the shipped figure, refusing without creating the account', async () => {
    const max = DEFAULT_LIMITS.signupPerIp;
    t = await createTestApp({ limits: { signupPerIp: max } });
    const signup = (ip: string, email = uniqueEmail()) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: ip,
        payload: { firstName: 'Kemar', lastName: 'Brown', email, password: STRONG_PASSWORD },
      });
    for (let i = 0; i < max; i++) expect((await signup('203.0.113.20')).statusCode).toBe(201);
    const email = uniqueEmail();
    const blocked = await signup('203.0.113.20', email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(blocked.headers['set-cookie']).toBeUndefined();
    // The refused address has no account: it can still sign up, from another address.
    expect((await signup('203.0.113.21', email)).statusCode).toBe(201);
  });

  it('limits forgot-password per e-mail and per IP', async () => {
    t = await createTestApp({ limits: { forgotPerEmail: 2, forgotPerIp: 4 } });
    const email = uniqueEmail();
    const ask = (address: string, ip: string) =>
      t!.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: ip, payload: { email: address } });
    expect((await ask(email, '198.51.100.1')).statusCode).toBe(200);
    expect((await ask(email, '198.51.100.2')).statusCode).toBe(200);
    expect((await ask(email, '198.51.100.3')).statusCode).toBe(429);
    expect((await ask(uniqueEmail(), '198.51.100.9')).statusCode).toBe(200);
    expect((await ask(uniqueEmail(), '198.51.100.9')).statusCode).toBe(200);
    expect((await ask(uniqueEmail(), '198.51.100.9')).statusCode).toBe(200);
    expect((await ask(uniqueEmail(), '198.51.100.9')).statusCode).toBe(200);
    expect((await ask(uniqueEmail(), '198.51.100.9')).statusCode).toBe(429);
  });
});

describe('the session cookie in production', () => {
  it('is Secure, httpOnly and SameSite=Lax when NODE_ENV=production, at sign-up, sign-in and sign-out', async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
    expect(t.config.env).toBe('production');
    const u = await signUp(t.app);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } });
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: u.cookie } });
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: uniqueEmail(), password: STRONG_PASSWORD, firstName: 'Omar', lastName: 'Brown' },
    });
    for (const res of [signup, login, logout]) {
      const sid = res.cookies.find((c) => c.name === 'sid');
      expect(sid, res.body).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    }
  });
});

describe('the first account', () => {
  it('becomes the only admin even when ten people sign up at the same instant', async () => {
    t = await createTestApp();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t!.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { email: uniqueEmail(`racer${i}`), password: STRONG_PASSWORD, firstName: 'R', lastName: `${i}` },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const bodies = results.map((r) => r.json() as { isFirstUser: boolean; user: { role: string } });
    expect(bodies.filter((b) => b.isFirstUser)).toHaveLength(1);
    expect(bodies.filter((b) => b.user.role === 'admin')).toHaveLength(1);
    expect(bodies.find((b) => b.isFirstUser)!.user.role).toBe('admin');
    // And nobody after them.
    const later = await signUp(t.app);
    expect(later.json).toMatchObject({ isFirstUser: false, user: { role: 'customer' } });
  });

  it('is admin-only at /api/admin/*: 401 signed out, 403 for customers, 200 for the admin', async () => {
    t = await createTestApp();
    const admin = await signUp(t.app);
    const customer = await signUp(t.app);
    const get = (cookie?: string) =>
      t!.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: cookie ? { cookie } : {} });
    expect((await get()).statusCode).toBe(401);
    const forbidden = await get(customer.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Admin access required');
    expect((await get(admin.cookie)).statusCode).toBe(200);
  });
});
