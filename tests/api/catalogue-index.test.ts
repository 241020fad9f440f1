import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueService } from '../../src/server/features/catalogue/service';
import { FRESH_MS, UPDATE_GRACE_MS, type IndexKeeper } from '../../src/server/features/catalogue/search-index/index-keeper';
import * as repo from '../../src/server/features/catalogue/repository';
import { PartSearchQuerySchema, PartSearchResultSchema, type PartSearchResult } from '../../src/shared/schemas/catalogue';
import { createTestApp, rows, type TestApp } from '../support/test-app';

// The memory index (docs/decisions/026-catalogue-index-in-memory.md) must answer every search exactly as
// the database does: the same parts in the same order, the same total and the same facets.
let t: TestApp;
let keeper: IndexKeeper;
let sent: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ seeded: true, env: { CATALOGUE_INDEX: 'memory' }, onQuery: (s) => sent.push(s) });
  keeper = t.app.catalogueIndex!;
  await keeper.build();
});
afterAll(() => t.close());

const db = () => t.db.database.db;
const version = async () => (await repo.currentCatalogueVersion(db()))!;
const memory = () => createCatalogueService({ db: db(), index: keeper });
const database = () => createCatalogueService({ db: db() });
/** A query string as the route hands it over: a repeated name becomes a list. */
function queryOf(qs: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(qs)) {
    const had = out[k];
    out[k] = had === undefined ? v : [...(Array.isArray(had) ? had : [had]), v];
  }
  return out;
}
const ask = (service: ReturnType<typeof memory>, qs: string): Promise<PartSearchResult> => service.search(PartSearchQuerySchema.parse(queryOf(qs)));

const SEARCHES = [
  '',
  'query=brake pads',
  'query=filter&sort=price_asc&page=3',
  'query=filter', // by relevance, the first pages of many matches from a heap of the highest
  'query=filter&page=2',
  'query=filter&sort=price_desc&limit=48&page=2',
  'query=filter&sort=rating',
  'query=filter&sort=newest&page=5',
  'query=oil filter toyota',
  'query=brake pads&makeId=1&modelId=2&yearId=2012',
  'query=radiator&chassis=nze141',
  'query=shock absorber&makeId=2&modelId=10&yearId=2010',
  'query=bosh brake pda',
  'query=altenator&condition=used',
  'query=the',
  'query=zzzqqq',
  'query=alternator&brand=bosch&inStock=true',
  'condition=used&marketplace=ebay',
  'condition=used&condition=refurbished&marketplace=ebay&marketplace=amazon&sort=price_desc',
  'category=brakes-suspension&condition=new&maxPrice=50&sort=price_asc',
  'category=no-such-category',
  'brand=Bosch&inStock=true&sort=rating',
  'brand=BOSCH&minPrice=20&maxPrice=80',
  'makeId=1&modelId=4&yearId=2015',
  'chassis=nze141&yearId=2016',
  'yearId=2009&sort=price_asc&page=4',
  'category=engine-parts&page=20',
  'condition=new&sort=price_asc&page=50',
  'sort=newest&page=30',
  'sort=rating&page=500',
  'query=brake pads&page=400',
  // A search without words reads the shortest of its category's, brand's and vehicle's lists.
  'category=brakes-suspension&brand=bosch&makeId=1&modelId=2',
  'brand=Bosch&makeId=1&modelId=2&yearId=2012&sort=price_desc',
  'category=brakes-suspension&chassis=nze141&condition=used',
  'chassis=nze141&sort=price_asc', // a key for each year the chassis was built: a part is in several
  'chassis=nze141&condition=new&sort=newest&page=2',
  'brand=No Such Brand',
  'categoryId=1&category=brakes-suspension',
];

