import { AppError } from '../../lib/errors';
import { jmd } from '../../lib/mail/wording';
import { staffActor } from '../../lib/staff-actor';
import { centsOf } from '../../modules/money/cents';
import { currentPaymentSettings } from '../../modules/money/settings';
import { updateFrom } from '../../modules/messaging/templates';
import type { SessionUser } from '../../plugins/auth';
import { DEFAULT_QUOTE_VALID_DAYS } from '../../../shared/payments';
import { optionTotal, validUntilFrom } from '../../../shared/quotes';
import type { AdminPartRequestDetail, SendQuoteInput } from '../../../shared/schemas/part-requests';
import type { SaveQuoteInput } from '../../../shared/schemas/quotes';
import { STATUS_LABELS, STORE_NOTES } from '../../../shared/statuses';
import { invoiceEmail, longDate, quoteEmail } from './quote-emails';
import * as repo from './repository';
import type { PartRequestServiceDeps, RequestCore } from './request-core';
import { factsOf } from './views';

export const NO_QUOTE_YET = 'This request has no quote yet: send one with its options first';
export const NO_RATES = 'Landed-cost rates have not been set yet: set them before sending a quote.';

/** What staff's quote calls use of the request service they belong to (staff-service.ts). */
export type StaffQuoteContext = { deps: PartRequestServiceDeps; core: RequestCore; adminDetail: (id: string) => Promise<AdminPartRequestDetail> };

/** The quote's options priced: in cents, at the rates in force and the store's GCT on the fee; an option under J$0.01 is refused. */
function pricedOptions(input: SaveQuoteInput, jmdCentsPerUsd: number, gctBasisPoints: number) {
  return input.options.map((o, i) => {
    const costs = {
      partCents: centsOf(o.partPrice as number),
      usShippingCents: centsOf(o.usShipping ?? 0),
      freightCents: centsOf(o.freight ?? 0),
      serviceFeeCents: centsOf(o.serviceFee ?? 0),
    };
    const total = optionTotal(costs, { jmdCentsPerUsd, gctBasisPoints });
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
}

/**
 * Sends the quote, or a new one in its place, while the request is pending or quoted and no option has
 * been accepted: options priced with the landed-cost rates in force (which the request keeps) and the
 * store's GCT on the fee, valid until the day given or DEFAULT_QUOTE_VALID_DAYS from today; then e-mailed.
 */
export async function saveQuote(ctx: StaffQuoteContext, id: string, input: SaveQuoteInput, user: SessionUser): Promise<AdminPartRequestDetail> {
  const { deps, core, adminDetail } = ctx;
  const { changeLocked, loadView, trackingLink, signature, message: sendMessage } = core;
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
    const options = pricedOptions(input, rates.exchangeRateJmdCents, gctBasisPoints);
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
  await deps.mailer.send(
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
  await sendMessage(await loadView(id), updateFrom('quote_ready', [detail.requestNumber, price, trackingLink(detail.requestNumber)]));
  return detail;
}

/**
 * The send-quote call of docs/product.md §7: e-mails the current quote again (while it waits for an answer), or an invoice (the
 * accepted option with what is paid and owed, or the options). Changes nothing on the request.
 */
export async function sendQuote(ctx: StaffQuoteContext, id: string, input: SendQuoteInput): Promise<{ message: string }> {
  const { deps, core } = ctx;
  const { loadView, extrasFor, trackingLink, signature } = core;
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
    await deps.mailer.send(quoteEmail(common));
  } else {
    await deps.mailer.send(invoiceEmail({ ...common, money }));
  }
  return { message: `${input.emailType === 'quote' ? 'Quote' : 'Invoice'} sent to ${row.customerEmail}` };
}
