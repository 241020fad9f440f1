import { sql } from 'drizzle-orm';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, type RateLimits } from '../../src/server/config';
import { BAD_PATH_VALUES, outOfBounds, validValue, wrongKind, type JsonSchema, type Known } from '../support/openapi-arbitraries';
import { acceptedRequest, freshIp, multipart, setBankAccount, TINY_PNG } from '../support/part-requests';
import { placeOrder, shelfProduct } from '../support/shop-orders';
import { createTestApp, rows, signUp, STRONG_PASSWORD, type TestApp } from '../support/test-app';

/**
 * The whole published API, property-based (docs/decisions/028-property-based-api-test.md): for every
 * operation of GET /api/openapi.json, fast-check makes requests from the operation's own documented
 * schemas (path, query, headers, body), valid ones and spoiled ones, and sends each as a guest, a customer
 * and staff. Every answer must be below 500, have a status the operation documents, and match the schema
 * documented for that status. And the document must tell the truth both ways: a request it allows is not
 * refused as bad input (400) unless for a rule JSON Schema cannot hold (CROSS_FIELD_RULES), and a request
 * it refuses is never served (2xx).
 *
 * Bounded for CI: API_PROPERTY_RUNS cases per operation (default 40) from the seed API_PROPERTY_SEED
 * (fixed by default, so a failure is reproduced by running the file again; the report prints the seed
 * and path fast-check needs to replay the shrunk case). A failure is shrunk to its smallest request;
 * API_PROPERTY_SHRINK=0 reports the first one found as it is.
 */
const SEED = Number(process.env.API_PROPERTY_SEED ?? 28_028);
const RUNS = Number(process.env.API_PROPERTY_RUNS ?? 40);

type Who = 'guest' | 'customer' | 'staff';
type Param = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema: JsonSchema };
type Answer = { description?: string; content?: Record<string, { schema: JsonSchema }> };
type Operation = {
  parameters?: Param[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, Answer | { $ref: string }>;
  security?: unknown[];
  'x-staff-only'?: boolean;
};
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };
type Part = { name: string; value: string | Buffer; filename?: string; contentType?: string };
type Case = {
  who: Who;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body?: { json: unknown } | { form: Record<string, unknown> };
  /** What was spoiled, or null for a request made to the document's schemas. */
  spoiled: string | null;
};

/**
 * Rules JSON Schema cannot say, so a request the document allows may still meet them, each a 400 naming
 * the rule: one field against another, or the state of a record (a token used up, a password that is not
 * the account's). Anything else that refuses a request the document allows is the document's fault.
 */
