import { setImmediate as yieldToRequests, setTimeout as sleep } from 'node:timers/promises';
import type { CataloguePartValues } from '../../../../shared/schemas/admin-catalogue';
import { IMPORT_ROWS_PAGE_SIZE, type ImportForm, type ImportRows, type ImportSummary } from '../../../../shared/schemas/catalogue-import';
import type { Db } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import type { JobQueue } from '../../../lib/jobs/queue';
import { staffLabel } from '../../../lib/staff-actor';
import type { SessionUser } from '../../../plugins/auth';
import { changesBetween, fitmentRowsOf, partWriteOf, valuesOf, type Names, type Values } from '../staff/part-values';
import * as staffRepo from '../staff/repository';
import { fitKeysOf } from '../../../db/fit-keys';
import { resolveColumns } from './columns';
import { PHOTOS_JOB } from './photos';
import type { CustomerActivity } from './customer-activity';
import { readPriceList } from './read-file';
import * as repo from './repository';
import { checkGroup, groupRows, type ImportedPart, type ImportFacts } from './rows-to-parts';
import { batchPace } from './batch-pace';

export const IMPORT_JOB = 'catalogue-import';
/**
 * How the apply job paces itself (docs/catalogue-import.md, "How big a batch is, and how the job shares the server"). `batchMs`: how long one batch's
 * transaction should hold the database. On the embedded database every other statement waits for it (one
 * connection), so while customers are being answered a batch is short (a search waits at most about that
 * long behind it), and longer, which is faster, when nobody is; PostgreSQL answers searches beside it, so
 * its batches are longer. `restFactor`: while customers are being answered, the job rests this many times
 * as long as its last turn took (the batch and the statements around it) before the next, at most
 * REST_MAX_MS: on the embedded database the import then takes about a fifth of the server's one thread,
 * on PostgreSQL about a third of the time, so searches keep their pace (bench/README.md). Progress moves
 * a batch at a time, and a cancel is seen between batches.
 */
const PACE = {
  embedded: { batchMs: { busy: 5, quiet: 40 }, restFactor: 4 },
  server: { batchMs: { busy: 50, quiet: 150 }, restFactor: 2 },
};
const REST_MAX_MS = 250;
/**
 * On PostgreSQL the tables an import grows are analyzed every this many rows applied. Autovacuum's analyze
 * comes late in a big import (after a tenth of the table changed, and in its own time), and until then each
 * batch's statements are planned for the table as it was: 100,000 new parts applied in 54-56 s without,
 * 38-46 s with (bench/README.md). The embedded database is left alone: an analyze there holds the server's
 * one thread for seconds.
 */
const ANALYZE_EVERY_ROWS = 20_000;
/** Parts the dry run checks and writes at a time. */
const CHECK_SLICE = 2000;

/** A part's fitment rows as one string, whatever their order: whether an import changes them. */
const fitmentKey = (fits: { modelId: number; yearFrom: number; yearTo: number }[]) =>
  fits.map((f) => `${f.modelId}:${f.yearFrom}-${f.yearTo}`).sort().join(',');

type Staff = Pick<SessionUser, 'id' | 'firstName' | 'lastName'>;
/** Who an import's history names: a staff member, or (the demo price list, with no id) the seed. */
export type ImportActor = { id: string | null; label: string };
const actorOf = (staff: Staff): ImportActor => ({ id: staff.id, label: staffLabel(staff) });
type JobData = { importId: number; action: 'apply' | 'undo'; staffId: string | null; staffLabel: string };

const asValues = (v: CataloguePartValues): Values => ({ ...v, price: v.price!, fitments: v.fitments.map((f) => ({ modelId: f.modelId, yearFrom: f.yearFrom, yearTo: f.yearTo, chassisCodes: [] })) });

function summaryOf(r: repo.ImportRecord): ImportSummary {
  const c = r.counts;
  return {
    id: r.id,
    supplierId: r.supplierId,
    supplierName: r.supplierName,
    fileName: r.fileName,
    status: r.status,
    retireMissing: r.retireMissing,
    counts: { new: c.new ?? 0, changed: c.changed ?? 0, unchanged: c.unchanged ?? 0, refused: c.refused ?? 0, warnings: c.warnings ?? 0, retire: c.retire ?? 0 },
    totalRows: r.totalRows,
    doneRows: r.doneRows,
    mapping: r.mapping,
    unusedColumns: r.unusedColumns,
    createdBy: r.createdByLabel,
    createdAt: r.createdAt.toISOString(),
    appliedAt: r.appliedAt?.toISOString() ?? null,
    undoneAt: r.undoneAt?.toISOString() ?? null,
  };
}

