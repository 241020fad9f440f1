import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/** The kinds of GET /api/parts a shopper sends, each with its share of the mix (equal: 4 queries each). */
export const QUERY_KINDS = ['text', 'text + vehicle', 'part number', 'typo', 'filters only', 'deep page'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export type MixQuery = {
  kind: QueryKind;
  /** The query string of GET /api/parts. */
  params: Record<string, string | number>;
  /** What a correct answer has (checked once before timing, so no broken query is ever measured). */
  expect: { parts: 'some'; partNumber?: string; searchedFor?: boolean };
};

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * The fixed mix, built from the seeded data itself (vehicle ids, real part and OEM numbers), so it is the
 * same on every database and every run: the seed is deterministic.
 */
export async function buildQueryMix(db: Db): Promise<MixQuery[]> {
  const vehicles = rowsOf<{ make: string; model: string; make_id: number; model_id: number }>(
    await db.execute(sql`select mk.slug as make, md.slug as model, mk.id as make_id, md.id as model_id
                         from vehicle_models md join vehicle_makes mk on mk.id = md.make_id`),
  );
  const vehicle = (make: string, model: string) => {
    const v = vehicles.find((x) => x.make === make && x.model === model);
    if (!v) throw new Error(`the seed has no ${make} ${model}`);
    return { makeId: v.make_id, modelId: v.model_id };
  };
  // A real part of a brand, by a fixed position among that brand's parts.
  const partOf = async (brand: string, nth: number) => {
    const [row] = rowsOf<{ part_number: string; oem: string | null }>(
      await db.execute(sql`select part_number, oem_numbers[1] as oem from parts
                           where brand = ${brand} and cardinality(oem_numbers) > 0 order by id offset ${nth} limit 1`),
    );
    if (!row) throw new Error(`the seed has no ${brand} part number ${nth}`);
    return row;
  };
  const bosch = await partOf('Bosch', 40); // "0 986 123 456"
  const ngk = await partOf('NGK', 20); // "BKR6EIX-11"
  const denso = await partOf('Denso', 60); // "234-1234", with an OEM number such as "04465-12345"
  const genuine = await partOf('Toyota Genuine', 10); // its part number is Toyota's OEM number

  const q = (kind: QueryKind, params: MixQuery['params'], expect: MixQuery['expect'] = { parts: 'some' }): MixQuery => ({ kind, params, expect });
  return [
    q('text', { query: 'brake pads' }),
    q('text', { query: 'spark plugs' }),
    q('text', { query: 'alternator' }),
    q('text', { query: 'oil filter toyota' }),

    q('text + vehicle', { query: 'brake pads', ...vehicle('toyota', 'axio'), yearId: 2012 }),
    q('text + vehicle', { query: 'shock absorber', ...vehicle('honda', 'fit'), yearId: 2010 }),
    q('text + vehicle', { query: 'radiator', chassis: 'nze141' }),
    q('text + vehicle', { query: 'wiper blades', ...vehicle('nissan', 'tiida'), yearId: 2011 }),

    // Typed as people type them: without the spaces, lower case, a space for the dash.
    q('part number', { query: bosch.part_number.replace(/ /g, '') }, { parts: 'some', partNumber: bosch.part_number }),
    q('part number', { query: ngk.part_number.toLowerCase().replace('-', ' ') }, { parts: 'some', partNumber: ngk.part_number }),
    q('part number', { query: denso.oem!.replace(/-/g, '') }, { parts: 'some', partNumber: denso.part_number }), // by its OEM number
    q('part number', { query: genuine.part_number.replace('-', ' ').toLowerCase() }, { parts: 'some', partNumber: genuine.part_number }),

    q('typo', { query: 'bosh brake pda' }, { parts: 'some', searchedFor: true }),
    q('typo', { query: 'altenator' }, { parts: 'some', searchedFor: true }),
    q('typo', { query: 'sprak plugs' }, { parts: 'some', searchedFor: true }),
    q('typo', { query: 'shok absorber toyta' }, { parts: 'some', searchedFor: true }),

    q('filters only', { condition: 'used', marketplace: 'ebay' }),
    q('filters only', { category: 'brakes-suspension', condition: 'new', maxPrice: 50, sort: 'price_asc' }),
    q('filters only', { brand: 'Bosch', inStock: 'true', sort: 'rating' }),
    q('filters only', { ...vehicle('toyota', 'probox'), yearId: 2015 }),

    q('deep page', { query: 'filter', page: 200 }),
    q('deep page', { category: 'engine-parts', page: 200 }),
    q('deep page', { condition: 'new', sort: 'price_asc', page: 500 }),
    q('deep page', { sort: 'newest', page: 300 }),
  ];
}

export const pathOf = (m: MixQuery) =>
  `/api/parts?${new URLSearchParams(Object.entries(m.params).map(([k, v]) => [k, String(v)])).toString()}`;

/** One GET per query, checked against what it should find; throws with every wrong answer. */
export async function checkQueryMix(base: string, mix: MixQuery[]): Promise<void> {
  const wrong: string[] = [];
  for (const m of mix) {
    const res = await fetch(base + pathOf(m));
    const body = (await res.json()) as { parts?: { partNumber: string }[]; searchedFor?: string | null };
    if (res.status !== 200) wrong.push(`${pathOf(m)}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    else if (m.expect.parts === 'some' && !body.parts?.length) wrong.push(`${pathOf(m)}: no parts`);
    else if (m.expect.partNumber && body.parts?.[0]?.partNumber !== m.expect.partNumber)
      wrong.push(`${pathOf(m)}: first part is ${body.parts?.[0]?.partNumber}, not ${m.expect.partNumber}`);
    else if (m.expect.searchedFor && !body.searchedFor) wrong.push(`${pathOf(m)}: no typo correction`);
  }
  if (wrong.length > 0) throw new Error(`The query mix does not find what it should:\n  ${wrong.join('\n  ')}`);
}
