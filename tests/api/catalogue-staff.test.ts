import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueAdminListSchema, CatalogueAdminPartSchema, type CatalogueAdminPart } from '../../src/shared/schemas/admin-catalogue';
import { PartDetailSchema, PartSearchResultSchema } from '../../src/shared/schemas/catalogue';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let customer: Awaited<ReturnType<typeof signUp>>;
let brakes: number;
let phoneScreens: number;
/** The Toyota Corolla Axio: built 2006-2020, NZE141 (2006-2012) and NZE161 (2012-2020). */
let axio: { id: number; yearFrom: number; yearTo: number };

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  admin = await signUp(t.app);
  customer = await signUp(t.app);
  brakes = (await rows<{ id: number }>(t, sql`select id from categories where slug = 'brakes-suspension'`))[0]!.id;
  phoneScreens = (await rows<{ id: number }>(t, sql`select id from categories where slug = 'phone-screens'`))[0]!.id;
  axio = (await rows<{ id: number; yearFrom: number; yearTo: number }>(t, sql`
    select m.id, m.year_from as "yearFrom", m.year_to as "yearTo" from vehicle_models m join vehicle_chassis c on c.model_id = m.id
    where c.code = 'NZE161' order by m.id limit 1`))[0]!;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const as = (cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const staff = (method: Method, url: string, payload?: unknown) => as(admin.cookie, method, url, payload);

let n = 0;
/** A whole part as the staff form sends it: a Bosch rotor for the NZE161 Axio. */
const form = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    title: `Zebrano Front Brake Rotor ${n}`,
    brand: 'Zebrano',
    condition: 'used',
    price: '48.50',
    marketplace: 'ebay',
    listingUrl: 'https://www.ebay.com/itm/1234567890',
    partNumber: `ZB-${1000 + n}`,
    oemNumbers: '43512-12690',
    interchangeNumbers: 'DF-7898, 0 986 479 R45',
    categoryId: brakes,
    weightLb: '14',
    fitments: [{ modelId: axio.id, yearFrom: 2013, yearTo: 2016, chassis: 'dba-nze161' }],
    ...over,
  };
};
const create = async (over: Record<string, unknown> = {}): Promise<CatalogueAdminPart> => {
  const res = await staff('POST', '/api/admin/parts', form(over));
  expect(res.statusCode, res.body).toBe(201);
  return CatalogueAdminPartSchema.parse(res.json());
};
const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/parts?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return PartSearchResultSchema.parse(res.json());
};
const issuesOf = (res: { json(): unknown }) => (res.json() as { issues: { path: string; message: string }[] }).issues;

describe('only staff reach the catalogue routes', () => {
  it('answers 401 signed out and 403 to a customer, and writes nothing', async () => {
    const before = (await rows<{ n: number }>(t, sql`select count(*)::int as n from parts`))[0]!.n;
    for (const cookie of [undefined, customer.cookie]) {
      const expected = cookie ? 403 : 401;
      expect((await as(cookie, 'GET', '/api/admin/parts')).statusCode).toBe(expected);
      expect((await as(cookie, 'POST', '/api/admin/parts', form())).statusCode).toBe(expected);
      expect((await as(cookie, 'PUT', '/api/admin/parts/1', form())).statusCode).toBe(expected);
      expect((await as(cookie, 'POST', '/api/admin/parts/1/retire', { reason: 'x' })).statusCode).toBe(expected);
    }
    expect((await rows<{ n: number }>(t, sql`select count(*)::int as n from parts`))[0]!.n).toBe(before);
  });
});

