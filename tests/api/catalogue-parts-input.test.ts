import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartDetailSchema, VehiclesSchema } from '../../src/shared/schemas/catalogue';
import { createTestApp, rows, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: true });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/vehicles', () => {
  it('lists every make with its models, chassis codes and years', async () => {
    const res = await get('/api/vehicles');
    expect(res.statusCode).toBe(200);
    const makes = VehiclesSchema.parse(res.json());
    expect(makes.length).toBeGreaterThanOrEqual(9);
    expect(makes.flatMap((m) => m.models).length).toBeGreaterThanOrEqual(25);
    const toyota = makes.find((m) => m.name === 'Toyota')!;
    expect(toyota.models.find((m) => m.name === 'Corolla')?.chassis.map((c) => c.code)).toEqual(['NZE141', 'ZRE142', 'ZRE172']);
    // Each code is a generation with its own years, within the model's.
    expect(toyota.models.find((m) => m.name === 'Corolla Axio')?.chassis).toEqual([
      { code: 'NZE161', yearFrom: 2013, yearTo: 2020, aliases: [] },
      { code: 'NKE165', yearFrom: 2013, yearTo: 2020, aliases: [] },
      { code: 'NZE141', yearFrom: 2006, yearTo: 2012, aliases: [] },
    ]);
    expect(toyota.models.map((m) => m.name)).toEqual(expect.arrayContaining(['Corolla Axio', 'Corolla Fielder', 'Probox', 'Vitz', 'Premio', 'Hiace']));
    const honda = makes.find((m) => m.name === 'Honda')!;
    expect(honda.models.find((m) => m.name === 'Fit')?.chassis.map((c) => c.code)).toEqual(expect.arrayContaining(['GD1', 'GE6', 'GK3']));
    for (const m of makes.flatMap((x) => x.models)) {
      expect(m.yearFrom).toBeLessThanOrEqual(m.yearTo);
      for (const c of m.chassis) expect(c.yearFrom >= m.yearFrom && c.yearFrom <= c.yearTo && c.yearTo <= m.yearTo, `${m.name} ${c.code}`).toBe(true);
    }
  });
});

