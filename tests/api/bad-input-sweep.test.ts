import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PHOTOS_FIELD } from '../../src/shared/schemas/images';
import { OEM_OPTION, TINY_PNG, autoRequest, freshIp, multipart } from '../support/part-requests';
import { orderBody, placeOrder, shelfProduct } from '../support/shop-orders';
import { STRONG_PASSWORD, createTestApp, rows, signUp, uniqueEmail, type TestApp } from '../support/test-app';

/**
 * The foundation rule, swept over every /api route the real app registers: bad input gets a 4xx with
 * { message, issues }, never a 500 or the web app's HTML, and nothing is written. The routes are read
 * from the app itself (an onRoute hook on the one Fastify instance it builds, which sees every route its
 * plugins add: the app's `onRoute` dependency, as tests/api/openapi.test.ts reads them), so a new route is swept the
 * day it is added; its zod schemas say which fields to spoil.
 */
const registered: RouteOptions[] = [];

type Route = { method: string; url: string; schema: { body?: unknown; querystring?: unknown; params?: unknown; headers?: unknown } };
type Who = 'guest' | 'customer' | 'admin';
/**
 * One bad request. okIfServed where the route may fairly ignore the oddity (a query string on a route that
 * reads none, a body sent to a route that takes none); capField where a long text must be refused by name.
 */
type Probe = { label: string; who: Who; inject: InjectOptions; okIfServed?: boolean; capField?: string };

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const LONG = 'x'.repeat(10_000);
/** About 10,000 characters of distinct comma-separated entries, for the fields that read a list from text. */
const MANY_ENTRIES = Array.from({ length: 2000 }, (_, i) => `m${i}`).join(',');
const WRONG_VALUES: Array<{ kind: Kind; value: unknown }> = [
  { kind: 'number', value: 12345 },
  { kind: 'string', value: 'not-a-valid-value' },
  { kind: 'object', value: { nested: { deeper: true } } },
  { kind: 'array', value: [] },
  { kind: 'boolean', value: true },
  { kind: 'null', value: null },
];
const BAD_PARAMS = ['abc', '-1', '0', '1.5', '2147483648', '99999999999999999999', '..%2F..%2Fetc%2Fpasswd', '%00', '%E0%A4%A', `${'y'.repeat(1500)}`, 'x'.repeat(3000)];
const BAD_QUERIES = ['%', 'a=%ZZ', 'a[b]=1', '__proto__[x]=1', `q=${'z'.repeat(10_000)}`];

let t: TestApp;
let webDir: string;
let cookies: Record<Who, string | undefined>;
let customerEmail: string;
let routes: Route[];
let product: { id: number; price: number };
let vehicleModelId: number;
let categoryId: number;

const productBody = () => ({ name: 'Brake pads', categoryId, brand: 'Bosch', price: 2500, stockCount: 3, compatibility: 'Corolla' });

/**
 * Known-good bodies for the main forms. Each text field of each is spoiled in turn (10,000 characters, a
 * NUL byte) with the rest valid, so the refusal comes from that field and not from a missing neighbour.
 */
