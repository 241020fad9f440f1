import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { staffActor } from '../../lib/staff-actor';
import type { StoredFile } from '../../lib/storage/uploads';
import type { SessionUser } from '../../plugins/auth';
import { nullableCents } from '../../modules/money/cents';
import type { SaveQuoteInput } from '../../../shared/schemas/quotes';
import { listPayments } from '../../modules/money/repository';
import {
  type AdminPartRequestDetail,
  type AdminPartRequestList,
  type AdminUpdatePartRequestInput,
  type SendQuoteInput,
  type StatusUpdateInput,
} from '../../../shared/schemas/part-requests';
import type { RequestStatus } from '../../../shared/statuses';
import * as repo from './repository';
import { toAdmin } from './views';
import { moneyGate } from './money-gate';
import { createRequestCore, notFound, type PartRequestServiceDeps } from './request-core';
import { saveQuote, sendQuote } from './staff-quotes';

export { NO_QUOTE_YET, NO_RATES } from './staff-quotes';
export const HAS_PAYMENTS =
  'This request has payments in the ledger, so it cannot be deleted: their receipts must stay. Cancel it instead, and refund what was paid.';


/**
 * Staff's side of part requests (/api/admin/part-requests*): the list and details, edits and status
 * changes within the money rules, quotes and invoices, the supplier, and deleting a request.
 */
export function createStaffRequestService(deps: PartRequestServiceDeps) {
  const { db, photos, log } = deps;
  const core = createRequestCore(deps);
  const { notify, loadView, extrasFor, changeLocked, statusEmail, statusMessage } = core;

  async function adminDetail(id: string): Promise<AdminPartRequestDetail> {
    const row = await loadView(id);
    const [extras, history] = await Promise.all([extrasFor([row], { showMessage: true }), repo.listHistory(db, id)]);
    return {
      ...toAdmin(row, extras(row)),
      statusHistory: history.map((h) => ({
        status: h.status,
        timestamp: h.createdAt.toISOString(),
        notes: h.note,
        changedBy: h.changedByLabel,
      })),
    };
  }

  const quoteContext = { deps, core, adminDetail };

  return {
    async adminList(query: { search?: string; status?: RequestStatus; page: number; pageSize: number }): Promise<AdminPartRequestList> {
      const { rows, total } = await repo.listForAdmin(db, {
        search: query.search || undefined,
        status: query.status,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const extras = await extrasFor(rows, { showMessage: true });
      return {
        requests: rows.map((r) => toAdmin(r, extras(r))),
        pagination: {
          page: query.page,
          pageSize: query.pageSize,
          total,
          totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        },
      };
    },

    adminDetail,

    async adminPhoto(id: string): Promise<StoredFile> {
      const row = await loadView(id);
      const file = row.photoFile ? await photos.read(row.photoFile) : undefined;
      if (!file) throw new AppError('not_found', 'This request has no photo');
      return file;
    },

    /** The edit dialog: fields left out stay, null clears; a new status is recorded and e-mailed. */
    async adminUpdate(id: string, input: AdminUpdatePartRequestInput, user: SessionUser): Promise<AdminPartRequestDetail> {
      const { after, recorded } = await changeLocked(id, async (row, tx) => {
        const values: Partial<repo.NewPartRequestRow> = {};
        if (input.adminNotes !== undefined) values.adminNotes = input.adminNotes;
        if (input.supplierCostUsd !== undefined) values.supplierCostCents = nullableCents(input.supplierCostUsd);
        if (input.status === undefined || input.status === row.status) return { values };
        // This dialog takes no reason to override: going ahead without the money is the status dialog's.
        await moneyGate(row, input.status, null, tx);
        values.status = input.status;
        return { values, history: { status: input.status, note: null, by: staffActor(user) } };
      });
      if (recorded) {
        await notify([statusEmail(after, null)]);
        await statusMessage(after);
      }
      return adminDetail(id);
    },

    /**
     * The status dialog (docs/product.md §4): any status may be chosen, within the money rules (moneyGate); every
     * update is recorded and e-mailed. A reason to override goes into the history, not into the e-mail.
     */
    async updateStatus(id: string, input: StatusUpdateInput, user: SessionUser): Promise<AdminPartRequestDetail> {
      const { after } = await changeLocked(id, async (row, tx) => {
        const overridden = await moneyGate(row, input.status, input.override, tx);
        const note = [input.notes, overridden].filter(Boolean).join('\n') || null;
        return {
          values: {
            status: input.status,
            isLocal: input.isLocal,
            carrierNeeded: input.isLocal && input.carrierNeeded,
            // Local pickup without an address waits at the shop.
            supplierAddress: input.isLocal ? (input.supplierAddress ?? deps.store.address) : null,
            trackingNumber: input.trackingNumber === undefined ? row.trackingNumber : input.trackingNumber,
          },
          history: { status: input.status, note, by: staffActor(user) },
        };
      });
      await notify([statusEmail(after, input.notes ?? null)]);
      await statusMessage(after);
      return adminDetail(id);
    },

    saveQuote: (id: string, input: SaveQuoteInput, user: SessionUser) => saveQuote(quoteContext, id, input, user),
    sendQuote: (id: string, input: SendQuoteInput) => sendQuote(quoteContext, id, input),

    /** From /admin/suppliers: the supplier chosen for this request (null takes it off). */
    async attachSupplier(id: string, supplierId: number | null): Promise<AdminPartRequestDetail> {
      if (supplierId !== null && !(await repo.supplierExists(db, supplierId))) {
        const message = 'That supplier no longer exists: choose another';
        throw new AppError('invalid_data', message, [{ path: 'supplierId', message }]);
      }
      await changeLocked(id, async () => ({ values: { supplierId } }));
      return adminDetail(id);
    },

    /** A request with money in the ledger is kept: its payments and receipts point at it. */
    async remove(id: string): Promise<{ message: string }> {
      const row = await inTransaction(db, async (t) => {
        if (!(await repo.lockRequest(t, id))) throw notFound();
        if ((await listPayments(t, { requestId: id })).length > 0) throw new AppError('conflict', HAS_PAYMENTS);
        return repo.deleteRequest(t, id);
      }).catch((err: unknown) => {
        // A payment written between the check and the delete still holds the row (ON DELETE RESTRICT).
        if (repo.isForeignKeyViolation(err)) throw new AppError('conflict', HAS_PAYMENTS);
        throw err;
      });
      if (!row) throw notFound();
      if (row.photoFile) {
        await photos.remove(row.photoFile).catch((err: unknown) => log.error({ err }, 'could not remove a deleted request’s photo'));
      }
      return { message: 'Request deleted successfully' };
    },
  };
}

export type StaffRequestService = ReturnType<typeof createStaffRequestService>;