const RULES_OUTSIDE_THE_SCHEMAS: RegExp[] = [
  // One field against another.
  /^A button needs a link$/,
  /^The daily cap must be at least the cap per order$/,
  /^Minimum price must not be more than the maximum price$/,
  /^(From|To) goes only with period=custom$|^A custom range needs (From|To)$/,
  /^Choose a new password different from your current one$/,
  /^To get updates on WhatsApp or by SMS, give your phone number/,
  /^Please enter your phone number with 7 to 15 digits/, // type=phone: the value must then be a phone number
  /^Please enter a valid email address$/, // type=email likewise
  /^Please enter your current password to change (it|your email)\.$/, // a new password or e-mail needs the current password
  /^That category is for (auto|phone) parts: choose one for (auto|phone) parts$/, // the category against the part type
  /^Original price must be more than the price/,
  /^To must be on or after From$/,
  /^A custom range can span at most [\d,]+ days$/,
  /^The last year must not be before the first$/,
  /^The original price must be more than the price$/,
  /^Give the (eBay|Amazon) listing's link$|^The listing link must be on /, // a listing link against where the part is sold
  /^Choose the supplier it is bought from$/, // a supplier's part names its supplier
  /^Add the vehicles it fits, or say why it fits any vehicle$/, // no fitment rows needs a reason
  /^Brake pads and shoes, fluids, filters, spark plugs, wiper blades and belts are sold new only$/, // the condition against the title
  /is listed twice$/, // two fitment rows for the same model and year
  /^The column mapping /, // JSON text in a form field
  /^A chassis code is not renamed/, // the body's code against the address's
  /^Please confirm you have read the terms$/, // accepting a quote needs the terms confirmed
  /^Choose one of the options$/, // and names one of this quote's options
  /^Choose a year from \d+ to \d+$/, // the years the chosen model was made
  /^(Make|Model|Year|Device model) is required$|^Please (choose|enter) the brand( name)?$/, // the vehicle's details for an auto part, the device's for a phone part
  // The state of a record, or of the world.
  /^This password is too common/,
  /^This reset link is invalid or has expired/,
  /^Your current password is incorrect/,
  /^This link has expired or was already used/,
  /^That supplier no longer exists/,
  /more than one record can hold/, // payments adding up past what a request or order can have received
  /^Choose a (model|category)$/, // an id in range that names no model or category
  /^Please choose a category from the list$/, // likewise
  /^Choose (a (model|make|supplier) from the list|an auto-parts category|the supplier whose price list this is)/, // likewise
  /^The .+ was built \d{4}-\d{4}: the (code's )?years must lie inside those$/, // years against the model's or the code's
  /is not a chassis code of the /, // a code that is not the chosen model's
  // A price list is judged by its content: random bytes are not one.
  /^This file is not a CSV or XLSX|is not a CSV or \.xlsx file|^The Excel workbook cannot be opened|^The CSV file cannot be read|^The file is empty|^The file has no column|encoding we cannot read/,
  /^Known .+ codes: /, // a chassis code that is not the chosen model's
  /^Webhook signature verification failed$/, // only Stripe can sign a webhook
  /cannot be in the past/, // a date against today
  // PostgreSQL text cannot hold NUL; every text field refuses it (plugins/error-handler.ts).
  /NUL character/,
];

let t: TestApp;
let doc: Doc;
const cookies: Record<Who, string | undefined> = { guest: undefined, customer: undefined, staff: undefined };
const accounts: Record<'customer' | 'staff', { email: string }> = { customer: { email: '' }, staff: { email: '' } };
const knownValues: Record<string, unknown[]> = {};
const figures = { operations: 0, cases: 0, outsideService: 0, started: 0 };

const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false, multipleOfPrecision: 6 });
// Parameters travel as text: their schemas are checked as OpenAPI reads them, the text coerced to the type.
const ajvParams = new Ajv2020({ strict: false, allErrors: true, logger: false, coerceTypes: true, multipleOfPrecision: 6 });
for (const a of [ajv, ajvParams]) addFormats(a);
const compiled = new Map<string, (v: unknown) => boolean>();

/** A validator of one documented schema, the document's components as $defs; compiled once. */
function validator(schema: unknown, params = false): ((v: unknown) => boolean) & { errors?: unknown } {
  const key = `${params}:${JSON.stringify(schema)}`;
  let v = compiled.get(key);
  if (!v) {
    const toDefs = (s: unknown) => JSON.parse(JSON.stringify(s ?? {}).replaceAll('"#/components/schemas/', '"#/$defs/')) as object;
    v = (params ? ajvParams : ajv).compile({ ...toDefs(schema), $defs: toDefs(doc.components.schemas) });
    compiled.set(key, v);
  }
  return v;
}

/** The known values of a field its schema allows (as text, for parameters). */
const known =
  (asText: boolean): Known =>
  (name, schema) =>
    (knownValues[name] ?? []).filter((v) => validator(schema, asText)(asText ? String(v) : structuredClone(v)));

const parametersOf = (op: Operation, where: Param['in']) => (op.parameters ?? []).filter((p) => p.in === where);

function paramsArb(params: Param[]): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(params.map((p) => [p.name, validValue(p.schema, known(true), p.name)]));
  return fc.record(model, { requiredKeys: params.filter((p) => p.required || p.in === 'path').map((p) => p.name) }) as fc.Arbitrary<Record<string, unknown>>;
}

/**
 * A multipart form from the documented form schema: text fields from their schemas, a small PNG for files,
 * and a field of JSON text (a part request's `request`) from the operation's JSON body, as its description says.
 */
