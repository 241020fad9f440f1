import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { depositOf, quoteExpired } from '../../../shared/quotes';
import type { QuoteAnswer } from '../../../shared/schemas/quotes';
import type { MyPartRequest } from '../../../shared/schemas/part-requests';
import type { TrackingRecord } from '../../../shared/schemas/part-request-tracking';
import { currentPaymentSettings } from '../../modules/money/settings';
import { CUSTOMER_LABEL, STORE_NOTES } from '../../../shared/statuses';
import { quoteAnsweredStoreEmail } from './emails';
import { longDate, quoteAcceptedEmail } from './quote-emails';
import * as repo from './repository';
import { factsOf, toMine } from './views';
import { notFound, type PartRequestServiceDeps, type RequestCore } from './request-core';
import type { RequestTracking } from './request-tracking';

/** A change changeLocked (request-core.ts) makes: the request's new values and its history row. */
type LockedChange = ReturnType<Parameters<RequestCore['changeLocked']>[1]>;

/** What answering the quote changes on the request (under its row lock), or why it cannot be answered. */
async function answerPlan(row: repo.PartRequestRow, tx: Db, id: string, answer: QuoteAnswer, userId: string | null, now: Date): LockedChange {
  const accepted = answer.decision === 'accept';
  const note = accepted ? STORE_NOTES.accepted : STORE_NOTES.declined;
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
}

/** The customer answering a quote: as the signed-in owner, or from tracking with the access a manage link granted. */
export function createQuoteAnswers(deps: PartRequestServiceDeps, core: RequestCore, tracking: Pick<RequestTracking, 'findManaged' | 'trackingRecord'>) {
  const { db } = deps;
  const { signature, trackingLink, adminLink, notify, loadView, methodsOf, extrasFor, changeLocked, statusEmail } = core;

  /**
   * docs/choices.md #14: quoted → confirmed or cancelled, by the customer, recorded and e-mailed to both sides.
   * Accepting fixes the option, the amount due and the deposit (the rule in force now, or all of it when
   * paying in full), so later changes to the rules never change what this customer agreed to.
   */
  async function answerQuote(id: string, answer: QuoteAnswer, userId: string | null): Promise<void> {
    const accepted = answer.decision === 'accept';
    const note = accepted ? STORE_NOTES.accepted : STORE_NOTES.declined;
    const now = new Date();
    const { after } = await changeLocked(id, (row, tx) => answerPlan(row, tx, id, answer, userId, now));

    if (!accepted) {
      await notify([
        quoteAnsweredStoreEmail({ request: after, accepted: null, adminLink, storeEmail: deps.store.email }),
        statusEmail(after, note),
      ]);
      return;
    }
    await notifyAccepted(id, after);
  }

  /** The store's note of the accepted option, and the customer's e-mail with what to pay and how. */
  async function notifyAccepted(id: string, after: repo.PartRequestRow): Promise<void> {
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

  return {
    async respondAsOwner(userId: string, id: string, answer: QuoteAnswer): Promise<MyPartRequest> {
      const row = await repo.findRequestById(db, id);
      if (!row || row.userId !== userId) throw notFound();
      await answerQuote(id, answer, userId);
      const after = await loadView(id);
      return toMine(after, (await extrasFor([after], { showMessage: true }))(after), await repo.listHistory(db, id));
    },

    /** Answering a quote from tracking needs the access a manage link granted; an e-mail is not proof. */
    async respondWithAccess(requestNumber: string, accessToken: string | undefined, answer: QuoteAnswer): Promise<TrackingRecord> {
      const row = await tracking.findManaged(requestNumber, accessToken);
      await answerQuote(row.id, answer, null);
      return tracking.trackingRecord(await loadView(row.id), true);
    },
  };
}
