import type { CataloguePartValues } from '../../../../shared/schemas/admin-catalogue';
import type { Db } from '../../../db/client';
import { valuesOf, type Names, type Values } from '../staff/part-values';
import * as staffRepo from '../staff/repository';
import * as repo from './repository';
import type { ImportFacts } from './rows-to-parts';

// What an import reads of the catalogue to check a file's parts and to name what they change. Statements
// go one after another, not with Promise.all: `db` may be a transaction (the demo seed imports its price
// list inside its step's), and one connection runs one statement at a time.

/** A checked part's values as the staff form's checks and history read them. */
export const asValues = (v: CataloguePartValues): Values => ({ ...v, price: v.price!, fitments: v.fitments.map((f) => ({ modelId: f.modelId, yearFrom: f.yearFrom, yearTo: f.yearTo, chassisCodes: [] })) });

/** What every part of a file is checked against, but the supplier's parts: those are read a slice at a time (`existingOf`). */
export async function factsFor(db: Db, supplierId: number): Promise<ImportFacts> {
  const cats = await repo.allCategories(db);
  const allModels = await staffRepo.allModels(db);
  const categories = new Map<string, { id: number; type: 'auto' | 'phone' }>();
  for (const c of cats) {
    categories.set(c.slug.toLowerCase(), { id: c.id, type: c.type });
    categories.set(c.name.toLowerCase(), { id: c.id, type: c.type });
  }
  // A model is found by its name or any of its other names ("Jazz" for the Fit).
  const byName = new Map(allModels.flatMap((m) => [m.name, ...m.aliases].map((n) => [`${m.make.toLowerCase()}|${n.toLowerCase()}`, m] as const)));
  const chassis = new Map<string, typeof allModels>();
  for (const m of allModels) for (const g of m.chassis) for (const code of [g.code, ...g.aliases]) chassis.set(code, [...(chassis.get(code) ?? []), m]);
  return {
    supplierId,
    categories,
    categoryTypes: new Map(cats.map((c) => [c.id, c.type])),
    models: byName,
    modelsById: new Map(allModels.map((m) => [m.id, m])),
    chassis,
    existing: new Map(),
  };
}

/** The supplier's parts with these SKUs as values, by upper-case SKU, and which of them are retired. */
export async function existingOf(tx: Db, supplierId: number, keys: string[]) {
  const { rows, fits } = await repo.supplierPartsWithSkus(tx, supplierId, keys);
  const fitsOf = new Map<number, Values['fitments']>();
  for (const f of fits) fitsOf.set(f.partId, [...(fitsOf.get(f.partId) ?? []), { modelId: f.modelId, yearFrom: f.yearFrom, yearTo: f.yearTo, chassisCodes: [] }]);
  const values = new Map<string, Values>();
  const ids = new Map<string, { id: number; retired: boolean }>();
  for (const r of rows) {
    const key = r.sku!.toUpperCase();
    values.set(key, valuesOf(r, fitsOf.get(r.id) ?? []));
    ids.set(key, { id: r.id, retired: r.retiredAt !== null });
  }
  return { values, ids };
}

/** The names a part's history gives the categories, the supplier and the models an import's parts name. */
export async function namesOfImport(db: Db, supplierId: number): Promise<Names> {
  const cats = await repo.allCategories(db);
  const models = await staffRepo.allModels(db);
  const supplier = await repo.supplierName(db, supplierId);
  const c = new Map(cats.map((x) => [x.id, x.name]));
  const m = new Map(models.map((x) => [x.id, `${x.make} ${x.name}`]));
  return { category: (id) => c.get(id), supplier: (id) => (id === supplierId ? supplier : undefined), model: (id) => m.get(id) };
}

export type ExistingParts = Awaited<ReturnType<typeof existingOf>>;
