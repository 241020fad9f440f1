import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { staffActor } from '../../lib/staff-actor';
import type { StoredFile } from '../../lib/storage/uploads';
import type { SessionUser } from '../../plugins/auth';
import { centsOf, nullableCents } from '../../modules/money/cents';
import { DEFAULT_QUOTE_VALID_DAYS } from '../../../shared/payments';
import { optionTotal, validUntilFrom } from '../../../shared/quotes';
import type { SaveQuoteInput } from '../../../shared/schemas/quotes';
import { ledgerSums, owedOf } from '../../modules/money/balance';
import { listPayments } from '../../modules/money/repository';
import { currentPaymentSettings } from '../../modules/money/settings';
import { jmd } from '../../lib/mail/wording';
import {
  type AdminPartRequestDetail,
  type AdminPartRequestList,
  type AdminUpdatePartRequestInput,
  type SendQuoteInput,
  type StatusUpdateInput,
} from '../../../shared/schemas/part-requests';
import { STATUS_LABELS, STORE_NOTES, type RequestStatus } from '../../../shared/statuses';
import { updateFrom } from '../../modules/messaging/templates';
import { invoiceEmail, longDate, quoteEmail } from './quote-emails';
import * as repo from './repository';
import { factsOf, toAdmin } from './views';
import { createRequestCore, notFound, type PartRequestServiceDeps } from './request-core';

export const NO_QUOTE_YET = 'This request has no quote yet: send one with its options first';
export const NO_RATES = 'Landed-cost rates have not been set yet: set them before sending a quote.';
export const HAS_PAYMENTS =
  'This request has payments in the ledger, so it cannot be deleted: their receipts must stay. Cancel it instead, and refund what was paid.';

/** From preparing on, we have spent the store's money on the part: the deposit must be in first. */
const DEPOSIT_GATED: readonly RequestStatus[] = ['preparing', 'shipped_us', 'shipped_jamaica', 'ready_pickup', 'delivered'];

/**
 * Staff's side of part requests (/api/admin/part-requests*): the list and details, edits and status
 * changes within the money rules, quotes and invoices, the supplier, and deleting a request.
 */