describe('GET /api/parts/:id', () => {
  it('answers a part with every docs/product.md §3 field, part numbers and its fitment', async () => {
    const [row] = await rows<{ id: number }>(t, sql`select part_id as id from part_fitments group by part_id having count(*) > 1 order by part_id limit 1`);
    const res = await get(`/api/parts/${row!.id}`);
    expect(res.statusCode).toBe(200);
    const p = PartDetailSchema.parse(res.json());
    expect(p.id).toBe(row!.id);
    expect(p.fitment.length).toBeGreaterThan(1);
    expect(p.universal).toBe(false);
    expect(p.makeId).toBe(p.fitment[0]!.makeId);
    expect(p.modelId).toBe(p.fitment[0]!.modelId);
    expect(p.yearId).toBe(p.fitment[0]!.yearFrom);
    expect(p.shippingDays).toMatch(/days$/);
    expect(p.rating).toBeGreaterThanOrEqual(3);
    expect(p.rating).toBeLessThanOrEqual(5);
    expect(Number.isInteger(p.price * 100)).toBe(true);
    if (p.originalPrice !== null) expect(p.originalPrice).toBeGreaterThan(p.price);
    expect(p.partNumber.length).toBeGreaterThan(3);
  });

  it('a universal part has no fitment and null vehicle ids', async () => {
    const [row] = await rows<{ id: number }>(t, sql`select id from parts where universal order by id limit 1`);
    const p = PartDetailSchema.parse((await get(`/api/parts/${row!.id}`)).json());
    expect(p).toMatchObject({ universal: true, fitment: [], makeId: null, modelId: null, yearId: null });
  });

  it('an unknown id is 404 Part not found', async () => {
    const res = await get('/api/parts/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Part not found', issues: [] });
  });

  it.each(['abc', '1.5', '-3', '0', '1e3', '99999999999', '12abc'])('id %s is 400', async (id) => {
    const res = await get(`/api/parts/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Part id must be a whole number from 1 to 2,147,483,647');
  });
});

describe('GET /api/parts: bad parameters are a 400 with a clear message, never a 500', () => {
  it.each([
    ['page=0', 'Page must be 1 or more'],
    ['page=-1', 'Page must be 1 or more'],
    ['page=1.5', 'Page must be a whole number'],
    ['page=abc', 'Page must be a number'],
    ['page=501', 'Page must be at most 500: narrow the search to see more'],
    ['limit=0', 'Limit must be 1 or more'],
    ['limit=1000', 'Limit must be at most 48'],
    ['limit=ten', 'Limit must be a number'],
    ['minPrice=-1', 'Minimum price cannot be negative'],
    ['maxPrice=-0.01', 'Maximum price cannot be negative'],
    ['minPrice=cheap', 'Minimum price must be a number'],
    ['minPrice=50&maxPrice=10', 'Minimum price must not be more than the maximum price'],
    ['condition=mint', 'Unknown condition "mint": use new, used, refurbished'],
    ['condition=new,broken', 'Unknown condition "broken": use new, used, refurbished'],
    ['marketplace=walmart', 'Unknown marketplace "walmart": use ebay, amazon, local, supplier'],
    ['makeId=abc', 'Make must be a whole number'],
    ['modelId=1.5', 'Model must be a whole number'],
    ['makeId=0', 'Make must be a whole number above 0'],
    ['categoryId=-2', 'Category must be a whole number above 0'],
    ['yearId=20x', 'Year must be a whole number'],
    ['yearId=1800', 'Year must be 1950 or later'],
    ['category=Engine%20Parts', 'Category must be a category slug'],
    ['sort=cheapest', 'Sort must be one of relevance, price_asc, price_desc, rating, newest'],
    ['inStock=yes', 'inStock must be true or false'],
    [`query=${'a'.repeat(121)}`, 'Search text must be at most 120 characters'],
    [`chassis=${'A'.repeat(31)}`, 'Chassis code must be at most 30 characters'],
  ])('%s', async (qs, message) => {
    const res = await get(`/api/parts?${qs}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('condition and marketplace may be repeated, as checkboxes of one name send them, and are checked the same way', async () => {
    const repeated = await get('/api/parts?condition=used&condition=refurbished&marketplace=ebay&marketplace=amazon&limit=48');
    const joined = await get('/api/parts?condition=used,refurbished&marketplace=ebay,amazon&limit=48');
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect(repeated.json().pagination.total).toBe(joined.json().pagination.total);
    expect(repeated.json().parts.map((p: { id: number }) => p.id)).toEqual(joined.json().parts.map((p: { id: number }) => p.id));
    expect(repeated.json().parts.every((p: { condition: string }) => p.condition !== 'new')).toBe(true);
    const bad = await get('/api/parts?condition=new&condition=mint');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown condition "mint": use new, used, refurbished');
    const many = await get(`/api/parts?${'condition=new&'.repeat(7)}`);
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('Too many condition values');
  });

  it('an unknown parameter is named', async () => {
    const res = await get('/api/parts?colour=red');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.json())).toContain('colour');
  });

  it('odd but valid text never breaks the search', async () => {
    for (const q of ["'", '"', '&|!():*', '\\', '%_', 'brake & pads | !', '-', '0000', 'a', 'the and for', '——']) {
      const res = await get(`/api/parts?query=${encodeURIComponent(q)}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    }
    for (const c of ["'", 'x%']) {
      const res = await get(`/api/parts?chassis=${encodeURIComponent(c)}`);
      expect(res.statusCode, c).toBe(200);
    }
    expect((await get(`/api/parts?brand=${encodeURIComponent("O'Reilly")}`)).statusCode).toBe(200);
  });
});