function formArb(schema: JsonSchema, json: JsonSchema | undefined): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(props).map(([name, s]) => {
      const isFile = (x: JsonSchema | undefined) => x?.format === 'binary';
      if (isFile(s) || isFile(s.items)) return [name, fc.constant(s.type === 'array' ? ['file'] : 'file')];
      if (s.contentMediaType === 'application/json' && json) return [name, validValue(json, known(false)).map((v) => JSON.stringify(v))];
      return [name, validValue(s, known(false), name)];
    }),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
}

function validCase(op: Operation): fc.Arbitrary<Case> {
  const json = op.requestBody?.content['application/json']?.schema;
  const form = op.requestBody?.content['multipart/form-data']?.schema;
  const bodies: Array<fc.Arbitrary<Case['body']>> = [];
  if (json) bodies.push(validValue(json, known(false)).map((v) => ({ json: v })));
  if (form) bodies.push(formArb(form, json).map((f) => ({ form: f })));
  const body: fc.Arbitrary<Case['body']> = bodies.length > 0 ? fc.oneof(...bodies) : fc.constant(undefined);
  return fc.record({
    who: fc.constantFrom<Who>('guest', 'customer', 'staff'),
    params: paramsArb(parametersOf(op, 'path')),
    query: paramsArb(parametersOf(op, 'query')),
    headers: paramsArb(parametersOf(op, 'header')),
    body,
    spoiled: fc.constant(null),
  });
}

/** Every way to spoil a request one thing at a time: each a label and what it does to a copy. */
function spoilers(op: Operation, c: Case): Array<[string, (x: Case) => void]> {
  const out: Array<[string, (x: Case) => void]> = [];
  for (const p of parametersOf(op, 'path')) for (const bad of BAD_PATH_VALUES) out.push([`path ${p.name}=${bad.slice(0, 20)}`, (x) => void (x.params[p.name] = bad)]);
  for (const p of parametersOf(op, 'query')) {
    if (p.required) out.push([`query ${p.name} left out`, (x) => void delete x.query[p.name]]);
    const wrong = p.schema.enum || ['integer', 'number', 'boolean'].includes(String(p.schema.type)) ? ['not-a-valid-value'] : [];
    for (const bad of [...wrong, ...outOfBounds(p.schema)]) out.push([`query ${p.name}=${String(bad).slice(0, 20)}`, (x) => void (x.query[p.name] = bad)]);
  }
  const body = c.body;
  if (body && 'json' in body) {
    const schema = op.requestBody!.content['application/json']!.schema;
    out.push(['body is a list', (x) => void (x.body = { json: [] })]);
    out.push(['body left out', (x) => void (x.body = undefined)]);
    for (const [path, s] of fieldsOf(schema, body.json)) {
      const at = path.join('.');
      const set = (v: unknown) => (x: Case) => void setAt((x.body as { json: unknown }).json, path, v);
      const wrong = wrongKind(s);
      if (wrong !== undefined) out.push([`body ${at} = ${JSON.stringify(wrong)}`, set(wrong)]);
      for (const bad of outOfBounds(s)) out.push([`body ${at} = ${JSON.stringify(bad).slice(0, 30)}`, set(bad)]);
    }
    for (const [path, s] of objectsOf(schema, body.json)) {
      for (const key of s.required ?? []) out.push([`body ${[...path, key].join('.')} left out`, (x) => void deleteAt((x.body as { json: unknown }).json, [...path, key])]);
      if (s.additionalProperties === false) out.push([`body ${[...path, 'zzUnknown'].join('.')} added`, (x) => void setAt((x.body as { json: unknown }).json, [...path, 'zzUnknown'], 'x')]);
    }
  }
  if (body && 'form' in body) {
    const schema = op.requestBody!.content['multipart/form-data']!.schema;
    for (const key of schema.required ?? []) out.push([`form ${key} left out`, (x) => void delete (x.body as { form: Record<string, unknown> }).form[key]]);
    out.push(['form zzUnknown added', (x) => void ((x.body as { form: Record<string, unknown> }).form.zzUnknown = 'x')]);
  }
  return out;
}

