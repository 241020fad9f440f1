import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindSlug, PART_KINDS } from '../../src/server/db/seed/catalogue';
import { VEHICLES } from '../../src/server/db/seed/vehicles-data';
import { createTestApp, rows, type TestApp } from '../support/test-app';
import { isConsumable } from '../../src/shared/catalogue';
import { computeLandedCost, freightCents } from '../../src/shared/landed-cost';
import type { LandedCostRatesInput } from '../../src/shared/schemas/landed-cost';

// What the demo data once did wrong (docs/catalogue-data.md): a title for a Corolla NZE141 listed as fitting a Belta, "universal" brake pads, a Brembo part
// under another maker's product line. Every seeded part is checked against its own fitment and brand.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: true });
});
afterAll(() => t.close());

type PartRow = { id: number; title: string; brand: string; kind: string | null; universal: boolean; category: string };
type FitRow = { part_id: number; make_slug: string; make: string; model_slug: string; model: string; chassis: { code: string; from: number; to: number }[]; year_from: number; year_to: number };

/** Each model's chassis codes, with their years and platforms (vehicles-data.ts). */
const chassisOf = new Map(VEHICLES.flatMap((make) => make.models.map((m) => [`${make.slug}/${m.slug}`, m.chassis])));

describe('the demo catalogue agrees with itself', () => {
  it('titles, fitment, kinds, brands and product lines', async () => {
    const parts = await rows<PartRow>(t, sql`select p.id, p.title, p.brand, p.kind, p.universal, c.slug as category from parts p join categories c on c.id = p.category_id order by p.id`);
    const fits = await rows<FitRow>(t, sql`
      select f.part_id, mk.slug as make_slug, mk.name as make, m.slug as model_slug, m.name as model, f.year_from, f.year_to,
        (select json_agg(json_build_object('code', c.code, 'from', c.year_from, 'to', c.year_to)) from vehicle_chassis c where c.model_id = m.id) as chassis
      from part_fitments f join vehicle_models m on m.id = f.model_id join vehicle_makes mk on mk.id = m.make_id`);
    const fitsOf = new Map<number, FitRow[]>();
    for (const f of fits) fitsOf.set(f.part_id, [...(fitsOf.get(f.part_id) ?? []), f]);
    expect(parts.length).toBeGreaterThanOrEqual(5000);

    const problems: string[] = [];
    const check = (ok: boolean, part: PartRow, what: string) => {
      if (!ok) problems.push(`#${part.id} "${part.title}": ${what}`);
    };
    let withSiblings = 0;
    for (const part of parts) {
      const kind = PART_KINDS[part.category]?.find((k) => kindSlug(k.name) === part.kind);
      check(kind !== undefined, part, `kind ${part.kind} is not one its category sells`);
      if (!kind) continue;
      const [head = '', fitsText = ''] = part.title.split(' — ');
      check(kind.brands.includes(part.brand) && head.startsWith(`${part.brand} `) && head.endsWith(kind.name), part, 'brand and kind in the title');
      // Between the brand and the kind: the brand's own product line (if it has lines), then the position.
      const middle = head.slice(part.brand.length, head.length - kind.name.length).trim();
      const line = (kind.lines?.[part.brand] ?? []).find((l) => middle === l || middle.startsWith(`${l} `)) ?? '';
      const position = middle.slice(line.length).trim();
      check(position === '' || (kind.positions ?? []).includes(position), part, `"${middle}" is not a line of ${part.brand} and a position`);
      check(!kind.lines?.[part.brand] || line !== '', part, `${part.brand} part without its product line`);

      const rowsOfPart = fitsOf.get(part.id) ?? [];
      if (part.universal) {
        check(kind.universal !== undefined && rowsOfPart.length === 0 && fitsText === 'Universal fit', part, 'universal: a kind that fits most cars, no fitment rows');
        continue;
      }
      check(rowsOfPart.length > 0, part, 'no fitment rows');
      const first = rowsOfPart.find((f) => fitsText.startsWith(`${f.make} ${f.model} `));
      check(first !== undefined, part, 'the title names none of the models it fits');
      if (!first) continue;
      const [chassis, years] = fitsText.slice(`${first.make} ${first.model} `.length).split(' ');
      const generation = first.chassis.find((c) => c.code === chassis);
      check(generation !== undefined, part, `${chassis} is not a chassis code of the ${first.model}`);
      // A chassis code is one generation: an NZE141 part fits 2006-2012 cars, never a 2016 one.
      check(!generation || (first.year_from >= generation.from && first.year_to <= generation.to), part, `${chassis} was built ${generation?.from}-${generation?.to}`);
      check(years === `${first.year_from}-${first.year_to}`, part, `years ${years} are not those it fits (${first.year_from}-${first.year_to})`);
      const platform = chassisOf.get(`${first.make_slug}/${first.model_slug}`)?.find((c) => c.code === chassis)?.platform;
      for (const other of rowsOfPart.filter((f) => f !== first)) {
        withSiblings += 1;
        // Another model of the title's platform, in years a generation of that platform was built.
        const generations = (chassisOf.get(`${other.make_slug}/${other.model_slug}`) ?? []).filter((c) => platform !== undefined && c.platform === platform);
        check(
          other.make_slug === first.make_slug && generations.some((c) => other.year_from >= c.from && other.year_to <= c.to),
          part,
          `also listed for the ${other.make} ${other.model} ${other.year_from}-${other.year_to}, not the ${chassis} generation's sibling`,
        );
        check(other.year_from >= first.year_from && other.year_to <= first.year_to, part, `the ${other.model}'s years are outside the title's`);
      }
      if (part.brand.endsWith(' Genuine')) {
        check(rowsOfPart.every((f) => f.make === part.brand.replace(' Genuine', '')), part, "a maker's genuine part for another make");
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // The siblings are really there: a part for one Corolla is listed for its Axio and Fielder too.
    expect(withSiblings).toBeGreaterThan(100);
  });

  it("a search for a vehicle lists only parts that fit it, each shown with that vehicle and titled for it or a sibling", async () => {
    const [axio] = await rows<{ id: number }>(t, sql`select id from vehicle_models where slug = 'axio'`);
    for (const qs of [`modelId=${axio!.id}&yearId=2012`, 'chassis=NZE141&yearId=2012']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/parts?${qs}&limit=48&category=brakes-suspension` });
      const { parts } = res.json() as { parts: { id: number; title: string; universal: boolean; modelId: number | null }[] };
      expect(parts.length, qs).toBeGreaterThan(5);
      for (const part of parts.filter((p) => !p.universal)) {
        const fits = await rows<{ model_id: number; chassis_codes: string[]; name: string }>(t, sql`
          select f.model_id, m.name, array(select c.code from vehicle_chassis c where c.model_id = m.id and 2012 between c.year_from and c.year_to) as chassis_codes
          from part_fitments f join vehicle_models m on m.id = f.model_id
          where f.part_id = ${part.id} and 2012 between f.year_from and f.year_to`);
        const shown = fits.find((f) => f.model_id === part.modelId);
        expect(shown, `${qs}: #${part.id} ${part.title} is shown with a vehicle it fits in 2012`).toBeDefined();
        if (qs.startsWith('chassis')) expect(shown!.chassis_codes).toContain('NZE141');
        else expect(shown!.model_id).toBe(axio!.id);
        // Titled for a Corolla, an Axio or a Fielder: the same platform, never a Belta.
        expect(part.title, qs).toMatch(/ — Toyota Corolla( Axio| Fielder)? /);
      }
    }
  });

  it('no consumable is sold used or refurbished: brake pads, fluids, filters, plugs, wiper blades, belts are new', async () => {
    const all = await rows<{ id: number; title: string; condition: string }>(t, sql`select id, title, condition from parts`);
    const consumables = all.filter((p) => isConsumable(p.title));
    // Before: hundreds of them were used or refurbished, "used" brake pads and "used" brake fluid among them.
    expect(consumables.length).toBeGreaterThan(500);
    expect(consumables.filter((p) => p.condition !== 'new').map((p) => `#${p.id} ${p.title} (${p.condition})`)).toEqual([]);
    // The others still come in every condition.
    expect(new Set(all.filter((p) => !isConsumable(p.title)).map((p) => p.condition))).toEqual(new Set(['new', 'used', 'refurbished']));
  });

  it('a card may name only the chassis codes of the fitment row it is shown with: a 2006-2012 Axio row is NZE141, never NZE161', async () => {
    const [axio] = await rows<{ id: number }>(t, sql`select id from vehicle_models where slug = 'axio'`);
    const res = await t.app.inject({ method: 'GET', url: `/api/parts?modelId=${axio!.id}&limit=48` });
    const { parts } = res.json() as { parts: { id: number; title: string; universal: boolean; modelId: number | null; fitChassis: string[] }[] };
    const fitted = parts.filter((p) => !p.universal && p.modelId === axio!.id);
    expect(fitted.length).toBeGreaterThan(5);
    for (const part of fitted) {
      const [row] = await rows<{ codes: string[] }>(t, sql`
        select array(select c.code from vehicle_chassis c where c.model_id = f.model_id and c.year_from <= f.year_to and f.year_from <= c.year_to order by c.position) as codes
        from part_fitments f where f.part_id = ${part.id} and f.model_id = ${axio!.id}`);
      expect(part.fitChassis, `#${part.id} ${part.title}`).toEqual(row!.codes);
    }
  });
});

describe('GET /api/parts/:id/similar', () => {
  it('the same kind, fitting the same vehicle first, never the part itself', async () => {
    const similar = async (id: number | string) => t.app.inject({ method: 'GET', url: `/api/parts/${id}/similar` });
    const sharesVehicle = async (a: number, b: number) =>
      (
        await rows<{ n: number }>(t, sql`
          select count(*)::int as n from part_fitments f join part_fitments g
            on g.model_id = f.model_id and g.year_from <= f.year_to and f.year_from <= g.year_to
          where f.part_id = ${a} and g.part_id = ${b}`)
      )[0]!.n > 0;
    // Before: rear brake pads suggested a shock absorber, a stabiliser link and a control arm.
    const samples = await rows<{ id: number; kind: string; universal: boolean }>(t, sql`
      (select id, kind, universal from parts where title like '% Rear Brake Pads — %' and not universal order by id limit 3)
      union all (select id, kind, universal from parts where universal order by id limit 2)
      union all (select id, kind, universal from parts where id % 500 = 3)`);
    expect(samples.length).toBeGreaterThan(10);
    for (const part of samples) {
      const res = await similar(part.id);
      expect(res.statusCode).toBe(200);
      const { parts } = res.json() as { parts: { id: number; universal: boolean; title: string }[] };
      expect(parts, `#${part.id}`).toHaveLength(3);
      const ids = parts.map((p) => p.id);
      expect(ids).not.toContain(part.id);
      const kinds = await rows<{ kind: string }>(t, sql`select kind from parts where id in ${sql.raw(`(${ids.join(',')})`)}`);
      expect(kinds.map((k) => k.kind), `#${part.id}`).toEqual([part.kind, part.kind, part.kind]);
      // When some part of its kind fits one of its vehicles (or, for a part that fits most cars, also
      // does), the first suggestion is one of those.
      if (part.universal) {
        expect(parts[0]!.universal, `#${part.id}`).toBe(true);
      } else {
        const [{ n } = { n: 0 }] = await rows<{ n: number }>(t, sql`
          select count(*)::int as n from parts p where p.kind = ${part.kind} and p.id <> ${part.id} and exists (
            select 1 from part_fitments f join part_fitments g on g.model_id = f.model_id and g.year_from <= f.year_to and f.year_from <= g.year_to
            where f.part_id = p.id and g.part_id = ${part.id})`);
        if (n > 0) expect(await sharesVehicle(part.id, parts[0]!.id), `#${part.id}: first suggestion fits its vehicle`).toBe(true);
      }
    }
    const rear = samples[0]!;
    const rearRes = (await similar(rear.id)).json() as { parts: { title: string }[] };
    for (const p of rearRes.parts) expect(p.title).toMatch(/Brake Pads — /);

    expect((await similar(999999)).statusCode).toBe(404);
    const bad = await similar('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
  });

});

describe('"About J$X delivered"', () => {
  type Detail = { id: number; price: number; marketplace: string; delivered: { jmd: number; estimate: boolean } | null; landedCost: Record<string, number | boolean> | null };
  const detail = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/parts/${id}` })).json() as Detail;

  it('works out a sourced part like a quote, on both sides of the de minimis value, and the shop’s own at the exchange rate', async () => {
    const rates = (await t.app.inject({ method: 'GET', url: '/api/landed-cost-rates' })).json() as {
      exchangeRateJmd: number; autoDutyPercent: number; gctPercent: number; deMinimisUsd: number; freightPerLbUsd: number;
    };
    // Worked by hand here, not through computeLandedCost: part + US shipping + freight (whole pounds,
    // one at least) is the value; over the de minimis value, duty on all of it and GCT on value + duty.
    const byHand = (p: { price_cents: number; us_shipping_cents: number; weight_grams: number }) => {
      const pounds = Math.max(1, Math.ceil(p.weight_grams / 453.59237));
      const value = p.price_cents + p.us_shipping_cents + pounds * Math.round(rates.freightPerLbUsd * 100);
      const over = value > rates.deMinimisUsd * 100;
      const duty = over ? Math.round((value * rates.autoDutyPercent) / 100) : 0;
      const gct = over ? Math.round(((value + duty) * rates.gctPercent) / 100) : 0;
      return { over, duty: duty / 100, jmd: Math.round((value + duty + gct) * rates.exchangeRateJmd) / 100 };
    };
    type Row = { id: number; price_cents: number; us_shipping_cents: number; weight_grams: number };
    const under = await rows<Row>(t, sql`select id, price_cents, us_shipping_cents, weight_grams from parts where marketplace = 'ebay' and us_shipping_cents > 0 and price_cents + us_shipping_cents + 400 * ceil(weight_grams / 453.59237) < 9000 order by id limit 1`);
    const over = await rows<Row>(t, sql`select id, price_cents, us_shipping_cents, weight_grams from parts where marketplace = 'amazon' and price_cents between 10500 and 30000 order by id limit 1`);
    for (const part of [...under, ...over]) {
      const expected = byHand(part);
      const got = await detail(part.id);
      expect(got.delivered, `#${part.id}`).toEqual({ jmd: expected.jmd, estimate: true });
      expect(got.landedCost).toMatchObject({ overDeMinimis: expected.over, importDuty: expected.duty, totalJmd: expected.jmd, usShipping: part.us_shipping_cents / 100 });
      // And as the quote calculator (what a staff quote and its preview use) works out the same inputs.
      const quoted = computeLandedCost(
        { partCents: part.price_cents, usShippingCents: part.us_shipping_cents, freightCents: freightCents(part.weight_grams, rates.freightPerLbUsd) },
        rates as LandedCostRatesInput,
        'auto',
      );
      const { valueForDuty, importDuty, gct, total, totalJmd, overDeMinimis } = quoted;
      expect(got.landedCost).toMatchObject({ valueForDuty, importDuty, gct, total, totalJmd, overDeMinimis });
      // The list shows the same figure as the part page.
      const listed = (await t.app.inject({ method: 'GET', url: `/api/parts/${part.id}/similar` })).json() as { parts: Detail[] };
      expect(listed.parts.every((p) => p.delivered !== null && p.delivered.estimate === (p.marketplace !== 'local') && p.delivered.jmd > 0)).toBe(true);
    }
    expect(byHand(under[0]!).over).toBe(false);
    expect(byHand(over[0]!).over).toBe(true);

    const [local] = await rows<{ id: number; price_cents: number }>(t, sql`select id, price_cents from parts where marketplace = 'local' order by id limit 1`);
    const shop = await detail(local!.id);
    expect(shop.delivered).toEqual({ jmd: Math.round(local!.price_cents * rates.exchangeRateJmd) / 100, estimate: false });
    expect(shop.landedCost).toBeNull();

    const search = (await t.app.inject({ method: 'GET', url: '/api/parts?limit=48' })).json() as { parts: Detail[] };
    expect(search.parts.every((p) => p.delivered !== null)).toBe(true);
  });
});
