import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, createTestApp, fromInbox, rows, sessionCookie, uniqueEmail, type TestApp } from '../support/test-app';

// The sign-in findings of the second audit (docs/security-audit.md, second audit item 2): strangers'
// wrong passwords must never keep an account's owner out.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const ELSEWHERE =
  'This account has had many sign-in attempts from other devices, so sign-ins from new devices are paused. Please wait a few minutes, sign in on a device you have used before, or reset your password by e-mail.';

/** The device cookie a response set, as a Cookie header value. */
function deviceCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'device');
  if (!c) throw new Error(`no device cookie in ${res.statusCode} ${res.body}`);
  return `device=${c.value}`;
}

const login = (email: string, password: string, opts: { ip?: string; cookie?: string } = {}) =>
  t!.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    payload: { email, password },
  });

async function ownerSignsUp() {
  const email = uniqueEmail('owner');
  const res = await t!.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: STRONG_PASSWORD, firstName: 'Keisha', lastName: 'Campbell' },
  });
  expect(res.statusCode).toBe(201);
  return { email, device: deviceCookie(res), session: sessionCookie(res) };
}

/** A test that waits out the strangers' queue (12 × 600 ms) and its own calls, on a loaded machine. */
const FLOOD_TIMEOUT_MS = 40_000;

/**
 * Twelve wrong passwords from twelve addresses at once, none from a browser the account knows. Answers
 * once the account's queue is full (a first guess has been turned away with 429: ten are waiting), so what
 * the test sends next meets a full queue however slowly the requests reached it; `answers` settles later.
 */
async function strangersGuess(email: string): Promise<{ answers: Promise<LightMyRequestResponse[]> }> {
  const each = Array.from({ length: 12 }, (_, i) => login(email, `Stranger-guess-${i}`, { ip: `198.51.100.${i + 1}` }));
  await new Promise<void>((resolve, reject) => {
    for (const answer of each) answer.then((r) => r.statusCode === 429 && resolve(), reject);
    void Promise.all(each).then(() => reject(new Error('no guess was turned away: the queue never filled')));
  });
  return { answers: Promise.all(each) };
}

