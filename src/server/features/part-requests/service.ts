import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { retryOnDuplicateNumber } from '../../db/retry-unique';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { quietSender } from '../../lib/notify';
import { staffActor } from '../../lib/staff-actor';
import type { StoreSignature } from '../../lib/mail/wording';
import { digestToken, newToken, randomReference } from '../../lib/tokens';
import { isVerified, markVerified } from '../../lib/mail/verified-addresses';
import type { MailMessage, Mailer } from '../../lib/mail/mailer';
import { reencodeImage, UnreadableImage } from '../../lib/storage/images';
import { sniffImage, type FileStore, type StoredFile } from '../../lib/storage/uploads';
import type { SessionUser } from '../../plugins/auth';
import { MANAGE_ACCESS_TTL_MINUTES, MANAGE_LINK_TTL_HOURS, REFERENCE_ALPHABET, REQUEST_PHOTO_TYPES } from '../../../shared/constants';
import { normalisePhone } from '../../../shared/phone';
import { toCents } from '../../../shared/money';
import { EmailSchema } from '../../../shared/schemas/auth';
import type { LandedCostRates, LandedCostRatesInput } from '../../../shared/schemas/landed-cost';
import { DEFAULT_QUOTE_VALID_DAYS } from '../../../shared/payments';
import { depositOf, optionTotal, quoteExpired, validUntilFrom } from '../../../shared/quotes';
import type { QuoteAnswer, SaveQuoteInput } from '../../../shared/schemas/quotes';
import { ledgerSums, owedOf } from '../../lib/ledger/balance';
import { listPayments, listPaymentsOfMany, type PaymentRow } from '../../lib/ledger/repository';
import { currentPaymentSettings, type EffectivePaymentSettings } from '../../lib/ledger/settings';
import { paymentMethodsOf } from '../../lib/ledger/views';
import { jmd } from '../../lib/mail/wording';
import {
  type AdminPartRequestDetail,
  type AdminPartRequestList,
  type AdminUpdatePartRequestInput,
  type CustomerPartRequest,
  type PartRequestCreated,
  type PartRequestInput,
  type SendQuoteInput,
  type StatusUpdateInput,
  type TrackSearchResult,
  type TrackingRecord,
} from '../../../shared/schemas/part-requests';
import { STATUS_LABELS, type RequestStatus } from '../../../shared/statuses';
import { manageLinkEmail, newRequestStoreEmail, quoteAnsweredStoreEmail, requestReceivedEmail, statusChangedEmail } from './emails';
import { invoiceEmail, longDate, quoteAcceptedEmail, quoteEmail } from './quote-emails';
import { toQuote } from './quote-views';
import * as repo from './repository';
import { CUSTOMER_LABEL, STORE_NOTES, factsOf, ratesOut, requestMoney, toAdmin, toCustomer, toTrackingRecord, type RequestExtras } from './views';

export type PartRequestServiceDeps = {
  db: Db;
  mailer: Mailer;
  photos: FileStore;
  publicUrl: string;
  store: Config['store'];
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Tests pass a fixed sequence to see a collision retried; production draws at random. */
  newRequestNumber?: () => string;
  /**
   * The card providers configured for part requests (docs/payments.md: WiPay when its keys are set), so the
   * money views offer them. Without it, only bank transfer and the counter are offered.
   */
  cards?: { wipay: boolean; stripe: boolean };
};

export const REQUEST_NOT_FOUND = 'Request Not Found';
export const PHOTO_TYPE_MESSAGE = 'The photo must be a JPEG, PNG, WebP or GIF image';
const PHOTO_UNREADABLE_MESSAGE = 'The photo could not be read as an image: it may be damaged. Please take it again or choose another';
export const NO_QUOTE_YET = 'This request has no quote yet: send one with its options first';
export const NO_RATES = 'Landed-cost rates have not been set yet: set them before sending a quote.';
export const HAS_PAYMENTS =
  'This request has payments in the ledger, so it cannot be deleted: their receipts must stay. Cancel it instead, and refund what was paid.';

export const MANAGE_LINK_SENT = 'If that e-mail is on the request, we’ve sent it a link to manage the request.';
export const MANAGE_LINK_EXPIRED = 'This link has expired or was already used: ask for a new one';
export const MANAGE_ACCESS_NEEDED =
  'To see this request’s details or answer its quote, open the link we e-mail to the address on it: choose “Manage this request” to get one';