/** The scalar and list fields present in a value, with their schemas, up to three levels down. */
function fieldsOf(schema: JsonSchema, value: unknown, path: Array<string | number> = []): Array<[Array<string | number>, JsonSchema]> {
  if (path.length > 3 || value === null || typeof value !== 'object') return [];
  const out: Array<[Array<string | number>, JsonSchema]> = [];
  const entries: Array<[string | number, unknown, JsonSchema | undefined]> = Array.isArray(value)
    ? value.slice(0, 1).map((v, i) => [i, v, schema.items])
    : Object.entries(value).map(([k, v]) => [k, v, schema.properties?.[k]]);
  for (const [key, v, s] of entries) {
    if (!s) continue;
    const inner = s.anyOf?.find((b) => b.type !== 'null') ?? s;
    out.push([[...path, key], inner]);
    out.push(...fieldsOf(inner, v, [...path, key]));
  }
  return out;
}

function objectsOf(schema: JsonSchema, value: unknown, path: Array<string | number> = []): Array<[Array<string | number>, JsonSchema]> {
  if (path.length > 3 || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return schema.items && value.length > 0 ? objectsOf(schema.items, value[0], [...path, 0]) : [];
  const out: Array<[Array<string | number>, JsonSchema]> = schema.properties ? [[path, schema]] : [];
  for (const [k, v] of Object.entries(value)) {
    const s = schema.properties?.[k];
    if (s) out.push(...objectsOf(s.anyOf?.find((b) => b.type !== 'null') ?? s, v, [...path, k]));
  }
  return out;
}

function setAt(root: unknown, path: Array<string | number>, value: unknown): void {
  let at = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
}
function deleteAt(root: unknown, path: Array<string | number>): void {
  let at = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  delete at[path.at(-1)!];
}

function caseArb(op: Operation): fc.Arbitrary<Case> {
  const valid = validCase(op);
  const spoiled = fc.tuple(valid, fc.nat()).map(([c, n]): Case => {
    const ways = spoilers(op, c);
    if (ways.length === 0) return c;
    const [label, spoil] = ways[n % ways.length]!;
    const copy = structuredClone(c);
    spoil(copy);
    return { ...copy, spoiled: label };
  });
  return fc.oneof(valid, spoiled);
}

/** Whether the document allows the request: each part checked against its documented schema. */
function documentAllows(op: Operation, c: Case): boolean {
  for (const where of ['path', 'query', 'header'] as const) {
    const params = parametersOf(op, where);
    const values = where === 'path' ? c.params : where === 'query' ? c.query : c.headers;
    const schema = { type: 'object', properties: Object.fromEntries(params.map((p) => [p.name, p.schema])), required: params.filter((p) => p.required).map((p) => p.name) };
    const asSent = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v !== null && typeof v === 'object' ? v : String(v)]));
    if (!validator(schema, true)(asSent)) return false;
  }
  const content = op.requestBody?.content ?? {};
  if (!c.body) return !op.requestBody?.required;
  if ('json' in c.body) return content['application/json'] !== undefined && validator(content['application/json'].schema)(structuredClone(c.body.json));
  const form = content['multipart/form-data']?.schema;
  if (!form) return false;
  const isFile = (k: string) => form.properties?.[k]?.format === 'binary' || form.properties?.[k]?.items?.format === 'binary';
  const present = Object.keys(c.body.form);
  if ((form.required ?? []).some((k) => !present.includes(k))) return false;
  if (form.additionalProperties === false && present.some((k) => !(k in (form.properties ?? {})))) return false;
  const texts = Object.fromEntries(Object.entries(c.body.form).filter(([k]) => !isFile(k)).map(([k, v]) => [k, String(v)]));
  for (const [k, v] of Object.entries(texts)) {
    if (form.properties?.[k]?.contentMediaType !== 'application/json') continue;
    const jsonBody = content['application/json']?.schema;
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      return false;
    }
    if (jsonBody && !validator(jsonBody)(parsed)) return false;
  }
  const textSchema = { ...form, properties: Object.fromEntries(Object.entries(form.properties ?? {}).filter(([k]) => !isFile(k))), required: [] };
  return validator(textSchema, true)(texts);
}

