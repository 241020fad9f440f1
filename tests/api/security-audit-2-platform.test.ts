import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createPasswordHasher } from '../../src/server/lib/passwords';
import { startServer } from '../../src/server/server';
import { firstAdminLines, paymentsSummary } from '../../src/server/start-lines';
import { TEST_SCRYPT, createTestApp, signUp } from '../support/test-app';

// Platform findings of the second audit (docs/security-audit.md): one notion of a deployed store.

const WIPAY = { WIPAY_ACCOUNT_NUMBER: '1234567890', WIPAY_API_KEY: 'wipay-api-key-0123456789' };
/** A store deployed as the README shows it: an https address, NODE_ENV left unset. */
const AS_THE_README_SHOWS = { PUBLIC_URL: 'https://yaadparts.example' };

describe('second audit item 3: a store deployed with an https PUBLIC_URL and no NODE_ENV', () => {
  it('second audit item 3: takes live WiPay payments unless WIPAY_ENVIRONMENT says sandbox', () => {
    const config = loadConfig({ ...AS_THE_README_SHOWS, ...WIPAY });
    expect(config.deployed).toBe(true);
    // Before: 'sandbox', so every customer's card payment was a test that paid nobody.
    expect(config.wipay?.environment).toBe('live');
    expect(loadConfig({ ...AS_THE_README_SHOWS, ...WIPAY, WIPAY_ENVIRONMENT: 'sandbox' }).wipay?.environment).toBe('sandbox');
    // A local install still defaults to the sandbox.
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000', ...WIPAY }).wipay?.environment).toBe('sandbox');
  });

  it('second audit item 3: refuses every test-only provider address, as NODE_ENV=production does', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
    const whatsapp = {
      WHATSAPP_ACCESS_TOKEN: 'EAAtest-access-token-0123456789',
      WHATSAPP_PHONE_NUMBER_ID: '109876543210',
      WHATSAPP_APP_SECRET: 'app-secret-0123456789abcdef',
      WHATSAPP_VERIFY_TOKEN: 'verify-token-0123456789',
    };
    const twilio = { TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`, TWILIO_AUTH_TOKEN: 'twilio-auth-token-0123456789', TWILIO_FROM: '+18765550142' };
    const google = { GOOGLE_API_KEY: 'google-key-0123456789', GOOGLE_CSE_ID: 'cse-0123456789' };
    const cases: Array<[string, Record<string, string>]> = [
      ['WIPAY_API_URL', WIPAY],
      ['STRIPE_API_URL', stripe],
      ['WHATSAPP_API_URL', whatsapp],
      ['TWILIO_API_URL', twilio],
      ['GOOGLE_SEARCH_API_URL', google],
    ];
    for (const [name, keys] of cases) {
      const env = { ...keys, [name]: 'http://127.0.0.1:1' };
      // Before: accepted, so the keys went to whatever the address named.
      expect(() => loadConfig({ ...AS_THE_README_SHOWS, ...env }), name).toThrow(
        `Configuration error: ${name} is for tests only and is refused on a deployed store (NODE_ENV=production or an https PUBLIC_URL)`,
      );
      expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://shop.internal', ...env }), name).toThrow(/is for tests only/);
      expect(() => loadConfig({ NODE_ENV: 'test', ...env }), name).not.toThrow();
    }
  });

  it('second audit item 3: the start line names WiPay and its mode (before: "pay at pickup only" while WiPay was on)', () => {
    expect(paymentsSummary(loadConfig({ ...AS_THE_README_SHOWS, ...WIPAY }))).toBe('WiPay cards in JMD (live), bank transfer and cash, recorded by staff');
    expect(paymentsSummary(loadConfig({ NODE_ENV: 'test', ...WIPAY }))).toBe('WiPay cards in JMD (SANDBOX: test payments only), bank transfer and cash, recorded by staff');
    expect(paymentsSummary(loadConfig({ NODE_ENV: 'test' }))).toBe('bank transfer and cash, recorded by staff');
  });
});

describe('second audit item 11: GET /api/health', () => {
  it('second audit item 11: tells everyone the state of each part, and only staff what each part is', async () => {
    const t = await createTestApp();
    try {
      const health = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/health', headers: cookie ? { cookie } : {} });
      const admin = await signUp(t.app);
      const customer = await signUp(t.app);
      const kinds = { database: { kind: expect.any(String) }, mail: { transport: 'outbox' }, storage: { kind: 'local' }, jobs: { role: 'all' } };
      for (const cookie of [undefined, customer.cookie]) {
        const body = (await health(cookie)).json();
        // Before: the database, storage and mail kinds and the server's role, to anyone.
        expect(body).toEqual({
          status: 'ok',
          database: { status: 'ok', latencyMs: expect.any(Number) },
          storage: { status: 'ok' },
          jobs: { status: 'ok' },
          uptimeSeconds: expect.any(Number),
          version: '0.1.0',
          time: expect.any(String),
        });
      }
      expect((await health(admin.cookie)).json()).toMatchObject(kinds);
    } finally {
      await t.close();
    }
  });
});

describe('second audit item 11: the one-time admin setup code of a deployed store', () => {
  it('second audit item 11: is written to a file only the server can read, never into what the server prints, and goes when it stops', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-setup-code-'));
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: 'https://yaadparts.example', LOG_LEVEL: 'silent', CATALOGUE_INDEX: 'database' });
    const server = await startServer({ ...config, webDir: undefined }, { hasher: createPasswordHasher(TEST_SCRYPT) });
    const file = path.join(dataDir, 'admin-setup-code');
    try {
      expect(server.firstAdmin).toEqual({ rule: 'setup-code', adminExists: false, setupCodeFile: file });
      const code = fs.readFileSync(file, 'utf8').trim();
      expect(code).toMatch(/^[\w-]{43}$/);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const lines = firstAdminLines(server.firstAdmin, server.url).join('\n');
      // Before: the code itself was among these lines, and so in the server's log.
      expect(lines).not.toContain(code);
      expect(lines).toContain(file);
      // It is the code the server takes.
      const buyer = await signUp(server.app);
      const claimed = await server.app.inject({ method: 'POST', url: '/api/auth/claim-admin', headers: { cookie: buyer.cookie }, payload: { token: code } });
      expect(claimed.statusCode, claimed.body).toBe(200);
    } finally {
      await server.stop();
      expect(fs.existsSync(file)).toBe(false);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
