import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTS_COUNT_CAP } from '../../src/shared/catalogue';
import { POPULAR_CATEGORIES } from '../../src/shared/constants';
import { createCatalogueService } from '../../src/server/features/catalogue/service';
import { PartSearchQuerySchema, PartSearchResultSchema, type Part, type PartSearchResult } from '../../src/shared/schemas/catalogue';
import { createTestApp, rows, type TestApp } from '../support/test-app';

let t: TestApp;
let statements = 0;
beforeAll(async () => {
  t = await createTestApp({ seeded: true, onQuery: () => statements++ });
});
afterAll(() => t.close());

async function search(qs: string): Promise<PartSearchResult> {
  const res = await t.app.inject({ method: 'GET', url: `/api/parts${qs ? `?${qs}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return PartSearchResultSchema.parse(res.json());
}
const count = async (where: ReturnType<typeof sql>) =>
  (await rows<{ n: number }>(t, sql`select count(*)::int as n from parts where ${where}`))[0]!.n;
const ids = (r: PartSearchResult) => r.parts.map((p) => p.id);
/** Past PARTS_COUNT_CAP the total is the cap, flagged as a floor. */
function expectTotal(r: PartSearchResult, n: number) {
  expect(r.pagination).toMatchObject({ total: Math.min(n, PARTS_COUNT_CAP), totalIsEstimate: n > PARTS_COUNT_CAP });
}

describe('the demo catalogue', () => {
  it('has at least 5,000 parts over at least 25 models, every popular category filled', async () => {
    expect(await count(sql`true`)).toBeGreaterThanOrEqual(5000);
    const [models] = await rows<{ n: number }>(t, sql`select count(distinct model_id)::int as n from part_fitments`);
    expect(models!.n).toBeGreaterThanOrEqual(25);
    for (const c of POPULAR_CATEGORIES) {
      const r = await search(`category=${c.slug}&limit=1`);
      expect(r.pagination.total, c.slug).toBeGreaterThan(100);
      expect(r.parts[0]!.categorySlug).toBe(c.slug);
    }
    // docs/product.md §9's brand filter choices all have parts, and more brands besides.
    expect((await search('limit=1')).facets.brand).toHaveLength(12);
    for (const b of ['Bosch', 'Denso', 'ACDelco', 'NGK', 'Brembo', 'Monroe', 'Aisin', 'KYB', 'Akebono', 'Mobil 1', 'Toyota Genuine']) expect((await search(`brand=${encodeURIComponent(b)}&limit=1`)).pagination.total, b).toBeGreaterThan(0);
  });

  it('is the same on every run (seeded PRNG, fixed dates)', async () => {
    const [p] = await rows<{ title: string; part_number: string; created_at: Date }>(t, sql`select title, part_number, created_at from parts where id = 1`);
    expect(p!.title).toBe('ACDelco Valve Cover Gasket Set — Toyota Premio ZRT261 2007-2020');
    expect(p!.part_number).toBe('36-784');
  });

  it('serves each part image from our own server', async () => {
    const r = await search('limit=48');
    for (const url of new Set(r.parts.map((p) => p.imageUrl))) {
      expect(url).toMatch(/^\/images\/parts\/[a-z-]+\.svg$/);
      const img = await t.app.inject({ method: 'GET', url });
      expect(img.statusCode, url).toBe(200);
      expect(img.headers['content-type']).toContain('image/svg+xml');
    }
  });
});

describe('GET /api/parts: defaults, pagination and totals', () => {
  it('answers 9 newest parts by default with the exact total and page count', async () => {
    const all = await count(sql`true`);
    const r = await search('');
    expect(r.parts).toHaveLength(9);
    expect(all).toBeLessThanOrEqual(PARTS_COUNT_CAP);
    expect(r.pagination).toEqual({ page: 1, totalPages: Math.ceil(all / 9), total: all, totalIsEstimate: false });
    const dates = r.parts.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(r.searchedFor).toBeNull();
  });

  it('walks to the last page and past it without overlap', async () => {
    const qs = 'category=cooling&condition=used&marketplace=local';
    const first = await search(`${qs}&limit=5`);
    const { total, totalPages } = first.pagination;
    expect(total).toBeGreaterThan(5);
    const last = await search(`${qs}&limit=5&page=${totalPages}`);
    expect(last.parts).toHaveLength(total - (totalPages - 1) * 5);
    const past = await search(`${qs}&limit=5&page=${totalPages + 1}`);
    expect(past.parts).toEqual([]);
    expect(past.pagination).toEqual({ page: totalPages + 1, totalPages, total, totalIsEstimate: false });
    // Every part exactly once across pages (id tie-break keeps pages stable).
    const seen: number[] = [];
    for (let page = 1; page <= totalPages; page++) seen.push(...ids(await search(`${qs}&limit=5&page=${page}&sort=price_asc`)));
    expect(new Set(seen).size).toBe(total);
  });

  it('empty results: zero pages', async () => {
    const r = await search('query=zzzzqqqq');
    expect(r.parts).toEqual([]);
    expect(r.pagination).toMatchObject({ total: 0, totalPages: 0 });
  });

  it('sends a bounded number of SQL statements whatever the limit', async () => {
    for (const limit of [9, 48]) {
      for (const qs of [`limit=${limit}`, `query=bosh+brake+pda&makeId=1&yearId=2010&limit=${limit}`, `query=04465&limit=${limit}`]) {
        // Worked out: at most seven, and the search cache's read of the catalogue version (a typo is corrected
        // in memory, from the vocabulary kept for that version); asked again: that read alone.
        statements = 0;
        const r = await search(`${qs}&sort=newest`);
        expect(r.parts.length).toBeGreaterThan(0);
        expect(statements, qs).toBeGreaterThanOrEqual(3);
        expect(statements, qs).toBeLessThanOrEqual(8);
        statements = 0;
        await search(`${qs}&sort=newest`);
        expect(statements, qs).toBe(1);
      }
    }
  });
});

describe('GET /api/parts: filters', () => {
  it('condition: one, two, or all three (= no filter, docs/product.md §5)', async () => {
    const used = await search('condition=used&limit=48');
    expect(used.parts.every((p) => p.condition === 'used')).toBe(true);
    expectTotal(used, await count(sql`condition = 'used'`));
    const two = await search('condition=used,Refurbished&limit=48');
    expectTotal(two, await count(sql`condition in ('used', 'refurbished')`));
    expect(new Set(two.parts.map((p) => p.condition))).toEqual(new Set(['used', 'refurbished']));
    const all = await search('condition=new,used,refurbished');
    expectTotal(all, await count(sql`true`));
  });

  it('marketplace: single, or all (= no filter)', async () => {
    const local = await search('marketplace=local&limit=48');
    expect(local.parts.every((p) => p.marketplace === 'local')).toBe(true);
    expectTotal(local, await count(sql`marketplace = 'local'`));
    expectTotal((await search('marketplace=ebay,amazon,local')), await count(sql`true`));
  });

  it('brand: exact, any case', async () => {
    const r = await search('brand=bosch&limit=48');
    expectTotal(r, await count(sql`brand = 'Bosch'`));
    expect(r.parts.every((p) => p.brand === 'Bosch')).toBe(true);
    expect((await search('brand=Bosc')).pagination.total).toBe(0);
  });

  it('category by id or by slug', async () => {
    const [cat] = await rows<{ id: number }>(t, sql`select id from categories where slug = 'filters'`);
    const byId = await search(`categoryId=${cat!.id}`);
    const bySlug = await search('category=filters');
    expectTotal(byId, await count(sql`category_id = ${cat!.id}`));
    expect(bySlug.pagination.total).toBe(byId.pagination.total);
    expect(byId.parts.every((p) => p.categoryId === cat!.id && p.categoryName === 'Filters')).toBe(true);
    expect((await search('category=no-such-category')).pagination.total).toBe(0);
  });

  it('price range in US dollars, inclusive', async () => {
    const r = await search('minPrice=20&maxPrice=30.5&limit=48&sort=price_asc');
    expectTotal(r, await count(sql`price_cents between 2000 and 3050`));
    expect(r.parts.every((p) => p.price >= 20 && p.price <= 30.5)).toBe(true);
    expectTotal((await search('minPrice=0')), await count(sql`true`));
    expect((await search('minPrice=5000')).pagination.total).toBe(0);
  });

  it('in stock or not', async () => {
    expectTotal((await search('inStock=true')), await count(sql`in_stock`));
    const out = await search('inStock=false&limit=48');
    expectTotal(out, await count(sql`not in_stock`));
    expect(out.parts.every((p) => !p.inStock)).toBe(true);
  });

  it('combines filters', async () => {
    const r = await search('category=brakes-suspension&condition=new&marketplace=amazon&maxPrice=80&inStock=true&limit=48');
    expect(r.pagination.total).toBeGreaterThan(0);
    for (const p of r.parts) expect(p).toMatchObject({ categorySlug: 'brakes-suspension', condition: 'new', marketplace: 'amazon', inStock: true });
    expect(r.parts.every((p) => p.price <= 80)).toBe(true);
  });
});

describe('GET /api/parts: vehicle fitment', () => {
  async function fitsOf(p: Part) {
    return rows<{ model_id: number; make_id: number; year_from: number; year_to: number }>(
      t,
      sql`select f.model_id, m.make_id, f.year_from, f.year_to from part_fitments f join vehicle_models m on m.id = f.model_id where f.part_id = ${p.id}`,
    );
  }
  const model = async (slug: string) => (await rows<{ id: number; make_id: number }>(t, sql`select id, make_id from vehicle_models where slug = ${slug}`))[0]!;

  it('by model and year: fitting parts plus universal ones, flagged', async () => {
    const axio = await model('axio');
    const r = await search(`modelId=${axio.id}&yearId=2012&limit=48`);
    expect(r.pagination.total).toBeGreaterThan(48);
    expect(r.parts.some((p) => p.universal)).toBe(true);
    for (const p of r.parts) {
      if (p.universal) {
        expect(p.makeId).toBeNull();
        continue;
      }
      const fits = await fitsOf(p);
      expect(fits.some((f) => f.model_id === axio.id && f.year_from <= 2012 && f.year_to >= 2012), p.title).toBe(true);
    }
    const expected = await count(
      sql`universal or exists (select 1 from part_fitments f where f.part_id = parts.id and f.model_id = ${axio.id} and 2012 between f.year_from and f.year_to)`,
    );
    expectTotal(r, expected);
  });

  it('by make', async () => {
    const fit = await model('fit');
    const r = await search(`makeId=${fit.make_id}&limit=48&sort=price_desc`);
    for (const p of r.parts.filter((x) => !x.universal)) expect((await fitsOf(p)).some((f) => f.make_id === fit.make_id)).toBe(true);
    expectTotal(
      r,
      await count(sql`universal or exists (select 1 from part_fitments f join vehicle_models m on m.id = f.model_id where f.part_id = parts.id and m.make_id = ${fit.make_id})`),
    );
  });

  it('by chassis code, typed in any case', async () => {
    const ge6 = await search('chassis=ge6&limit=48');
    const fit = await model('fit');
    // GE6 is the 2007-2012 Fit: the Fit's parts of those years, fewer than all of the Fit's.
    expectTotal(
      ge6,
      await count(sql`universal or exists (select 1 from part_fitments f where f.part_id = parts.id and f.model_id = ${fit.id} and f.year_from <= 2012 and 2007 <= f.year_to)`),
    );
    expect(ge6.pagination.total).toBeLessThan((await search(`modelId=${fit.id}`)).pagination.total);
    expect((await search('chassis=GE6')).pagination.total).toBe(ge6.pagination.total);
    const nze = await search('chassis=NZE141&yearId=2010');
    expect(nze.pagination.total).toBeGreaterThan(0);
  });

  it('a year that no model was built in leaves only universal parts', async () => {
    const r = await search('yearId=1960&limit=48');
    expectTotal(r, await count(sql`universal`));
    expect(r.parts.every((p) => p.universal)).toBe(true);
  });
});

describe('GET /api/parts: text, typo and part-number search', () => {
  it('ranks matching parts for words', async () => {
    const r = await search('query=brake+pads&limit=48');
    expect(r.pagination.total).toBeGreaterThan(48);
    expect(r.parts.every((p) => /brake pads/i.test(p.title))).toBe(true);
    expect(r.searchedFor).toBeNull();
  });

  it('searches the category name and brand too', async () => {
    const r = await search('query=radiators+denso&limit=48');
    expect(r.pagination.total).toBeGreaterThan(0);
    expect(r.parts.every((p) => p.brand === 'Denso' && p.categorySlug === 'cooling')).toBe(true);
  });

  it('"bosh brake pda" finds Bosch brake pads and says what it searched for', async () => {
    const r = await search('query=bosh+brake+pda');
    expect(r.searchedFor).toBe('bosch brake pads');
    expect(r.parts.length).toBeGreaterThan(0);
    for (const p of r.parts) {
      expect(p.brand).toBe('Bosch');
      expect(p.title).toMatch(/Brake Pads/);
    }
  });

  it('corrects a misspelt model name; words it cannot correct stay as typed', async () => {
    const r = await search('query=corrola+radiater');
    expect(r.searchedFor).toBe('corolla radiator');
    expect(r.parts.every((p) => /Corolla/.test(p.title) && /Radiator/.test(p.title))).toBe(true);
    const none = await search('query=qqxxzz');
    expect(none.searchedFor).toBeNull();
    expect(none.pagination.total).toBe(0);
  });

  it('finds a part number however it is typed', async () => {
    const [p] = await rows<{ id: number; part_number: string }>(t, sql`select id, part_number from parts where brand = 'Bosch' order by id limit 1`);
    const typed = p!.part_number; // "0 986 xxx xxx"
    const bare = typed.replaceAll(' ', '');
    const dashed = `${bare.slice(0, 4)}-${bare.slice(4)}`;
    for (const q of [typed, bare, dashed]) {
      const r = await search(`query=${encodeURIComponent(q)}&limit=48`);
      expect(ids(r), q).toContain(p!.id);
      expect(r.parts.every((x) => x.partNumber.replaceAll(' ', '').startsWith(bare) || x.oemNumbers.length > 0), q).toBe(true);
    }
    // An NGK number like BKR6E-11, typed lower-case with a space for the dash.
    const [plug] = await rows<{ part_number: string }>(t, sql`select part_number from parts where brand = 'NGK' and part_number like '%-11' order by id limit 1`);
    const ngk = await search(`query=${encodeURIComponent(plug!.part_number.toLowerCase().replace('-', ' '))}`);
    expect(ngk.parts.length).toBeGreaterThan(0);
    expect(ngk.parts.every((x) => x.partNumber === plug!.part_number)).toBe(true);
  });

  it('finds OEM numbers by prefix, with or without the dash', async () => {
    const [p] = await rows<{ id: number; oem: string }>(t, sql`select id, oem_numbers[1] as oem from parts where brand = 'Toyota Genuine' order by id limit 1`);
    const oem = p!.oem; // 04465-12345
    for (const q of [oem, oem.replace('-', ''), oem.replace('-', ' '), oem.toLowerCase()]) {
      const r = await search(`query=${encodeURIComponent(q)}&limit=48`);
      expect(ids(r), q).toContain(p!.id);
      expect(r.parts[0]!.oemNumbers.includes(oem) || r.parts[0]!.partNumber === oem, q).toBe(true);
    }
    const prefix = await search(`query=${oem.slice(0, 5)}&limit=48`);
    expect(prefix.pagination.total).toBeGreaterThan(1);
    expect(prefix.parts.every((x) => x.oemNumbers.some((o) => o.startsWith(oem.slice(0, 5))) || x.partNumber.startsWith(oem.slice(0, 5)))).toBe(true);
  });

  it('a chassis code typed as the search text finds that car\'s parts', async () => {
    const r = await search('query=NZE141&limit=48');
    expect(r.pagination.total).toBeGreaterThan(0);
    expect(r.parts.every((p) => /NZE141/.test(p.title + p.description))).toBe(true);
  });
});

describe('GET /api/parts: sorts', () => {
  const qs = 'category=filters&limit=48';
  it('price low to high and high to low', async () => {
    const asc = (await search(`${qs}&sort=price_asc`)).parts.map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await search(`${qs}&sort=price_desc`)).parts.map((p) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBeGreaterThan(asc[0]!);
  });
  it('rating, best first', async () => {
    const r = (await search(`${qs}&sort=rating`)).parts;
    for (let i = 1; i < r.length; i++) {
      const [a, b] = [r[i - 1]!, r[i]!];
      expect(a.rating > b.rating || (a.rating === b.rating && a.reviewCount >= b.reviewCount)).toBe(true);
    }
  });
  it('newest first; relevance without words is newest', async () => {
    const newest = await search(`${qs}&sort=newest`);
    const dates = newest.parts.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(ids(await search(`${qs}&sort=relevance`))).toEqual(ids(newest));
  });
  it('relevance with words puts title matches first', async () => {
    const r = await search('query=alternator&limit=5');
    expect(r.parts.every((p) => /Alternator/.test(p.title))).toBe(true);
  });
});

describe('GET /api/parts: words, read once for the page and the counts', () => {
  const words = sql`search_doc @@ plainto_tsquery('english', 'filter')`;
  const orders = {
    relevance: sql`ts_rank(search_doc, plainto_tsquery('english', 'filter')) desc, id desc`,
    price_asc: sql`price_cents asc, id asc`,
    price_desc: sql`price_cents desc, id desc`,
    rating: sql`rating_tenths desc, review_count desc, id desc`,
    newest: sql`created_at desc, id desc`,
  };
  const expected = async (order: keyof typeof orders, offset: number, limit: number) =>
    (await rows<{ id: number }>(t, sql`select id from parts where ${words} order by ${orders[order]} limit ${limit} offset ${offset}`)).map((r) => r.id);

  it('every sort gives the pages a direct query gives, with every part of the page', async () => {
    const matches = await count(words);
    expect(matches).toBeGreaterThan(96);
    for (const order of Object.keys(orders) as (keyof typeof orders)[]) {
      for (const page of [1, 2]) {
        const r = await search(`query=filter&sort=${order}&limit=48&page=${page}`);
        expect(ids(r), `${order} page ${page}`).toEqual(await expected(order, (page - 1) * 48, 48));
        expect(r.parts.every((p) => p.title.length > 0 && p.categorySlug.length > 0)).toBe(true);
        expectTotal(r, matches);
      }
    }
  });

  it('past the cap: the cap as a floor, facets over the same rows, and the page still taken from every match', async () => {
    const matches = await count(words);
    const cap = 50;
    expect(matches).toBeGreaterThan(cap * 2);
    const service = createCatalogueService({ db: t.db.database.db, countCap: cap });
    const deep = await service.search(PartSearchQuerySchema.parse({ query: 'filter', page: 3, limit: 24, sort: 'price_desc' }));
    expect(deep.pagination).toMatchObject({ total: cap, totalIsEstimate: true });
    expect(deep.facets.condition.reduce((n, c) => n + c.count, 0)).toBe(cap + 1);
    expect(deep.parts.map((p) => p.id)).toEqual(await expected('price_desc', 48, 24));
    const best = await service.search(PartSearchQuerySchema.parse({ query: 'filter' }));
    expect(best.parts.map((p) => p.id)).toEqual(await expected('relevance', 0, 9));
  });
});

describe('GET /api/parts: facets', () => {
  it('counts condition, marketplace, brand (top 12) and category over the filtered set', async () => {
    const r = await search('category=brakes-suspension&maxPrice=60');
    const { total } = r.pagination;
    const sum = (xs: { count: number }[]) => xs.reduce((s, x) => s + x.count, 0);
    expect(sum(r.facets.condition)).toBe(total);
    expect(sum(r.facets.marketplace)).toBe(total);
    expect(r.facets.category).toEqual([{ value: expect.any(String), label: 'Brakes & Suspension', count: total }]);
    expect(r.facets.brand.length).toBeLessThanOrEqual(12);
    expect(r.facets.condition.map((c) => c.label).sort()).toEqual(['New', 'Refurbished', 'Used']);
    expect(r.facets.marketplace.find((m) => m.value === 'ebay')?.label).toBe('eBay');
    const used = r.facets.condition.find((c) => c.value === 'used')!;
    expect((await search('category=brakes-suspension&maxPrice=60&condition=used')).pagination.total).toBe(used.count);
    const bosch = r.facets.brand.find((b) => b.value === 'Bosch')!;
    expect((await search('category=brakes-suspension&maxPrice=60&brand=Bosch')).pagination.total).toBe(bosch.count);
    const counts = r.facets.brand.map((b) => b.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('agree with the total over the whole catalogue, and each narrowing filter narrows it to its facet count', async () => {
    // Before: with the count stopped at 1,000, "Used" on 5,000 parts still said 1,000+.
    const all = await search('limit=1');
    const { total } = all.pagination;
    expect(total).toBe(await count(sql`true`));
    expect(total).toBeGreaterThanOrEqual(5000);
    const sum = (xs: { count: number }[]) => xs.reduce((s, x) => s + x.count, 0);
    expect(sum(all.facets.condition)).toBe(total);
    expect(sum(all.facets.marketplace)).toBe(total);
    expect(sum(all.facets.category)).toBe(total);
    let previous = total;
    for (const qs of ['condition=used', 'condition=used&marketplace=ebay', 'condition=used&marketplace=ebay&category=brakes-suspension']) {
      const narrowed = await search(`${qs}&limit=1`);
      expect(narrowed.pagination.total, qs).toBeLessThan(previous);
      expect(narrowed.pagination.totalIsEstimate, qs).toBe(false);
      expect(sum(narrowed.facets.condition), qs).toBe(narrowed.pagination.total);
      previous = narrowed.pagination.total;
    }
    expect((await search('condition=used&limit=1')).pagination.total).toBe(all.facets.condition.find((c) => c.value === 'used')!.count);
  });

  it('past the cap, give the cap as a floor, and the facets count the same rows as the total', async () => {
    const service = createCatalogueService({ db: t.db.database.db, countCap: 1000 });
    const broad = await service.search(PartSearchQuerySchema.parse({}));
    expect(broad.pagination).toMatchObject({ total: 1000, totalIsEstimate: true, totalPages: Math.ceil(1000 / 9) });
    const sum = (xs: { count: number }[]) => xs.reduce((s, x) => s + x.count, 0);
    // The rows counted are the cap and the one more that shows there are more: "1,000+".
    expect(sum(broad.facets.condition)).toBe(1001);
    const narrow = await service.search(PartSearchQuerySchema.parse({ condition: 'used', category: 'filters' }));
    expect(narrow.pagination.totalIsEstimate).toBe(false);
    expect(narrow.pagination.total).toBe(await count(sql`condition = 'used' and category_id = (select id from categories where slug = 'filters')`));
  });
});
