import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalObjectStore } from '../../src/server/lib/storage/object-store';
import { createFileStore } from '../../src/server/lib/storage/uploads';
import { createCustomerRequestService as createPartRequestService } from '../../src/server/features/part-requests/customer-service';
import { isUniqueViolation } from '../../src/server/features/part-requests/repository';
import { PartRequestInputSchema, REQUEST_NUMBER_PATTERN } from '../../src/shared/schemas/part-requests';
import { vehicleYearMax } from '../../src/shared/constants';
import { USED_OPTION, autoRequest, expectOk, freshIp, mails, multipart, phoneRequest, sendQuote, submit, TINY_PNG } from '../support/part-requests';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let categories: Array<{ id: number; name: string; slug: string; type: 'auto' | 'phone' }>;
const photoDir = () => path.join(t.config.uploadsDir, 'part-requests');
const photoFiles = () => (fs.existsSync(photoDir()) ? fs.readdirSync(photoDir()) : []);

beforeAll(async () => {
  t = await createTestApp({ seeded: true, limits: { requestCreatePerIp: 3 } });
  admin = await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' }); // the first account: admin
  categories = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json();
});
afterAll(() => t.close());

const post = (payload: unknown, extra: { headers?: Record<string, string>; cookie?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/part-requests',
    payload: payload as string,
    remoteAddress: freshIp(),
    headers: { ...extra.headers, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
  });

type Stored = Record<string, unknown>;
const countRequests = async (where = sql`true`) =>
  (await rows<{ n: number }>(t, sql`select count(*)::int as n from part_requests where ${where}`))[0]!.n;
const stored = async (id: string) => (await rows<Stored>(t, sql`select * from part_requests where id = ${id}`))[0]!;

describe('GET /api/categories', () => {
  it('lists every category by type then name, and filters by type', async () => {
    expect(categories.length).toBeGreaterThan(10);
    expect(categories[0]).toEqual({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String), type: 'auto' });
    const autoNames = categories.filter((c) => c.type === 'auto').map((c) => c.name);
    expect(autoNames).toEqual([...autoNames].sort((a, b) => (a < b ? -1 : 1)));
    expect(categories.findIndex((c) => c.type === 'phone')).toBe(autoNames.length);

    const phone = (await t.app.inject({ method: 'GET', url: '/api/categories?type=phone' })).json() as typeof categories;
    expect(phone.length).toBeGreaterThan(0);
    expect(phone.every((c) => c.type === 'phone')).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/categories?type=boat' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Type must be auto or phone');
  });
});

