import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { quietSender } from '../../lib/notify';
import type { StoreSignature } from '../../lib/mail/wording';
import type { Mailer } from '../../lib/mail/mailer';
import type { MessagingService, Update } from '../../modules/messaging/service';
import { pickupUpdate, updateFrom } from '../../modules/messaging/templates';
import { ledgerSums, owedOf } from '../../modules/money/balance';
import { PICKUP_HOLD_BUSINESS_DAYS } from '../../../shared/constants';
import type { Notice } from '../../lib/notify';
import type { FileStore } from '../../lib/storage/uploads';
import type { LandedCostRates } from '../../../shared/schemas/landed-cost';
import { listPaymentsOfMany, type PaymentRow } from '../../modules/money/repository';
import { currentPaymentSettings, type EffectivePaymentSettings } from '../../modules/money/settings';
import { paymentMethodsOf } from '../../modules/money/views';
import type { RequestStatus } from '../../../shared/statuses';
import { statusChangedEmail } from './emails';
import { toQuote } from './quote-views';
import * as repo from './repository';
import { factsOf, ratesOut, requestMoney, type RequestExtras } from './views';

export type PartRequestServiceDeps = {
  db: Db;
  mailer: Mailer;
  photos: FileStore;
  publicUrl: string;
  store: Config['store'];
  log: Pick<FastifyBaseLogger, 'error'>;
  /** WhatsApp and SMS updates, for customers who chose them (decision 016). */
  messaging: Pick<MessagingService, 'sendAfterCommit' | 'afterForm' | 'checkChoice'>;
  /** Tests pass a fixed sequence to see a collision retried; production draws at random. */
  newRequestNumber?: () => string;
  /**
   * The card providers configured for part requests (docs/payments.md: WiPay when its keys are set), so the
   * money views offer them. Without it, only bank transfer and the counter are offered.
   */
  cards?: { wipay: boolean; stripe: boolean };
};

export const REQUEST_NOT_FOUND = 'Request Not Found';

export type Actor = { userId: string | null; label: string };
type RatesFor = (row: repo.PartRequestRow) => LandedCostRates | undefined;
type ExtrasFor = (row: repo.PartRequestRow) => RequestExtras;

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

export const notFound = () => new AppError('not_found', REQUEST_NOT_FOUND);

/**
 * What the customer and staff services share: links and the store's signature for e-mails, the request
 * with its quote and money as both read it, a change made under the request's row lock with its history
 * row, and the status e-mail.
 */