const GOOD_BODIES: Array<{ method: 'POST' | 'PUT' | 'PATCH'; url: string; who: Who; body: () => Record<string, unknown> }> = [
  { method: 'POST', url: '/api/auth/signup', who: 'guest', body: () => ({ email: uniqueEmail(), password: STRONG_PASSWORD, firstName: 'Keisha', lastName: 'Campbell' }) },
  { method: 'POST', url: '/api/auth/login', who: 'guest', body: () => ({ email: customerEmail, password: STRONG_PASSWORD }) },
  { method: 'POST', url: '/api/auth/forgot-password', who: 'guest', body: () => ({ email: customerEmail }) },
  { method: 'PUT', url: '/api/auth/update-profile', who: 'customer', body: () => ({ firstName: 'Keisha', lastName: 'Campbell', email: customerEmail }) },
  {
    method: 'POST',
    url: '/api/contact',
    who: 'guest',
    body: () => ({ name: 'Keisha Campbell', email: uniqueEmail(), phone: '+1-876-555-0142', subject: 'compatibility', message: 'Will these pads fit?', orderNumber: null }),
  },
  { method: 'POST', url: '/api/part-requests', who: 'guest', body: () => autoRequest() },
  { method: 'POST', url: '/api/orders', who: 'guest', body: () => orderBody([product]) },
  { method: 'POST', url: '/api/garage', who: 'customer', body: () => ({ modelId: vehicleModelId, year: 2016 }) },
  { method: 'POST', url: '/api/admin/inventory', who: 'admin', body: () => productBody() },
  { method: 'PUT', url: '/api/admin/inventory/:id', who: 'admin', body: () => productBody() },
  { method: 'POST', url: '/api/admin/carousel', who: 'admin', body: () => ({ title: 'Brake pads in stock', subtitle: 'Kingston pickup', buttonText: 'Shop', buttonLink: '/shop' }) },
  { method: 'PUT', url: '/api/admin/carousel/:id', who: 'admin', body: () => ({ title: 'Brake pads in stock', description: 'Kingston pickup' }) },
  { method: 'PUT', url: '/api/admin/part-requests/:id', who: 'admin', body: () => ({ adminNotes: 'Called the supplier' }) },
  { method: 'POST', url: '/api/admin/part-requests/:id/quote', who: 'admin', body: () => ({ options: [{ ...OEM_OPTION }], validUntil: null, message: 'Two left in Miami' }) },
  {
    method: 'PUT',
    url: '/api/admin/landed-cost-rates',
    who: 'admin',
    body: () => ({ exchangeRateJmd: 157.5, autoDutyPercent: 20, phoneDutyPercent: 10, gctPercent: 15, deMinimisUsd: 100, freightPerLbUsd: 4, effectiveFrom: '2026-11-01' }),
  },
  { method: 'PATCH', url: '/api/admin/messages/:id', who: 'admin', body: () => ({ read: true }) },
  { method: 'POST', url: '/api/images/search-text', who: 'admin', body: () => ({ query: 'brake' }) },
  { method: 'POST', url: '/api/images/apply-stock-image', who: 'admin', body: () => ({ productId: product.id, imageUrl: '/images/parts/brakes-suspension.svg' }) },
  { method: 'POST', url: '/api/admin/inventory/bulk', who: 'admin', body: () => ({ ids: [product.id], action: 'in_stock' }) },
  { method: 'PUT', url: '/api/admin/part-requests/:id/supplier', who: 'admin', body: () => ({ supplierId: null }) },
  { method: 'PUT', url: '/api/admin/suppliers/:name', who: 'admin', body: () => supplierBody() },
  { method: 'POST', url: '/api/admin/suppliers', who: 'admin', body: () => supplierBody() },
];

function supplierBody() {
  return {
    name: `Sweep Supplier ${uniqueEmail()}`,
    website: 'https://sweep.example.com',
    location: 'Kobe',
    country: 'Japan',
    specialties: 'Brake pads',
    description: 'Brake parts',
    contactInfo: { email: 'sales@example.com', phone: '+81 78-555-0100', whatsapp: '' },
    shippingInfo: { shipsWorldwide: true, shippingMethods: 'DHL', estimatedDays: '7-14' },
    paymentMethods: 'Wire transfer',
    languages: 'English',
    rating: '4.5',
    verified: true,
    partType: 'auto',
    brands: 'Akebono',
  };
}

// ---- what a zod schema expects, read from its definition (zod 4 keeps it in _zod.def) ----------------

/** 'choice': a string from a fixed list (an enum) or of a format (a date), where any other word is wrong. */
type Kind = 'string' | 'choice' | 'number' | 'boolean' | 'object' | 'array' | 'null' | 'any';
type Field = { path: Array<string | number>; kinds: Set<Kind> };
type ZodLike = { _zod: { def: Record<string, unknown> & { type: string } } };