function toInject(method: string, path: string, c: Case, cookie: string | undefined): InjectOptions {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(c.params[name] ?? '')));
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(c.query)) {
    // A free-form object parameter (style form, explode): its entries are the query's own.
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) for (const [ik, iv] of Object.entries(v)) query.append(ik, String(iv));
    else for (const item of [v].flat()) query.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const headers: Record<string, string> = Object.fromEntries(Object.entries(c.headers).map(([k, v]) => [k, String(v)]));
  if (cookie) headers.cookie = cookie;
  const base = { method: method.toUpperCase() as 'GET', url: query.size > 0 ? `${url}?${query}` : url, remoteAddress: freshIp() };
  if (!c.body) return { ...base, headers };
  if ('json' in c.body) return { ...base, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(c.body.json) };
  const parts: Part[] = [];
  for (const [name, v] of Object.entries(c.body.form)) {
    for (const item of [v].flat()) {
      if (item === 'file') parts.push({ name, value: TINY_PNG, filename: 'part.png', contentType: 'image/png' });
      else parts.push({ name, value: typeof item === 'object' ? JSON.stringify(item) : String(item) });
    }
  }
  const form = multipart(parts);
  return { ...base, headers: { ...headers, ...form.headers }, payload: form.payload };
}

/** What is wrong with an answer; '' when nothing. */
function verdict(method: string, path: string, op: Operation, c: Case, allowed: boolean, res: LightMyRequestResponse): string {
  const status = res.statusCode;
  const answer = op.responses[String(status)] as Answer | undefined;
  // 502 and 503 are the documented answers of an outside service this test app has not set up (web image
  // search) or cannot reach (Stripe's API is a closed port here); any other 5xx is a fault.
  if (status >= 500 && !(answer && (status === 502 || status === 503))) return `${method.toUpperCase()} ${path} answered ${status} to ${JSON.stringify(c).slice(0, 500)}: a server error`;
  if (status >= 500) figures.outsideService += 1;
  const said = `${method.toUpperCase()} ${path} as ${c.who}${c.spoiled ? ` (${c.spoiled})` : ''} answered ${status} ${res.body.slice(0, 300)}`;
  if (!answer) return `${said}: ${status} is not documented (documented: ${Object.keys(op.responses).join(', ')})`;
  const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
  const media = answer.content?.['application/json'];
  if (media && type === 'application/json') {
    const check = validator(media.schema);
    if (!check(res.json())) return `${said}: the body does not match the documented schema: ${JSON.stringify(check.errors).slice(0, 400)}`;
  }
  if (allowed && status === 400) {
    const message = String((res.json() as { message?: unknown }).message ?? '');
    const issues = ((res.json() as { issues?: Array<{ message: string }> }).issues ?? []).map((i) => i.message);
    const all = issues.length > 0 ? issues : [message];
    if (!all.every((m) => RULES_OUTSIDE_THE_SCHEMAS.some((rule) => rule.test(m)))) return `${said}: the document allows this request, the server refuses it`;
  }
  if (!allowed && status < 300) return `${said}: the document refuses this request, the server served it`;
  return '';
}

/** Sign `who` in again when an earlier case ended its session (a logout, a password change). */
async function keepSignedIn(who: 'customer' | 'staff'): Promise<void> {
  const current = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: cookies[who] ?? '' } });
  if (current.statusCode === 200) return;
  cookies[who] = await signIn(who);
}
async function signIn(who: 'customer' | 'staff'): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: accounts[who].email, password: STRONG_PASSWORD }, remoteAddress: freshIp() });
  const sid = res.cookies.find((x) => x.name === 'sid');
  if (!sid) throw new Error(`cannot sign ${who} in again: ${res.statusCode} ${res.body}`);
  return `sid=${sid.value}`;
}

/** Operations that end the session they are called with: each case gets a session of its own. */
const endsSession = (path: string) => path === '/api/auth/logout';

