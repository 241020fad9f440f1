import type { Quote, QuoteOption } from '@shared/schemas/quotes';
import type { RequestStatus } from '@shared/statuses';

// Small readings of a quote shared by the tracking page, the dashboard and the lists.

/** An option's condition as the customer reads it (the request's own wording, "New Only", is a wish). */
export const OPTION_CONDITION_LABELS: Record<QuoteOption['condition'], string> = {
  new: 'New',
  used: 'Used',
  refurbished: 'Refurbished',
};

export function acceptedOption(quote: Quote): QuoteOption | null {
  return quote.acceptedOptionId === null ? null : (quote.options.find((o) => o.id === quote.acceptedOptionId) ?? null);
}

export function cheapestOption(quote: Quote): QuoteOption | null {
  return quote.options.reduce<QuoteOption | null>((best, o) => (best === null || o.totalJmd < best.totalJmd ? o : best), null);
}

/**
 * The one J$ figure a list shows for a quote, labelled plainly: the option the customer chose, or (still
 * open) the cheapest option, "from" when there are others.
 */
export function quoteHeadline(quote: Quote): { label: string; option: QuoteOption } | null {
  const chosen = acceptedOption(quote);
  if (chosen) return { label: `You chose ${chosen.label}`, option: chosen };
  const cheapest = cheapestOption(quote);
  if (!cheapest) return null;
  return { label: quote.options.length > 1 ? 'Quoted from' : 'Quoted', option: cheapest };
}

/** Waiting for the customer's answer and still open: the owner may accept an option or decline. */
export function quoteOpen(quote: Quote, status: RequestStatus): boolean {
  return status === 'quoted' && !quote.expired && quote.acceptedOptionId === null && quote.options.length > 0;
}

/** The options in the order staff gave them. */
export function orderedOptions(quote: Quote): QuoteOption[] {
  return [...quote.options].sort((a, b) => a.position - b.position);
}
