import { CATALOGUE_ADMIN_PAGE_SIZE, type CatalogueAdminList, type CatalogueAdminPart, type CatalogueAdminQuery, type CataloguePartValues, type RetirePart } from '../../../../shared/schemas/admin-catalogue';
import type { Db } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import { staffLabel } from '../../../lib/staff-actor';
import type { SessionUser } from '../../../plugins/auth';
import { normalisePartNumber, type CatalogueService } from '../service';
import { changesBetween, fitmentRowsOf, partWriteOf, valuesOf, type Names, type Values } from './part-values';
import { partRuleIssues } from './part-rules';
import * as repo from './repository';

type Staff = Pick<SessionUser, 'id' | 'firstName' | 'lastName'>;

/** The names a history gives the categories, suppliers and models these versions of a part name. */
async function namesFor(db: Db, versions: Values[]): Promise<Names> {
  const unique = (xs: (number | null)[]) => [...new Set(xs.filter((x): x is number => x !== null))];
  const [categories, suppliers, models] = await Promise.all([
    Promise.all(unique(versions.map((v) => v.categoryId)).map((id) => repo.categoryById(db, id))),
    Promise.all(unique(versions.map((v) => v.supplierId)).map((id) => repo.supplierById(db, id))),
    repo.modelsByIds(db, unique(versions.flatMap((v) => v.fitments.map((f) => f.modelId)))),
  ]);
  const byId = <T extends { id: number }>(rows: (T | undefined)[]) => new Map(rows.filter((r): r is T => r !== undefined).map((r) => [r.id, r]));
  const [c, s, m] = [byId(categories), byId(suppliers), byId(models)];
  return { category: (id) => c.get(id)?.name, supplier: (id) => s.get(id)?.name, model: (id) => (m.has(id) ? `${m.get(id)!.make} ${m.get(id)!.name}` : undefined) };
}

/**
 * Staff's side of the catalogue: adding, editing, retiring and restoring parts, each change checked
 * against the data rules (part-rules.ts) and written with its history in one transaction. Search sees a
 * change at its commit: the catalogue version moves with it (decision 024).
 */