describe('staff add a part', () => {
  it('is found at once by its words, its vehicle, its chassis code and every number it carries', async () => {
    const part = await create();
    expect(part.values).toMatchObject({ price: 48.5, condition: 'used', oemNumbers: ['43512-12690'], interchangeNumbers: ['DF-7898', '0 986 479 R45'] });
    expect(part.values.fitments).toEqual([{ modelId: axio.id, yearFrom: 2013, yearTo: 2016, chassisCodes: ['NZE161', 'NKE165'] }]);
    expect(part.customerView).toMatchObject({ noLongerSold: false, universal: false, fitChassis: ['NZE161', 'NKE165'], interchangeNumbers: ['DF-7898', '0 986 479 R45'] });
    expect(part.history).toMatchObject([{ action: 'created', staffName: expect.stringContaining('(staff)') }]);

    const ids = async (q: string) => (await search(q)).parts.map((p) => p.id);
    expect(await ids(`query=${encodeURIComponent(part.values.title)}`)).toContain(part.id);
    expect(await ids('query=zebrano&chassis=NZE161-3012345')).toContain(part.id);
    expect(await ids('query=zebrano&chassis=NZE141')).not.toContain(part.id);
    // An interchange number typed with other separators finds it, as does the OEM number.
    expect(await ids('query=DF.7898')).toContain(part.id);
    expect(await ids('query=0986479R45')).toContain(part.id);
    expect(await ids('query=43512 12690')).toContain(part.id);
    // Its new brand is a word typo correction knows.
    const suggestions = await t.app.inject({ method: 'GET', url: '/api/parts/suggestions?query=zebra' });
    expect(suggestions.json().searches).toContain('zebrano');
  });

  it('a part without photos shows its category illustration; with photos, the first', async () => {
    expect((await create()).customerView.imageUrl).toBe('/images/parts/brakes-suspension.svg');
    const withPhotos = await create({ images: ['/uploads/rotor-front.jpg', '/uploads/rotor-back.jpg'] });
    expect(withPhotos.customerView).toMatchObject({ imageUrl: '/uploads/rotor-front.jpg', images: ['/uploads/rotor-front.jpg', '/uploads/rotor-back.jpg'] });
    const offsite = await staff('POST', '/api/admin/parts', form({ images: ['https://evil.example/x.jpg'] }));
    expect(offsite.statusCode).toBe(400);
    expect(issuesOf(offsite)[0]).toMatchObject({ path: 'images.0' });
  });
});