export function createStaffRequestService(deps: PartRequestServiceDeps) {
  const { db, mailer, photos, log } = deps;
  const { signature, trackingLink, notify, loadView, extrasFor, changeLocked, statusEmail, statusMessage, message } = createRequestCore(deps);

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

  /**
   * Where a move to `target` stands with the money (docs/payments.md): from preparing on the deposit must be
   * in (or waived), and delivered needs nothing owed, unless staff give a reason, which this returns as the
   * history's note. Requests accepted before the ledger existed owe nothing here. Call it in the
   * transaction holding the request's lock, so no payment lands between this and the move.
   */
  async function moneyGate(row: repo.PartRequestRow, target: RequestStatus, override: string | null | undefined, tx: Db): Promise<string | null> {
    if (row.amountDueCents === null || target === row.status) return null;
    const needsDeposit = DEPOSIT_GATED.includes(target) && !DEPOSIT_GATED.includes(row.status);
    const needsAll = target === 'delivered';
    if (!needsDeposit && !needsAll) return null;
    const sums = await ledgerSums(tx, { requestId: row.id });
    const depositCents = row.depositDueCents ?? 0;
    const owedCents = owedOf(row.amountDueCents, sums);
    const depositMissing = needsDeposit && row.depositWaivedAt === null && sums.receivedCents < depositCents;
    const owedMissing = needsAll && owedCents > 0;
    if (!depositMissing && !owedMissing) return null;
    const owed = jmd(owedCents / 100);
    if (!override) {
      const message = depositMissing
        ? `The deposit (${jmd(depositCents / 100)}) has not been paid. Record it, waive it, or give a reason to go ahead without it.`
        : `${owed} is still owed on this request. Record the payment, or give a reason to mark it delivered without it.`;
      throw new AppError('conflict', message, [{ path: 'override', message }]);
    }
    if (depositMissing && owedMissing) return `Went ahead without the deposit, with ${owed} still owed: ${override}`;
    return depositMissing ? `Went ahead without the deposit: ${override}` : `Delivered with ${owed} still owed: ${override}`;
  }

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

    /**
     * Sends the quote, or a new one in its place, while the request is pending or quoted and no option has
     * been accepted: options priced with the landed-cost rates in force (which the request keeps) and the
     * store's GCT on the fee, valid until the day given or DEFAULT_QUOTE_VALID_DAYS from today; then e-mailed.
     */
    async saveQuote(id: string, input: SaveQuoteInput, user: SessionUser): Promise<AdminPartRequestDetail> {
      const now = new Date();
      if (input.validUntil && input.validUntil < validUntilFrom(now, 0)) {
        const message = 'Valid until cannot be in the past: choose today or a later day';
        throw new AppError('invalid_data', message, [{ path: 'validUntil', message }]);
      }
      const validUntil = input.validUntil ?? validUntilFrom(now, DEFAULT_QUOTE_VALID_DAYS);
      // SaveQuoteSchema's "required" part price lets an absent key through (zod skips an optional key that
      // is missing), so it is checked here too: no option is priced without its part.
      const unpriced = input.options.flatMap((o, i) =>
        o.partPrice === null || o.partPrice === undefined ? [{ path: `options.${i}.partPrice`, message: 'Part price is required' }] : [],
      );
      if (unpriced.length > 0) {
        throw new AppError('invalid_data', unpriced.length === 1 ? unpriced[0]!.message : 'Please correct the highlighted fields.', unpriced);
      }
      await changeLocked(id, async (row, tx) => {
        if (row.acceptedOptionId !== null) {
          throw new AppError(
            'conflict',
            'The customer has accepted this quote, so it can no longer be changed: send them an invoice instead, or cancel the request if the part must change.',
          );
        }
        if (row.status !== 'pending' && row.status !== 'quoted') {
          throw new AppError(
            'conflict',
            `This request is already ${STATUS_LABELS[row.status].toLowerCase()}: set its status back to pending to quote it again`,
          );
        }
        const rates = await repo.currentRates(tx);
        if (!rates) throw new AppError('unavailable', NO_RATES);
        const { gctBasisPoints } = await currentPaymentSettings(tx);
        const options = input.options.map((o, i) => {
          const costs = {
            partCents: centsOf(o.partPrice as number),
            usShippingCents: centsOf(o.usShipping ?? 0),
            freightCents: centsOf(o.freight ?? 0),
            serviceFeeCents: centsOf(o.serviceFee ?? 0),
          };
          const total = optionTotal(costs, { jmdCentsPerUsd: rates.exchangeRateJmdCents, gctBasisPoints });
          if (total.totalJmdCents < 1) {
            const message = 'This option comes to less than J$0.01: check its prices';
            throw new AppError('invalid_data', message, [{ path: `options.${i}.partPrice`, message }]);
          }
          return {
            position: i + 1,
            label: o.label,
            condition: o.condition,
            brand: o.brand ?? null,
            notes: o.notes ?? null,
            ...costs,
            serviceGctCents: total.serviceGctCents,
            totalJmdCents: total.totalJmdCents,
          };
        });
        await repo.replaceOptions(tx, id, options);
        const values: Partial<repo.NewPartRequestRow> = {
          quoteRatesId: rates.id,
          quotedAt: now,
          quoteValidUntil: validUntil,
          quoteMessage: input.message ?? null,
        };
        if (row.status === 'quoted') return { values };
        return { values: { ...values, status: 'quoted' }, history: { status: 'quoted', note: STORE_NOTES.quoteSent, by: staffActor(user) } };
      });
      const detail = await adminDetail(id);
      // Mail is the point of this call: a failure to queue it is the caller's error, not swallowed.
      await mailer.send(
        quoteEmail({
          request: factsOf(await loadView(id), detail.categoryName),
          quote: detail.quote!,
          message: detail.quote!.message,
          trackingLink: trackingLink(detail.requestNumber),
          publicUrl: deps.publicUrl,
          store: signature,
        }),
      );
      const totals = detail.quote!.options.map((o) => o.totalJmd);
      const price = totals.length === 1 ? jmd(totals[0]!) : `from ${jmd(Math.min(...totals))}`;
      await message(await loadView(id), updateFrom('quote_ready', [detail.requestNumber, price, trackingLink(detail.requestNumber)]));
      return detail;
    },

    /**
     * The send-quote call of docs/product.md §7: e-mails the current quote again (while it waits for an answer), or an invoice (the
     * accepted option with what is paid and owed, or the options). Changes nothing on the request.
     */
    async sendQuote(id: string, input: SendQuoteInput): Promise<{ message: string }> {
      const row = await loadView(id);
      const { quote, money } = (await extrasFor([row], { showMessage: true }))(row);
      if (!quote) throw new AppError('conflict', NO_QUOTE_YET);
      const message = input.customMessage ?? quote.message;
      const common = { request: factsOf(row, row.categoryName), quote, message, trackingLink: trackingLink(row.requestNumber), publicUrl: deps.publicUrl, store: signature };
      if (input.emailType === 'quote') {
        if (row.status !== 'quoted') {
          const why =
            row.acceptedOptionId !== null
              ? 'The customer has already accepted this quote: send an invoice instead'
              : `This request is ${STATUS_LABELS[row.status].toLowerCase()}, not waiting for an answer to its quote: send an invoice, or send a new quote`;
          throw new AppError('conflict', why);
        }
        if (quote.expired && quote.validUntil) {
          throw new AppError('conflict', `This quote expired on ${longDate(quote.validUntil)}: send a new quote instead`);
        }
        await mailer.send(quoteEmail(common));
      } else {
        await mailer.send(invoiceEmail({ ...common, money }));
      }
      return { message: `${input.emailType === 'quote' ? 'Quote' : 'Invoice'} sent to ${row.customerEmail}` };
    },

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
