import { describe, expect, it } from 'vitest';
import type { Quote, QuoteOption } from '@shared/schemas/quotes';
import { testQuote, testQuoteOption } from './quote-test-data';
import { acceptedOption, cheapestOption, orderedOptions, quoteHeadline, quoteOpen } from './quote-summary';

// Only the J$ total, the position and the label matter to these readings.
const option = (id: number, position: number, label: string, totalJmd: number): QuoteOption => testQuoteOption({ id, position, label, totalJmd });

const quote = (over: Partial<Quote> = {}): Quote =>
  testQuote({ options: [option(11, 2, 'Aftermarket', 18_000), option(10, 1, 'OEM new', 27_712), option(12, 3, 'Used', 9_500)], ...over });

describe('quote summary', () => {
  it('keeps staff’s order and finds the cheapest option', () => {
    expect(orderedOptions(quote()).map((o) => o.label)).toEqual(['OEM new', 'Aftermarket', 'Used']);
    expect(cheapestOption(quote())?.label).toBe('Used');
    expect(cheapestOption(quote({ options: [] }))).toBeNull();
  });

  it('headlines the chosen option once accepted, else the cheapest "from"', () => {
    expect(quoteHeadline(quote())).toMatchObject({ label: 'Quoted from', option: { label: 'Used' } });
    expect(quoteHeadline(quote({ options: [option(10, 1, 'OEM new', 27_712)] }))).toMatchObject({ label: 'Quoted' });
    expect(quoteHeadline(quote({ acceptedOptionId: 10 }))).toMatchObject({ label: 'You chose OEM new', option: { totalJmd: 27_712 } });
    expect(acceptedOption(quote({ acceptedOptionId: 99 }))).toBeNull();
  });

  it('is open to an answer only while quoted, unexpired and unanswered', () => {
    expect(quoteOpen(quote(), 'quoted')).toBe(true);
    expect(quoteOpen(quote({ expired: true }), 'quoted')).toBe(false);
    expect(quoteOpen(quote({ acceptedOptionId: 10 }), 'quoted')).toBe(false);
    expect(quoteOpen(quote(), 'confirmed')).toBe(false);
    expect(quoteOpen(quote({ options: [] }), 'quoted')).toBe(false);
  });
});