describe('the data rules hold for every part that comes in', () => {
  const refused = async (over: Record<string, unknown>, path: string, message: RegExp) => {
    const before = (await rows<{ n: number }>(t, sql`select count(*)::int as n from parts`))[0]!.n;
    const res = await staff('POST', '/api/admin/parts', form(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(issuesOf(res)).toContainEqual({ path, message: expect.stringMatching(message) });
    expect((await rows<{ n: number }>(t, sql`select count(*)::int as n from parts`))[0]!.n).toBe(before);
  };

  it('consumables are new only', async () => {
    await refused({ title: 'Front Brake Pads Set', condition: 'used' }, 'condition', /sold new only/);
    await refused({ title: 'DOT 4 Brake Fluid', condition: 'refurbished' }, 'condition', /sold new only/);
    await create({ title: 'Front Brake Pads Set', condition: 'new' });
  });

  it('a price is positive with at most 2 decimals, and an original price is above it', async () => {
    await refused({ price: '0' }, 'price', /at least US\$0\.01/);
    await refused({ price: '-4' }, 'price', /at least US\$0\.01/);
    await refused({ price: '12.345' }, 'price', /at most 2 decimals/);
    await refused({ price: 'abc' }, 'price', /must be a number/);
    await refused({ price: '' }, 'price', /required/);
    await refused({ price: '20', originalPrice: '15' }, 'originalPrice', /more than the price/);
  });

  it("a fitment's years lie inside its model's, and its chassis code is the model's", async () => {
    await refused({ fitments: [{ modelId: axio.id, yearFrom: axio.yearFrom - 3, yearTo: 2010 }] }, 'fitments.0.yearFrom', /built \d{4}-\d{4}/);
    await refused({ fitments: [{ modelId: axio.id, yearFrom: 2008, yearTo: 2010, chassis: 'NZE161' }] }, 'fitments.0.yearFrom', /NZE161 was built 2013/);
    await refused({ fitments: [{ modelId: axio.id, yearFrom: 2013, yearTo: 2014, chassis: 'GE6' }] }, 'fitments.0.chassis', /GE6 is not a chassis code of the Toyota/);
    await refused({ fitments: [{ modelId: axio.id, yearFrom: 2014, yearTo: 2012 }] }, 'fitments.0.yearTo', /must not be before/);
    await refused({ fitments: [{ modelId: 999_999, yearFrom: 2013, yearTo: 2014 }] }, 'fitments.0.modelId', /Choose a model/);
  });

  it('a universal part says why; a listing link is on its marketplace; the category and supplier exist', async () => {
    await refused({ fitments: [] }, 'universalReason', /say why it fits any vehicle/);
    const universal = await create({ fitments: [], universalReason: 'Universal 12 V rotor cleaner' });
    expect(universal.customerView.universal).toBe(true);
    await refused({ listingUrl: 'https://www.amazon.com/dp/B000' }, 'listingUrl', /on ebay\.com/);
    await refused({ listingUrl: '' }, 'listingUrl', /eBay listing/);
    await refused({ listingUrl: 'javascript:alert(1)' }, 'listingUrl', /https/);
    await refused({ categoryId: phoneScreens }, 'categoryId', /auto-parts category/);
    await refused({ categoryId: 999_999 }, 'categoryId', /Choose a category/);
    await refused({ supplierId: 999_999 }, 'supplierId', /Choose a supplier/);
    await refused({ title: '' }, 'title', /required/);
    await refused({ unknown: 1 }, 'body', /unknown|unrecognized/i);
  });

  it('a SKU is one part per supplier, whatever its case', async () => {
    const supplier = (await rows<{ id: number }>(t, sql`select id from suppliers order by id limit 1`))[0]!.id;
    await create({ supplierId: supplier, sku: 'rx-100' });
    await refused({ supplierId: supplier, sku: 'RX-100' }, 'sku', /has the SKU RX-100/);
  });

  it('the seeded catalogue keeps the same rules part by part: no used consumables, universal parts say why', async () => {
    const broken = await rows<{ id: number }>(t, sql`select id from parts where (condition <> 'new' and (title ~* '(brake (pads?|shoes?)|fluid|filter|spark plug|wiper blade)')) or (universal and universal_reason is null) limit 5`);
    expect(broken).toEqual([]);
  });
});

describe('staff edit a part', () => {
  it('a new price reaches search at once, and the history says who changed what from what', async () => {
    const part = await create({ price: '60' });
    const res = await staff('PUT', `/api/admin/parts/${part.id}`, { ...form(), title: part.values.title, partNumber: part.values.partNumber, price: '55.25', note: 'Supplier dropped the price' });
    expect(res.statusCode, res.body).toBe(200);
    const edited = CatalogueAdminPartSchema.parse(res.json());
    expect(edited.history[0]).toMatchObject({ action: 'edited', note: 'Supplier dropped the price' });
    expect(edited.history[0]!.changes).toContainEqual({ field: 'Price (US$)', from: '60.00', to: '55.25' });
    const found = (await search(`query=${encodeURIComponent(part.values.title)}`)).parts.find((p) => p.id === part.id);
    expect(found?.price).toBe(55.25);
  });

  it('answers 404 for a part that does not exist and 400 for an id that is not one', async () => {
    expect((await staff('PUT', '/api/admin/parts/999999', form())).statusCode).toBe(404);
    expect((await staff('GET', '/api/admin/parts/999999')).statusCode).toBe(404);
    expect((await staff('GET', '/api/admin/parts/abc')).statusCode).toBe(404);
    expect((await staff('GET', '/api/admin/parts/0')).statusCode).toBe(400);
  });
});

describe('retiring a part', () => {
  it('takes it out of search at once; its page says it is no longer sold; restore brings it back', async () => {
    const part = await create();
    const title = encodeURIComponent(part.values.title);
    expect((await search(`query=${title}`)).parts.map((p) => p.id)).toContain(part.id);

    const retired = await staff('POST', `/api/admin/parts/${part.id}/retire`, { reason: 'Supplier discontinued it' });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(CatalogueAdminPartSchema.parse(retired.json())).toMatchObject({ retiredReason: 'Supplier discontinued it', customerView: { noLongerSold: true } });
    expect((await search(`query=${title}`)).parts.map((p) => p.id)).not.toContain(part.id);
    expect((await search(`query=${encodeURIComponent(part.values.partNumber)}`)).parts.map((p) => p.id)).not.toContain(part.id);
    const page = await t.app.inject({ method: 'GET', url: `/api/parts/${part.id}` });
    expect(PartDetailSchema.parse(page.json())).toMatchObject({ id: part.id, noLongerSold: true });
    const similar = await t.app.inject({ method: 'GET', url: `/api/parts/${part.id - 1}/similar` });
    expect(similar.json().parts.map((p: { id: number }) => p.id)).not.toContain(part.id);

    expect((await staff('POST', `/api/admin/parts/${part.id}/retire`, { reason: 'again' })).statusCode).toBe(409);
    expect((await staff('POST', `/api/admin/parts/${part.id}/retire`, {})).statusCode).toBe(400);

    const list = CatalogueAdminListSchema.parse((await staff('GET', `/api/admin/parts?status=retired&query=${title}`)).json());
    expect(list.parts.map((p) => p.id)).toEqual([part.id]);
    expect(CatalogueAdminListSchema.parse((await staff('GET', `/api/admin/parts?query=${title}`)).json()).parts).toEqual([]);

    const restored = await staff('POST', `/api/admin/parts/${part.id}/restore`, { reason: 'Back in stock at another seller' });
    expect(restored.statusCode).toBe(200);
    expect(CatalogueAdminPartSchema.parse(restored.json()).history.map((h) => h.action)).toEqual(['restored', 'retired', 'created']);
    expect((await search(`query=${title}`)).parts.map((p) => p.id)).toContain(part.id);
    expect((await staff('POST', `/api/admin/parts/${part.id}/restore`, { reason: 'again' })).statusCode).toBe(409);
  });

  it("staff's list finds parts by title, brand, SKU and part number, newest first, a page at a time", async () => {
    const a = await create({ brand: 'Listbrand' });
    const b = await create({ brand: 'Listbrand' });
    const list = CatalogueAdminListSchema.parse((await staff('GET', '/api/admin/parts?query=listbrand')).json());
    expect(list.parts.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(list.total).toBe(2);
    const byNumber = CatalogueAdminListSchema.parse((await staff('GET', `/api/admin/parts?query=${a.values.partNumber.toLowerCase().replace('-', ' ')}`)).json());
    expect(byNumber.parts.map((p) => p.id)).toContain(a.id);
    expect((await staff('GET', '/api/admin/parts?status=gone')).statusCode).toBe(400);
    expect((await staff('GET', '/api/admin/parts?page=0')).statusCode).toBe(400);
  });
});

describe('the seeded catalogue', () => {
  it('passes the same schema and data rules as a part staff add, part by part', async () => {
    const parts = await rows<{ id: number }>(t, sql`select * from parts where id <= 5000 order by id`);
    const fits = await rows<{ part_id: number; model_id: number; year_from: number; year_to: number }>(t, sql`select part_id, model_id, year_from, year_to from part_fitments where part_id <= 5000`);
    const { modelsByIds } = await import('../../src/server/features/catalogue/staff/repository');
    const { partRuleIssues } = await import('../../src/server/features/catalogue/staff/part-rules');
    const models = new Map((await modelsByIds(t.db.database.db, [...new Set(fits.map((f) => f.model_id))])).map((m) => [m.id, m]));
    const fitsOf = new Map<number, { modelId: number; yearFrom: number; yearTo: number }[]>();
    for (const f of fits) fitsOf.set(f.part_id, [...(fitsOf.get(f.part_id) ?? []), { modelId: f.model_id, yearFrom: f.year_from, yearTo: f.year_to }]);
    const { CataloguePartInputSchema } = await import('../../src/shared/schemas/admin-catalogue');
    const problems: string[] = [];
    expect(parts.length).toBe(5000);
    for (const p of parts) {
      const r = p as unknown as Record<string, unknown>;
      const input = {
        title: r.title, brand: r.brand, condition: r.condition, price: (r.price_cents as number) / 100,
        originalPrice: r.original_price_cents === null ? null : (r.original_price_cents as number) / 100,
        marketplace: r.marketplace, listingUrl: r.listing_url, usShipping: (r.us_shipping_cents as number) / 100,
        partNumber: r.part_number, oemNumbers: r.oem_numbers, categoryId: r.category_id, description: r.description,
        fitments: fitsOf.get(p.id) ?? [], universalReason: r.universal_reason,
      };
      const parsed = CataloguePartInputSchema.safeParse(input);
      if (!parsed.success) {
        problems.push(`#${p.id}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
        continue;
      }
      for (const issue of partRuleIssues(parsed.data, { category: { type: 'auto' }, models, supplierExists: true })) problems.push(`#${p.id} ${String(r.title)}: ${issue.path} ${issue.message}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});
