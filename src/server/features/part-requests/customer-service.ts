import crypto from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { retryOnDuplicateNumber } from '../../db/retry-unique';
import { inTransaction } from '../../db/transaction';
import { DEFAULT_LIMITS } from '../../config';
import { AppError } from '../../lib/errors';
import { createSendAllowance } from '../../lib/attempt-limiter';
import type { CounterStore } from '../../lib/rate-limit-store';
import { digestToken, newToken, randomReference } from '../../lib/tokens';
import { isOwner, markVerified } from '../../lib/mail/verified-addresses';
import { reencodeImage, UnreadableImage } from '../../lib/storage/images';
import { sniffImage } from '../../lib/storage/uploads';
import { oncePerKey, requestDigest } from '../../lib/idempotency';
import { MANAGE_ACCESS_TTL_MINUTES, MANAGE_LINK_TTL_HOURS, REFERENCE_ALPHABET, REQUEST_PHOTO_TYPES } from '../../../shared/constants';
import { normalisePhone } from '../../../shared/phone';
import { updateFrom } from '../../modules/messaging/templates';
import { nullableCents } from '../../modules/money/cents';
import { EmailSchema } from '../../../shared/schemas/auth';
import { depositOf, quoteExpired } from '../../../shared/quotes';
import type { QuoteAnswer } from '../../../shared/schemas/quotes';
import { currentPaymentSettings } from '../../modules/money/settings';
import {
  type CustomerPartRequest,
  type PartRequestCreated,
  type PartRequestInput,
  type TrackingRecord,
} from '../../../shared/schemas/part-requests';
import { manageLinkEmail, newRequestStoreEmail, quoteAnsweredStoreEmail, requestListEmail, requestReceivedEmail } from './emails';
import { longDate, quoteAcceptedEmail } from './quote-emails';
import * as repo from './repository';
import { CUSTOMER_LABEL, STORE_NOTES, type RequestStatus } from '../../../shared/statuses';
import { factsOf, toCustomer, toTrackingRecord } from './views';
import { createRequestCore, notFound, type PartRequestServiceDeps } from './request-core';

export const PHOTO_TYPE_MESSAGE = 'The photo must be a JPEG, PNG, WebP or GIF image';
const PHOTO_UNREADABLE_MESSAGE = 'The photo could not be read as an image: it may be damaged. Please take it again or choose another';
export const REQUEST_LIST_SENT =
  'If we have requests made with that phone number or e-mail, we have e-mailed their numbers and tracking links to the e-mail address on them.';
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

/** Who sent a request form: the signed-in account (or none), and the client's address (for the messaging caps). */
type CreateOptions = { userId: string | null; clientIp: string; photo?: Buffer; idempotencyKey?: string };

export function randomRequestNumber(): string {
  return randomReference('REQ', REFERENCE_ALPHABET);
}

/**
 * The customer's and the guest's side of part requests: submitting one, the owner's list, tracking by
 * number, the manage link that proves a tracker owns the request, and answering a quote.
 */
