import { IMPORT_ROWS_PAGE_SIZE, type ImportForm, type ImportRows, type ImportSummary } from '../../../../shared/schemas/catalogue-import';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import { workImport, type ImportJobDeps } from './apply-job';
import { checkFile } from './dry-run';
import { actorOf, type ImportActor, type ImportJobData, type ImportStaff as Staff } from './import-actor';
import * as repo from './repository';

export type { ImportActor } from './import-actor';
export const IMPORT_JOB = 'catalogue-import';

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
export function createCatalogueImportService(deps: ImportJobDeps) {
  const { db, jobs } = deps;

  async function check(file: { bytes: Buffer; fileName: string }, form: ImportForm, staff: ImportActor): Promise<ImportSummary> {
    return get(await checkFile(db, file, form, staff));
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
  async function begin(id: number, from: string[], to: 'applying' | 'undoing', action: ImportJobData['action'], staff: ImportActor, refusal: string): Promise<ImportJobData> {
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

  async function start(id: number, from: string[], to: 'applying' | 'undoing', action: ImportJobData['action'], staff: Staff, refusal: string): Promise<ImportSummary> {
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

  const work = (data: ImportJobData) => workImport(deps, data);

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