describe('the catalogue index in memory', () => {
  it('is built at the current catalogue version, with every part', async () => {
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(t, sql`select count(*)::int as n from parts`);
    expect(keeper.stats()).toMatchObject({ version: await version(), parts: n });
    expect(keeper.at(await version())).toBeDefined();
  });

  it('answers each search as the database does: the page in order, the total and every facet', async () => {
    for (const qs of SEARCHES) expect(await ask(memory(), qs), qs).toEqual(await ask(database(), qs));
  });

  it("reads the catalogue version with the page's parts, in one statement, rather than on its own first", async () => {
    const qs = 'query=oil filter&sort=rating&page=2';
    const service = memory();
    await ask(service, qs); // the query's lexemes, the search words and the rates are kept from here on
    keeper.changed(); // not known to be current: the version must be read
    sent = [];
    const answer = await ask(service, qs);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/from "catalogue_version"/);
    expect(sent[0]).toMatch(/from "parts"/);
    expect(answer).toEqual(await ask(database(), qs));
    // That read confirmed the index current: for FRESH_MS it answers with the page's parts read alone.
    expect(keeper.fresh()).toBe(true);
    sent = [];
    expect(await ask(service, qs)).toEqual(answer);
    expect(sent).toEqual([expect.not.stringMatching(/catalogue_version/)]);
    // With the search cache: worked out the same way, then given from the cache, after a version read
    // when the index is not known to be current, and with no statement at all while it is.
    const cached = createCatalogueService({ db: db(), index: keeper, cacheBytes: 1024 * 1024 });
    await ask(cached, 'query=oil filter'); // its search words and rates kept
    keeper.changed();
    sent = [];
    expect(await ask(cached, qs)).toEqual(answer);
    expect(sent).toHaveLength(1);
    sent = [];
    expect(await ask(cached, qs)).toEqual(answer);
    expect(sent).toEqual([]);
    keeper.changed();
    sent = [];
    expect(await ask(cached, qs)).toEqual(answer);
    expect(sent).toEqual([expect.stringMatching(/^select "version" from "catalogue_version"/)]);
  });

  it('answers a moment behind a change made elsewhere, never longer than FRESH_MS (and the update that follows) before the version is read again', async () => {
    await keeper.build();
    const [part] = await rows<{ id: number; title: string }>(t, sql`select id, title from parts where search_doc @@ plainto_tsquery('english', 'alternator') order by id limit 1`);
    // The story is timed from the moment the index is confirmed current. On a loaded machine the rename
    // and the wait can stall past the grace, where the database rightly answers instead; such a try is
    // put back and the story told again (a stall is said, three in a row fail the test).
    const stalls: number[] = [];
    const stalled = async (ms: number) => {
      stalls.push(Math.round(ms));
      expect(stalls.length, `the machine stalled in every try: ${stalls.join(', ')} ms`).toBeLessThan(3);
      await db().execute(sql`update parts set title = ${part!.title} where id = ${part!.id}`);
      await keeper.catchUp();
      return true;
    };
    for (let attempt = 1; ; attempt++) {
      const word = `quokkaword${attempt}`;
      // Confirmed current now, by a version read: a build at the same version keeps the older confirmation,
      // and a search within FRESH_MS of it would not read the version, leaving the clock below running from
      // the test before.
      keeper.changed();
      const confirmed = performance.now();
      await ask(memory(), 'query=alternator');
      expect(keeper.fresh()).toBe(true);
      // Another server renames a part: this one has not heard of it.
      await db().execute(sql`update parts set title = ${`${part!.title} ${word}`} where id = ${part!.id}`);
      const began = performance.now();
      // Slower than half of FRESH_MS, and the index may already have been told of the rename.
      if (began - confirmed > FRESH_MS / 2 && (await stalled(began - confirmed))) continue;
      expect(keeper.fresh()).toBe(true);
      expect((await ask(memory(), `query=${word}`)).parts).toEqual([]);
      // Once FRESH_MS has passed since the index was last confirmed, the version is read again (by an
      // update the next search starts; the index answers meanwhile, no search going to the database's
      // words) and the change shows.
      await new Promise((r) => setTimeout(r, FRESH_MS + 10));
      const late = performance.now() - confirmed;
      if (late > FRESH_MS + UPDATE_GRACE_MS / 2 && (await stalled(late))) continue;
      sent = [];
      await ask(memory(), `query=${word}`);
      expect(sent.filter((s) => s.includes('@@'))).toEqual([]);
      for (;;) {
        const found = await ask(memory(), `query=${word}`);
        if (found.parts.some((p) => p.id === part!.id)) break;
        expect(performance.now() - began).toBeLessThan(FRESH_MS + UPDATE_GRACE_MS);
        await new Promise((r) => setTimeout(r, 20));
      }
      break;
    }
    await db().execute(sql`update parts set title = ${part!.title} where id = ${part!.id}`);
    await keeper.catchUp();
  });

  it('answers GET /api/parts in the server that keeps it (CATALOGUE_INDEX=memory)', async () => {
    const builds = keeper.stats().builds;
    sent = [];
    const res = await t.app.inject({ method: 'GET', url: '/api/parts?query=brake%20pads&sort=price_asc' });
    expect(res.statusCode).toBe(200);
    // The matches were found in memory: no statement read the words' index; the page's parts were read by id.
    expect(sent.filter((s) => s.includes('search_doc'))).toEqual([]);
    expect(sent.length).toBeGreaterThan(0);
    expect(PartSearchResultSchema.parse(res.json())).toEqual(await ask(database(), 'query=brake pads&sort=price_asc'));
    expect(keeper.stats().builds).toBe(builds); // answered from the index already built, not by starting another
  });

  it('answers part-number and OEM-number searches as the database does, without asking it for the numbers', async () => {
    const partOf = async (brand: string) => {
      const [row] = await rows<{ number: string; oem: string }>(
        t,
        sql`select part_number as number, oem_numbers[1] as oem from parts where brand = ${brand} and cardinality(oem_numbers) > 0 order by id limit 1`,
      );
      expect(row, brand).toBeDefined();
      return row!;
    };
    const bosch = await partOf('Bosch');
    const denso = await partOf('Denso');
    const genuine = await partOf('Toyota Genuine'); // its number is also its OEM number
    const q = encodeURIComponent;
    const searches = [
      `query=${q(bosch.number.replace(/ /g, ''))}`,
      `query=${q(bosch.number.replace(/ /g, '').slice(0, 4))}`, // a prefix many parts share
      `query=${q(bosch.number.replace(/ /g, '').slice(0, 4))}&sort=price_asc&page=2&limit=12`,
      `query=${q(bosch.number.replace(/ /g, '').slice(0, 4))}&condition=new&inStock=true`,
      `query=${q(bosch.number.replace(/ /g, '').slice(0, 4))}&makeId=1&modelId=2&yearId=2012`,
      `query=${q(denso.oem.replace(/-/g, ''))}`,
      `query=${q(denso.oem.toLowerCase())}&sort=newest`,
      `query=${q(genuine.number.replace('-', ' ').toLowerCase())}`,
      `query=${q(genuine.number)}&sort=rating`,
      `query=${q(genuine.number.slice(0, 5))}`,
      'query=ZZ99999',
    ];
    for (const qs of searches) expect(await ask(memory(), qs), qs).toEqual(await ask(database(), qs));
    // A number that begins a newer part's longer one ("BKR5E", "BKR5EIX-11"): the exact one first all the same.
    const [shared] = await rows<{ number: string }>(
      t,
      sql`select a.part_number as number from parts a
          where exists (select 1 from parts b where b.part_number_norm like a.part_number_norm || '_%'
                          and (b.created_at, b.id) > (a.created_at, a.id)) order by a.id limit 1`,
    );
    const found = await ask(memory(), `query=${q(shared!.number)}`);
    expect(found.parts.length).toBeGreaterThan(1);
    expect(found.parts[0]!.partNumber).toBe(shared!.number);
    expect(found).toEqual(await ask(database(), `query=${q(shared!.number)}`));

    sent = [];
    const res = await t.app.inject({ method: 'GET', url: `/api/parts?query=${q(bosch.number)}` });
    expect(res.json().parts[0].partNumber).toBe(bosch.number);
    // Found in memory: no statement read the numbers' columns; the page's parts were read by id.
    expect(sent.filter((s) => /part_number_norm|oem_norm/.test(s))).toEqual([]);
    expect(sent.length).toBeGreaterThan(0);
  });

  it("holds every part's fitment as the database gives it: rows in order, names, years and chassis codes", async () => {
    const index = keeper.at(await version())!;
    const ids = (await rows<{ id: number }>(t, sql`select id from parts order by id`)).map((r) => r.id);
    const fromDatabase = await repo.fitmentsOf(db(), ids);
    expect(fromDatabase.some((f) => f.chassisCodes.length > 0)).toBe(true);
    expect(new Set(fromDatabase.map((f) => f.partId)).size).toBeGreaterThan(100);
    expect(index.fitmentsOf(ids)).toEqual(fromDatabase);
    // A part with rows for several models, asked for alone and among others in another order.
    const [several] = await rows<{ id: number }>(t, sql`select part_id as id from part_fitments group by part_id having count(distinct model_id) > 1 order by part_id limit 1`);
    expect(index.fitmentsOf([several!.id, ids[0]!])).toEqual([...(await repo.fitmentsOf(db(), [several!.id])), ...(await repo.fitmentsOf(db(), [ids[0]!]))]);
    expect(index.fitmentsOf([0, -5])).toEqual([]);
  });

  it('orders by relevance exactly as ts_rank does, ties by the higher id, for every match', async () => {
    const index = keeper.at(await version())!;
    for (const text of ['brake pads', 'filter', 'oil filter toyota', 'toyota', 'new', 'gasket set premio']) {
      const want = await rows<{ id: number }>(
        t,
        sql`select id from parts where search_doc @@ plainto_tsquery('english', ${text})
            order by ts_rank(search_doc, plainto_tsquery('english', ${text})) desc, id desc`,
      );
      const got = index.search({ text }, await keeper.lexemesOf(text), 'relevance', 0, 1_000_000, 1_000_000, 12).pageIds;
      expect(want.length, text).toBeGreaterThan(0);
      expect(got, text).toEqual(want.map((r) => r.id));
    }
  });

  it('past the cap, gives the same total and page, and facets over as many parts', async () => {
    const cap = 50;
    const inMemory = createCatalogueService({ db: db(), index: keeper, countCap: cap });
    const inDatabase = createCatalogueService({ db: db(), countCap: cap });
    const searches = ['query=filter&sort=price_desc&page=3', 'query=filter', 'condition=new&page=4'];
    // Without words, from the whole catalogue or from a category's, brand's or vehicle's list of parts.
    searches.push('condition=used&marketplace=ebay', 'category=brakes-suspension&inStock=true&page=2', 'brand=bosch&sort=price_asc', 'makeId=1&modelId=2&sort=rating');
    for (const qs of searches) {
      const a = await ask(inMemory, qs);
      const b = await ask(inDatabase, qs);
      expect(a.pagination, qs).toEqual(b.pagination);
      expect(a.parts, qs).toEqual(b.parts);
      expect(a.facets.condition.reduce((n, c) => n + c.count, 0), qs).toBe(cap + 1);
    }
  });

  it('is not used after a change until it is built again, and then answers with the change', async () => {
    const before = await version();
    const [part] = await rows<{ id: number }>(t, sql`select id from parts where search_doc @@ plainto_tsquery('english', 'alternator') order by id limit 1`);
    await db().execute(sql`update parts set price_cents = 1, in_stock = false where id = ${part!.id}`);
    keeper.changed(); // as this server's own edits say (staff/service.ts): the next search reads the version
    const after = await version();
    expect(after).toBeGreaterThan(before);
    expect(keeper.at(after)).toBeUndefined(); // and a build has started
    const qs = 'query=alternator&sort=price_asc&inStock=false';
    const fromDatabase = await ask(memory(), qs);
    expect(fromDatabase.parts[0]!.id).toBe(part!.id);
    await keeper.build();
    expect(keeper.stats().version).toBe(after);
    expect(await ask(memory(), qs)).toEqual(fromDatabase);
    expect(keeper.at(before)).toBeUndefined();
  });

  it('takes a change in without a rebuild: the parts changed laid over it, every search still the database\'s answer', async () => {
    await keeper.build();
    const { builds, updates } = keeper.stats();
    const ids = (await rows<{ id: number }>(t, sql`select id from parts where search_doc @@ plainto_tsquery('english', 'brake') order by id limit 4`)).map((r) => r.id);
    // A new price, a part retired, a fitment taken away and one added, and a new part with new words.
    await db().execute(sql`update parts set price_cents = price_cents + 777, in_stock = not in_stock where id = ${ids[0]!}`);
    await db().execute(sql`update parts set retired_at = now() where id = ${ids[1]!}`);
    await db().execute(sql`delete from part_fitments where part_id = ${ids[2]!}`);
    await db().execute(sql`insert into part_fitments (part_id, model_id, year_from, year_to) select ${ids[3]!}, m.id, m.year_from, m.year_to from vehicle_models m
                            where not exists (select 1 from part_fitments f where f.part_id = ${ids[3]!} and f.model_id = m.id) order by m.id limit 1`);
    await db().execute(sql`insert into parts (title, part_number, part_number_norm, oem_norm, brand, category_id, category_name, condition, marketplace, price_cents, image_url, universal, universal_reason)
                            select 'Zanzibar Brake Pads Ceramic', 'ZNZ-1', 'ZNZ1', 'QQ12345', 'Zanzibar', category_id, category_name, 'new', 'supplier', 4321, image_url, true, 'test'
                            from parts where id = ${ids[0]!}`);
    const now = await version();
    await keeper.catchUp();
    expect(keeper.stats()).toMatchObject({ builds, updates: updates + 1, version: now, layered: 5 });
    expect(keeper.at(now)).toBeDefined();
    const extra = ['query=zanzibar', 'query=ZNZ1', 'query=QQ12345', 'query=brake pads&sort=price_desc', 'query=brake&page=2&sort=newest', 'brand=Zanzibar', 'marketplace=supplier', 'query=brake&inStock=false'];
    for (const qs of [...SEARCHES, ...extra]) expect(await ask(memory(), qs), qs).toEqual(await ask(database(), qs));
    expect((await ask(memory(), 'query=zanzibar')).parts.map((p) => p.title)).toEqual(['Zanzibar Brake Pads Ceramic']);
    const index = keeper.at(now)!;
    expect(index.fitmentsOf(ids)).toEqual(await repo.fitmentsOf(db(), [ids[0]!, ids[2]!, ids[3]!]));

    // Another change lays the new one over the same base: still no rebuild.
    await db().execute(sql`update parts set retired_at = null where id = ${ids[1]!}`);
    await keeper.catchUp();
    expect(keeper.stats()).toMatchObject({ builds, updates: updates + 2, layered: 5 });
    for (const qs of ['query=brake pads', 'query=brake pads&sort=rating&page=2', 'category=brakes-suspension&sort=price_asc']) expect(await ask(memory(), qs), qs).toEqual(await ask(database(), qs));

    // A change to the vehicle list is taken in by a rebuild.
    await db().execute(sql`update vehicle_models set name = name where id = (select min(id) from vehicle_models)`);
    await keeper.catchUp();
    expect(keeper.stats()).toMatchObject({ builds: builds + 1, layered: 0, version: await version() });
  });
});
