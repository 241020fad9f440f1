import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedRequest, autoRequest, freshIp, multipart, quotedRequest, setBankAccount, submit } from '../support/part-requests';
import { placeOrder, shelfProduct } from '../support/shop-orders';
import { createTestApp, signUp, type TestApp } from '../support/test-app';

// The second audit's findings on input the API must refuse by name (never a 500), and on the published
// document telling the truth about what the validator takes. Each test failed before its fix.

/** Above nothing, below one cent: it passed the old checks and was stored as 0 cents. */
const TINY = 0.000000001;
const ABOVE_INT4 = 2_147_483_648;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let owner: Awaited<ReturnType<typeof signUp>>;
let doc: { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; parameters?: unknown[] }>> };

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  admin = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' });
  owner = await signUp(t.app, { firstName: 'Dwayne', lastName: 'Reid' });
  // Bank transfer is offered once the store's bank account is given.
  await setBankAccount(t, admin.cookie);
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, remoteAddress: freshIp(), ...(payload === undefined ? {} : { payload: payload as string }) });
const staff = (method: Method, url: string, payload?: unknown) => as(admin.cookie, method, url, payload);
const bodySchema = (path: string, method: string, type = 'application/json') => doc.paths[path]![method]!.requestBody!.content[type]!.schema as { properties: Record<string, Record<string, unknown>>; required?: string[] };

/** An announced bank transfer of a request's deposit, and a confirmed one. */
async function transfer() {
  const req = await acceptedRequest(t, admin.cookie, { cookie: owner.cookie });
  const form = multipart([{ name: 'amount', value: 'deposit' }]);
  const res = await t.app.inject({ method: 'POST', url: `/api/user-requests/${req.id}/bank-transfer`, headers: { ...form.headers, cookie: owner.cookie }, payload: form.payload, remoteAddress: freshIp() });
  expect(res.statusCode, res.body).toBe(201);
  return { req, payment: res.json() as { id: string } };
}