describe('POST /api/part-requests (JSON)', () => {
  it('creates a pending request with a REQ- number, its first history entry and two e-mails', async () => {
    const brakes = categories.find((c) => c.slug === 'brakes-suspension')!;
    const body = autoRequest({ categoryId: brakes.id, customerEmail: '  Keisha.C@Example.COM ' });
    const res = await post(body);
    const created = expectOk(res, 201);
    expect(created).toEqual({ id: expect.any(String), requestNumber: expect.stringMatching(REQUEST_NUMBER_PATTERN), status: 'pending', createdAt: expect.any(String) });

    const row = await stored(created.id);
    expect(row).toMatchObject({
      request_number: created.requestNumber,
      customer_email: 'keisha.c@example.com',
      customer_phone: '+1-876-555-0142',
      customer_phone_digits: '18765550142',
      part_type: 'auto',
      category_id: brakes.id,
      max_budget_cents: 15000,
      urgency: 'high',
      vehicle_make: 'Toyota',
      vehicle_year: 2015,
      device_brand: null,
      device_model: null,
      user_id: null,
      photo_file: null,
      status: 'pending',
    });
    const history = await rows(t, sql`select status, note, changed_by, changed_by_label from part_request_status_history where request_id = ${created.id}`);
    expect(history).toEqual([{ status: 'pending', note: 'Request received', changed_by: null, changed_by_label: 'Customer' }]);

    const [toCustomer] = await mails(t, { kind: 'part-request-received', to: 'keisha.c@example.com' });
    expect(toCustomer!.subject).toBe(`We received your part request ${created.requestNumber}`);
    expect(toCustomer!.text_body).toContain(`http://shop.test/track-order?number=${created.requestNumber}`);
    expect(toCustomer!.text_body).toContain('2-3 business days');
    const toStore = (await mails(t, { kind: 'part-request-new', to: t.config.store.email })).find((m) => m.subject.includes(created.requestNumber));
    expect(toStore!.subject).toBe(`New part request ${created.requestNumber}: Front brake pads`);
    expect(toStore!.text_body).toContain('Keisha Campbell <keisha.c@example.com>');
    expect(toStore!.text_body).toContain('2015 Toyota Corolla');
    // The link opens this request's details in the staff list (/admin itself is the dashboard).
    expect(toStore!.text_body).toContain(`Open it in the admin area: http://shop.test/admin/requests?request=${created.requestNumber}`);
  });

  it('keeps only the fields of the chosen part type', async () => {
    const auto = await submit(t, autoRequest({ deviceBrand: 'Apple', deviceModel: 'iPhone 12' }));
    expect(await stored(auto.id)).toMatchObject({ vehicle_model: 'Corolla', device_brand: null, device_model: null });

    const phone = await submit(t, phoneRequest({ vehicleMake: 'Honda', vehicleModel: 'Civic', vehicleYear: 2010 }));
    expect(await stored(phone.id)).toMatchObject({
      device_brand: 'Samsung',
      device_model: 'Galaxy A54',
      vehicle_make: null,
      vehicle_model: null,
      vehicle_year: null,
      customer_phone_digits: '18765550199',
    });

    const other = await submit(t, phoneRequest({ deviceBrand: 'other', deviceBrandOther: 'Blu', deviceModel: 'G91' }));
    expect(await stored(other.id)).toMatchObject({ device_brand: 'Blu', device_model: 'G91' });
  });

  it('accepts the form’s strings: blank optional fields, numeric text, category 0 and urgency medium', async () => {
    const res = await post(autoRequest({ customerPhone: '', maxBudget: '', categoryId: '0', vehicleYear: '2019', urgency: 'medium' }));
    const created = expectOk(res, 201);
    expect(await stored(created.id)).toMatchObject({ customer_phone: null, customer_phone_digits: null, max_budget_cents: null, category_id: null, vehicle_year: 2019, urgency: 'normal' });
  });

  it('draws a different number each time, in the unambiguous alphabet', async () => {
    const numbers = await Promise.all([1, 2, 3].map(() => submit(t, phoneRequest()).then((c) => c.requestNumber)));
    expect(new Set(numbers).size).toBe(3);
    for (const n of numbers) expect(n).toMatch(/^REQ-[2-9A-HJKMNP-Z]{8}$/);
  });

  it('names each missing required field', async () => {
    const res = await post({ partType: 'auto' });
    expect(res.statusCode).toBe(400);
    const issues = res.json().issues as Array<{ path: string; message: string }>;
    const byPath = Object.fromEntries(issues.map((i) => [i.path, i.message]));
    expect(byPath).toMatchObject({
      customerName: 'Full name is required',
      customerEmail: 'Email is required',
      customerAddress: 'Delivery address is required',
      parish: 'Please choose your parish',
      partName: 'Part name is required',
      description: 'Description is required',
    });
    expect(res.json().message).toBe('Please correct the highlighted fields.');
  });

  it('asks for the vehicle of an auto part and the device of a phone part', async () => {
    const auto = await post(autoRequest({ vehicleMake: '', vehicleModel: null, vehicleYear: undefined }));
    expect(auto.statusCode).toBe(400);
    expect(auto.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'vehicleMake', message: 'Make is required' },
        { path: 'vehicleModel', message: 'Model is required' },
        { path: 'vehicleYear', message: 'Year is required' },
      ]),
    );
    const phone = await post(phoneRequest({ deviceBrand: 'other', deviceModel: '' }));
    expect(phone.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'deviceBrandOther', message: 'Please enter the brand name' },
        { path: 'deviceModel', message: 'Device model is required' },
      ]),
    );
  });

  it('refuses a year outside 1990 to next year', async () => {
    for (const year of [1989, vehicleYearMax() + 1, 2015.5]) {
      const res = await post(autoRequest({ vehicleYear: year }));
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('vehicleYear');
    }
    expect((await post(autoRequest({ vehicleYear: 1989 }))).json().message).toBe(`Year must be between 1990 and ${vehicleYearMax()}`);
  });

  it('refuses an unknown category and one of the other part type, on categoryId', async () => {
    const unknown = await post(autoRequest({ categoryId: 99999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Please choose a category from the list',
      issues: [{ path: 'categoryId', message: 'Please choose a category from the list' }],
    });
    const screens = categories.find((c) => c.type === 'phone')!;
    const mismatch = await post(autoRequest({ categoryId: screens.id }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().issues).toEqual([{ path: 'categoryId', message: 'That category is for phone parts: choose one for auto parts' }]);
    expect((await post(autoRequest({ categoryId: -3 }))).json().issues[0].path).toBe('categoryId');
  });

  it('refuses over-long fields, bad values and unknown fields, naming each', async () => {
    const res = await post(
      autoRequest({
        customerName: 'x'.repeat(121),
        description: 'y'.repeat(2001),
        customerPhone: 'call me',
        parish: 'Atlantis',
        maxBudget: -5,
        condition: 'mint',
        status: 'delivered',
      }),
    );
    expect(res.statusCode).toBe(400);
    const byPath = Object.fromEntries((res.json().issues as Array<{ path: string; message: string }>).map((i) => [i.path, i.message]));
    expect(byPath).toMatchObject({
      customerName: 'Full name must be at most 120 characters',
      description: 'Description must be at most 2000 characters',
      customerPhone: 'Please enter a valid phone number, e.g. +1-876-123-4567',
      parish: 'Please choose your parish',
      maxBudget: 'Max budget must be at least US$0.01',
      condition: 'Please choose a condition',
    });
    expect(JSON.stringify(res.json().issues)).toContain('status');
    expect((await post(autoRequest({ maxBudget: 12.345 }))).json().message).toBe('Max budget can have at most 2 decimals');
    expect((await post(autoRequest({ customerEmail: 'not-an-email' }))).json().message).toBe('Please enter a valid email address');
  });

  it('links a signed-in customer’s request to the account', async () => {
    const customer = await signUp(t.app);
    const created = await submit(t, autoRequest({ customerEmail: customer.email }), customer.cookie);
    expect((await stored(created.id)).user_id).toBe(customer.json.user.id);
  });

  it('limits submissions per address', async () => {
    const from = (n: number) =>
      t.app.inject({ method: 'POST', url: '/api/part-requests', payload: phoneRequest(), remoteAddress: `192.0.2.${n}` });
    for (let i = 0; i < 3; i++) expect((await from(1)).statusCode).toBe(201);
    const blocked = await from(1);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect((await from(2)).statusCode).toBe(201);
  });

  it('retries a request number that is already taken, and gives up after five draws keeping nothing', async () => {
    const taken = (await submit(t, phoneRequest())).requestNumber;
    const draws = [taken, taken, 'REQ-ZZZZ2222'];
    let drawn = 0;
    const service = createPartRequestService({
      db: t.db.database.db,
      mailer: t.mailer,
      messaging: t.app.messaging,
      photos: createFileStore(createLocalObjectStore(t.config.uploadsDir), 'part-requests'),
      publicUrl: 'http://shop.test',
      store: t.config.store,
      log: { error() {} },
      newRequestNumber: () => {
        drawn++;
        return draws.shift() ?? taken;
      },
    });
    const input = PartRequestInputSchema.parse(phoneRequest());
    const created = await service.create(input, { userId: null, clientIp: '127.0.0.1' });
    expect(created.requestNumber).toBe('REQ-ZZZZ2222');
    expect(drawn).toBe(3);

    // Five collisions in a row: the error surfaces, and the photo already written is removed again.
    drawn = 0;
    const filesBefore = photoFiles().length;
    const failure = await service.create(input, { userId: null, clientIp: '127.0.0.1', photo: TINY_PNG }).catch((err: unknown) => err);
    expect(isUniqueViolation(failure)).toBe(true);
    expect(drawn).toBe(5);
    expect(photoFiles().length).toBe(filesBefore);
    expect(await countRequests(sql`request_number = ${taken}`)).toBe(1);
  });
});

