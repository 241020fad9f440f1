import type { Path } from 'react-hook-form';
import { DEFAULT_QUOTE_VALID_DAYS } from '@shared/payments';
import { depositOf, optionTotal, validUntilFrom } from '@shared/quotes';
import type { AdminPartRequest } from '@shared/schemas/part-requests';
import type { PaymentSettings } from '@shared/schemas/payments';
import type { QuoteOptionFormValues, SaveQuoteFormValues } from '@shared/schemas/quotes';
import { STATUS_LABELS } from '@shared/statuses';
import { OPTION_CONDITION_LABELS } from '../quote/quote-summary';
import { costTextToCents, costToText } from './request-helpers';

// The staff quote editor's starting values and its live preview. The preview uses the same arithmetic as
// the server (src/shared/quotes.ts) so staff see roughly what the customer will, but the server prices
// every option again when the quote is sent: these figures are never sent.

type OptionCondition = QuoteOptionFormValues['condition'];

/** The fields of one option, in the order of the form: also the paths the server names in a 400. */
export const OPTION_FIELDS = ['label', 'condition', 'brand', 'partPrice', 'usShipping', 'freight', 'serviceFee', 'notes'] as const;

/** Every form path a server issue may name for a quote of `count` options (`options.1.partPrice`…). */
export function quoteFieldPaths(count: number): Path<SaveQuoteFormValues>[] {
  const optionPaths = Array.from({ length: count }, (_, i) => OPTION_FIELDS.map((f): Path<SaveQuoteFormValues> => `options.${i}.${f}`));
  return ['options', 'validUntil', 'message', ...optionPaths.flat()];
}

/**
 * A blank option whose condition follows what the customer asked for; the first one is also named for
 * it, so staff can usually leave the name as it is. "Any condition" starts from new.
 */
export function suggestedOption(preference: AdminPartRequest['condition'], named: boolean): QuoteOptionFormValues {
  const condition: OptionCondition = preference === 'any' ? 'new' : preference;
  return {
    label: named ? OPTION_CONDITION_LABELS[condition] : '',
    condition,
    brand: '',
    partPrice: '',
    usShipping: '',
    freight: '',
    serviceFee: '',
    notes: '',
  };
}

/**
 * Where the editor starts: the options of the quote already sent (to replace an expired or declined one),
 * else one option suggested from the request; valid for the usual number of days from today in Kingston.
 */
export function initialQuoteValues(request: Pick<AdminPartRequest, 'condition' | 'quote'>, now: Date): SaveQuoteFormValues {
  const sent = [...(request.quote?.options ?? [])].sort((a, b) => a.position - b.position);
  const options: QuoteOptionFormValues[] =
    sent.length > 0
      ? sent.map((o) => ({
          label: o.label,
          condition: o.condition,
          brand: o.brand ?? '',
          partPrice: costToText(o.usd.partPrice),
          usShipping: costToText(o.usd.usShipping),
          freight: costToText(o.usd.freight),
          serviceFee: costToText(o.usd.serviceFee),
          notes: o.notes ?? '',
        }))
      : [suggestedOption(request.condition, true)];
  return { options, validUntil: validUntilFrom(now, DEFAULT_QUOTE_VALID_DAYS), message: request.quote?.message ?? '' };
}

/**
 * Why the server will refuse a new quote for this request, said before staff fill the form in; null when
 * it can be quoted. The server checks again and has the last word.
 */
export function quoteBlockedReason(request: Pick<AdminPartRequest, 'status' | 'quote'>): string | null {
  if (request.quote && request.quote.acceptedOptionId !== null) {
    return 'The customer has accepted this quote, so it can no longer be changed: send an invoice instead.';
  }
  if (request.status !== 'pending' && request.status !== 'quoted') {
    return `This request is ${STATUS_LABELS[request.status].toLowerCase()}: set its status back to pending to quote it again.`;
  }
  return null;
}

/** The rates the preview works with, in the integer units of src/shared/quotes.ts. */
export type PreviewRates = { jmdCentsPerUsd: number; gctBasisPoints: number; depositBasisPoints: number };

/** `exchangeRateJmd` is J$ per US$1; the percentages are the store's GCT on its fee and the deposit rule. */
export function previewRatesOf(exchangeRateJmd: number, settings: Pick<PaymentSettings, 'gctPercent' | 'depositPercent'>): PreviewRates {
  return {
    jmdCentsPerUsd: Math.round(exchangeRateJmd * 100),
    gctBasisPoints: Math.round(settings.gctPercent * 100),
    depositBasisPoints: Math.round(settings.depositPercent * 100),
  };
}

type OptionMoney = Pick<QuoteOptionFormValues, 'partPrice' | 'usShipping' | 'freight' | 'serviceFee'>;

function costsOf(values: OptionMoney) {
  return {
    partCents: costTextToCents(values.partPrice),
    usShippingCents: costTextToCents(values.usShipping),
    freightCents: costTextToCents(values.freight),
    serviceFeeCents: costTextToCents(values.serviceFee),
  };
}

/** False until the part price is a positive amount: without it there is nothing worth previewing. */
export function hasPartPrice(values: OptionMoney): boolean {
  return costTextToCents(values.partPrice) > 0;
}

export type OptionPreview = { usdTotal: number; jmdTotal: number; deposit: number; balance: number };

/** What one option would come to, in major units (US$ and J$); a blank or unreadable amount counts 0. */
export function previewOption(values: OptionMoney, rates: PreviewRates): OptionPreview {
  const total = optionTotal(costsOf(values), rates);
  const depositCents = depositOf(total.totalJmdCents, rates.depositBasisPoints, false);
  return {
    usdTotal: total.usdCents / 100,
    jmdTotal: total.totalJmdCents / 100,
    deposit: depositCents / 100,
    balance: (total.totalJmdCents - depositCents) / 100,
  };
}

/**
 * True when the option's part price is more than the customer's maximum budget, compared as the server
 * does: the form asks for "the most you'd pay for the part itself", so shipping, freight and our fee are
 * not held against it (docs/payments.md, "The quote is an offer").
 */
export function isOverBudget(values: OptionMoney, maxBudgetUsd: number | null): boolean {
  if (maxBudgetUsd === null) return false;
  return costsOf(values).partCents > Math.round(maxBudgetUsd * 100);
}
