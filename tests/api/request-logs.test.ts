import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createPasswordHasher } from '../../src/server/lib/passwords';
import { createTestDatabase, type TestDatabase } from '../support/databases';
import { STRONG_PASSWORD, TEST_SCRYPT, uniqueEmail } from '../support/test-app';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

type LogLine = { reqId?: string; msg: string };

/** The app as main.ts builds it, its log lines kept as written (text) for the test to read. */
async function appWithLogs() {
  const lines: string[] = [];
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: db.dataDir }), webDir: undefined };
  const app = await buildApp({
    config,
    database: db.database,
    hasher: createPasswordHasher(TEST_SCRYPT),
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
  return { app, lines };
}

it('writes structured JSON logs with the request id on every line of a request', async () => {
  const { app, lines } = await appWithLogs();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nobody@example.com', password: 'Wrong-password-1' },
  });
  await app.close();
  const id = res.headers['x-request-id'];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const ofRequest = lines.map((l) => JSON.parse(l) as LogLine).filter((l) => l.reqId === id);
  expect(ofRequest.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  // No line about a request lacks its id.
  const stray = lines.map((l) => JSON.parse(l) as { reqId?: string; req?: unknown; res?: unknown }).filter((l) => (l.req || l.res) && !l.reqId);
  expect(stray).toEqual([]);
});

it('puts the request id on the lines the services write while handling it (mail, here)', async () => {
  const { app, lines: raw } = await appWithLogs();
  const email = uniqueEmail('logged');
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: STRONG_PASSWORD, firstName: 'Shanice', lastName: 'Lewis' },
  });
  expect(signup.statusCode).toBe(201);
  const res = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  await app.mailer.settle();
  await app.close();
  const lines = raw.map((l) => JSON.parse(l) as LogLine);
  const id = res.headers['x-request-id'];
  const ofRequest = lines.filter((l) => l.reqId === id).map((l) => l.msg);
  expect(ofRequest).toEqual(['incoming request', 'mail held in outbox (no SMTP_URL)', 'request completed']);
  expect(lines.filter((l) => !l.reqId)).toEqual([]);
});

it("keeps a caller's sane X-Request-Id and replaces a bad one, in the answer and in the logs alike", async () => {
  const { app, lines: raw } = await appWithLogs();
  const sane = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'edge-7f3a' } });
  const bad = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'forged id\nwith "quotes"' } });
  await app.close();
  const lines = raw.map((l) => JSON.parse(l) as LogLine);
  expect(sane.headers['x-request-id']).toBe('edge-7f3a');
  const replaced = bad.headers['x-request-id'];
  expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
  expect(lines.filter((l) => l.reqId === 'edge-7f3a').map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  expect(lines.filter((l) => l.reqId === replaced).map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  expect(lines.filter((l) => l.reqId !== 'edge-7f3a' && l.reqId !== replaced)).toEqual([]);
});

it('docs/security-audit.md finding 6: logs the path of each request with its query values redacted (tokens, e-mails, phone numbers)', async () => {
  const { app, lines } = await appWithLogs();
  const secrets = ['keisha.private@example.com', '8765550142', 'f00dfeedcafe1234secret'];
  await app.inject({ method: 'GET', url: `/api/track-request?type=email&value=${encodeURIComponent(secrets[0]!)}` });
  await app.inject({ method: 'GET', url: `/api/track-request?type=phone&value=${secrets[1]}` });
  await app.inject({ method: 'GET', url: `/reset-password?token=${secrets[2]}` });
  await app.inject({ method: 'GET', url: `/api/orders/track/ORD-ABCD2345?email=${encodeURIComponent(secrets[0]!)}` });
  await app.close();
  const all = lines.join('\n');
  for (const s of secrets) expect(all).not.toContain(s);
  expect(all).not.toContain(encodeURIComponent(secrets[0]!));
  const urls = lines.map((l) => (JSON.parse(l) as { req?: { url?: string } }).req?.url).filter(Boolean);
  expect(urls).toContain('/api/track-request?type=[redacted]&value=[redacted]');
  expect(urls).toContain('/reset-password?token=[redacted]');
});