export function createCustomerRequestService(deps: PartRequestServiceDeps & { counters?: CounterStore; lists?: { perEmail: number; windowMs: number } }) {
  const listPerAddress = createSendAllowance({
    name: 'request-list',
    max: deps.lists?.perEmail ?? DEFAULT_LIMITS.requestListPerEmail,
    windowMs: deps.lists?.windowMs ?? DEFAULT_LIMITS.windowMs,
    counters: deps.counters,
  });
  const { db, mailer, photos, log } = deps;
  const { signature, trackingLink, adminLink, notify, loadView, methodsOf, extrasFor, changeLocked, statusEmail } = createRequestCore(deps);
  const newRequestNumber = deps.newRequestNumber ?? randomRequestNumber;
  // The token rides in the fragment: browsers never send it, so it reaches no log or proxy.
  const manageLink = (requestNumber: string, token: string) =>
    `${deps.publicUrl}/track-order/manage?number=${encodeURIComponent(requestNumber)}#token=${token}`;

  /**
   * docs/choices.md #14: quoted → confirmed or cancelled, by the customer, recorded and e-mailed to both sides.
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

  /** The request a tracking call is about; an e-mail, when given, must be the request's (docs/choices.md #4). */
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

  /** Stores a request, its first history row and its photo, then e-mails the customer and the store. */
  async function createOnce(input: PartRequestInput, opts: CreateOptions, digest: string | null): Promise<PartRequestCreated> {
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

    // A stale form may offer a channel the store has since switched off: said now, before anything is stored.
    deps.messaging.checkChoice(input.updates, input.customerPhone);

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
    // The sender's words go back to the address only if the signed-in sender owns it (lib/mail/verified-addresses.ts).
    const fromAddressOwner = await isOwner(db, opts.userId, input.customerEmail);
    const values: Omit<repo.NewPartRequestRow, 'requestNumber'> = {
      userId: opts.userId,
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      fromAddressOwner,
      customerPhone: phone,
      customerPhoneDigits: phone ? normalisePhone(phone) : null,
      customerAddress: input.customerAddress,
      parish: input.parish,
      partType: input.partType,
      categoryId: input.categoryId ?? null,
      partName: input.partName,
      description: input.description,
      condition: input.condition,
      maxBudgetCents: nullableCents(input.maxBudget ?? null),
      urgency: input.urgency,
      // Only the details of the chosen part type are kept: a phone request has no vehicle, and back.
      vehicleMake: auto ? input.vehicleMake : null,
      vehicleModel: auto ? input.vehicleModel : null,
      vehicleYear: auto ? input.vehicleYear : null,
      vehicleChassis: auto ? (input.vehicleChassis ?? null) : null,
      deviceBrand: auto ? null : input.deviceBrand === 'other' ? input.deviceBrandOther : input.deviceBrand,
      deviceModel: auto ? null : input.deviceModel,
      photoFile,
      idempotencyKey: opts.idempotencyKey ?? null,
      requestDigest: digest,
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
    await notify([
      requestReceivedEmail({ request: facts, trackingLink: trackingLink(row.requestNumber), store: signature }),
      newRequestStoreEmail({ request: facts, adminLink, storeEmail: deps.store.email }),
    ]);
    await deps.messaging.afterForm({
      phoneText: row.customerPhone,
      choice: input.updates,
      source: 'request',
      userId: opts.userId,
      clientIp: opts.clientIp,
      first: { ...updateFrom('request_received', [row.requestNumber, trackingLink(row.requestNumber)]), phone: row.customerPhone ?? '', requestId: row.id },
    });
    return { id: row.id, requestNumber: row.requestNumber, status: row.status, createdAt: row.createdAt.toISOString() };
  }

  return {
    /**
     * Stores a request (and its photo), or answers a retry of one sent with the same Idempotency-Key with
     * the request it stored (decision 015): no second request, photo or e-mail.
     */
    async create(input: PartRequestInput, opts: CreateOptions): Promise<PartRequestCreated> {
      const key = opts.idempotencyKey;
      const digest =
        key === undefined ? null : requestDigest({ input, userId: opts.userId, photo: opts.photo ? crypto.createHash('sha256').update(opts.photo).digest('hex') : null });
      const { value } = await oncePerKey({
        key,
        digest,
        find: (k) => repo.findRequestByIdempotencyKey(db, k),
        answer: (row) => ({ id: row.id, requestNumber: row.requestNumber, status: row.status, createdAt: row.createdAt.toISOString() }),
        constraint: repo.REQUEST_KEY_CONSTRAINT,
        create: () => createOnce(input, opts, digest),
      });
      return value;
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
              manageLinkEmail({ requestNumber: row.requestNumber, to: row.customerEmail, link: manageLink(row.requestNumber, token), token, store: signature }),
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

    /** docs/choices.md #4: only status, numbers and dates; nothing personal. */
    /**
     * "Find my requests" by phone or e-mail: the list goes to the e-mail on those requests, never to
     * whoever asked (knowing a number or an address is not proof of owning it), and the answer is the
     * same, no sooner than MANAGE_LINK_MIN_MS, whether anything matched. At most requestListPerEmail
     * lists an address per window (RateLimits), so the lookup cannot be used to flood a mailbox.
     */
    async sendRequestList(type: 'phone' | 'email', value: string): Promise<{ message: string }> {
      let find: () => Promise<repo.PartRequestRow[]>;
      if (type === 'phone') {
        // The whole number, normalised as it was stored: a few shared digits never find another's request.
        const digits = /^\+?[\d\s().-]+$/.test(value) ? normalisePhone(value) : null;
        if (!digits) {
          const message = 'Please enter your phone number with 7 to 15 digits, e.g. +1-876-123-4567';
          throw new AppError('invalid_data', message, [{ path: 'value', message }]);
        }
        find = () => repo.findByPhoneDigits(db, digits);
      } else {
        const email = EmailSchema.safeParse(value);
        if (!email.success) {
          const message = 'Please enter a valid email address';
          throw new AppError('invalid_data', message, [{ path: 'value', message }]);
        }
        find = () => repo.findByEmail(db, email.data);
      }
      const answerAt = performance.now() + MANAGE_LINK_MIN_MS;
      try {
        const byAddress = new Map<string, repo.PartRequestRow[]>();
        for (const row of await find()) {
          const to = row.customerEmail.toLowerCase();
          byAddress.set(to, [...(byAddress.get(to) ?? []), row]);
        }
        for (const [to, found] of byAddress) {
          if (!(await listPerAddress.allow(to))) continue;
          await mailer.send(
            requestListEmail({
              to,
              requests: found.map((r) => ({ requestNumber: r.requestNumber, status: r.status as RequestStatus, createdAt: r.createdAt })),
              trackingLink,
              store: signature,
            }),
          );
        }
      } catch (err) {
        // Logged, not answered: a failure only when something matched would tell that it did.
        log.error({ err }, 'could not send a list of requests');
      }
      await delay(Math.max(0, answerAt - performance.now()));
      return { message: REQUEST_LIST_SENT };
    },
  };
}

export type CustomerRequestService = ReturnType<typeof createCustomerRequestService>;
