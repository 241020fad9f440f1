import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoteUser } from '../../src/server/features/auth/admin-commands';
import { createAppWithAccounts, type Account } from '../support/accounts';
import { createTestApp, signUp, type TestApp } from '../support/test-app';

// docs/decisions/018-openapi-reference.md: GET /api/openapi.json is made from the routes' own
// schemas. These tests hold it to the routes the app really registers, and to the answers they really give.

type Operation = {
  parameters?: { name: string; in: string; required?: boolean; example?: unknown; examples?: Record<string, { value: unknown }> }[];
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
  requestBody?: { content: Record<string, { schema: { properties: object } }> };
  security?: unknown[];
  tags?: string[];
  'x-staff-only'?: boolean;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

const routes: RouteOptions[] = [];
let t: TestApp;
let admin: Account;
let customer: Account;
let doc: Document;

beforeAll(async () => {
  ({ t, admin, customer } = await createAppWithAccounts({ seed: true, deps: { onRoute: (route: RouteOptions) => void routes.push(route) } }));
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

/** The API's routes as Fastify registered them; the reference's own pages are not part of the API. */
function apiRoutes(): { method: string; url: string; route: RouteOptions }[] {
  return routes
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
    .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url, route })))
    // Fastify adds a HEAD twin to every GET by itself; the GET is what is documented.
    .filter(({ method }) => method !== 'HEAD');
}

// A parameter may carry the pattern its route matches (`:id(^\\d+$)`); the document shows the name alone.
const openApiPath = (url: string) => url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));

/** A URL for a documented path, every parameter filled with a value of the usual form (digits where the route takes only digits). */
const filled = (path: string, op?: Operation) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const schema = op?.parameters?.find((p) => p.in === 'path' && p.name === name) as { schema?: { type?: string } } | undefined;
    if (schema?.schema?.type === 'integer') return '1';
    return /number/i.test(name) ? 'YP-000000' : '00000000-0000-4000-8000-000000000000';
  });

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, with the session cookie as its security scheme', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.components.securitySchemes.session).toEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }));
    expect(doc.components.schemas.ApiError).toBeDefined();
  });

  it('has every registered /api route, with its method and every status code the route declares', () => {
    const api = apiRoutes();
    expect(api.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const { method, url, route } of api) {
      const op = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      if (!op) {
        missing.push(`${method} ${url}`);
        continue;
      }
      for (const code of Object.keys((route.schema?.response as object | undefined) ?? {})) {
        if (!op.responses[code]) missing.push(`${method} ${url} answers ${code}`);
      }
    }
    expect(missing).toEqual([]);
    // And nothing else: every operation in the document is one of those routes.
    expect(operations().map(({ method, path }) => `${method} ${path}`).sort()).toEqual(api.map(({ method, url }) => `${method} ${openApiPath(url)}`).sort());
  });

  it('marks the staff-only routes: each answers a guest 401 and a customer 403, and every /api/admin route is among them', async () => {
    const staff = operations().filter(({ op }) => op['x-staff-only'] === true);
    expect(staff.length).toBeGreaterThan(50);
    for (const { path, op } of staff) {
      expect(op.tags, path).toEqual(['staff']);
      expect(op.security, path).toEqual([{ session: [] }]);
      expect(Object.keys(op.responses), path).toEqual(expect.arrayContaining(['401', '403']));
    }
    for (const { path } of operations().filter(({ path }) => path.startsWith('/api/admin/'))) {
      expect(staff.some((s) => s.path === path), `${path} is not marked staff-only`).toBe(true);
    }
    // The gate answers before any input is read, so no body is needed and nothing is changed.
    const answers = await Promise.all(
      staff.flatMap(({ path, method, op }) =>
        [undefined, customer.cookie].map(async (cookie) => {
          const res = await t.app.inject({ method: method as 'GET', url: filled(path, op), headers: cookie ? { cookie } : {} });
          return `${method} ${path} ${cookie ? 'customer' : 'guest'} ${res.statusCode}`;
        }),
      ),
    );
    const expected = staff.flatMap(({ path, method }) => [`${method} ${path} guest 401`, `${method} ${path} customer 403`]);
    expect(answers).toEqual(expected);
  });

  it('marks the routes that need a signed-in account with the session cookie, and each answers a guest 401', async () => {
    const signedIn = operations().filter(({ op }) => op.security?.some((scheme) => 'session' in (scheme as object)) && !op['x-staff-only']);
    expect(signedIn.length).toBeGreaterThan(5);
    for (const { path, method, op } of signedIn) {
      const res = await t.app.inject({ method: method as 'GET', url: filled(path, op) });
      expect(`${method} ${path} ${res.statusCode}`).toBe(`${method} ${path} 401`);
    }
  });

  it('shows the Idempotency-Key header on every route whose handler reads it', () => {
    // Found from the handlers themselves, so a new route that takes the header and forgets to declare it fails.
    const reading = apiRoutes().filter(({ route }) => String(route.handler).includes('idempotencyKeyOf'));
    expect(reading.length).toBeGreaterThanOrEqual(7);
    for (const { method, url } of reading) {
      const header = doc.paths[openApiPath(url)]![method.toLowerCase()]!.parameters?.find((p) => p.in === 'header' && p.name === 'idempotency-key');
      expect(header, `${method} ${url}`).toMatchObject({ in: 'header', name: 'idempotency-key' });
      expect(header!.required ?? false, `${method} ${url}`).toBe(false);
    }
  });

  it("shows the manage link's cookie as the security of every route whose handler reads it", () => {
    expect(doc.components.securitySchemes.manageLink).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'request_access' });
    const reading = apiRoutes().filter(({ route }) => String(route.handler).includes('accessToken(request)'));
    expect(reading.length).toBeGreaterThanOrEqual(4);
    for (const { method, url } of reading) {
      expect(doc.paths[openApiPath(url)]![method.toLowerCase()]!.security, `${method} ${url}`).toEqual([{ manageLink: [] }]);
    }
  });

  it('shows the multipart forms of the uploads beside their JSON bodies', () => {
    const form = (path: string) => doc.paths[path]!.post!.requestBody!;
    expect(Object.keys(form('/api/part-requests').content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(Object.keys(form('/api/part-requests').content['multipart/form-data']!.schema.properties)).toEqual(['request', 'photo']);
    expect(Object.keys(form('/api/user-requests/{id}/bank-transfer').content['multipart/form-data']!.schema.properties)).toEqual(['amount', 'note', 'slip']);
    expect(Object.keys(form('/api/admin/upload-photos').content)).toEqual(['multipart/form-data']);
  });
});

