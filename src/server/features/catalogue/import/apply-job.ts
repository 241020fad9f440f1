import { setImmediate as yieldToRequests, setTimeout as sleep } from 'node:timers/promises';
import type { CataloguePartValues } from '../../../../shared/schemas/admin-catalogue';
import type { Db } from '../../../db/client';
import { fitKeysOf } from '../../../db/fit-keys';
import { inTransaction } from '../../../db/transaction';
import type { JobQueue } from '../../../lib/jobs/queue';
import { changesBetween, fitmentRowsOf, partWriteOf, valuesOf, type Names } from '../staff/part-values';
import * as staffRepo from '../staff/repository';
import { batchPace } from './batch-pace';
import type { CustomerActivity } from './customer-activity';
import type { ImportJobData } from './import-actor';
import { asValues, namesOfImport } from './import-facts';
import { PHOTOS_JOB } from './photos';
import * as repo from './repository';

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

/** A part's fitment rows as one string, whatever their order: whether an import changes them. */
const fitmentKey = (fits: { modelId: number; yearFrom: number; yearTo: number }[]) =>
  fits.map((f) => `${f.modelId}:${f.yearFrom}-${f.yearTo}`).sort().join(',');

export type ImportJobDeps = { db: Db; jobs?: JobQueue; embedded: boolean; customers?: CustomerActivity; changed?: () => void };

type Batch = Awaited<ReturnType<typeof repo.rowsToWork>>;
type Work = { data: ImportJobData; record: repo.ImportRecord; names: Names; cats: Map<number, { name: string; slug: string }>; staff: { staffId: string | null; staffLabel: string; note: string } };

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
export async function workImport(deps: ImportJobDeps, data: ImportJobData): Promise<void> {
  const { db, jobs } = deps;
  const record = await repo.findImport(db, data.importId);
  if (!record) return;
  const working = data.action === 'apply' ? 'applying' : 'undoing';
  const note = `${data.action === 'undo' ? 'Undo of import' : 'Import'} #${record.id} (${record.fileName})`;
  const w: Work = {
    data,
    record,
    names: await namesOfImport(db, record.supplierId),
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