describe('POST /api/part-requests (multipart with a photo)', () => {
  it('stores a real image under a generated name and serves it to staff only', async () => {
    const body = multipart([
      { name: 'request', value: JSON.stringify(autoRequest()) },
      { name: 'photo', value: TINY_PNG, filename: 'my brake pad.png', contentType: 'image/png' },
    ]);
    const created = expectOk(await post(body.payload, { headers: body.headers }), 201);
    const row = await stored(created.id);
    expect(row.photo_file).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(photoFiles()).toContain(row.photo_file);
    expect(JSON.stringify(row)).not.toContain('my brake pad');

    const detail = expectOk(await t.app.inject({ method: 'GET', url: `/api/admin/part-requests/${created.id}`, headers: { cookie: admin.cookie } }));
    expect(detail.photoUrl).toBe(`/api/admin/part-requests/${created.id}/photo`);
    const photo = await t.app.inject({ method: 'GET', url: detail.photoUrl, headers: { cookie: admin.cookie } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    // Stored re-encoded (only the pixels are kept), so the same picture rather than the same bytes.
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect((await t.app.inject({ method: 'GET', url: detail.photoUrl })).statusCode).toBe(401);
  });

  it('takes the request alone, as a JSON-typed field, or with an empty file input', async () => {
    const plain = multipart([{ name: 'request', value: JSON.stringify(phoneRequest()) }]);
    expect((await stored(expectOk(await post(plain.payload, { headers: plain.headers }), 201).id)).photo_file).toBeNull();
    const typed = multipart([{ name: 'request', value: JSON.stringify(phoneRequest()), contentType: 'application/json' }]);
    expect((await post(typed.payload, { headers: typed.headers })).statusCode).toBe(201);
    // What a browser sends for a file input left empty.
    const noFile = multipart([
      { name: 'request', value: JSON.stringify(phoneRequest()) },
      { name: 'photo', value: Buffer.alloc(0), filename: '', contentType: 'application/octet-stream' },
    ]);
    expect((await stored(expectOk(await post(noFile.payload, { headers: noFile.headers }), 201).id)).photo_file).toBeNull();
    // A text field named photo is not a file.
    const textPhoto = multipart([
      { name: 'request', value: JSON.stringify(phoneRequest()) },
      { name: 'photo', value: 'C:\\fakepath\\pad.png' },
    ]);
    expect((await post(textPhoto.payload, { headers: textPhoto.headers })).json().message).toBe('Attach the photo as a file');
  });

  it('judges the photo by its content: a text file named .png is refused and nothing is kept', async () => {
    const before = photoFiles().length;
    const countBefore = await countRequests();
    const body = multipart([
      { name: 'request', value: JSON.stringify(autoRequest()) },
      { name: 'photo', value: Buffer.from('just some text, honest'), filename: 'photo.png', contentType: 'image/png' },
    ]);
    const res = await post(body.payload, { headers: body.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The photo must be a JPEG, PNG, WebP or GIF image',
      issues: [{ path: 'photo', message: 'The photo must be a JPEG, PNG, WebP or GIF image' }],
    });
    const pdf = multipart([
      { name: 'request', value: JSON.stringify(autoRequest()) },
      { name: 'photo', value: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), filename: 'scan.jpg', contentType: 'image/jpeg' },
    ]);
    expect((await post(pdf.payload, { headers: pdf.headers })).statusCode).toBe(400);
    expect(photoFiles().length).toBe(before);
    expect(await countRequests()).toBe(countBefore);
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const body = multipart([
      { name: 'request', value: JSON.stringify(autoRequest()) },
      { name: 'photo', value: big, filename: 'big.png', contentType: 'image/png' },
    ]);
    const res = await post(body.payload, { headers: body.headers });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The photo is too large: the limit is 5 MB');
  });

  it('refuses a second file, a missing or broken request field, and invalid details inside it', async () => {
    const two = multipart([
      { name: 'request', value: JSON.stringify(autoRequest()) },
      { name: 'photo', value: TINY_PNG, filename: 'a.png', contentType: 'image/png' },
      { name: 'photo', value: TINY_PNG, filename: 'b.png', contentType: 'image/png' },
    ]);
    const res2 = await post(two.payload, { headers: two.headers });
    expect(res2.statusCode).toBe(413);
    expect(res2.json().message).toBe('Attach one file at most.');

    const missing = multipart([{ name: 'photo', value: TINY_PNG, filename: 'a.png', contentType: 'image/png' }]);
    const resMissing = await post(missing.payload, { headers: missing.headers });
    expect(resMissing.statusCode).toBe(400);
    expect(resMissing.json().issues[0].path).toBe('request');

    const broken = multipart([{ name: 'request', value: '{"customerName":' }]);
    expect((await post(broken.payload, { headers: broken.headers })).json().message).toBe(
      'Send the request details as JSON in the form field "request"',
    );

    const extra = multipart([
      { name: 'request', value: JSON.stringify(autoRequest()) },
      { name: 'note', value: 'hello' },
    ]);
    expect((await post(extra.payload, { headers: extra.headers })).json().issues[0].path).toBe('note');

    const invalid = multipart([{ name: 'request', value: JSON.stringify(autoRequest({ partName: '' })) }]);
    const resInvalid = await post(invalid.payload, { headers: invalid.headers });
    expect(resInvalid.statusCode).toBe(400);
    expect(resInvalid.json().issues).toEqual([{ path: 'partName', message: 'Part name is required' }]);
  });
});

describe('GET /api/user-requests and answering a quote from the dashboard', () => {
  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user-requests' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
  });

  it('lists only the customer’s own requests, newest first, without staff notes', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const first = await submit(t, autoRequest({ customerEmail: me.email }), me.cookie);
    const second = await submit(t, phoneRequest({ customerEmail: me.email }), me.cookie);
    await submit(t, autoRequest({ customerEmail: other.email }), other.cookie);
    await submit(t, autoRequest({ customerEmail: me.email })); // same e-mail, not signed in: not linked

    expectOk(
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/part-requests/${first.id}`,
        headers: { cookie: admin.cookie },
        payload: { adminNotes: 'Supplier in Miami, margin 12%' },
      }),
    );
    await sendQuote(t, admin.cookie, first.id, { options: [USED_OPTION], message: 'Tested, 30-day warranty.' });

    const list = expectOk(await t.app.inject({ method: 'GET', url: '/api/user-requests', headers: { cookie: me.cookie } }));
    expect(list.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
    expect(JSON.stringify(list)).not.toContain('Supplier in Miami');
    expect(list[1]).toMatchObject({ status: 'quoted', partType: 'auto', money: null, quote: { message: 'Tested, 30-day warranty.', acceptedOptionId: null } });
    expect(list[1].quote.options).toEqual([
      expect.objectContaining({ label: 'Used, tested', totalJmd: 13387.5, depositJmd: 6693.75, balanceJmd: 6693.75, dutyEstimate: expect.objectContaining({ overDeMinimis: false }) }),
    ]);
    expect(list[0]).toMatchObject({ quote: null, money: null, deviceBrand: 'Samsung' });
    expect(list[1]).not.toHaveProperty('customerEmail');
  });

  it('lets the owner accept a quote once; others get 404, a second answer 409', async () => {
    const me = await signUp(t.app, { firstName: 'Dwayne', lastName: 'Reid' });
    const stranger = await signUp(t.app);
    const req = await submit(t, autoRequest({ customerEmail: me.email }), me.cookie);
    let optionId = 1;
    const respond = (cookie: string | undefined, id: string, decision: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user-requests/${id}/respond`,
        headers: cookie ? { cookie } : {},
        payload: decision === 'accept' ? { decision, optionId, acceptTerms: true } : { decision },
      });

    const early = await respond(me.cookie, req.id, 'accept');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('There is no quote to answer yet');

    optionId = (await sendQuote(t, admin.cookie, req.id, { options: [{ label: 'Aftermarket', condition: 'new', partPrice: 40 }] })).quote.options[0].id;

    expect((await respond(undefined, req.id, 'accept')).statusCode).toBe(401);
    expect((await respond(stranger.cookie, req.id, 'accept')).statusCode).toBe(404);
    expect((await respond(me.cookie, '00000000-0000-4000-8000-000000000000', 'accept')).statusCode).toBe(404);
    expect((await respond(me.cookie, 'not-a-uuid', 'accept')).statusCode).toBe(400);
    expect((await respond(me.cookie, req.id, 'maybe')).json().message).toBe('Choose accept or decline');

    const accepted = expectOk(await respond(me.cookie, req.id, 'accept'));
    expect(accepted).toMatchObject({ id: req.id, status: 'confirmed' });
    const again = await respond(me.cookie, req.id, 'decline');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This quote has already been answered');

    const history = await rows(t, sql`select status, note, changed_by, changed_by_label from part_request_status_history where request_id = ${req.id} order by created_at, id`);
    expect(history.at(-1)).toEqual({ status: 'confirmed', note: 'Customer accepted the quote', changed_by: me.json.user.id, changed_by_label: 'Customer' });
    const toStore = (await mails(t, { kind: 'part-request-answer' })).find((m) => m.subject.startsWith(req.requestNumber));
    expect(toStore).toMatchObject({ to_address: t.config.store.email, subject: `${req.requestNumber}: the customer accepted the quote` });
    expect(toStore!.text_body).toContain(`http://shop.test/admin/requests?request=${req.requestNumber}`);
    const toCustomer = (await mails(t, { kind: 'part-request-accepted', to: me.email })).at(-1);
    // 40 × 157.50 = J$6,300; half of it before we order.
    expect(toCustomer!.subject).toBe(`${req.requestNumber}: you accepted Aftermarket — J$3,150.00 due now`);
    expect(toCustomer!.text_body).toContain('How to pay');
  });
});