function kindsOf(schema: unknown, path: Array<string | number>, fields: Field[], depth = 0): Set<Kind> {
  const def = (schema as ZodLike)._zod.def;
  const inner = (s: unknown) => kindsOf(s, path, fields, depth);
  switch (def.type) {
    case 'enum':
      return new Set(['string', 'choice']);
    case 'string':
      // A string of a format (e-mail, date, uuid, url…) is as closed as a list.
      return new Set(def.format ? ['string', 'choice'] : ['string']);
    case 'template_literal':
      return new Set(['string']);
    case 'number':
    case 'int':
    case 'bigint':
      return new Set(['number']);
    case 'boolean':
      return new Set(['boolean']);
    case 'null':
      return new Set(['null']);
    case 'literal':
      return new Set((def.values as unknown[]).map((v) => (v === null ? 'null' : (typeof v as Kind))));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner(def.innerType);
    case 'nullable':
      return new Set([...inner(def.innerType), 'null']);
    case 'pipe': {
      // z.preprocess(fn, s) is pipe(transform, s); s.transform(fn) is pipe(s, transform). The schemas'
      // preprocessors read a form's blank (null, '') as "none", so null is no wrong type behind one.
      // A list behind one also takes the form's comma-separated text.
      if ((def.in as ZodLike)._zod.def.type === 'transform') {
        const kinds = inner(def.out);
        return new Set([...kinds, 'null', ...(kinds.has('array') ? (['string'] as const) : [])]);
      }
      return inner(def.in);
    }
    case 'union':
      return new Set((def.options as unknown[]).flatMap((o) => [...kindsOf(o, path, fields, depth)]));
    case 'intersection':
      return new Set([...inner(def.left), ...inner(def.right)]);
    case 'object': {
      if (depth < 3) {
        for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
          const childPath = [...path, key];
          const kinds = kindsOf(child, childPath, fields, depth + 1);
          fields.push({ path: childPath, kinds });
        }
      }
      return new Set(['object']);
    }
    case 'array':
      if (depth < 3) kindsOf(def.element, [...path, 0], fields, depth + 1);
      return new Set(['array']);
    default:
      return new Set(['any']);
  }
}

/** Whether a value of this kind is wrong for the field: of a kind it does not take, or a word off its list. */
function isWrong(field: Field, kind: Kind): boolean {
  return !field.kinds.has(kind) || (kind === 'string' && field.kinds.has('choice'));
}

function fieldsOf(schema: unknown): Field[] {
  if (!schema || !(schema as Partial<ZodLike>)._zod) return [];
  const fields: Field[] = [];
  kindsOf(schema, [], fields);
  return fields;
}

function withValue(body: Record<string, unknown>, path: Array<string | number>, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (at[key] === null || typeof at[key] !== 'object') at[key] = typeof key === 'number' ? [] : {};
    at = at[key] as Record<string | number, unknown>;
  }
  at[path[path.length - 1]!] = value;
  return copy;
}

function objectAt(path: Array<string | number>, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const child = objectAt(rest, value);
  return typeof head === 'number' ? [child] : { [head]: child };
}

// ---- the requests ---------------------------------------------------------------------------------------

/** A real row for a path parameter, so a bad body reaches the body's validation and not a 404. */
async function realParam(url: string, name: string): Promise<string | undefined> {
  const one = async (query: ReturnType<typeof sql>) => (await rows<{ v: string | number }>(t, query))[0]?.v?.toString();
  if (name === 'orderNumber') return one(sql`select order_number as v from orders limit 1`);
  if (name === 'requestNumber') return one(sql`select request_number as v from part_requests limit 1`);
  if (name === 'name') return one(sql`select name as v from suppliers limit 1`).then((n) => n && encodeURIComponent(n));
  if (name === 'filename') return one(sql`select filename as v from gallery_images limit 1`);
  if (name === 'productId' || url.includes('/inventory/')) return one(sql`select id as v from inventory_products limit 1`);
  if (url.includes('/carousel/')) return one(sql`select id as v from carousel_items limit 1`);
  if (url.startsWith('/api/parts/')) return one(sql`select id as v from parts limit 1`);
  if (url.startsWith('/api/garage/')) return one(sql`select id as v from garage_vehicles limit 1`);
  if (url.includes('/messages/')) return one(sql`select id as v from contact_messages limit 1`);
  // Every other :id names a part request (/api/user-requests/:id, /api/admin/send-quote/:id, …).
  if (name === 'id') return one(sql`select id as v from part_requests limit 1`);
  return undefined;
}

async function realParams(url: string): Promise<Record<string, string>> {
  const real: Record<string, string> = {};
  for (const name of paramNames(url)) {
    const v = await realParam(url, name);
    if (v !== undefined) real[name] = v;
  }
  return real;
}

function fillParams(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => values[name] ?? 'zz-not-a-thing');
}

const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const isMutating = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