const MANAGE_LINK_TTL_MS = MANAGE_LINK_TTL_HOURS * 60 * 60 * 1000;
export const MANAGE_ACCESS_TTL_MS = MANAGE_ACCESS_TTL_MINUTES * 60 * 1000;
/** One link a minute per request at most: asking again sooner sends nothing (the last link still works). */
const MANAGE_LINK_RESEND_MS = 60 * 1000;
/**
 * The manage-link answer comes no sooner than this, matching e-mail or not: writing the token and the
 * e-mail takes a few milliseconds, which would otherwise tell whether the address was the request's.
 */
const MANAGE_LINK_MIN_MS = 100;

export function randomRequestNumber(): string {
  return randomReference('REQ', REFERENCE_ALPHABET);
}

/** J$157.50 → 15750 cents; 20% → 2000 basis points (the table's integer units). */
const hundredths = (n: number) => Math.round(n * 100);

type Actor = { userId: string | null; label: string };
type RatesFor = (row: repo.PartRequestRow) => LandedCostRates | undefined;
type ExtrasFor = (row: repo.PartRequestRow) => RequestExtras;

/** From preparing on, we have spent the store's money on the part: the deposit must be in first. */
const DEPOSIT_GATED: readonly RequestStatus[] = ['preparing', 'shipped_us', 'shipped_jamaica', 'ready_pickup', 'delivered'];

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

const notFound = () => new AppError('not_found', REQUEST_NOT_FOUND);

