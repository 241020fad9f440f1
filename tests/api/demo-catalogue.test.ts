import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRICE_LIST_FILE, seedDemoData } from '../../src/server/demo-seed';
import { DEMO_PART_COUNT, demoPriceList, ensureVehicles } from '../../src/server/db/seed/catalogue';
import { seedCategories } from '../../src/server/db/seed/categories';
import { seedSuppliers } from '../../src/server/db/seed/suppliers';
import { inTransaction } from '../../src/server/db/transaction';
import { DEMO_LIST_SUPPLIER, importDemoPriceList } from '../../src/server/features/catalogue/demo/demo-catalogue';
import { isConsumable } from '../../src/shared/catalogue';
import { ImportSummarySchema } from '../../src/shared/schemas/catalogue-import';
import { multipart } from '../support/part-requests';
import { createTestApp, rows, signUp, type TestApp } from '../support/test-app';

// The demo catalogue is a price list in the repository, brought in by the same import staff use, so
// every demo part has been through the checks every part goes through (docs/catalogue-data.md).

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app);
  await seedDemoData(t.db.database.db);
});
afterAll(() => t.close());

describe('the demo catalogue comes in as a price list', () => {
  it('the price list in the repository is what the generator writes (npm run demo:price-list)', () => {
    expect(fs.readFileSync(DEMO_PRICE_LIST_FILE, 'utf8') === stringify(demoPriceList())).toBe(true);
  });

  it('through one import, applied by the seed: every part new, none refused, each with its SKU, supplier and history', async () => {
    const imports = await rows<{ status: string; counts: Record<string, number>; created_by: string | null; created_by_label: string; file_name: string; supplier: string }>(
      t,
      sql`select i.status, i.counts, i.created_by, i.created_by_label, i.file_name, s.name as supplier from part_imports i join suppliers s on s.id = i.supplier_id`,
    );
    expect(imports).toEqual([
      { status: 'applied', counts: { new: DEMO_PART_COUNT, changed: 0, unchanged: 0, refused: 0, warnings: 0, retire: 0 }, created_by: null, created_by_label: 'Demo data (seed)', file_name: 'demo-price-list.csv', supplier: DEMO_LIST_SUPPLIER },
    ]);
    const [parts] = await rows<{ n: number; with_sku: number; of_supplier: number; created: number }>(
      t,
      sql`select count(*)::int as n, count(sku)::int as with_sku,
        count(*) filter (where supplier_id = (select id from suppliers where name = ${DEMO_LIST_SUPPLIER}))::int as of_supplier,
        (select count(*)::int from part_events where action = 'created' and note = 'Import #1 (demo-price-list.csv)') as created
        from parts`,
    );
    expect(parts).toEqual({ n: DEMO_PART_COUNT, with_sku: DEMO_PART_COUNT, of_supplier: DEMO_PART_COUNT, created: DEMO_PART_COUNT });
    // What a listing says besides the price list came in too: kinds (similar parts), ratings, dates.
    const [listing] = await rows<{ kinds: number; rated: number; dates: number }>(t, sql`select count(kind)::int as kinds, count(*) filter (where rating_tenths > 0)::int as rated, count(distinct created_at)::int as dates from parts`);
    expect(listing).toEqual({ kinds: DEMO_PART_COUNT, rated: DEMO_PART_COUNT, dates: DEMO_PART_COUNT });
  });

  it('checked again by staff as that supplier\'s list, every part passes the rules and nothing would change', async () => {
    const [{ id }] = (await rows<{ id: number }>(t, sql`select id from suppliers where name = ${DEMO_LIST_SUPPLIER}`)) as [{ id: number }];
    const body = multipart([
      { name: 'supplierId', value: String(id) },
      { name: 'file', value: fs.readFileSync(DEMO_PRICE_LIST_FILE), filename: 'demo-price-list.csv', contentType: 'text/csv' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/parts/imports', headers: { ...body.headers, cookie: admin.cookie }, payload: body.payload });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const again = ImportSummarySchema.parse(res.json());
    expect(again.counts).toEqual({ new: 0, changed: 0, unchanged: DEMO_PART_COUNT, refused: 0, warnings: 0, retire: 0 });
    expect(again.unusedColumns).toEqual(['Kind', 'Rating', 'Reviews', 'Listed']);
  });

  it('a catalogue that already has parts is left as it is', async () => {
    expect(await importDemoPriceList(t.db.database.db, DEMO_PRICE_LIST_FILE)).toBe(0);
    expect((await rows<{ n: number }>(t, sql`select count(*)::int as n from part_imports`))[0]!.n).toBe(2);
  });
});

describe('a demo price list that breaks a rule', () => {
  let fresh: TestApp;
  let dir: string;
  beforeAll(async () => {
    fresh = await createTestApp();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-list-'));
  });
  afterAll(async () => {
    await fresh.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stops the seed naming the row and the rule, and writes nothing', async () => {
    const db = fresh.db.database.db;
    await seedCategories(db);
    await ensureVehicles(db);
    await seedSuppliers(db);
    const lines = demoPriceList(40);
    const header = lines[0]!;
    const [title, condition, sku] = ['Title', 'Condition', 'SKU'].map((h) => header.indexOf(h)) as [number, number, number];
    const consumable = lines.findIndex((l, i) => i > 0 && isConsumable(l[title]!));
    expect(consumable).toBeGreaterThan(0);
    lines[consumable]![condition] = 'used';
    const file = path.join(dir, 'broken.csv');
    fs.writeFileSync(file, stringify(lines));
    await expect(inTransaction(db, (tx) => importDemoPriceList(tx, file))).rejects.toThrow(new RegExp(`1 parts: row ${consumable + 1} \\(${lines[consumable]![sku]}\\): Condition: .*new`));
    expect(await rows(fresh, sql`select id from parts union all select id from part_imports`)).toEqual([]);
  });
});