export function createRequestCore(deps: PartRequestServiceDeps) {
  const { db, mailer, log } = deps;
  const signature: StoreSignature = { name: deps.store.name, phone: deps.store.phone, email: deps.store.email, address: deps.store.address };
  const trackingLink = (requestNumber: string) => `${deps.publicUrl}/track-order?number=${encodeURIComponent(requestNumber)}`;
  // Staff e-mails open the request's details in the part requests list (the /admin page is the dashboard).
  const adminLink = `${deps.publicUrl}/admin/requests`;
  const notify = quietSender(mailer, log);

  /** Rates for each row: the ones its quote was worked out with, else the ones in force. */
  async function ratesFor(rows: repo.PartRequestRow[]): Promise<RatesFor> {
    const ids = [...new Set(rows.map((r) => r.quoteRatesId).filter((id): id is number => id !== null))];
    const current = await repo.currentRates(db);
    const frozen = new Map((await repo.ratesByIds(db, ids)).map((r) => [r.id, ratesOut(r)]));
    const now = current ? ratesOut(current) : undefined;
    return (row) => (row.quoteRatesId !== null ? (frozen.get(row.quoteRatesId) ?? now) : now);
  }

  async function loadView(id: string): Promise<repo.PartRequestView> {
    const row = await repo.findRequestById(db, id);
    if (!row) throw notFound();
    return row;
  }

  const methodsOf = (settings: EffectivePaymentSettings) =>
    paymentMethodsOf({
      wipay: deps.cards?.wipay ?? false,
      stripe: deps.cards?.stripe ?? false,
      settings,
      store: { address: deps.store.address, hours: deps.store.hours },
    });

  /**
   * The quote and money of each row, read for all of them at once: one query each for their options,
   * rates, payments and the payment settings, however many rows a page holds. `showMessage` is false
   * for a record opened by its number alone.
   */
  async function extrasFor(rows: repo.PartRequestRow[], opts: { showMessage: boolean }): Promise<ExtrasFor> {
    const owing = rows.filter((r) => r.amountDueCents !== null).map((r) => r.id);
    const [rates, options, settings, payments] = await Promise.all([
      ratesFor(rows),
      repo.listOptions(db, rows.map((r) => r.id)),
      currentPaymentSettings(db),
      owing.length > 0 ? listPaymentsOfMany(db, { requestIds: owing }) : Promise.resolve([] as PaymentRow[]),
    ]);
    const optionsOf = groupBy(options, (o) => o.requestId);
    const paymentsOf = groupBy(payments, (pay) => pay.requestId);
    const methods = methodsOf(settings);
    const now = new Date();
    return (row) => ({
      quote: toQuote(row, optionsOf.get(row.id) ?? [], { rates: rates(row), settings, showMessage: opts.showMessage, now }),
      money: requestMoney(row, paymentsOf.get(row.id) ?? [], methods),
    });
  }

  /**
   * Changes one request inside a transaction holding its row lock: `plan` sees the row as it is now
   * (never a stale copy), and the history entry lands in the same commit as the change it records.
   */
  async function changeLocked(
    id: string,
    plan: (row: repo.PartRequestRow, tx: Db) => Promise<{
      values: Partial<repo.NewPartRequestRow>;
      history?: { status: RequestStatus; note: string | null; by: Actor };
    }>,
  ): Promise<{ before: repo.PartRequestRow; after: repo.PartRequestRow; recorded: boolean }> {
    return inTransaction(db, async (t) => {
      const before = await repo.lockRequest(t, id);
      if (!before) throw notFound();
      const { values, history } = await plan(before, t);
      const after = Object.keys(values).length > 0 ? await repo.updateRequest(t, id, values) : before;
      if (history) {
        await repo.insertHistory(t, {
          requestId: id,
          status: history.status,
          note: history.note,
          changedBy: history.by.userId,
          changedByLabel: history.by.label,
        });
      }
      return { before, after, recorded: history !== undefined };
    });
  }

  /**
   * Where the part is collected: a local supplier's own address, else our Kingston shop, whose hours we
   * know. Null hours for a supplier's counter: theirs are not ours to promise.
   */
  function pickupOf(row: repo.PartRequestRow): { address: string; hours: string | null } {
    if (row.isLocal && row.supplierAddress) return { address: row.supplierAddress, hours: null };
    return { address: deps.store.address, hours: deps.store.hours };
  }

  /** What is still owed on the request now, from the ledger (docs/payments.md). */
  async function owedNow(row: repo.PartRequestRow): Promise<number> {
    return owedOf(row.amountDueCents, await ledgerSums(db, { requestId: row.id }));
  }

  /** The status e-mail, built when it is sent: ready for pickup reads what is still owed then. */
  function statusEmail(row: repo.PartRequestRow, note: string | null): Notice {
    return async () =>
      statusChangedEmail({
        request: factsOf(row, null),
        status: row.status,
        note,
        trackingNumber: row.trackingNumber,
        pickup: row.status === 'ready_pickup' ? { ...pickupOf(row), owedCents: await owedNow(row), holdDays: PICKUP_HOLD_BUSINESS_DAYS } : null,
        trackingLink: trackingLink(row.requestNumber),
        store: signature,
      });
  }

  /**
   * A WhatsApp or SMS update, beside the e-mail, for a customer who chose them; like the e-mail it follows a
   * committed change, so a failure to queue it is logged, never thrown at the person whose change stands.
   */
  async function message(row: repo.PartRequestRow, update: Omit<Update, 'phone' | 'requestId'> | null): Promise<void> {
    if (!update || !row.customerPhone) return;
    await deps.messaging.sendAfterCommit({ ...update, phone: row.customerPhone, requestId: row.id });
  }

  /** The update for a status customers hear about on WhatsApp or by SMS (the others have only their e-mail). */
  async function statusMessage(row: repo.PartRequestRow): Promise<void> {
    const n = row.requestNumber;
    const link = trackingLink(n);
    const pickup = pickupOf(row);
    const update =
      row.status === 'preparing'
        ? updateFrom('part_ordered', [n, link])
        : row.status === 'shipped_us'
          ? updateFrom('part_shipped', [n, row.trackingNumber ?? 'to follow', link])
          : row.status === 'shipped_jamaica'
            ? updateFrom('part_arrived', [n, link])
            : row.status === 'ready_pickup'
              ? pickupUpdate({ who: n, address: pickup.address, hours: pickup.hours, owedCents: await owedNow(row), link })
              : row.status === 'delivered'
                ? updateFrom('delivered', [n, link])
                : null;
    return message(row, update);
  }

  return { signature, trackingLink, adminLink, notify, loadView, methodsOf, extrasFor, changeLocked, statusEmail, statusMessage, message };
}

export type RequestCore = ReturnType<typeof createRequestCore>;
