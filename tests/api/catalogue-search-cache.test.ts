import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createCatalogueService } from '../../src/server/features/catalogue/service';
import { PartSearchQuerySchema, PartSearchResultSchema, type PartSearchResult } from '../../src/shared/schemas/catalogue';
import { requestAs } from '../support/accounts';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

// The search cache (docs/decisions/024-catalogue-search-cache.md): an answer is kept under the catalogue
// version, and every change to what a search reads is seen at once, here and on any other server.
let t: TestApp;
let statements: string[] = [];
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ seeded: true, onQuery: (s) => statements.push(s) });
  adminCookie = (await signUp(t.app, { firstName: 'Marcia', lastName: 'Grant' })).cookie;
});
afterAll(() => t.close());

async function search(qs: string): Promise<PartSearchResult> {
  const res = await t.app.inject({ method: 'GET', url: `/api/parts?${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return PartSearchResultSchema.parse(res.json());
}
/** The statements one search sends. */
async function statementsOf(qs: string): Promise<{ result: PartSearchResult; sent: string[] }> {
  statements = [];
  const result = await search(qs);
  return { result, sent: statements };
}
const version = async () => (await rows<{ version: number }>(t, sql`select version::int as version from catalogue_version`))[0]!.version;

describe('GET /api/parts answered from the cache', () => {
  it('works a search out once; asked again (its parameters in any order) it costs only the version read', async () => {
    const first = await statementsOf('query=brake+pads&condition=new,used&sort=price_asc');
    expect(first.sent.length).toBeGreaterThanOrEqual(4);
    const again = await statementsOf('sort=price_asc&condition=used,new&query=brake+pads');
    expect(again.sent).toHaveLength(1);
    expect(again.sent[0]).toMatch(/from "catalogue_version"/);
    expect(again.result).toEqual(first.result);
    // Another page, sort or filter is another search.
    expect((await statementsOf('query=brake+pads&condition=new,used&sort=price_asc&page=2')).sent.length).toBeGreaterThan(1);
    expect((await statementsOf('query=brake+pads&condition=new&sort=price_asc')).sent.length).toBeGreaterThan(1);
  });

  it('shows a changed price, title and stock on the next search after the change commits', async () => {
    const qs = 'category=cooling&sort=price_asc&limit=5';
    const before = await search(qs);
    const part = before.parts[0]!;
    const v = await version();
    await t.db.database.db.execute(sql`update parts set price_cents = 1, title = 'Cheapest radiator cap', in_stock = false where id = ${part.id}`);
    expect(await version()).toBe(v + 1);
    const after = await search(qs);
    expect(after.parts[0]).toMatchObject({ id: part.id, price: 0.01, title: 'Cheapest radiator cap', inStock: false });
    expect(after.parts[0]!.delivered!.jmd).toBeLessThan(part.delivered!.jmd);
  });

  it("follows a change to a chassis generation's years (a search by chassis code reads them)", async () => {
    const qs = 'chassis=nze141&yearId=2012&limit=5';
    const before = await search(qs);
    const v = await version();
    // NZE141 said to end in 2010: a 2012 car by that code is no longer one, so only universal parts fit it.
    await t.db.database.db.execute(sql`update vehicle_chassis set year_to = 2010 where code = 'NZE141'`);
    expect(await version()).toBe(v + 1);
    const after = await search(qs);
    expect(after.pagination.total).toBeLessThan(before.pagination.total);
    await t.db.database.db.execute(sql`update vehicle_chassis set year_to = 2012 where code = 'NZE141'`);
    expect((await search(qs)).pagination.total).toBe(before.pagination.total);
  });

  it('counts a new part and forgets a deleted one', async () => {
    const qs = 'query=carburettor';
    expect((await search(qs)).pagination.total).toBe(0);
    const [made] = await rows<{ id: number }>(
      t,
      sql`insert into parts (title, part_number, part_number_norm, brand, description, category_id, category_name, condition, marketplace, price_cents, image_url, universal)
          select 'Carburettor — Toyota Corolla KE70', 'CARB-70', 'CARB70', brand, 'Rebuilt carburettor', category_id, category_name, condition, marketplace, price_cents, image_url, true
          from parts order by id limit 1 returning id`,
    );
    const found = await search(qs);
    expect(found.pagination.total).toBe(1);
    expect(found.parts[0]!.id).toBe(made!.id);
    await t.db.database.db.execute(sql`delete from parts where id = ${made!.id}`);
    expect((await search(qs)).pagination.total).toBe(0);
  });

  it('prices every card in J$ at the rates staff saved a moment ago', async () => {
    const qs = 'marketplace=ebay&limit=3';
    const before = await search(qs);
    const current = (await t.app.inject({ method: 'GET', url: '/api/landed-cost-rates' })).json() as Record<string, unknown>;
    const { id: _id, updatedAt: _at, ...input } = current;
    const saved = await requestAs(t.app, adminCookie, 'PUT', '/api/admin/landed-cost-rates', { ...input, exchangeRateJmd: (input.exchangeRateJmd as number) * 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await search(qs);
    expect(after.parts.map((p) => p.id)).toEqual(before.parts.map((p) => p.id));
    for (const [i, p] of after.parts.entries()) expect(p.delivered!.jmd).toBeCloseTo(before.parts[i]!.delivered!.jmd * 2, -1);
  });

  it('keeps nothing a rolled-back change wrote', async () => {
    const qs = 'category=cooling&sort=price_desc&limit=2';
    const before = await search(qs);
    await expect(
      t.db.database.db.transaction(async (tx) => {
        await tx.execute(sql`update parts set price_cents = price_cents + 100000000 where id = ${before.parts[1]!.id}`);
        throw new Error('staff cancelled');
      }),
    ).rejects.toThrow('staff cancelled');
    expect(await search(qs)).toEqual(before);
  });
});

describe('the cache in the catalogue service', () => {
  const query = (raw: Record<string, string>) => PartSearchQuerySchema.parse(raw);

  it('two servers on one database: each sees the other side of a change at once', async () => {
    const db = t.db.database.db;
    const a = createCatalogueService({ db, cacheBytes: 1024 * 1024 });
    const b = createCatalogueService({ db, cacheBytes: 1024 * 1024 });
    const q = query({ category: 'engine-parts', sort: 'newest', limit: '2' });
    const first = await a.search(q);
    expect((await b.search(q)).parts).toEqual(first.parts);
    await db.execute(sql`update parts set title = 'Renamed on server B' where id = ${first.parts[0]!.id}`);
    expect((await a.search(q)).parts[0]!.title).toBe('Renamed on server B');
    expect((await b.search(q)).parts[0]!.title).toBe('Renamed on server B');
    expect(a.searchCacheStats()).toMatchObject({ hits: 0, misses: 2, clears: 1, entries: 1 });
  });

  it('works out a search asked many times at once only once', async () => {
    const s = createCatalogueService({ db: t.db.database.db, cacheBytes: 1024 * 1024 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => s.search(query({ query: 'oil filter', limit: '4' }))));
    for (const a of answers) expect(a).toBe(answers[0]);
    expect(s.searchCacheStats()).toMatchObject({ hits: 7, misses: 1, entries: 1 });
  });

  it('stays within its size, the least recently used answers dropped first', async () => {
    const s = createCatalogueService({ db: t.db.database.db, cacheBytes: 200_000 });
    for (let page = 1; page <= 40; page++) await s.search(query({ sort: 'newest', limit: '12', page: String(page) }));
    const stats = s.searchCacheStats();
    expect(stats.bytes).toBeLessThanOrEqual(200_000);
    expect(stats.entries).toBeGreaterThan(1);
    expect(stats.entries).toBeLessThan(40);
    await s.search(query({ sort: 'newest', limit: '12', page: '40' }));
    await s.search(query({ sort: 'newest', limit: '12', page: '1' }));
    expect(s.searchCacheStats()).toMatchObject({ hits: 1, misses: 41 });
  });

  it('keeps nothing while the version row is missing, and caches again once it is back', async () => {
    const db = t.db.database.db;
    const s = createCatalogueService({ db, cacheBytes: 1024 * 1024 });
    const q = query({ query: 'thermostat', limit: '3' });
    await db.execute(sql`delete from catalogue_version`);
    try {
      await s.search(q);
      const first = (await s.search(q)).parts[0]!;
      await db.execute(sql`update parts set price_cents = price_cents + 100 where id = ${first.id}`);
      expect((await s.search(q)).parts[0]).toMatchObject({ id: first.id, price: first.price + 1 });
      expect(s.searchCacheStats()).toMatchObject({ hits: 0, misses: 3, entries: 0 });
    } finally {
      await db.execute(sql`insert into catalogue_version (id, version) values (1, 1000)`);
    }
    await s.search(q);
    await s.search(q);
    expect(s.searchCacheStats()).toMatchObject({ hits: 1, misses: 4, entries: 1 });
  });

  it('with no memory for it (CATALOGUE_CACHE_MB=0) works every search out', async () => {
    const s = createCatalogueService({ db: t.db.database.db, cacheBytes: loadConfig({ CATALOGUE_CACHE_MB: '0' }).catalogueCacheBytes });
    const q = query({ query: 'spark plugs' });
    expect(await s.search(q)).toEqual(await s.search(q));
    expect(s.searchCacheStats()).toMatchObject({ hits: 0, misses: 2, entries: 0 });
  });

  it('refuses a size that is not a whole number of megabytes, with the variable named', () => {
    expect(loadConfig({}).catalogueCacheBytes).toBe(16 * 1024 * 1024);
    for (const [raw, message] of [
      ['lots', 'CATALOGUE_CACHE_MB must be a number of megabytes (0 keeps no search answers)'],
      ['1.5', 'CATALOGUE_CACHE_MB must be a whole number of megabytes'],
      ['-1', 'CATALOGUE_CACHE_MB must be 0 or more'],
    ]) {
      expect(() => loadConfig({ CATALOGUE_CACHE_MB: raw! })).toThrow(`Configuration error: CATALOGUE_CACHE_MB: ${message}`);
    }
  });
});