async function probesFor(route: Route, who: Who): Promise<Probe[]> {
  const probes: Probe[] = [];
  const mutating = isMutating(route.method);
  const add = (label: string, inject: Omit<InjectOptions, 'method'>, extra: Pick<Probe, 'okIfServed' | 'capField'> = {}) =>
    probes.push({ label: `${route.method} ${route.url} as ${who}: ${label}`, who, inject: { method: route.method as 'GET', ...inject }, ...extra });

  const names = paramNames(route.url);
  const real = await realParams(route.url);
  // A route without a body schema acts on its path alone (DELETE, photo reads): only bad params for it.
  const safeUrl = route.schema.body || !mutating ? fillParams(route.url, real) : fillParams(route.url, {});

  for (const name of names) {
    for (const bad of BAD_PARAMS) add(`param ${name}=${bad.slice(0, 24)}`, { url: fillParams(route.url, { ...real, [name]: bad }) });
  }

  const qFields = fieldsOf(route.schema.querystring);
  if (route.schema.querystring) {
    add('unknown query field', { url: `${safeUrl}?zzUnknown=1` });
    for (const f of qFields.filter((x) => x.path.length === 1)) {
      const key = String(f.path[0]);
      add(`query ${key} 10k long`, { url: `${safeUrl}?${key}=${LONG}` });
      add(`query ${key} repeated`, { url: `${safeUrl}?${key}=1&${key}=2` });
      add(`query ${key} nested`, { url: `${safeUrl}?${key}[a]=1` });
      // A plain word may be a fine search and an empty box means "any": those only must not fail.
      for (const v of ['abc', '-1', '2147483648', '99999999999999999999', '1e400']) {
        if (!f.kinds.has('string') || (f.kinds.has('choice') && v === 'abc')) add(`query ${key}=${v}`, { url: `${safeUrl}?${key}=${v}` });
      }
      for (const v of ['', '%00', 'a%00b', '%C0%AF', '%EF%BF%BF']) add(`query ${key}=${v}`, { url: `${safeUrl}?${key}=${v}` }, { okIfServed: true });
    }
  }
  for (const q of BAD_QUERIES) add(`odd query ${q.slice(0, 20)}`, { url: `${safeUrl}?${q}` }, { okIfServed: !route.schema.querystring });

  if (mutating) {
    const json = { 'content-type': 'application/json' };
    add('malformed JSON', { url: safeUrl, headers: json, payload: '{"a":' });
    add('empty JSON', { url: safeUrl, headers: json, payload: '' });
    // Well-formed JSON that is not the body the route reads; a route that reads no body may ignore it.
    const ignorable = { okIfServed: !route.schema.body };
    add('JSON array', { url: safeUrl, headers: json, payload: '[1,2]' }, ignorable);
    add('JSON null', { url: safeUrl, headers: json, payload: 'null' }, ignorable);
    add('JSON string', { url: safeUrl, headers: json, payload: '"hello"' }, ignorable);
    add('JSON number', { url: safeUrl, headers: json, payload: '42' }, ignorable);
    add('__proto__ key', { url: safeUrl, headers: json, payload: '{"__proto__":{"isAdmin":true}}' });
    add('constructor.prototype key', { url: safeUrl, headers: json, payload: '{"constructor":{"prototype":{"isAdmin":true}}}' }, ignorable);
    add('unknown field', { url: safeUrl, payload: { zzUnknown: 'x' } }, ignorable);
    add('JSON said to be UTF-16', { url: safeUrl, headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{"zzUnknown":1}' }, ignorable);
    add('a JSON-like media type', { url: safeUrl, headers: { 'content-type': 'application/vnd.api+json' }, payload: '{"zzUnknown":1}' }, ignorable);
    add('text/plain', { url: safeUrl, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    add('form-urlencoded', { url: safeUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' });
    add('multipart without boundary', { url: safeUrl, headers: { 'content-type': 'multipart/form-data' }, payload: 'junk' });
    const form = multipart([{ name: 'zzUnknown', value: LONG }]);
    add('multipart with an unknown field', { url: safeUrl, ...form });
    add('multipart cut short', { url: safeUrl, headers: form.headers, payload: form.payload.subarray(0, 200) });
    add('multipart of garbage', { url: safeUrl, headers: form.headers, payload: 'not a form at all' });
    add('multipart with an empty body', { url: safeUrl, headers: form.headers, payload: '' });
    // The gallery upload reads its form by hand: a real photo, with a description that must be refused.
    for (const description of ['Corolla\u0000 bumper', LONG]) {
      const upload = multipart([
        { name: 'description', value: description },
        { name: UPLOAD_PHOTOS_FIELD, value: TINY_PNG, filename: 'bumper.png', contentType: 'image/png' },
      ]);
      add(`multipart photo with a ${description.length > 100 ? '10k long' : 'NUL-bearing'} description`, { url: safeUrl, ...upload });
    }
    // Headers a route reads (Stripe's signature): made up, or 10,000 characters long.
    for (const f of fieldsOf(route.schema.headers).filter((x) => x.path.length === 1)) {
      for (const value of ['t=1,v1=deadbeef', LONG]) {
        add(`header ${f.path[0]}: ${value.slice(0, 16)}`, { url: safeUrl, headers: { ...json, [f.path[0]!]: value }, payload: '{"id":"evt_1","type":"payment_intent.succeeded"}' });
      }
    }
    add('JSON nested 5,000 deep', { url: safeUrl, headers: json, payload: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}` }, ignorable);
    add('over 1 MB', { url: safeUrl, headers: json, payload: JSON.stringify({ a: 'x'.repeat(1024 * 1024 + 10) }) });

    for (const f of fieldsOf(route.schema.body)) {
      const at = f.path.join('.');
      if (f.kinds.has('any')) continue;
      for (const w of WRONG_VALUES.filter((x) => isWrong(f, x.kind))) {
        add(`body ${at} = ${JSON.stringify(w.value)}`, { url: safeUrl, payload: objectAt(f.path, w.value) as object });
      }
      if (f.kinds.has('string')) add(`body ${at} 10k long`, { url: safeUrl, payload: objectAt(f.path, LONG) as object }, { capField: at });
    }

    const good = GOOD_BODIES.find((g) => g.method === route.method && g.url === route.url);
    if (good) {
      add('valid body and an unknown field', { url: safeUrl, payload: { ...good.body(), zzUnknown: 'x' } });
      const nulInForm = JSON.stringify(withValue(good.body(), [Object.keys(good.body())[0]!], 'Kingston\u0000 11'));
      add('valid body with a NUL byte, sent as a form', { url: safeUrl, ...multipart([{ name: 'request', value: nulInForm }]) });
      // Sent as a form (a part request with its photo): the body is fine, the photo part is not. (An empty
      // photo file is a browser's "no file chosen", and the body may come as a file: both are accepted.)
      const request = { name: 'request', value: JSON.stringify(good.body()) };
      const photo = { name: 'photo', value: TINY_PNG, filename: 'pads.png', contentType: 'image/png' };
      const forms: Array<[string, Parameters<typeof multipart>[0]]> = [
        ['a photo that is text', [request, { name: 'photo', value: 'just words' }]],
        ['a photo file that is not an image', [request, { ...photo, value: Buffer.from('not an image at all') }]],
        ['two photos', [request, photo, photo]],
        ['the body twice', [request, request]],
        ['the body cut short', [{ ...request, value: request.value.slice(0, -1) }]],
      ];
      for (const [label, parts] of forms) add(`valid body sent as a form with ${label}`, { url: safeUrl, ...multipart(parts) });
    }
    for (const f of good ? fieldsOf(route.schema.body) : []) {
      const at = f.path.join('.');
      if (f.kinds.has('any')) continue;
      for (const w of WRONG_VALUES.filter((x) => isWrong(f, x.kind))) {
        add(`valid body but ${at} = ${JSON.stringify(w.value)}`, { url: safeUrl, payload: withValue(good!.body(), f.path, w.value) });
      }
      // Numbers past any sane amount, count or id: past PostgreSQL's integer, a double's range, negative.
      if (f.kinds.has('number')) {
        for (const n of [2 ** 31, 1e20, -1e20, Number.MAX_VALUE]) add(`valid body but ${at} = ${n}`, { url: safeUrl, payload: withValue(good!.body(), f.path, n) });
      }
      // A list of thousands (order lines, photos, product ids): every list has a cap.
      if (f.kinds.has('array')) {
        const sample = (good!.body() as Record<string, unknown>)[String(f.path[0])];
        const one: unknown = Array.isArray(sample) && f.path.length === 1 ? sample[0] : undefined;
        const many = Array.from({ length: 5000 }, (_, i) => (typeof one === 'object' && one !== null ? { ...one } : `m${i}`));
        add(`valid body but ${at} with 5,000 entries`, { url: safeUrl, payload: withValue(good!.body(), f.path, many) });
      }
      if (f.kinds.has('choice')) {
        for (const day of ['2026-02-30', '0000-00-00', '2026-13-01T00:00:00Z']) add(`valid body but ${at} = ${day}`, { url: safeUrl, payload: withValue(good!.body(), f.path, day) });
      }
      if (!f.kinds.has('string')) continue;
      add(`valid body but ${at} 10k long`, { url: safeUrl, payload: withValue(good!.body(), f.path, LONG) }, { capField: at });
      add(`valid body but ${at} 2,000 short entries`, { url: safeUrl, payload: withValue(good!.body(), f.path, MANY_ENTRIES) });
      add(`valid body but ${at} with a NUL byte`, { url: safeUrl, payload: withValue(good!.body(), f.path, 'Kingston\u0000 11') });
    }
  }
  return probes;
}

type Answer = { probe: Probe; res: LightMyRequestResponse };

async function send(probe: Probe): Promise<Answer> {
  const inject = probe.inject;
  const cookie = cookies[probe.who];
  const res = await t.app.inject({
    ...inject,
    remoteAddress: freshIp(),
    headers: { ...(inject.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
  });
  return { probe, res };
}

/** What is wrong with an answer to bad input; '' when it is a fine refusal. */
function verdict({ probe, res }: Answer): string {
  const status = res.statusCode;
  if (status < 400 && probe.okIfServed) return '';
  if (status < 400 || status >= 500) return `answered ${status}: ${res.body.slice(0, 200)}`;
  if (!/^application\/json/.test(String(res.headers['content-type']))) return `${status} is not JSON (${res.headers['content-type']})`;
  // Every answer can be found in the logs by its id, and none may be sniffed as another type.
  if (!res.headers['x-request-id']) return `${status} without an x-request-id`;
  if (res.headers['x-content-type-options'] !== 'nosniff') return `${status} without x-content-type-options: nosniff`;
  if (probe.inject.method === 'HEAD') return ''; // no body to read; the headers said JSON
  let body: { message?: unknown; issues?: unknown };
  try {
    body = res.json();
  } catch {
    return `${status} body does not parse: ${res.body.slice(0, 120)}`;
  }
  if (typeof body.message !== 'string' || body.message === '') return `${status} without a message: ${res.body.slice(0, 200)}`;
  if (!Array.isArray(body.issues)) return `${status} without issues: ${res.body.slice(0, 200)}`;
  if (/at .*\.(ts|js):\d|\bselect\b.*\bfrom\b|\binsert into\b/i.test(res.body)) return `${status} leaks internals: ${res.body.slice(0, 200)}`;
  if (probe.capField && status === 400) {
    // A list field names the entry that is too long (specialties.0).
    const named = (body.issues as Array<{ path: string }>).some((i) => i.path === probe.capField || i.path.startsWith(`${probe.capField}.`));
    if (!named) return `10,000 characters in ${probe.capField} are not refused: ${res.body.slice(0, 300)}`;
  }
  return '';
}

/**
 * Every row of every table, as one fingerprint per table: a refused call must leave them all alone. Except
 * the attempt counts (rate_limit_hits, on PostgreSQL): a limit counts every attempt, refused ones included,
 * or a script could probe without limit by sending bad input.
 */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    t,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limit_hits' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: string; h: string }>(
      t,
      sql.raw(`select count(*)::text as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${name}" x`),
    );
    out[name] = `${row!.n}:${row!.h}`;
  }
  return out;
}

beforeAll(async () => {
  // The web app is served as in production, so an /api path that fell through to it would show as HTML.
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-sweep-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Yaad Parts</title><div id="root"></div>');
  // OCR is an outside engine (tesseract); a photo that slipped through would only be queued for it.
  // Card payments are on, so Stripe's webhook checks its signature; the API address goes nowhere, as no
  // refused request may ever reach Stripe.
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_sweep', STRIPE_PUBLISHABLE_KEY: 'pk_test_sweep', STRIPE_WEBHOOK_SECRET: 'whsec_sweep', STRIPE_API_URL: 'http://127.0.0.1:9' };
  t = await createTestApp({ seeded: true, webDir, env: stripe, deps: { ocr: { read: async () => '', close: async () => {} }, onRoute: (route) => void registered.push(route) } });
  const admin = await signUp(t.app);
  const customer = await signUp(t.app);
  if (admin.json.user.role !== 'admin' || customer.json.user.role === 'admin') throw new Error('the first account should be the admin');
  cookies = { guest: undefined, customer: customer.cookie, admin: admin.cookie };

  // One of each thing a path can name, so bad bodies are checked against real rows.
  customerEmail = customer.email;
  product = await shelfProduct(t);
  await placeOrder(t, [product]);
  const request = await t.app.inject({ method: 'POST', url: '/api/part-requests', payload: autoRequest(), headers: { cookie: customer.cookie } });
  if (request.statusCode !== 201) throw new Error(`part request: ${request.statusCode} ${request.body}`);
  vehicleModelId = (await rows<{ id: number }>(t, sql`select id from vehicle_models order by id limit 1`))[0]!.id;
  categoryId = (await rows<{ id: number }>(t, sql`select id from categories order by id limit 1`))[0]!.id;
  await t.app.inject({ method: 'POST', url: '/api/garage', payload: { modelId: vehicleModelId, year: 2015 }, headers: { cookie: customer.cookie } });
  await t.app.inject({ method: 'POST', url: '/api/contact', payload: GOOD_BODIES.find((g) => g.url === '/api/contact')!.body() });

  routes = [];
  const seen = new Set<string>();
  for (const r of registered) {
    for (const method of Array.isArray(r.method) ? r.method : [r.method]) {
      const key = `${method} ${r.url}`;
      if (method === 'HEAD' || !r.url.startsWith('/api') || seen.has(key)) continue;
      seen.add(key);
      // A parameter may carry the pattern its route matches (`:id(^\\d+$)`); the sweep fills the name alone.
      routes.push({ method, url: r.url.replace(/:(\w+)\([^)]*\)/g, ':$1'), schema: (r.schema ?? {}) as Route['schema'] });
    }
  }
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('every /api route refuses bad input with a clear 4xx and writes nothing', () => {
  it('finds the routes from the app itself', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect(keys.length).toBeGreaterThan(40);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/auth/signup',
        'POST /api/orders',
        'POST /api/part-requests',
        'PUT /api/admin/part-requests/:id',
        'POST /api/admin/upload-photos',
        'PUT /api/admin/suppliers/:name',
      ]),
    );
  });

  it('refuses unknown fields in every body, query and params schema (strict objects)', () => {
    const loose: string[] = [];
    for (const route of routes) {
      for (const part of ['body', 'querystring', 'params'] as const) {
        const schema = route.schema[part];
        if (!schema || !(schema as Partial<ZodLike>)._zod) continue;
        let def = (schema as ZodLike)._zod.def;
        // Unwrap what wraps the object itself: refinements keep the type, pipes and defaults do not.
        while (['pipe', 'optional', 'default', 'nullable'].includes(def.type)) {
          const next = (def.type === 'pipe' ? ((def.in as ZodLike)._zod.def.type === 'transform' ? def.out : def.in) : def.innerType) as ZodLike;
          def = next._zod.def;
        }
        if (def.type !== 'object') continue;
        const catchall = def.catchall as ZodLike | undefined;
        if (catchall?._zod.def.type !== 'never') loose.push(`${route.method} ${route.url} ${part}`);
      }
    }
    expect(loose).toEqual([]);
  });

  it('answers every bad request with a JSON 4xx and { message, issues }, and nothing is written', async () => {
    // Who may call each route: a guest is refused with 401 where a sign-in is needed, a customer with 403
    // where staff are. Each route is then swept as the least user it lets through.
    const problems: string[] = [];
    const plan: Array<{ route: Route; who: Who }> = [];
    for (const route of routes) {
      // Signing out is the one call that acts on no input at all: sent signed in, it would end the session.
      if (route.url.includes('logout')) {
        plan.push({ route, who: 'guest' });
        continue;
      }
      const url = fillParams(route.url, {});
      // A malformed body and placeholder params: refused by the gate, the parser or the params, never served.
      const inject = { method: route.method as 'GET', url, headers: { 'content-type': 'application/json' }, payload: '{"a":' };
      const asGuest = await send({ label: `${route.method} ${route.url} as guest: gate`, who: 'guest', inject, okIfServed: !isMutating(route.method) });
      const asCustomer = await send({ label: `${route.method} ${route.url} as customer: gate`, who: 'customer', inject, okIfServed: !isMutating(route.method) });
      for (const a of [asGuest, asCustomer]) {
        const v = verdict(a);
        if (v) problems.push(`${a.probe.label}: ${v}`);
      }
      const who: Who = asCustomer.res.statusCode === 403 ? 'admin' : asGuest.res.statusCode === 401 ? 'customer' : 'guest';
      plan.push({ route, who });
    }

    const before = await fingerprint();
    let sent = 0;
    for (const { route, who } of plan) {
      const answers = [];
      for (const probe of await probesFor(route, who)) answers.push(await send(probe));
      sent += answers.length;
      for (const a of answers) {
        const v = verdict(a);
        if (v) problems.push(`${a.probe.label}: ${v}`);
      }
    }

    // A wrong method on every path: 405 (or 404) in JSON, never the web app and never a 500.
    const byPath = new Map<string, Set<string>>();
    for (const r of routes) byPath.set(r.url, (byPath.get(r.url) ?? new Set()).add(r.method));
    for (const [url, methods] of byPath) {
      for (const method of METHODS) {
        if (methods.has(method)) continue;
        for (const who of ['guest', 'admin'] as const) {
          // Digits for an id: a product's address takes nothing else, so any other text is simply not a path.
          const concrete = fillParams(url, { id: '1' });
          const a = await send({ label: `${method} ${url} as ${who}: wrong method`, who, inject: { method, url: concrete } });
          sent += 1;
          // 405 naming the methods that work, unless another route's pattern takes this method and path
          // (a GET where a parametric GET route takes the path): then that route's 4xx.
          const other = t.app.findRoute({ method, url: concrete });
          const v = verdict(a);
          if (v) problems.push(`${a.probe.label}: ${v}`);
          else if ((!other || '*' in (other.params ?? {})) && (a.res.statusCode !== 405 || !a.res.headers.allow)) {
            problems.push(`${a.probe.label}: answered ${a.res.statusCode} (allow: ${a.res.headers.allow}), not 405`);
          }
        }
      }
    }

    // Paths no route has: a JSON 404 (or 400 for a broken escape), never the web app's index.html.
    const unknown = ['/api', '/api/', '/api?x=1', '/api/?x=1', '/api/no-such-thing', '/api/no-such-thing?x=1', '/api/admin/no-such-thing', '/api/auth', '/api/%E0%A4%A', '/api/parts/1/extra'];
    for (const url of unknown) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'] as const) {
        const a = await send({ label: `${method} ${url} as guest: unknown path`, who: 'guest', inject: { method, url } });
        sent += 1;
        const v = verdict(a);
        if (v) problems.push(`${a.probe.label}: ${v}`);
        else if (a.res.statusCode !== (url.includes('%E0') ? 400 : 404)) problems.push(`${a.probe.label}: answered ${a.res.statusCode}, not 404`);
      }
    }

    const after = await fingerprint();
    const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
    expect(problems).toEqual([]);
    expect(changed, 'tables written by refused requests').toEqual([]);
    console.info(`bad-input sweep: ${routes.length} routes, ${sent} requests`);
  }, 120_000);

  it("answers a signed Stripe event it cannot use with a 2xx or a JSON 4xx, never a 500", async () => {
    // Signed as Stripe signs (HMAC-SHA256 of "<time>.<body>"), so each body gets past the signature check.
    const events = [
      'not json',
      '[]',
      '{}',
      '{"id":"evt_sweep_1"}',
      '{"id":"evt_sweep_2","type":"payment_intent.succeeded"}',
      '{"id":"evt_sweep_3","type":"payment_intent.succeeded","data":null}',
      '{"id":"evt_sweep_4","type":"payment_intent.succeeded","data":{"object":{}}}',
      '{"id":"evt_sweep_5","type":"payment_intent.payment_failed","data":{"object":{"id":7,"metadata":"x"}}}',
      '{"id":"evt_sweep_6","type":"payment_intent.canceled","data":{"object":{"id":"pi_x","metadata":{"orderId":"not-a-uuid"}}}}',
      '{"id":"evt_sweep_7","type":"payment_intent.succeeded","data":{"object":{"id":"pi_x","amount":"lots","currency":null,"metadata":{"orderId":null}}}}',
      `{"id":"${'e'.repeat(10_000)}","type":"${'t'.repeat(10_000)}"}`,
    ];
    const problems: string[] = [];
    for (const payload of events) {
      const at = Math.floor(Date.now() / 1000);
      const v1 = crypto.createHmac('sha256', 'whsec_sweep').update(`${at}.${payload}`).digest('hex');
      const a = await send({
        label: `POST /api/stripe/webhook, signed: ${payload.slice(0, 60)}`,
        who: 'guest',
        inject: { method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': `t=${at},v1=${v1}` }, payload },
        okIfServed: true,
      });
      const v = verdict(a);
      if (v) problems.push(`${a.probe.label}: ${v}`);
    }
    expect(problems).toEqual([]);
  });

  it('was spoiling bodies that are otherwise accepted', async () => {
    for (const g of GOOD_BODIES) {
      expect(routes.some((r) => r.method === g.method && r.url === g.url), `${g.method} ${g.url} is registered`).toBe(true);
      const url = fillParams(g.url, await realParams(g.url));
      const { res } = await send({ label: '', who: g.who, inject: { method: g.method, url, payload: g.body() } });
      expect(res.statusCode, `${g.method} ${g.url}: ${res.body}`).toBeLessThan(300);
    }
  });
});
