import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../../db/client';
import { analyzeCatalogue, DEMO_LISTING_COLUMNS, refreshSearchVocabulary } from '../../../db/seed/catalogue';
import { IMPORT_FIELDS } from '../../../../shared/schemas/catalogue-import';
import { readPriceList } from '../import/read-file';
import { createCatalogueImportService, type ImportActor } from '../import/service';
import * as repo from './repository';

/** The supplier the demo price list is filed under (a demo supplier: src/server/db/seed/suppliers-data.ts). */
export const DEMO_LIST_SUPPLIER = 'Gulf Coast Parts Depot';
const SEED_ACTOR: ImportActor = { id: null, label: 'Demo data (seed)' };

/**
 * The demo catalogue, brought in as staff bring a supplier's price list: the file is checked row by row
 * (the dry run) and applied by the same code, so every demo part keeps the rules every part keeps
 * (docs/catalogue-data.md); a part the check refuses stops the seed, naming it. Then each part gets what
 * its marketplace listing says besides the price list (kind, rating, reviews, date). Only on a catalogue
 * with no parts: a catalogue seeded before holds the same parts. Returns how many parts it added.
 */
export async function importDemoPriceList(db: Db, file: string): Promise<number> {
  if (!(await repo.catalogueIsEmpty(db))) return 0;
  const supplierId = await repo.supplierIdByName(db, DEMO_LIST_SUPPLIER);
  if (supplierId === undefined) throw new Error(`The demo price list is filed under ${DEMO_LIST_SUPPLIER}: seed the suppliers first`);
  const bytes = fs.readFileSync(file);
  const fileName = path.basename(file);
  // PostgreSQL's pace: the seed runs before the server answers anyone, so its batches may be long.
  const imports = createCatalogueImportService({ db, embedded: false });
  const checked = await imports.checkAs({ bytes, fileName }, { supplierId, retireMissing: false, mapping: undefined }, SEED_ACTOR);
  if (checked.counts.refused > 0) {
    const { rows } = await imports.rows(checked.id, { outcome: 'refused', page: 1 });
    const why = rows.slice(0, 5).map((r) => `row ${r.rowNumber} (${r.sku}): ${r.issues.map((i) => `${i.column}: ${i.message}`).join('; ')}`);
    throw new Error(`The demo price list breaks the catalogue's rules in ${checked.counts.refused} parts: ${why.join(' | ')}`);
  }
  await imports.applyNow(checked.id, SEED_ACTOR);
  await repo.writeListingFacts(db, supplierId, listingFacts(await readPriceList(bytes, fileName)));
  await refreshSearchVocabulary(db);
  await analyzeCatalogue(db);
  return checked.counts.new;
}

/** The listing's columns of each part's first row. */
function listingFacts(sheet: Awaited<ReturnType<typeof readPriceList>>): repo.ListingFacts[] {
  const at = (label: string) => sheet.header.indexOf(label);
  const [sku, kind, rating, reviews, listed] = [IMPORT_FIELDS.sku.label, DEMO_LISTING_COLUMNS.kind, DEMO_LISTING_COLUMNS.rating, DEMO_LISTING_COLUMNS.reviews, DEMO_LISTING_COLUMNS.listed].map(at);
  if ([sku, kind, rating, reviews, listed].some((i) => i === -1)) throw new Error('The demo price list has lost its listing columns: write it again with npm run demo:price-list');
  return sheet.rows
    .filter((r) => r.cells[listed!])
    .map((r) => ({ sku: r.cells[sku!]!, kind: r.cells[kind!] || null, ratingTenths: Math.round(Number(r.cells[rating!]) * 10), reviewCount: Number(r.cells[reviews!]), createdAt: r.cells[listed!]! }));
}