describe('second audit item 2: the owner is never kept out by strangers', () => {
  it('second audit item 2: with ten wrong attempts queued on an account, its owner on a browser that signed in before gets in at once', async () => {
    t = await createTestApp({ limits: { signInPerIp: 1000, signInFreeFailures: 2, signInFirstDelayMs: 600, signInMaxDelayMs: 600 } });
    const owner = await ownerSignsUp();
    for (let i = 0; i < 2; i++) expect((await login(owner.email, `Wrong-${i}`, { ip: '203.0.113.9' })).statusCode).toBe(401);
    const flood = await strangersGuess(owner.email);
    const started = performance.now();
    const own = await login(owner.email, STRONG_PASSWORD, { cookie: owner.device, ip: '203.0.113.77' });
    const ms = performance.now() - started;
    // Before: 429 "Too many attempts" in a few milliseconds, the password never checked.
    expect(own.statusCode, own.body).toBe(200);
    // Neither behind the strangers' queue (12 × 600 ms) nor slowed by their failures (600 ms).
    expect(ms).toBeLessThan(600);
    // A browser the account does not know is still paused while strangers try it: it is told why and how.
    const stranger = await login(owner.email, STRONG_PASSWORD, { ip: '203.0.113.78' });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toBe(ELSEWHERE);
    const answers = await flood.answers;
    expect(answers.map((r) => r.statusCode).sort()).toEqual([...Array(10).fill(401), 429, 429]);
  }, FLOOD_TIMEOUT_MS);

  it('second audit item 2: a known browser is slowed by its own wrong passwords, so the device cookie is no way round the throttle', async () => {
    t = await createTestApp({ limits: { signInPerIp: 1000, signInFreeFailures: 2, signInFirstDelayMs: 150, signInMaxDelayMs: 150 } });
    const owner = await ownerSignsUp();
    for (let i = 0; i < 2; i++) expect((await login(owner.email, `Typo-${i}`, { cookie: owner.device })).statusCode).toBe(401);
    const started = performance.now();
    expect((await login(owner.email, `Typo-again`, { cookie: owner.device })).statusCode).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(148);
  });

  it('second audit item 2: a device cookie counts only for the account it signed in to, and a made-up one counts for none', async () => {
    t = await createTestApp({ limits: { signInPerIp: 1000, signInFreeFailures: 0, signInFirstDelayMs: 600, signInMaxDelayMs: 600 } });
    const owner = await ownerSignsUp();
    const other = await ownerSignsUp();
    const flood = await strangersGuess(owner.email);
    for (const cookie of [other.device, 'device=made-up-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa']) {
      const res = await login(owner.email, STRONG_PASSWORD, { cookie });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(ELSEWHERE);
    }
    await flood.answers;
  }, FLOOD_TIMEOUT_MS);

  it('second audit item 2: sign-in sets the device cookie for the sign-in routes only, httpOnly, SameSite=Lax, for a year', async () => {
    t = await createTestApp();
    const owner = await ownerSignsUp();
    const res = await login(owner.email, STRONG_PASSWORD);
    expect(res.statusCode).toBe(200);
    const c = res.cookies.find((x) => x.name === 'device')!;
    expect(c).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Lax' });
    expect(c.value).toMatch(/^[\w-]{43}$/);
    expect(c.maxAge).toBeGreaterThan(364 * 86_400);
    // Signing in again on a known browser keeps its cookie.
    const again = await login(owner.email, STRONG_PASSWORD, { cookie: `device=${c.value}` });
    expect(again.cookies.find((x) => x.name === 'device')).toBeUndefined();
    // Only the token's digest is stored.
    const stored = await rows<{ id: string }>(t, sql`select id from trusted_devices`);
    expect(stored.map((r) => r.id)).not.toContain(c.value);
  });

  it('second audit item 2: a used reset link makes its browser known and forgets the browsers that knew the old password', async () => {
    t = await createTestApp({ inbox: true, limits: { signInPerIp: 1000, signInFreeFailures: 0, signInFirstDelayMs: 600, signInMaxDelayMs: 600 } });
    const owner = await ownerSignsUp();
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: owner.email } });
    const token = await fromInbox(t, owner.email, /#token=([\w-]+)/);
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Negril-sunset-2026' } });
    expect(reset.statusCode).toBe(200);
    const resetBrowser = deviceCookie(reset);
    const flood = await strangersGuess(owner.email);
    const [known, forgotten] = await Promise.all([
      login(owner.email, 'Negril-sunset-2026', { cookie: resetBrowser }),
      // The browser that signed up with the old password is a stranger now.
      login(owner.email, 'Negril-sunset-2026', { cookie: owner.device }),
    ]);
    expect(known.statusCode).toBe(200);
    expect(forgotten.statusCode).toBe(429);
    await flood.answers;
  }, FLOOD_TIMEOUT_MS);

  it("second audit item 2: strangers' wrong passwords at the sign-in form do not stop the owner changing their password", async () => {
    t = await createTestApp({ limits: { signInPerIp: 1000, signInFreeFailures: 1, signInFirstDelayMs: 600, signInMaxDelayMs: 600 } });
    const owner = await ownerSignsUp();
    const flood = await strangersGuess(owner.email);
    const started = performance.now();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: { cookie: owner.session },
      payload: { firstName: 'Keisha', lastName: 'Campbell', email: owner.email, currentPassword: STRONG_PASSWORD, newPassword: 'Ocho-rios-falls-88' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Not behind the strangers' queue (12 × 600 ms).
    expect(performance.now() - started).toBeLessThan(1000);
    await flood.answers;
  }, FLOOD_TIMEOUT_MS);
});
