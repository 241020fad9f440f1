import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitKeysOf } from '../../src/server/db/fit-keys';
import { createTestApp, rows, type TestApp } from '../support/test-app';

// A vehicle search matches parts by their fit keys (decision 025), kept from part_fitments by a trigger.
// These tests hold the keys to the fitment rows and the search to what the rows themselves say.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: true });
});
afterAll(() => t.close());

type Search = { parts: { id: number; universal: boolean }[]; pagination: { total: number } };
const search = async (qs: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/parts?${qs}&limit=48` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Search>();
};
const keysOf = async (id: number) => (await rows<{ fit_keys: string[] }>(t, sql`select fit_keys from parts where id = ${id}`))[0]!.fit_keys;

describe('fit keys', () => {
  it('every seeded part holds the keys of its own fitment rows, as the seed and the database both make them', async () => {
    const parts = await rows<{ id: number; fit_keys: string[]; from_db: string[] }>(t, sql`select id, fit_keys, part_fit_keys(id) as from_db from parts order by id`);
    const fits = await rows<{ part_id: number; model_id: number; year_from: number; year_to: number }>(t, sql`select * from part_fitments`);
    const fitsOf = new Map<number, typeof fits>();
    for (const f of fits) fitsOf.set(f.part_id, [...(fitsOf.get(f.part_id) ?? []), f]);
    const wrong = parts.filter((p) => {
      const expected = fitKeysOf((fitsOf.get(p.id) ?? []).map((f) => ({ modelId: f.model_id, yearFrom: f.year_from, yearTo: f.year_to })));
      return JSON.stringify(p.fit_keys) !== JSON.stringify(expected) || JSON.stringify(p.from_db) !== JSON.stringify(expected);
    });
    expect(wrong.map((p) => p.id)).toEqual([]);
    expect(parts.filter((p) => p.fit_keys.length > 0).length).toBeGreaterThan(3000);
  });

  it('follow fitment rows added, changed and removed by any writer, and a vehicle search follows them', async () => {
    const db = t.db.database.db;
    const [part] = await rows<{ id: number }>(t, sql`select id from parts where not universal order by id desc limit 1`);
    const [model] = await rows<{ id: number; make_id: number }>(t, sql`
      select id, make_id from vehicle_models where id not in (select model_id from part_fitments where part_id = ${part!.id}) order by id limit 1`);
    const found = async (qs: string) => (await search(`${qs}&sort=newest`)).parts.some((p) => p.id === part!.id);
    const forModel = `makeId=${model!.make_id}&modelId=${model!.id}`;
    // Made the newest part, so it is on the first page of any search that finds it.
    await db.execute(sql`update parts set created_at = now() + interval '1 day' where id = ${part!.id}`);
    expect(await found(`${forModel}&yearId=1998`)).toBe(false);

    await db.execute(sql`insert into part_fitments (part_id, model_id, year_from, year_to) values (${part!.id}, ${model!.id}, 1997, 1999)`);
    expect(await keysOf(part!.id)).toEqual(expect.arrayContaining([`m${model!.id}`, `m${model!.id}:1997`, `m${model!.id}:1998`, `m${model!.id}:1999`, 'y1998']));
    expect(await found(`${forModel}&yearId=1998`)).toBe(true);
    expect(await found(forModel)).toBe(true);
    expect(await found(`${forModel}&yearId=2001`)).toBe(false);

    await db.execute(sql`update part_fitments set year_to = 2001 where part_id = ${part!.id} and model_id = ${model!.id}`);
    expect(await found(`${forModel}&yearId=2001`)).toBe(true);

    await db.execute(sql`delete from part_fitments where part_id = ${part!.id} and model_id = ${model!.id}`);
    expect(await keysOf(part!.id)).not.toContain(`m${model!.id}`);
    expect(await found(forModel)).toBe(false);
    expect(await keysOf(part!.id)).toEqual(await rows<{ k: string[] }>(t, sql`select part_fit_keys(${part!.id}) as k`).then((r) => r[0]!.k));
  });

  it('a universal part is found by every vehicle search, and stops being when it is no longer universal', async () => {
    const db = t.db.database.db;
    const [part] = await rows<{ id: number }>(t, sql`select id from parts where universal order by id limit 1`);
    await db.execute(sql`update parts set created_at = now() + interval '2 days', in_stock = true where id = ${part!.id}`);
    const found = async (qs: string) => (await search(`${qs}&sort=newest`)).parts[0]?.id === part!.id;
    expect(await found('makeId=1&modelId=2&yearId=2012')).toBe(true);
    expect(await found('chassis=nze141')).toBe(true);
    expect(await found('yearId=1995')).toBe(true);
    await db.execute(sql`update parts set universal = false where id = ${part!.id}`);
    expect(await found('makeId=1&modelId=2&yearId=2012')).toBe(false);
    expect(await found('yearId=1995')).toBe(false);
    await db.execute(sql`update parts set universal = true where id = ${part!.id}`);
  });

  it('a vehicle search finds exactly the parts whose fitment rows (or universal flag) say they fit', async () => {
    const vehicles = await rows<{ id: number; make_id: number; chassis: string }>(t, sql`
      select m.id, m.make_id, (select c.code from vehicle_chassis c where c.model_id = m.id order by c.position limit 1) as chassis
      from vehicle_models m where m.id in (select model_id from part_fitments) order by m.id limit 4`);
    for (const v of vehicles) {
      const cases: [string, ReturnType<typeof sql>][] = [
        [`makeId=${v.make_id}&modelId=${v.id}&yearId=2012`, sql`f.model_id = ${v.id} and 2012 between f.year_from and f.year_to`],
        [`makeId=${v.make_id}&modelId=${v.id}`, sql`f.model_id = ${v.id}`],
        [`makeId=${v.make_id}`, sql`f.model_id in (select id from vehicle_models where make_id = ${v.make_id})`],
        // A chassis code is one generation of its models: their parts of that generation's years.
        [`chassis=${v.chassis.toLowerCase()}&yearId=2008`, sql`f.model_id in (select model_id from vehicle_chassis where code = ${v.chassis} and 2008 between year_from and year_to) and 2008 between f.year_from and f.year_to`],
        [`chassis=${v.chassis.toLowerCase()}`, sql`exists (select 1 from vehicle_chassis c where c.code = ${v.chassis} and c.model_id = f.model_id and c.year_from <= f.year_to and f.year_from <= c.year_to)`],
        [`yearId=2005`, sql`2005 between f.year_from and f.year_to`],
      ];
      for (const [qs, fits] of cases) {
        const [expected] = await rows<{ n: number }>(t, sql`
          select count(*)::int as n from parts p where p.universal or exists (select 1 from part_fitments f where f.part_id = p.id and ${fits})`);
        expect((await search(qs)).pagination.total, qs).toBe(expected!.n);
      }
    }
    // A model and a chassis code it does not carry: only the parts that fit every car.
    const [universal] = await rows<{ n: number }>(t, sql`select count(*)::int as n from parts where universal`);
    expect((await search(`makeId=${vehicles[0]!.make_id}&modelId=${vehicles[0]!.id}&chassis=zz99`)).pagination.total).toBe(universal!.n);
  });
});