/** A validator for the document's schemas (JSON Schema 2020-12, as OpenAPI 3.1 uses), its components as $defs. */
function schemaValidator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  const toDefs = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/$defs/')) as object;
  const $defs = toDefs(doc.components.schemas);
  return (schema: unknown) => ajv.compile({ ...toDefs(schema), $defs });
}

/** Routes whose answer in this test app is a documented refusal, not a success, and why. */
const REFUSES_HERE: Record<string, number> = {
  // WhatsApp is not set up in this app, so its webhook does not exist (decision 016).
  '/api/webhooks/whatsapp': 404,
  // Nor are WiPay card payments, so there is no return from them to take.
  '/api/payments/wipay/return': 404,
};

describe('the documented answers', () => {
  it('each GET that needs no parameters answers as documented, called with the document\'s own examples', async () => {
    const compile = schemaValidator();
    const called: string[] = [];
    for (const { path, method, op } of operations()) {
      if (method !== 'GET' || path.includes('{') || (op.parameters ?? []).some((p) => p.required)) continue;
      const query: Record<string, string> = {};
      for (const p of op.parameters ?? []) {
        const example = p.example ?? Object.values(p.examples ?? {})[0]?.value;
        if (p.in === 'query' && example !== undefined) query[p.name] = String(example);
      }
      const cookie = op['x-staff-only'] ? admin.cookie : op.security ? customer.cookie : undefined;
      const res = await t.app.inject({ method: 'GET', url: path, query, headers: cookie ? { cookie } : {} });
      called.push(path);
      const where = `GET ${path}?${new URLSearchParams(query)} answered ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode < 400 || REFUSES_HERE[path] === res.statusCode, where).toBe(true);
      const answer = op.responses[String(res.statusCode)];
      expect(answer, `${where}, which is not documented`).toBeDefined();
      if (!answer?.content) {
        expect(res.body, where).toBe('');
        continue;
      }
      const type = String(res.headers['content-type']).split(';')[0]!;
      const media = answer.content[type];
      expect(media, `${where} as ${type}; documented: ${Object.keys(answer.content).join(', ')}`).toBeDefined();
      if (type !== 'application/json') continue;
      const validate = compile(media!.schema);
      expect(validate(res.json()) ? [] : validate.errors, where).toEqual([]);
    }
    expect(called.length).toBeGreaterThan(25);
    // The examples were used: the catalogue search is called with the document's own query.
    expect(doc.paths['/api/parts']!.get!.parameters!.some((p) => p.example !== undefined || p.examples !== undefined)).toBe(true);
  });
});

describe('the reference page, /api/docs', () => {
  it('is open in development and test', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('in production answers only staff, its files too, while /api/openapi.json stays public; its HTML passes the CSP', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect(prod.config.deployed).toBe(true);
      const staff = await signUp(prod.app);
      await promoteUser(prod.db.database.db, staff.email);
      const shopper = await signUp(prod.app);
      const get = (url: string, cookie?: string) => prod.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

      const page = await get('/api/docs', staff.cookie);
      expect(page.statusCode).toBe(200);
      const html = page.body;
      const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
      expect(assets.length).toBeGreaterThan(3);
      for (const url of ['/api/docs', '/api/docs/json', ...assets]) {
        const guest = await get(url);
        expect(`${url} ${guest.statusCode}`).toBe(`${url} 401`);
        expect(guest.json()).toEqual({ message: 'Please sign in to continue.', issues: [] });
        expect(`${url} ${(await get(url, shopper.cookie)).statusCode}`).toBe(`${url} 403`);
        expect(`${url} ${(await get(url, staff.cookie)).statusCode}`).toBe(`${url} 200`);
      }
      expect((await get('/api/openapi.json')).statusCode).toBe(200);

      // Every script is a file of our own server, none inline, no handler attribute, nothing from elsewhere.
      const csp = String(page.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
      expect(scriptSrc).toBeDefined();
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attrs, body] of scripts) {
        expect(attrs).toMatch(/\ssrc="\/api\/docs\/static\/[\w.-]+\.js"/);
        expect(body!.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/https?:\/\//);
      expect(assets.every((url) => url.startsWith('/api/docs/'))).toBe(true);
    } finally {
      await prod.close();
    }
  });
});