describe('second audit item 12: no input answers 500', () => {
  it('second audit item 12: an amount above 0 but below one cent is refused by name on each of the 7 staff money routes', async () => {
    const category = (await as(undefined, 'GET', '/api/categories')).json() as Array<{ id: number; kind?: string }>;
    const product = { name: 'Brake pads', categoryId: category[0]!.id, brand: 'Bosch', price: 2500, stockCount: 3, compatibility: 'Corolla' };
    const created = await staff('POST', '/api/admin/inventory', product);
    expect(created.statusCode, created.body).toBe(201);
    const productId = (created.json() as { id: number }).id;
    const req = await submit(t, autoRequest());
    const order = await placeOrder(t, [await shelfProduct(t)]);
    const { req: paidRequest, payment } = await transfer();
    const confirmed = (await transfer()).payment;
    expect((await staff('POST', `/api/admin/payments/${confirmed.id}/confirm`, { amountReceived: 100, acceptDifference: true })).statusCode).toBe(200);

    const cases: Array<[Method, string, Record<string, unknown>, string, string]> = [
      ['POST', '/api/admin/inventory', { ...product, price: TINY }, 'price', 'Price must be at least J$0.01'],
      ['PUT', `/api/admin/inventory/${productId}`, { ...product, price: TINY }, 'price', 'Price must be at least J$0.01'],
      ['PUT', `/api/admin/part-requests/${req.id}`, { supplierCostUsd: TINY }, 'supplierCostUsd', 'Paid to the supplier must be at least US$0.01'],
      ['POST', `/api/admin/part-requests/${paidRequest.id}/payments`, { method: 'cash', amount: TINY }, 'amount', 'Amount must be at least J$0.01'],
      ['POST', `/api/admin/orders/${order.orderNumber}/payments`, { method: 'cash', amount: TINY }, 'amount', 'Amount must be at least J$0.01'],
      ['POST', `/api/admin/payments/${payment.id}/confirm`, { amountReceived: TINY }, 'amountReceived', 'Amount received must be at least J$0.01'],
      ['POST', `/api/admin/payments/${confirmed.id}/refund`, { amount: TINY, reason: 'Part came cheaper' }, 'amount', 'Refund amount must be at least J$0.01'],
    ];
    const answers = [];
    for (const [method, url, body, path, message] of cases) {
      const res = await staff(method, url, body);
      answers.push({ route: `${method} ${url}`, status: res.statusCode, issue: res.json().issues?.find((i: { path: string }) => i.path === path)?.message });
      expect(answers.at(-1), res.body).toEqual({ route: `${method} ${url}`, status: 400, issue: expect.stringContaining(message) });
    }
    // Whole cents go through: the rule is one cent, not a round number.
    expect((await staff('POST', `/api/admin/payments/${confirmed.id}/refund`, { amount: 0.01, reason: 'One cent back' })).statusCode).toBe(201);
  });

  it('second audit item 12: a staff payment past what a record can hold is a 400 or 409 by name, not a 500', async () => {
    const req = await acceptedRequest(t, admin.cookie, { cookie: owner.cookie });
    // J$50,000,000 passed the old cap and is 5,000,000,000 cents: past the ledger's integer column.
    const huge = await staff('POST', `/api/admin/part-requests/${req.id}/payments`, { method: 'cash', amount: 50_000_000 });
    expect(huge.statusCode, huge.body).toBe(400);
    expect(huge.json().issues).toEqual([{ path: 'amount', message: 'Amount must be at most J$20,000,000' }]);
    // Under the cap each, but adding up past what one request can have received.
    expect((await staff('POST', `/api/admin/part-requests/${req.id}/payments`, { method: 'cash', amount: 20_000_000 })).statusCode).toBe(201);
    const more = await staff('POST', `/api/admin/part-requests/${req.id}/payments`, { method: 'cash', amount: 20_000_000 });
    expect(more.statusCode, more.body).toBe(409);
    expect(more.json().message).toMatch(/more than one record can hold \(J\$21,474,836\.47\): check the amount$/);
  });

  it('second audit item 12: an exchange rate below one cent is a 400 and is never saved as 0; the public rates and part prices stay right', async () => {
    const before = (await as(undefined, 'GET', '/api/landed-cost-rates')).json() as Record<string, unknown>;
    const { id: _id, updatedAt: _updatedAt, ...rates } = before;
    const res = await staff('PUT', '/api/admin/landed-cost-rates', { ...rates, exchangeRateJmd: TINY });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues[0]).toEqual({ path: 'exchangeRateJmd', message: 'Exchange rate must be at least J$0.01 per US$1' });
    const after = await as(undefined, 'GET', '/api/landed-cost-rates');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ exchangeRateJmd: before.exchangeRateJmd });
    expect(before.exchangeRateJmd).toBeGreaterThan(1);
    const parts = await as(undefined, 'GET', '/api/parts?limit=1');
    expect(parts.statusCode, parts.body).toBe(200);
  });

  it('second audit item 12: ids above 2,147,483,647 are a 400 naming the field, on inventory bulk and on answering a quote', async () => {
    const bulk = await staff('POST', '/api/admin/inventory/bulk', { ids: [ABOVE_INT4], action: 'in_stock' });
    expect(bulk.statusCode, bulk.body).toBe(400);
    expect(bulk.json().issues).toEqual([{ path: 'ids.0', message: 'Each product id must be a whole number from 1 to 2,147,483,647' }]);

    const quoted = await quotedRequest(t, admin.cookie, { cookie: owner.cookie });
    const answer = await as(owner.cookie, 'POST', `/api/user-requests/${quoted.id}/respond`, { decision: 'accept', optionId: ABOVE_INT4, acceptTerms: true });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().issues).toEqual([{ path: 'optionId', message: 'Choose one of the options' }]);

    for (const url of [`/api/admin/inventory/${ABOVE_INT4}`, `/api/admin/carousel/${ABOVE_INT4}`]) {
      const res = await staff(url.includes('carousel') ? 'DELETE' : 'GET', url);
      expect(`${url} ${res.statusCode} ${res.json().message}`).toBe(`${url} 400 Id must be a whole number from 1 to 2,147,483,647`);
    }
  });
});