export function createCatalogueStaffService(deps: { db: Db; catalogue: CatalogueService }) {
  const { db, catalogue } = deps;

  /** The columns a part's values give, after every rule is checked (400 naming each field that breaks one). */
  async function checkedWrite(tx: Db, v: CataloguePartValues, partId?: number): Promise<repo.PartWrite> {
    const [category, models, supplier] = await Promise.all([
      repo.categoryById(tx, v.categoryId),
      repo.modelsByIds(tx, [...new Set(v.fitments.map((f) => f.modelId))]),
      v.supplierId === null ? Promise.resolve(undefined) : repo.supplierById(tx, v.supplierId),
    ]);
    const issues = partRuleIssues(v, { category, models: new Map(models.map((m) => [m.id, m])), supplierExists: v.supplierId === null || supplier !== undefined });
    if (v.sku !== null && (await repo.partWithSku(tx, v.supplierId, v.sku, partId)) !== undefined) {
      issues.push({ path: 'sku', message: `Another part${supplier ? ` from ${supplier.name}` : ''} has the SKU ${v.sku}` });
    }
    if (issues.length > 0) throw new AppError('invalid_data', issues.length === 1 ? issues[0]!.message : 'Some fields need fixing', issues);
    return partWriteOf(v, category!);
  }

  async function get(id: number): Promise<CatalogueAdminPart> {
    const row = await repo.partForStaff(db, id);
    if (!row) throw new AppError('not_found', 'Part not found');
    const [fitments, events, customerView] = await Promise.all([repo.fitmentsForStaff(db, id), repo.eventsOf(db, id), catalogue.getPart(id)]);
    return {
      id,
      values: valuesOf(row, fitments),
      retiredAt: row.retiredAt?.toISOString() ?? null,
      retiredReason: row.retiredReason,
      customerView,
      history: events.map((e) => ({ ...e, at: e.at.toISOString() })),
    };
  }

  async function create(v: CataloguePartValues, staff: Staff): Promise<CatalogueAdminPart> {
    const id = await inTransaction(db, async (tx) => {
      const write = await checkedWrite(tx, v);
      const partId = await repo.insertPart(tx, write);
      await repo.replaceFitments(tx, partId, fitmentRowsOf(v));
      await repo.insertEvent(tx, { partId, action: 'created', changes: [], note: v.note, staffId: staff.id, staffLabel: staffLabel(staff) });
      await repo.addSearchWords(tx, write.title, write.brand ?? '', write.categoryName);
      return partId;
    });
    catalogue.changed();
    return get(id);
  }

  async function update(id: number, v: CataloguePartValues, staff: Staff): Promise<CatalogueAdminPart> {
    await inTransaction(db, async (tx) => {
      const row = await repo.partForStaff(tx, id, { lock: true });
      if (!row) throw new AppError('not_found', 'Part not found');
      const write = await checkedWrite(tx, v, id);
      const before = valuesOf(row, await repo.fitmentsForStaff(tx, id));
      await repo.updatePart(tx, id, write);
      await repo.replaceFitments(tx, id, fitmentRowsOf(v));
      const after = valuesOf({ ...row, ...write, retiredAt: row.retiredAt } as repo.StaffPartRow, v.fitments.map((f) => ({ ...f, chassisCodes: [] })));
      const changes = changesBetween(before, after, await namesFor(tx, [before, after]));
      if (changes.length > 0 || v.note) {
        await repo.insertEvent(tx, { partId: id, action: 'edited', changes, note: v.note, staffId: staff.id, staffLabel: staffLabel(staff) });
      }
      if (write.title !== row.title || write.brand !== row.brand) await repo.addSearchWords(tx, write.title, write.brand ?? '', write.categoryName);
    });
    catalogue.changed();
    return get(id);
  }

  /** Retires or restores a part: once only (409 when it already is), with staff's reason in its history. */
  async function setRetired(id: number, retire: boolean, body: RetirePart, staff: Staff): Promise<CatalogueAdminPart> {
    await inTransaction(db, async (tx) => {
      const row = await repo.partForStaff(tx, id, { lock: true });
      if (!row) throw new AppError('not_found', 'Part not found');
      if (retire === (row.retiredAt !== null)) {
        throw new AppError('conflict', retire ? 'This part is already retired' : 'This part is on sale: there is nothing to restore');
      }
      await repo.updatePart(tx, id, retire ? { retiredAt: new Date(), retiredReason: body.reason } : { retiredAt: null, retiredReason: null });
      await repo.insertEvent(tx, { partId: id, action: retire ? 'retired' : 'restored', changes: [], note: body.reason, staffId: staff.id, staffLabel: staffLabel(staff) });
    });
    catalogue.changed();
    return get(id);
  }

  async function list(q: CatalogueAdminQuery): Promise<CatalogueAdminList> {
    const number = q.query ? normalisePartNumber(q.query) : '';
    const filter: repo.StaffListFilter = {
      query: q.query || undefined,
      numberPrefix: number.length >= 3 ? number : undefined,
      status: q.status,
      categoryId: q.categoryId,
      supplierId: q.supplierId,
    };
    const { rows, total } = await repo.listForStaff(db, filter, (q.page - 1) * CATALOGUE_ADMIN_PAGE_SIZE, CATALOGUE_ADMIN_PAGE_SIZE);
    return {
      parts: rows.map((r) => ({ ...r, price: r.priceCents / 100, retiredAt: r.retiredAt?.toISOString() ?? null })),
      page: q.page,
      total,
      totalPages: Math.max(1, Math.ceil(total / CATALOGUE_ADMIN_PAGE_SIZE)),
    };
  }

  return {
    list,
    get,
    create,
    update,
    retire: (id: number, body: RetirePart, staff: Staff) => setRetired(id, true, body, staff),
    restore: (id: number, body: RetirePart, staff: Staff) => setRetired(id, false, body, staff),
  };
}
export type CatalogueStaffService = ReturnType<typeof createCatalogueStaffService>;
