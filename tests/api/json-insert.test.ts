import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJsonRows } from '../../src/server/db/json-insert';
import { categories, partImportRows, partImports, parts, suppliers } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: true });
});
afterAll(() => t.close());

describe('insertJsonRows: many rows in one statement with one parameter', () => {
  it('writes what drizzle would: text with quotes and accents, arrays, nulls, numbers, booleans, jsonb, dates, defaults', async () => {
    const db = t.db.database.db;
    const [category] = await db.select().from(categories).limit(1);
    const [supplier] = await db.select().from(suppliers).limit(1);
    const base = {
      brand: 'Westar', condition: 'new', marketplace: 'supplier', supplierId: supplier!.id, categoryId: category!.id, categoryName: category!.name,
      partNumber: 'JX-1', partNumberNorm: 'JX1', oemNorm: '', usShippingCents: 0, imageUrl: '/x.svg', universal: true, universalReason: 'fits all',
    } as const;
    const written = await insertJsonRows<typeof parts, { id: number }>(db, parts, [
      { ...base, title: `Café "Racer" Mirror — it's chrome \\ back`, sku: 'JX-1', priceCents: 1250, originalPriceCents: null, oemNumbers: ['90919-01253', 'A,B'], images: [], fitKeys: [], retiredAt: null },
      { ...base, title: 'Second', sku: 'JX-2', priceCents: 99, originalPriceCents: 150, oemNumbers: [], images: ['/uploads/a.webp'], fitKeys: ['m1', 'y2010'], retiredAt: new Date('2026-01-02T03:04:05.000Z') },
    ], sql`id`);
    expect(written).toHaveLength(2);
    const back = await db.select().from(parts).where(inArray(parts.id, written.map((w) => w.id))).orderBy(parts.id);
    expect(back.map((p) => [p.title, p.priceCents, p.originalPriceCents, p.oemNumbers, p.images, p.fitKeys, p.retiredAt?.toISOString() ?? null])).toEqual([
      [`Café "Racer" Mirror — it's chrome \\ back`, 1250, null, ['90919-01253', 'A,B'], [], [], null],
      ['Second', 99, 150, [], ['/uploads/a.webp'], ['m1', 'y2010'], '2026-01-02T03:04:05.000Z'],
    ]);
    // Columns left out get their defaults, the generated one is worked out.
    expect(back[0]!.inStock).toBe(true);
    expect(back[0]!.searchDoc).toMatch(/'racer'/);

    const [imp] = await db.insert(partImports).values({ supplierId: supplier!.id, fileName: 'x.csv', counts: {}, mapping: {}, totalRows: 1, createdByLabel: 'Test' }).returning({ id: partImports.id });
    await insertJsonRows(db, partImportRows, [{ importId: imp!.id, rowNumber: 2, outcome: 'refused', sku: null, title: null, values: null, issues: [{ column: 'SKU', message: 'empty' }], warnings: ['a "b"'], changes: [] }]);
    const [row] = await db.select().from(partImportRows).where(eq(partImportRows.importId, imp!.id));
    expect(row).toMatchObject({ rowNumber: 2, sku: null, values: null, issues: [{ column: 'SKU', message: 'empty' }], warnings: ['a "b"'], applied: false });
  });

  it('writes nothing for no rows, and refuses a key that is not a column', async () => {
    expect(await insertJsonRows(t.db.database.db, parts, [])).toEqual([]);
    await expect(insertJsonRows(t.db.database.db, parts, [{ nope: 1 } as never])).rejects.toThrow(/parts has no column nope/);
  });
});