/**
 * Supplier price lists in and out of the catalogue (docs/catalogue-import.md). A file is read and every
 * part it gives checked as the staff form's would be (the dry run, kept row by row); applying it is a
 * job that writes a batch of parts per transaction, each with its history, and keeps every changed
 * part as it was, so undo writes them back.
 */
export function createCatalogueImportService(deps: { db: Db; jobs?: JobQueue; embedded: boolean; customers?: CustomerActivity; changed?: () => void }) {
  const { db, jobs } = deps;
  // Statements are sent one after another, not with Promise.all: `db` may be a transaction (the demo seed
  // imports its price list inside its step's), and one connection runs one statement at a time.

  /** What every part of a file is checked against, but the supplier's parts: those are read a slice at a time (`existingOf`). */
  async function factsFor(supplierId: number): Promise<ImportFacts> {
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
  async function existingOf(tx: Db, supplierId: number, keys: string[]) {
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
  async function namesOfImport(supplierId: number): Promise<Names> {
    const cats = await repo.allCategories(db);
    const models = await staffRepo.allModels(db);
    const supplier = await repo.supplierName(db, supplierId);
    const c = new Map(cats.map((x) => [x.id, x.name]));
    const m = new Map(models.map((x) => [x.id, `${x.make} ${x.name}`]));
    return { category: (id) => c.get(id), supplier: (id) => (id === supplierId ? supplier : undefined), model: (id) => m.get(id) };
  }

  /**
   * The dry run: reads the file, checks every part and keeps what each would do. Nothing in the catalogue
   * changes. The parts are checked and their rows written CHECK_SLICE at a time, with only that slice's
   * parts of the supplier read, so a file of 100,000 rows never has all its parts in memory at once
   * (bench/README.md); one transaction holds it all, so a file that fails half way leaves nothing.
   */
  async function check(file: { bytes: Buffer; fileName: string }, form: ImportForm, staff: ImportActor): Promise<ImportSummary> {
    const supplier = await repo.supplierName(db, form.supplierId);
    if (supplier === undefined) throw new AppError('invalid_data', 'Choose the supplier whose price list this is', [{ path: 'supplierId', message: 'Choose a supplier from the list' }]);
    const sheet = await readPriceList(file.bytes, file.fileName);
    const mapping = form.mapping ?? (await repo.rememberedMapping(db, form.supplierId));
    const columns = resolveColumns(sheet.header, mapping, { strict: form.mapping !== undefined });
    const groups = groupRows(sheet, columns.index);
    const facts = await factsFor(form.supplierId);
    const names = await namesOfImport(form.supplierId);

    const counts = { new: 0, changed: 0, unchanged: 0, refused: 0, warnings: 0, retire: 0 };
    let totalRows = 0;
    const rowOf = (p: ImportedPart, existing: Awaited<ReturnType<typeof existingOf>>): Omit<repo.ImportRowWrite, 'importId'> => {
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

    const id = await inTransaction(db, async (tx) => {
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
    return get(id);
  }

  async function get(id: number): Promise<ImportSummary> {
    const r = await repo.findImport(db, id);
    if (!r) throw new AppError('not_found', 'Import not found');
    return summaryOf(r);
  }

  async function rows(id: number, q: { outcome?: string; page: number }): Promise<ImportRows> {
    await get(id);
    const { rows: found, total } = await repo.rowsPage(db, id, q.outcome, (q.page - 1) * IMPORT_ROWS_PAGE_SIZE, IMPORT_ROWS_PAGE_SIZE);
    return { rows: found, page: q.page, total, totalPages: Math.max(1, Math.ceil(total / IMPORT_ROWS_PAGE_SIZE)) };
  }

  async function list(): Promise<ImportSummary[]> {
    return (await repo.listImports(db, 50)).map((r) => summaryOf(r));
  }

  /** Moves a checked (or applied) import on to being applied (or undone), refusing an out-of-date one, and says what the job is to do. */
  async function begin(id: number, from: string[], to: 'applying' | 'undoing', action: JobData['action'], staff: ImportActor, refusal: string): Promise<JobData> {
    const record = await repo.findImport(db, id);
    if (!record) throw new AppError('not_found', 'Import not found');
    // Undoing, the progress counts the rows written so far (all of them unless the apply was cancelled).
    const extra = action === 'undo' ? { doneRows: 0, totalRows: await repo.countApplied(db, id) } : { doneRows: 0, startedAt: new Date() };
    await inTransaction(db, async (tx) => {
      const newer = await repo.conflictingImport(tx, record, action);
      if (newer !== undefined && from.includes(record.status)) {
        throw new AppError(
          'conflict',
          action === 'apply'
            ? `Import #${newer} of this supplier was applied or undone after this file was checked: check the file again, so its changes are worked out against the catalogue as it is now`
            : `Import #${newer} of this supplier was applied after this one: undo it first (imports are undone newest first)`,
        );
      }
      if (!(await repo.moveImport(tx, id, from, to, extra))) throw new AppError('conflict', refusal);
    });
    return { importId: id, action, staffId: staff.id, staffLabel: staff.label };
  }

  async function start(id: number, from: string[], to: 'applying' | 'undoing', action: JobData['action'], staff: Staff, refusal: string): Promise<ImportSummary> {
    if (!jobs) throw new Error('Applying an import from a request needs the job queue');
    const data = await begin(id, from, to, action, actorOf(staff), refusal);
    await jobs.send(IMPORT_JOB, data, { key: `import-${id}` });
    return get(id);
  }

  async function cancel(id: number): Promise<ImportSummary> {
    await get(id);
    if (!(await repo.moveImport(db, id, ['checked', 'applying'], 'cancelled'))) throw new AppError('conflict', 'Only an import that is checked or being applied can be cancelled');
    return get(id);
  }

  type Batch = Awaited<ReturnType<typeof repo.rowsToWork>>;
  type Work = { data: JobData; record: repo.ImportRecord; names: Names; cats: Map<number, { name: string; slug: string }>; staff: { staffId: string | null; staffLabel: string; note: string } };

  /**
   * One batch of an apply, in few statements: the parts the batch changes are read (and locked) in one,
   * each changed part is written, the new ones are inserted together, and their history and the rows'
   * marks go in one statement each. A part's fitment rows are written again only when they changed.
   */
  async function applyBatch(tx: Db, w: Work, batch: Batch): Promise<void> {
    const { record, staff } = w;
    const live = await repo.livePartsWithSkus(tx, record.supplierId, batch.filter((r) => r.partId === null && r.sku).map((r) => r.sku!));
    const targetOf = (row: Batch[number]) => (row.outcome === 'retire' ? row.partId : (row.partId ?? (row.sku ? live.get(row.sku.toUpperCase()) : undefined)));
    const existing = batch.flatMap((row) => {
      const id = targetOf(row);
      return id ? [{ row, id }] : [];
    });
    const kept = await repo.snapshots(tx, existing.map((e) => e.id));
    const events: staffRepo.EventWrite[] = [];
    const marks: { rowNumber: number; partId: number; before: repo.Snapshot | null }[] = [];
    for (const { row, id } of existing) {
      const before = kept.get(id) ?? null;
      if (row.outcome === 'retire') {
        if (before && before.row.retiredAt === null) {
          await staffRepo.updatePart(tx, id, { retiredAt: new Date(), retiredReason: `Not in ${record.fileName}` });
          events.push({ partId: id, action: 'retired', changes: [], ...staff });
        }
      } else {
        const values = row.values as CataloguePartValues;
        const fits = fitmentRowsOf(values);
        await staffRepo.updatePart(tx, id, { ...partWriteOf(values, w.cats.get(values.categoryId)!), retiredAt: null, retiredReason: null });
        if (!before || fitmentKey(before.fits) !== fitmentKey(fits)) await staffRepo.replaceFitments(tx, id, fits);
        const changes = before ? changesBetween(valuesOf(before.row, before.fits.map((f) => ({ ...f, chassisCodes: [] }))), asValues(values), w.names) : [];
        events.push({ partId: id, action: 'edited', changes, ...staff });
      }
      marks.push({ rowNumber: row.rowNumber, partId: id, before });
    }
    const fresh = batch.filter((row) => row.outcome !== 'retire' && !targetOf(row)).map((row) => ({ row, values: row.values as CataloguePartValues }));
    const ids = await repo.insertParts(tx, fresh.map((f) => ({ ...partWriteOf(f.values, w.cats.get(f.values.categoryId)!), fitKeys: fitKeysOf(fitmentRowsOf(f.values)) })));
    await repo.insertFitments(tx, fresh.flatMap((f, i) => fitmentRowsOf(f.values).map((r) => ({ ...r, partId: ids[i]! }))));
    await repo.insertEvents(tx, [...events, ...ids.map((partId) => ({ partId, action: 'created' as const, changes: [], ...staff }))]);
    await repo.markRows(tx, record.id, marks);
    await repo.markNewRows(tx, record.id, fresh.map((f, i) => ({ rowNumber: f.row.rowNumber, partId: ids[i]! })));
  }

  /** One batch of an undo: each part written back as it was kept; a part the import added is retired (orders may name it by now), not deleted. */
  async function undoBatch(tx: Db, w: Work, batch: Batch): Promise<void> {
    const events: staffRepo.EventWrite[] = [];
    for (const row of batch) {
      const kept = row.before as { row: Record<string, unknown>; fits: staffRepo.FitmentWrite[] } | null;
      if (row.partId === null) continue;
      if (kept === null) {
        await staffRepo.updatePart(tx, row.partId, { retiredAt: new Date(), retiredReason: w.staff.note });
        events.push({ partId: row.partId, action: 'retired', changes: [], ...w.staff });
      } else {
        const { id: _id, searchDoc: _doc, createdAt, retiredAt, ...columns } = kept.row;
        void createdAt;
        await staffRepo.updatePart(tx, row.partId, { ...(columns as Partial<staffRepo.PartWrite>), retiredAt: retiredAt === null ? null : new Date(String(retiredAt)) });
        if (row.outcome !== 'retire') await staffRepo.replaceFitments(tx, row.partId, kept.fits);
        events.push({ partId: row.partId, action: row.outcome === 'retire' ? 'restored' : 'edited', changes: [], ...w.staff });
      }
    }
    await repo.insertEvents(tx, events);
    await repo.unmarkRows(tx, w.record.id, batch.map((r) => r.rowNumber));
  }

  /** The job: applies or undoes an import a batch at a time, stopping at a batch's end when it is cancelled. */
  async function work(data: JobData): Promise<void> {
    const record = await repo.findImport(db, data.importId);
    if (!record) return;
    const working = data.action === 'apply' ? 'applying' : 'undoing';
    const note = `${data.action === 'undo' ? 'Undo of import' : 'Import'} #${record.id} (${record.fileName})`;
    const w: Work = {
      data,
      record,
      names: await namesOfImport(record.supplierId),
      cats: new Map((await repo.allCategories(db)).map((c) => [c.id, c])),
      staff: { staffId: data.staffId, staffLabel: data.staffLabel, note },
    };
    const pacing = deps.embedded ? PACE.embedded : PACE.server;
    const pace = batchPace(() => (deps.customers?.busy() ? pacing.batchMs.busy : pacing.batchMs.quiet));
    let sinceAnalyze = 0;
    for (let after = 0; ; ) {
      const turn = performance.now();
      if ((await repo.importStatus(db, record.id)) !== working) return;
      const batch = await repo.rowsToWork(db, record.id, data.action === 'undo', after, pace.size());
      if (batch.length === 0) break;
      const began = performance.now();
      await inTransaction(db, async (tx) => {
        await (data.action === 'apply' ? applyBatch : undoBatch)(tx, w, batch);
        await repo.addDone(tx, record.id, batch.length);
      });
      pace.took(batch.length, performance.now() - began);
      after = batch.at(-1)!.rowNumber;
      if (!deps.embedded && (sinceAnalyze += batch.length) >= ANALYZE_EVERY_ROWS) {
        sinceAnalyze = 0;
        await repo.analyzeImportedTables(db);
      }
      // Without a pause the job's statements would follow each other (on the embedded database, within
      // the server's own thread) and requests would wait for its end; while customers are being answered
      // it rests longer, so searches keep their pace (PACE).
      if (deps.customers?.busy()) await sleep(Math.min(REST_MAX_MS, pacing.restFactor * (performance.now() - turn)));
      else await yieldToRequests();
    }
    await repo.addSearchWordsOfImport(db, record.id);
    await repo.moveImport(db, record.id, [working], data.action === 'apply' ? 'applied' : 'undone', data.action === 'apply' ? { appliedAt: new Date() } : { undoneAt: new Date() });
    // Its batches reach this server's searches within half a second (decision 026); the whole import at once.
    deps.changed?.();
    // Photo links on other sites are fetched now, in a job of their own: the parts are on sale meanwhile.
    if (data.action === 'apply' && (await repo.hasPhotosToFetch(db, record.id))) {
      if (!jobs) throw new Error('Fetching the photo links of an import needs the job queue');
      await jobs.send(PHOTOS_JOB, { importId: record.id, staffId: data.staffId, staffLabel: data.staffLabel }, { key: `import-photos-${record.id}` });
    }
  }

  return {
    check: (file: { bytes: Buffer; fileName: string }, form: ImportForm, staff: Staff) => check(file, form, actorOf(staff)),
    /** Checks a file as `actor` with no request behind it (the demo price list, src/server/demo-seed.ts). */
    checkAs: check,
    /** Applies a checked import here and now, not in a job: for the seed, which runs before any job queue. */
    applyNow: async (id: number, actor: ImportActor) => work(await begin(id, ['checked'], 'applying', 'apply', actor, 'This import has already been applied or cancelled')),
    get,
    rows,
    list,
    apply: (id: number, staff: Staff) => start(id, ['checked'], 'applying', 'apply', staff, 'This import has already been applied or cancelled: check the file again to apply it'),
    undo: (id: number, staff: Staff) => start(id, ['applied', 'cancelled'], 'undoing', 'undo', staff, 'Only an applied (or cancelled) import can be undone, once'),
    cancel,
    work,
  };
}
export type CatalogueImportService = ReturnType<typeof createCatalogueImportService>;
