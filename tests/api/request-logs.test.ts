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

it('writes structured JSON logs with the request id on every line of a request', async () => {
  const lines: string[] = [];
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: db.dataDir }), webDir: undefined };
  const app = await buildApp({
    config,
    database: db.database,
    hasher: createPasswordHasher(TEST_SCRYPT),
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nobody@example.com', password: 'Wrong-password-1' },
  });
  await app.close();
  const id = res.headers['x-request-id'];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const ofRequest = lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string }).filter((l) => l.reqId === id);
  expect(ofRequest.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  // No line about a request lacks its id.
  const stray = lines.map((l) => JSON.parse(l) as { reqId?: string; req?: unknown; res?: unknown }).filter((l) => (l.req || l.res) && !l.reqId);
  expect(stray).toEqual([]);
});

it('puts the request id on the lines the services write while handling it (mail, here)', async () => {
  const lines: Array<{ reqId?: string; msg: string }> = [];
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: db.dataDir }), webDir: undefined };
  const app = await buildApp({
    config,
    database: db.database,
    hasher: createPasswordHasher(TEST_SCRYPT),
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
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
  const id = res.headers['x-request-id'];
  const ofRequest = lines.filter((l) => l.reqId === id).map((l) => l.msg);
  expect(ofRequest).toEqual(['incoming request', 'mail held in outbox (no SMTP_URL)', 'request completed']);
  expect(lines.filter((l) => !l.reqId)).toEqual([]);
});