beforeAll(async () => {
  // No limit may answer 429 to the test's own volume; each limit's own tests are elsewhere.
  const limits = Object.fromEntries(Object.entries(DEFAULT_LIMITS).map(([k, v]) => [k, /Ms$|Delay/.test(k) ? v : 1_000_000])) as Partial<RateLimits>;
  // Card payments on, so Stripe's webhook checks its signature; the API address is a closed port.
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_properties', STRIPE_PUBLISHABLE_KEY: 'pk_test_properties', STRIPE_WEBHOOK_SECRET: 'whsec_properties', STRIPE_API_URL: 'http://127.0.0.1:9' };
  t = await createTestApp({ seeded: true, limits, env: stripe });
  const staff = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' });
  const customer = await signUp(t.app);
  accounts.staff.email = staff.email;
  accounts.customer.email = customer.email;
  cookies.staff = staff.cookie;
  cookies.customer = customer.cookie;
  // Records for the parameters to name: a request accepted and a transfer announced for it (the store's bank
  // account given first, so transfers are offered), a shop order.
  await setBankAccount(t, staff.cookie);
  const req = await acceptedRequest(t, staff.cookie, { cookie: customer.cookie });
  const slip = multipart([{ name: 'amount', value: 'deposit' }]);
  await t.app.inject({ method: 'POST', url: `/api/user-requests/${req.id}/bank-transfer`, headers: { ...slip.headers, cookie: customer.cookie }, payload: slip.payload, remoteAddress: freshIp() });
  await placeOrder(t, [await shelfProduct(t)]);
  const pick = async (query: ReturnType<typeof sql>) => (await rows<{ v: unknown }>(t, query)).map((r) => r.v);
  knownValues.id = [
    ...(await pick(sql`select id as v from inventory_products order by id limit 3`)),
    ...(await pick(sql`select id as v from part_requests order by created_at limit 3`)),
    ...(await pick(sql`select id as v from payments limit 2`)),
    ...(await pick(sql`select id as v from carousel_items order by id limit 2`)),
    ...(await pick(sql`select id::text as v from parts order by id limit 2`)),
  ];
  knownValues.productId = await pick(sql`select id as v from inventory_products order by id limit 3`);
  knownValues.categoryId = await pick(sql`select id as v from categories order by id limit 3`);
  knownValues.requestNumber = await pick(sql`select request_number as v from part_requests limit 2`);
  knownValues.orderNumber = await pick(sql`select order_number as v from orders limit 2`);
  knownValues.name = await pick(sql`select name as v from suppliers order by name limit 2`);
  knownValues.optionId = await pick(sql`select id as v from quote_options limit 2`);
  knownValues.modelId = await pick(sql`select id as v from vehicle_models order by id limit 2`);
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
  figures.started = Date.now();
}, 120_000);

afterAll(async () => {
  const seconds = ((Date.now() - figures.started) / 1000).toFixed(1);
  console.log(
    `API property test: ${figures.operations} operations, ${figures.cases} cases, ${seconds} s (seed ${SEED}, ${RUNS} runs per operation; ${figures.outsideService} answered 502/503 for an outside service)`,
  );
  await t?.close();
});

describe('the published API, property-based', () => {
  it('every operation of /api/openapi.json, valid and spoiled input, as guest, customer and staff: no 5xx, only documented answers, and the document tells the truth', async () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
    // Deleting names records later cases use, and logging out ends a session: these run last.
    const rank = (o: { path: string; method: string }) => (endsSession(o.path) ? 2 : o.method === 'delete' ? 1 : 0);
    operations.sort((a, b) => rank(a) - rank(b));
    const failures: string[] = [];
    for (const { path, method, op } of operations) {
      figures.operations += 1;
      await keepSignedIn('customer');
      await keepSignedIn('staff');
      const details = await fc.check(
        fc.asyncProperty(caseArb(op), async (c) => {
          figures.cases += 1;
          const cookie = c.who === 'guest' ? undefined : endsSession(path) ? await signIn(c.who) : cookies[c.who];
          const res = await t.app.inject(toInject(method, path, c, cookie));
          const wrong = verdict(method, path, op, c, documentAllows(op, c), res);
          if (wrong) throw new Error(wrong);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: process.env.API_PROPERTY_SHRINK === '0' },
      );
      if (details.failed) failures.push(`${method.toUpperCase()} ${path}: ${String((details.errorInstance as Error | undefined)?.message ?? "no counterexample")} [replay: API_PROPERTY_SEED=${details.seed}, path ${details.counterexamplePath}]`);
    }
    expect(failures).toEqual([]);
    expect(figures.operations).toBeGreaterThan(100);
  }, 600_000);
});
