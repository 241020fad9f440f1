import type { ImportForm } from '../../../../shared/schemas/catalogue-import';
import type { Db } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import { changesBetween } from '../staff/part-values';
import { resolveColumns } from './columns';
import { asValues, existingOf, factsFor, namesOfImport, type ExistingParts } from './import-facts';
import type { ImportActor } from './import-actor';
import { readPriceList } from './read-file';
import * as repo from './repository';
import { checkGroup, groupRows, type ImportedPart } from './rows-to-parts';

/** Parts the dry run checks and writes at a time. */
const CHECK_SLICE = 2000;

/**
 * The dry run: reads the file, checks every part and keeps what each would do, and says the import's id. Nothing in the catalogue
 * changes. The parts are checked and their rows written CHECK_SLICE at a time, with only that slice's
 * parts of the supplier read, so a file of 100,000 rows never has all its parts in memory at once
 * (bench/README.md); one transaction holds it all, so a file that fails half way leaves nothing.
 */
export async function checkFile(db: Db, file: { bytes: Buffer; fileName: string }, form: ImportForm, staff: ImportActor): Promise<number> {
  const supplier = await repo.supplierName(db, form.supplierId);
  if (supplier === undefined) throw new AppError('invalid_data', 'Choose the supplier whose price list this is', [{ path: 'supplierId', message: 'Choose a supplier from the list' }]);
  const sheet = await readPriceList(file.bytes, file.fileName);
  const mapping = form.mapping ?? (await repo.rememberedMapping(db, form.supplierId));
  const columns = resolveColumns(sheet.header, mapping, { strict: form.mapping !== undefined });
  const groups = groupRows(sheet, columns.index);
  const facts = await factsFor(db, form.supplierId);
  const names = await namesOfImport(db, form.supplierId);

  const counts = { new: 0, changed: 0, unchanged: 0, refused: 0, warnings: 0, retire: 0 };
  let totalRows = 0;
  const rowOf = (p: ImportedPart, existing: ExistingParts): Omit<repo.ImportRowWrite, 'importId'> => {
    const key = p.sku?.toUpperCase();
    if (p.warnings.length > 0) counts.warnings++;
    if (p.values === null) {
      counts.refused++;
      return { rowNumber: p.rowNumber, outcome: 'refused', sku: p.sku, title: p.title, issues: p.issues, warnings: p.warnings };
    }
    const before = key ? existing.values.get(key) : undefined;
    const match = key ? existing.ids.get(key) : undefined;
    const changes = before ? changesBetween(before, asValues(p.values), names) : [];
    if (match?.retired) changes.push({ field: 'On sale', from: 'retired', to: 'on sale again' });
    const outcome = !before ? 'new' : changes.length > 0 ? 'changed' : 'unchanged';
    counts[outcome]++;
    if (outcome !== 'unchanged') totalRows++;
    return { rowNumber: p.rowNumber, outcome, sku: p.sku, title: p.title, values: p.values, warnings: p.warnings, partId: match?.id ?? null, changes, photoUrls: p.photoUrls };
  };

  return inTransaction(db, async (tx) => {
    const importId = await repo.insertImport(tx, {
      supplierId: form.supplierId,
      fileName: file.fileName.slice(0, 200),
      retireMissing: form.retireMissing,
      counts,
      mapping: columns.used,
      unusedColumns: columns.unused,
      totalRows: 0,
      createdBy: staff.id,
      createdByLabel: staff.label,
    });
    for (let i = 0; i < groups.length; i += CHECK_SLICE) {
      const slice = groups.slice(i, i + CHECK_SLICE);
      const existing = await existingOf(tx, form.supplierId, slice.flatMap((g) => (g.key === null ? [] : [g.key])));
      facts.existing = existing.values;
      await repo.insertImportRows(tx, slice.map((g) => ({ ...rowOf(checkGroup(g, columns.index, facts), existing), importId })));
    }
    if (form.retireMissing) {
      const inFile = new Set(groups.flatMap((g) => (g.key === null ? [] : [g.key])));
      let next = (sheet.rows.at(-1)?.number ?? 1) + 1;
      const missing = (await repo.liveSupplierSkus(tx, form.supplierId)).filter((p) => !inFile.has(p.sku.toUpperCase()));
      counts.retire = missing.length;
      totalRows += missing.length;
      await repo.insertImportRows(tx, missing.map((p) => ({ importId, rowNumber: next++, outcome: 'retire', sku: p.sku, title: p.title, partId: p.id, changes: [{ field: 'On sale', from: 'on sale', to: 'retired: not in the file' }] })));
    }
    await repo.setImportCounts(tx, importId, counts, totalRows);
    await repo.rememberMapping(tx, form.supplierId, columns.used);
    return importId;
  });
}
