import { describe, expect, it } from 'vitest';
import type { Quote, QuoteOption } from '@shared/schemas/quotes';
import { acceptedOption, cheapestOption, orderedOptions, quoteHeadline, quoteOpen } from './quote-summary';

const option = (id: number, position: number, label: string, totalJmd: number): QuoteOption => ({
  id,
  position,
  label,
  condition: 'new',
  brand: null,
  notes: null,
  usd: { partPrice: 100, usShipping: 10, freight: 20, serviceFee: 15, serviceGct: 0, total: 145 },
  totalJmd,
  depositJmd: totalJmd / 2,
  balanceJmd: totalJmd / 2,
  dutyEstimate: {
    valueForDutyUsd: 130,
    dutyPercent: 20,
    importDutyUsd: 26,
    gctPercent: 15,
    gctUsd: 23.4,
    totalUsd: 49.4,
    totalJmd: 7_780.5,
    overDeMinimis: true,
    deMinimisUsd: 100,
    collectedBy: 'Jamaica Customs',
  },
  overBudget: false,
});

const quote = (over: Partial<Quote> = {}): Quote => ({
  options: [option(11, 2, 'Aftermarket', 18_000), option(10, 1, 'OEM new', 27_712), option(12, 3, 'Used', 9_500)],
  message: null,
  quotedAt: '2026-11-14T15:00:00.000Z',
  validUntil: '2026-11-21',
  expired: false,
  exchangeRate: 157.5,
  ratesEffectiveFrom: '2026-11-01',
  depositPercent: 50,
  acceptedOptionId: null,
  maxBudgetUsd: null,
  terms: [],
  ...over,
});

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
