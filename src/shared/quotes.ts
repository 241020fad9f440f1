import { addDays, kingstonDate } from './kingston-time';
// What a quote option costs the customer, worked out one way for the server (which stores it), the staff
// editor's live preview and the tests. Integer cents throughout; each line is rounded once.

export type OptionCosts = {
  partCents: number;
  usShippingCents: number;
  freightCents: number;
  serviceFeeCents: number;
};

/** US$ cents → J$ cents at a rate in J$ cents per US$1 (15750 = J$157.50). */
export function usdCentsToJmdCents(usdCents: number, jmdCentsPerUsd: number): number {
  return Math.round((usdCents * jmdCentsPerUsd) / 100);
}

/**
 * The one total of an option: part + US shipping + freight + our service fee (+ the store's GCT on that
 * fee when it is registered), in US$ and in J$ at the quote's exchange rate. Customs duty and GCT on the
 * import are not in it: they are paid to Customs, and shown apart as an estimate.
 */
export function optionTotal(costs: OptionCosts, rates: { jmdCentsPerUsd: number; gctBasisPoints: number }) {
  const serviceGctCents = Math.round((costs.serviceFeeCents * rates.gctBasisPoints) / 10_000);
  const usdCents = costs.partCents + costs.usShippingCents + costs.freightCents + costs.serviceFeeCents + serviceGctCents;
  return { serviceGctCents, usdCents, totalJmdCents: usdCentsToJmdCents(usdCents, rates.jmdCentsPerUsd) };
}

/** What is due before we buy the part: the deposit rule's share of the total, or all of it. */
export function depositOf(totalJmdCents: number, depositBasisPoints: number, payInFull: boolean): number {
  if (payInFull) return totalJmdCents;
  return Math.min(totalJmdCents, Math.round((totalJmdCents * depositBasisPoints) / 10_000));
}

/** The last day a quote can be accepted, `days` after `from` (a YYYY-MM-DD in Kingston, UTC-5 all year). */
export function validUntilFrom(from: Date, days: number): string {
  return addDays(kingstonDate(from), days);
}

/** True once the quote's last day (Kingston time) is over. */
export function quoteExpired(validUntil: string | null, now: Date = new Date()): boolean {
  if (!validUntil) return false;
  return kingstonDate(now) > validUntil;
}