describe('the vehicle\u2019s chassis code on a request', () => {
  it('is read as the garage reads it ("DBA-NZE161" is NZE161), kept for staff, and a phone request keeps none', async () => {
    const req = await submit(t, autoRequest({ vehicleMake: 'Toyota', vehicleModel: 'Corolla Axio', vehicleYear: 2016, vehicleChassis: 'dba-nze161' }));
    const [row] = await rows<{ vehicle_chassis: string | null }>(t, sql`select vehicle_chassis from part_requests where id = ${req.id}`);
    expect(row!.vehicle_chassis).toBe('NZE161');
    const seen = expectOk(await t.app.inject({ method: 'GET', url: `/api/admin/part-requests/${req.id}`, headers: { cookie: admin.cookie } }));
    expect(JSON.stringify(seen)).toContain('NZE161');
    const phone = await submit(t, phoneRequest({ vehicleChassis: 'NZE161' }));
    const [none] = await rows<{ vehicle_chassis: string | null }>(t, sql`select vehicle_chassis from part_requests where id = ${phone.id}`);
    expect(none!.vehicle_chassis).toBeNull();
  });

  it('is optional, and what is not a code is a 400 naming the field', async () => {
    const blank = await submit(t, autoRequest({ vehicleChassis: '' }));
    expect(blank.requestNumber).toMatch(REQUEST_NUMBER_PATTERN);
    const bad = await t.app.inject({ method: 'POST', url: '/api/part-requests', payload: autoRequest({ vehicleChassis: 'NZE 141; drop' }), remoteAddress: freshIp() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'vehicleChassis', message: 'A chassis code or VIN is letters and digits, like NZE141, DBA-NZE161 or a 17-character VIN' }]);
  });
});