export function createPartRequestService(deps: PartRequestServiceDeps) {
  const { db, mailer, photos, log } = deps;
  const newRequestNumber = deps.newRequestNumber ?? randomRequestNumber;
  const signature: StoreSignature = { name: deps.store.name, phone: deps.store.phone, email: deps.store.email, address: deps.store.address };
  const trackingLink = (requestNumber: string) => `${deps.publicUrl}/track-order?number=${encodeURIComponent(requestNumber)}`;
  // The token rides in the fragment: browsers never send it, so it reaches no log or proxy.
  const manageLink = (requestNumber: string, token: string) =>
    `${deps.publicUrl}/track-order/manage?number=${encodeURIComponent(requestNumber)}#token=${token}`;
  const adminLink = `${deps.publicUrl}/admin`;

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

  function statusEmail(row: repo.PartRequestRow, note: string | null): MailMessage {
    return statusChangedEmail({
      request: factsOf(row, null),
      status: row.status,
      note,
      trackingNumber: row.trackingNumber,
      pickupAddress: row.isLocal ? (row.supplierAddress ?? deps.store.address) : null,
      trackingLink: trackingLink(row.requestNumber),
      store: signature,
    });
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

  /**
   * DECISIONS 14: quoted → confirmed or cancelled, by the customer, recorded and e-mailed to both sides.
   * Accepting fixes the option, the amount due and the deposit (the rule in force now, or all of it when
   * paying in full), so later changes to the rules never change what this customer agreed to.
   */
  async function answerQuote(id: string, answer: QuoteAnswer, userId: string | null): Promise<void> {
    const accepted = answer.decision === 'accept';
    const note = accepted ? STORE_NOTES.accepted : STORE_NOTES.declined;
    const now = new Date();
    const { after } = await changeLocked(id, async (row, tx) => {
      if (row.status !== 'quoted') {
        throw new AppError(
          'conflict',
          row.quotedAt || row.status !== 'pending' ? 'This quote has already been answered' : 'There is no quote to answer yet',
        );
      }
      if (!accepted) return { values: { status: 'cancelled' }, history: { status: 'cancelled', note, by: { userId, label: CUSTOMER_LABEL } } };
      if (row.quoteValidUntil && quoteExpired(row.quoteValidUntil, now)) {
        throw new AppError('conflict', `This quote expired on ${longDate(row.quoteValidUntil)} — ask us for a new quote`);
      }
      const option = answer.optionId === undefined ? undefined : await repo.findOption(tx, id, answer.optionId);
      if (!option) {
        const message = 'That option is not part of this quote: choose one of the options shown';
        throw new AppError('invalid_data', message, [{ path: 'optionId', message }]);
      }
      const settings = await currentPaymentSettings(tx);
      return {
        values: {
          status: 'confirmed',
          acceptedOptionId: option.id,
          acceptedAt: now,
          amountDueCents: option.totalJmdCents,
          depositBasisPoints: settings.depositBasisPoints,
          depositDueCents: depositOf(option.totalJmdCents, settings.depositBasisPoints, answer.payInFull),
          payInFull: answer.payInFull,
        },
        history: { status: 'confirmed', note, by: { userId, label: CUSTOMER_LABEL } },
      };
    });

    if (!accepted) {
      await notify([
        quoteAnsweredStoreEmail({ request: after, accepted: null, adminLink, storeEmail: deps.store.email }),
        statusEmail(after, note),
      ]);
      return;
    }
    const view = await loadView(id);
    const quote = (await extrasFor([view], { showMessage: true }))(view).quote;
    const option = quote?.options.find((o) => o.id === view.acceptedOptionId);
    if (!quote || !option) return;
    const settings = await currentPaymentSettings(db);
    await notify([
      quoteAnsweredStoreEmail({
        request: after,
        accepted: { label: option.label, totalJmd: option.totalJmd, depositJmd: option.depositJmd, payInFull: after.payInFull },
        adminLink,
        storeEmail: deps.store.email,
      }),
      quoteAcceptedEmail({
        request: factsOf(view, view.categoryName),
        option,
        payInFull: after.payInFull,
        terms: quote.terms,
        methods: methodsOf(settings),
        trackingLink: trackingLink(view.requestNumber),
        publicUrl: deps.publicUrl,
        store: signature,
      }),
    ]);
  }

  async function trackingRecord(row: repo.PartRequestView, managed: boolean): Promise<TrackingRecord> {
    const [extras, history] = await Promise.all([extrasFor([row], { showMessage: managed }), repo.listHistory(db, row.id)]);
    return toTrackingRecord(row, { managed, extras: extras(row), history, storeAddress: deps.store.address });
  }

  /** The request a tracking call is about; an e-mail, when given, must be the request's (DECISIONS 4). */
  async function findTracked(requestNumber: string, email?: string | null): Promise<repo.PartRequestView> {
    const row = await repo.findRequestByNumber(db, requestNumber);
    if (!row || (email && email !== row.customerEmail.toLowerCase())) throw notFound();
    return row;
  }

  /** The request, when `accessToken` is a live right to manage it (granted by opening its manage link). */
  async function findManaged(requestNumber: string, accessToken: string | undefined): Promise<repo.PartRequestView> {
    const row = await findTracked(requestNumber);
    if (!accessToken || !(await repo.hasAccessSession(db, row.id, digestToken(accessToken)))) {
      throw new AppError('unauthorized', MANAGE_ACCESS_NEEDED);
    }
    return row;
  }

  return {
    async create(input: PartRequestInput, opts: { userId: string | null; photo?: Buffer }): Promise<PartRequestCreated> {
      let categoryName: string | null = null;
      if (input.categoryId) {
        const category = await repo.findCategory(db, input.categoryId);
        if (!category || category.type !== input.partType) {
          const message = category
            ? `That category is for ${category.type === 'auto' ? 'auto' : 'phone'} parts: choose one for ${input.partType === 'auto' ? 'auto' : 'phone'} parts`
            : 'Please choose a category from the list';
          throw new AppError('invalid_data', message, [{ path: 'categoryId', message }]);
        }
        categoryName = category.name;
      }

      let photoFile: string | null = null;
      if (opts.photo) {
        const image = await sniffImage(opts.photo, REQUEST_PHOTO_TYPES);
        if (!image) throw new AppError('invalid_data', PHOTO_TYPE_MESSAGE, [{ path: 'photo', message: PHOTO_TYPE_MESSAGE }]);
        // Stored re-encoded: only the picture's pixels are kept, never what was hidden in or after it.
        const clean = await reencodeImage(opts.photo).catch((err: unknown) => {
          if (err instanceof UnreadableImage) throw new AppError('invalid_data', PHOTO_UNREADABLE_MESSAGE, [{ path: 'photo', message: PHOTO_UNREADABLE_MESSAGE }]);
          throw err;
        });
        photoFile = await photos.save(clean, image.ext);
      }

      const auto = input.partType === 'auto';
      const phone = input.customerPhone ?? null;
      const values: Omit<repo.NewPartRequestRow, 'requestNumber'> = {
        userId: opts.userId,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        customerPhone: phone,
        customerPhoneDigits: phone ? normalisePhone(phone) : null,
        customerAddress: input.customerAddress,
        parish: input.parish,
        partType: input.partType,
        categoryId: input.categoryId ?? null,
        partName: input.partName,
        description: input.description,
        condition: input.condition,
        maxBudgetCents: input.maxBudget === null || input.maxBudget === undefined ? null : toCents(input.maxBudget),
        urgency: input.urgency,
        // Only the details of the chosen part type are kept: a phone request has no vehicle, and back.
        vehicleMake: auto ? input.vehicleMake : null,
        vehicleModel: auto ? input.vehicleModel : null,
        vehicleYear: auto ? input.vehicleYear : null,
        deviceBrand: auto ? null : input.deviceBrand === 'other' ? input.deviceBrandOther : input.deviceBrand,
        deviceModel: auto ? null : input.deviceModel,
        photoFile,
      };

      let row: repo.PartRequestRow;
      try {
        row = await retryOnDuplicateNumber(repo.REQUEST_NUMBER_CONSTRAINT, () =>
          inTransaction(db, async (t) => {
            const inserted = await repo.insertRequest(t, { ...values, requestNumber: newRequestNumber() });
            await repo.insertHistory(t, {
              requestId: inserted.id,
              status: 'pending',
              note: STORE_NOTES.received,
              changedBy: null,
              changedByLabel: CUSTOMER_LABEL,
            });
            return inserted;
          }),
        );
      } catch (err) {
        // Nothing half-written: a photo whose request was never stored is not kept.
        if (photoFile) await photos.remove(photoFile).catch((e: unknown) => log.error({ err: e }, 'could not remove an orphan photo'));
        throw err;
      }

      const facts = factsOf(row, categoryName);
      const verified = await isVerified(db, row.customerEmail);
      await notify([
        requestReceivedEmail({ request: facts, verified, trackingLink: trackingLink(row.requestNumber), store: signature }),
        newRequestStoreEmail({ request: facts, adminLink, storeEmail: deps.store.email }),
      ]);
      return { id: row.id, requestNumber: row.requestNumber, status: row.status, createdAt: row.createdAt.toISOString() };
    },

    async listMine(userId: string): Promise<CustomerPartRequest[]> {
      const rows = await repo.listByUser(db, userId);
      const extras = await extrasFor(rows, { showMessage: true });
      return rows.map((r) => toCustomer(r, extras(r)));
    },

    async respondAsOwner(userId: string, id: string, answer: QuoteAnswer): Promise<CustomerPartRequest> {
      const row = await repo.findRequestById(db, id);
      if (!row || row.userId !== userId) throw notFound();
      await answerQuote(id, answer, userId);
      const after = await loadView(id);
      return toCustomer(after, (await extrasFor([after], { showMessage: true }))(after));
    },

    /** By number alone (an e-mail, if given, must match): no personal details, no answering. */
    async track(requestNumber: string, email: string | null | undefined): Promise<TrackingRecord> {
      return trackingRecord(await findTracked(requestNumber, email), false);
    },

    /**
     * Sends the manage link to the request's own address when `email` is that address; answers the same
     * either way, no sooner than MANAGE_LINK_MIN_MS, so the answer never confirms an address.
     */
    async requestManageLink(requestNumber: string, email: string): Promise<{ message: string }> {
      const answerAt = performance.now() + MANAGE_LINK_MIN_MS;
      try {
        const row = await repo.findRequestByNumber(db, requestNumber);
        if (row && email === row.customerEmail.toLowerCase()) {
          const issuedAt = await repo.liveAccessIssuedAt(db, row.id, 'link');
          if (!issuedAt || Date.now() - issuedAt.getTime() >= MANAGE_LINK_RESEND_MS) {
            const token = newToken();
            await repo.replaceAccess(db, { requestId: row.id, purpose: 'link', tokenHash: digestToken(token), ttlMs: MANAGE_LINK_TTL_MS });
            await mailer.send(
              manageLinkEmail({ requestNumber: row.requestNumber, to: row.customerEmail, link: manageLink(row.requestNumber, token), store: signature }),
            );
          }
        }
      } catch (err) {
        // Logged, not answered: a failure only when the address matched would confirm it.
        log.error({ err }, 'could not send a manage link');
      }
      await delay(Math.max(0, answerAt - performance.now()));
      return { message: MANAGE_LINK_SENT };
    },

    /**
     * Uses a manage link: the token works once, for its own request, before it expires. Grants an access
     * token (kept by the browser in an httpOnly cookie) for MANAGE_ACCESS_TTL_MS, and marks the request's
     * address as verified: the link reached whoever reads it.
     */
    async openManageLink(requestNumber: string, token: string): Promise<{ record: TrackingRecord; accessToken: string }> {
      const expired = () => new AppError('invalid_data', MANAGE_LINK_EXPIRED, [{ path: 'token', message: MANAGE_LINK_EXPIRED }]);
      const row = await repo.findRequestByNumber(db, requestNumber);
      if (!row) throw expired();
      const accessToken = newToken();
      await inTransaction(db, async (t) => {
        if (!(await repo.consumeAccessLink(t, row.id, digestToken(token)))) throw expired();
        await repo.replaceAccess(t, { requestId: row.id, purpose: 'session', tokenHash: digestToken(accessToken), ttlMs: MANAGE_ACCESS_TTL_MS });
        await markVerified(t, row.customerEmail);
      });
      return { record: await trackingRecord(row, true), accessToken };
    },

    /** The full record, for a browser holding the access a manage link granted. */
    async managedRecord(requestNumber: string, accessToken: string | undefined): Promise<TrackingRecord> {
      return trackingRecord(await findManaged(requestNumber, accessToken), true);
    },

    /** Answering a quote from tracking needs the access a manage link granted; an e-mail is not proof. */
    async respondWithAccess(requestNumber: string, accessToken: string | undefined, answer: QuoteAnswer): Promise<TrackingRecord> {
      const row = await findManaged(requestNumber, accessToken);
      await answerQuote(row.id, answer, null);
      return trackingRecord(await loadView(row.id), true);
    },

    /** DECISIONS 4: only status, numbers and dates; nothing personal. */
    async search(type: 'phone' | 'email', value: string): Promise<TrackSearchResult> {
      let rows: repo.PartRequestRow[];
      if (type === 'phone') {
        // The whole number, normalised as it was stored: a few shared digits never find another's request.
        const digits = /^\+?[\d\s().-]+$/.test(value) ? normalisePhone(value) : null;
        if (!digits) {
          const message = 'Please enter your phone number with at least 7 digits';
          throw new AppError('invalid_data', message, [{ path: 'value', message }]);
        }
        rows = await repo.findByPhoneDigits(db, digits);
      } else {
        const email = EmailSchema.safeParse(value);
        if (!email.success) {
          const message = 'Please enter a valid email address';
          throw new AppError('invalid_data', message, [{ path: 'value', message }]);
        }
        rows = await repo.findByEmail(db, email.data);
      }
      return rows.map((r) => ({ id: r.id, requestNumber: r.requestNumber, status: r.status, createdAt: r.createdAt.toISOString() }));
    },

    async currentRates(): Promise<LandedCostRates> {
      const row = await repo.currentRates(db);
      if (!row) throw new AppError('unavailable', 'Landed-cost rates have not been set yet.');
      return ratesOut(row);
    },

    /** A new record: quotes already sent keep pointing at the rates they were worked out with. */
    async updateRates(input: LandedCostRatesInput, user: SessionUser): Promise<LandedCostRates> {
      const row = await repo.insertRates(db, {
        exchangeRateJmdCents: hundredths(input.exchangeRateJmd),
        autoDutyBasisPoints: hundredths(input.autoDutyPercent),
        phoneDutyBasisPoints: hundredths(input.phoneDutyPercent),
        gctBasisPoints: hundredths(input.gctPercent),
        deMinimisCents: toCents(input.deMinimisUsd),
        effectiveFrom: input.effectiveFrom,
        createdBy: user.id,
      });
      return ratesOut(row);
    },

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
        if (input.status === undefined || input.status === row.status) return { values };
        // This dialog takes no reason to override: going ahead without the money is the status dialog's.
        await moneyGate(row, input.status, null, tx);
        values.status = input.status;
        return { values, history: { status: input.status, note: null, by: staffActor(user) } };
      });
      if (recorded) await notify([statusEmail(after, null)]);
      return adminDetail(id);
    },

    /**
     * The status dialog (SPEC §4): any status may be chosen, within the money rules (moneyGate); every
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
            partCents: toCents(o.partPrice as number),
            usShippingCents: toCents(o.usShipping ?? 0),
            freightCents: toCents(o.freight ?? 0),
            serviceFeeCents: toCents(o.serviceFee ?? 0),
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
      return detail;
    },

    /**
     * SPEC's send-quote: e-mails the current quote again (while it waits for an answer), or an invoice (the
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

export type PartRequestService = ReturnType<typeof createPartRequestService>;