describe('second audit item 13: the published API tells the truth', () => {
  it('second audit item 13: the bank-transfer form documents amount as deposit, balance or full, as the server takes it', async () => {
    for (const path of ['/api/user-requests/{id}/bank-transfer', '/api/part-requests/track/{requestNumber}/bank-transfer']) {
      for (const type of ['multipart/form-data', 'application/json']) {
        expect(bodySchema(path, 'post', type).properties.amount, `${path} ${type}`).toMatchObject({ enum: ['deposit', 'balance', 'full'] });
      }
    }
    const req = await acceptedRequest(t, admin.cookie, { cookie: owner.cookie });
    const form = multipart([{ name: 'amount', value: '12500' }]);
    const res = await t.app.inject({ method: 'POST', url: `/api/user-requests/${req.id}/bank-transfer`, headers: { ...form.headers, cookie: owner.cookie }, payload: form.payload, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose deposit, balance or full');
  });

  it('second audit item 13: the document carries the rules the validator applies (ranges, enums and patterns, required fields), one per operation that was looser', () => {
    type Op = { parameters?: Array<{ name: string; in: string; schema: Record<string, unknown> }>; requestBody?: { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>>; required?: string[] } }> } };
    const op = (method: string, path: string) => doc.paths[path]![method] as Op;
    const param = (method: string, path: string, name: string) => op(method, path).parameters!.find((p) => p.name === name)!.schema;
    const field = (method: string, path: string, name: string) => {
      const schema = op(method, path).requestBody!.content['application/json']!.schema;
      const f = schema.properties[name]!;
      return (f.anyOf as Array<Record<string, unknown>> | undefined)?.find((b) => b.type !== 'null') ?? f;
    };
    const required = (method: string, path: string) => op(method, path).requestBody!.content['application/json']!.schema.required ?? [];
    const matches = (schema: Record<string, unknown>, text: string) => new RegExp(String(schema.pattern)).test(text);
    const checks: Array<[string, boolean]> = [
      ['GET /api/parts/{id} refuses id 0 and 2147483648', !matches(param('get', '/api/parts/{id}', 'id'), '0') && !matches(param('get', '/api/parts/{id}', 'id'), '2147483648') && matches(param('get', '/api/parts/{id}', 'id'), '2147483647')],
      ['GET /api/parts/{id}/similar likewise', !matches(param('get', '/api/parts/{id}/similar', 'id'), '2147483648')],
      ['DELETE /api/garage/{id} likewise', !matches(param('delete', '/api/garage/{id}', 'id'), '0')],
      ['GET /api/parts condition is a list of new, used, refurbished', !matches((param('get', '/api/parts', 'condition').anyOf as Array<Record<string, unknown>>)[0]!, 'shiny')],
      ['POST /api/garage year has a maximum', typeof field('post', '/api/garage', 'year').maximum === 'number'],
      ['POST /api/orders currency is JMD', !matches(field('post', '/api/orders', 'currency'), 'usd')],
      ['POST /api/orders customerPhone is required, with its pattern', required('post', '/api/orders').includes('customerPhone') && !matches(field('post', '/api/orders', 'customerPhone'), '12')],
      ['POST /api/create-payment-intent likewise', required('post', '/api/create-payment-intent').includes('customerPhone')],
      ['POST /api/part-requests customerPhone has its pattern', !matches(field('post', '/api/part-requests', 'customerPhone'), '12')],
      ['POST /api/orders Idempotency-Key has its pattern', !matches(param('post', '/api/orders', 'idempotency-key'), 'short')],
      ['POST /api/user-requests/{id}/pay likewise', !matches(param('post', '/api/user-requests/{id}/pay', 'idempotency-key'), 'short')],
      ['POST /api/part-requests/track/{requestNumber}/pay likewise', !matches(param('post', '/api/part-requests/track/{requestNumber}/pay', 'idempotency-key'), 'short')],
      ['POST /api/admin/inventory price is whole cents from 0.01', field('post', '/api/admin/inventory', 'price').minimum === 0.01 && field('post', '/api/admin/inventory', 'price').multipleOf === 0.01],
      ['PUT /api/admin/inventory/{id} imageUrl is one of ours', !matches(field('put', '/api/admin/inventory/{id}', 'imageUrl'), 'https://elsewhere.example/x.png')],
      ['PUT /api/admin/carousel/{id} buttonLink is / or https://', !matches(field('put', '/api/admin/carousel/{id}', 'buttonLink'), 'javascript:alert(1)')],
      ['POST /api/images/download-google-image imageUrl is an http(s) address', field('post', '/api/images/download-google-image', 'imageUrl').format === 'uri'],
      ['POST /api/images/apply-stock-image imageUrl is from the gallery', !matches(field('post', '/api/images/apply-stock-image', 'imageUrl'), 'https://elsewhere.example/x.png')],
      ['DELETE /api/images/delete/{filename} is a name, not a path', !matches(param('delete', '/api/images/delete/{filename}', 'filename'), '..')],
      ['GET /api/admin/part-requests status is a known status', !matches(param('get', '/api/admin/part-requests', 'status'), 'B') && matches(param('get', '/api/admin/part-requests', 'status'), 'Quoted')],
      ['PUT /api/admin/part-requests/{id} status and supplierCostUsd', !matches(field('put', '/api/admin/part-requests/{id}', 'status'), 'x') && field('put', '/api/admin/part-requests/{id}', 'supplierCostUsd').minimum === 0.01],
      ['POST /api/admin/update-request-status/{id} status', !matches(field('post', '/api/admin/update-request-status/{id}', 'status'), 'x')],
      ['POST /api/admin/update-order-status/{id} status', !matches(field('post', '/api/admin/update-order-status/{id}', 'status'), 'x')],
      ['GET /api/suppliers minRating is 0 to 5 in tenths', param('get', '/api/suppliers', 'minRating').maximum === 5 && param('get', '/api/suppliers', 'minRating').multipleOf === 0.1],
      ['POST /api/admin/suppliers rating, website and location', field('post', '/api/admin/suppliers', 'rating').multipleOf === 0.1 && !matches(field('post', '/api/admin/suppliers', 'website'), 'not a site') && typeof field('post', '/api/admin/suppliers', 'location').maxLength === 'number'],
      ['PUT /api/admin/suppliers/{name} likewise', field('put', '/api/admin/suppliers/{name}', 'rating').multipleOf === 0.1],
      ['POST /api/admin/part-requests/{id}/payments amount is J$0.01 to J$20,000,000 in cents', field('post', '/api/admin/part-requests/{id}/payments', 'amount').minimum === 0.01 && field('post', '/api/admin/part-requests/{id}/payments', 'amount').maximum === 20_000_000],
      ['POST /api/admin/payments/{id}/refund likewise', field('post', '/api/admin/payments/{id}/refund', 'amount').minimum === 0.01],
      ['PUT /api/admin/landed-cost-rates exchangeRateJmd from J$0.01', field('put', '/api/admin/landed-cost-rates', 'exchangeRateJmd').minimum === 0.01],
    ];
    expect(checks.filter(([, ok]) => !ok).map(([what]) => what)).toEqual([]);
    // A quote option's part price is required, as the validator says.
    const quote = op('post', '/api/admin/part-requests/{id}/quote').requestBody!.content['application/json']!.schema.properties.options as { items: { required: string[] } };
    expect(quote.items.required).toContain('partPrice');
  });

  it('second audit item 13: GET, PUT and DELETE on /api/admin/inventory/bulk are 405 (use POST), not read as a product id', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await staff(method, '/api/admin/inventory/bulk', method === 'PUT' ? { ids: [1], action: 'delete' } : undefined);
      expect(`${method} ${res.statusCode} ${res.json().message}`).toBe(`${method} 405 ${method} is not allowed here. Use POST.`);
      expect(res.headers.allow).toBe('POST');
    }
  });

  it('second audit item 13: an id of 0 is told the range, not "must be a whole number"; a 16-digit phone is told 7 to 15 digits', async () => {
    const part = await as(undefined, 'GET', '/api/parts/0');
    expect(part.statusCode).toBe(400);
    expect(part.json().message).toBe('Part id must be a whole number from 1 to 2,147,483,647');
    const product = await staff('GET', '/api/admin/inventory/0');
    expect(product.statusCode).toBe(400);
    expect(product.json().message).toBe('Id must be a whole number from 1 to 2,147,483,647');
    const phone = await as(undefined, 'POST', '/api/track-request', { type: 'phone', value: '1234567890123456' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toBe('Please enter your phone number with 7 to 15 digits, e.g. +1-876-123-4567');
  });

  it('second audit item 13: an e-mail whose domain label ends in "-" is refused, as the document says', async () => {
    const res = await as(undefined, 'POST', '/api/auth/signup', { email: 'keisha@kingston-.com', password: 'Montego-bay-brakes-77', firstName: 'Keisha', lastName: 'Campbell' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address');
    const email = bodySchema('/api/auth/signup', 'post').properties.email!;
    expect(new RegExp(String(email.pattern)).test('keisha@kingston-.com')).toBe(false);
    expect(new RegExp(String(email.pattern)).test('keisha@half-way-tree.com.jm')).toBe(true);
  });

  it('second audit item 13: a banner\'s buttonLink and text fields are optional in the document, and priority is a whole number', async () => {
    const banner = bodySchema('/api/admin/carousel', 'post');
    expect(banner.required).toEqual(['title']);
    expect(banner.properties.priority).toMatchObject({ type: 'integer', minimum: 0, maximum: 1_000_000 });
    const high = await staff('POST', '/api/admin/carousel', { title: 'Big sale', priority: 'high' });
    expect(high.statusCode, high.body).toBe(400);
    expect(high.json().issues).toEqual([{ path: 'priority', message: 'Priority must be a whole number from 0 to 1,000,000' }]);
    const bare = await staff('POST', '/api/admin/carousel', { title: 'Just a title' });
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json()).toMatchObject({ priority: 0, buttonLink: '' });
  });
});
