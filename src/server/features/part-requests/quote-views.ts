import { computeLandedCost } from '../../../shared/landed-cost';
import { SOURCING_TERMS } from '../../../shared/payments';
import { depositOf, quoteExpired, usdCentsToJmdCents } from '../../../shared/quotes';
import type { LandedCostRates } from '../../../shared/schemas/landed-cost';
import type { DutyEstimate, Quote, QuoteOption } from '../../../shared/schemas/quotes';
import type { EffectivePaymentSettings } from '../../modules/money/settings';
import type * as repo from './repository';

// A request's quote as the API shows it (QuoteSchema), from its stored options: pure, so the dashboard,
// tracking, the staff screens and the e-mails all read the same figures (docs/payments.md).

/** The request's columns a quote is read from. */
export type QuotedRequest = Pick<
  repo.PartRequestRow,
  | 'partType'
  | 'maxBudgetCents'
  | 'quoteMessage'
  | 'quotedAt'
  | 'quoteValidUntil'
  | 'acceptedOptionId'
  | 'depositBasisPoints'
  | 'depositDueCents'
  | 'payInFull'
>;

/** What the payment settings say about a quote: the deposit rule and who collects duty. */
export type QuoteSettings = Pick<EffectivePaymentSettings, 'depositBasisPoints' | 'dutyCollectedBy'>;

const cents = (major: number) => Math.round(major * 100);
const jmdCentsPerUsd = (rates: LandedCostRates) => cents(rates.exchangeRateJmd);

/** What an option costs in US$ cents, all of it: part, shipping, freight, our fee and GCT on the fee. */
export function optionUsdCents(o: repo.QuoteOptionRow): number {
  return o.partCents + o.usShippingCents + o.freightCents + o.serviceFeeCents + o.serviceGctCents;
}

/**
 * Customs duty and GCT on the import, with the quote's rates: part + US shipping + freight is the value
 * for duty. Paid to Customs (through whoever `collectedBy` says), so never part of the option's total:
 * `totalUsd`/`totalJmd` are the duty plus GCT alone.
 */
export function dutyEstimateOf(
  o: Pick<repo.QuoteOptionRow, 'partCents' | 'usShippingCents' | 'freightCents'>,
  rates: LandedCostRates,
  partType: 'auto' | 'phone',
  collectedBy: string,
): DutyEstimate {
  const lc = computeLandedCost({ partCents: o.partCents, usShippingCents: o.usShippingCents, freightCents: o.freightCents }, rates, partType);
  const dutyAndGctCents = cents(lc.importDuty) + cents(lc.gct);
  return {
    valueForDutyUsd: lc.valueForDuty,
    dutyPercent: lc.dutyPercent,
    importDutyUsd: lc.importDuty,
    gctPercent: lc.gctPercent,
    gctUsd: lc.gct,
    totalUsd: dutyAndGctCents / 100,
    totalJmd: usdCentsToJmdCents(dutyAndGctCents, jmdCentsPerUsd(rates)) / 100,
    overDeMinimis: lc.overDeMinimis,
    deMinimisUsd: lc.deMinimisUsd,
    collectedBy,
  };
}

/**
 * The deposit of an option: for the accepted option, what was fixed when it was accepted; for the others
 * of an accepted quote, the rule it was accepted under; before acceptance, the rule in force.
 */
function depositCentsOf(row: QuotedRequest, o: repo.QuoteOptionRow, settings: QuoteSettings): number {
  if (row.acceptedOptionId === o.id && row.depositDueCents !== null) return row.depositDueCents;
  return depositOf(o.totalJmdCents, row.depositBasisPoints ?? settings.depositBasisPoints, false);
}

export function toQuoteOption(row: QuotedRequest, o: repo.QuoteOptionRow, rates: LandedCostRates, settings: QuoteSettings): QuoteOption {
  const usdCents = optionUsdCents(o);
  const depositCents = depositCentsOf(row, o, settings);
  return {
    id: o.id,
    position: o.position,
    label: o.label,
    condition: o.condition,
    brand: o.brand,
    notes: o.notes,
    usd: {
      partPrice: o.partCents / 100,
      usShipping: o.usShippingCents / 100,
      freight: o.freightCents / 100,
      serviceFee: o.serviceFeeCents / 100,
      serviceGct: o.serviceGctCents / 100,
      total: usdCents / 100,
    },
    totalJmd: o.totalJmdCents / 100,
    depositJmd: depositCents / 100,
    balanceJmd: (o.totalJmdCents - depositCents) / 100,
    dutyEstimate: dutyEstimateOf(o, rates, row.partType, settings.dutyCollectedBy),
    // The budget is "the most you'd pay for the part itself" (the request form): the part's price, like with like.
    overBudget: row.maxBudgetCents !== null && o.partCents > row.maxBudgetCents,
  };
}

/**
 * The quote, or null before one is sent (or when no rates exist to read it with). `showMessage` is false
 * for a record opened by its number alone (docs/decisions/006-what-a-request-number-shows.md).
 */
export function toQuote(
  row: QuotedRequest,
  options: repo.QuoteOptionRow[],
  p: { rates: LandedCostRates | undefined; settings: QuoteSettings; showMessage: boolean; now: Date },
): Quote | null {
  if (options.length === 0 || !p.rates) return null;
  const rates = p.rates;
  const accepted = row.acceptedOptionId !== null;
  return {
    options: [...options].sort((a, b) => a.position - b.position).map((o) => toQuoteOption(row, o, rates, p.settings)),
    message: p.showMessage ? row.quoteMessage : null,
    quotedAt: row.quotedAt?.toISOString() ?? null,
    validUntil: row.quoteValidUntil,
    // An accepted quote is an agreement: its last day no longer matters.
    expired: !accepted && quoteExpired(row.quoteValidUntil, p.now),
    exchangeRate: rates.exchangeRateJmd,
    ratesEffectiveFrom: rates.effectiveFrom,
    depositPercent: (row.depositBasisPoints ?? p.settings.depositBasisPoints) / 100,
    acceptedOptionId: row.acceptedOptionId,
    maxBudgetUsd: row.maxBudgetCents === null ? null : row.maxBudgetCents / 100,
    terms: [...SOURCING_TERMS],
  };
}
