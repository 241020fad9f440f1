import type { Quote, QuoteOption } from '@shared/schemas/quotes';

// Quotes for the part-requests unit tests: one option's figures and an open quote, with `over` on top.

export function testQuoteOption(over: Partial<QuoteOption> = {}): QuoteOption {
  return {
    id: 1,
    position: 1,
    label: 'OEM new',
    condition: 'new',
    brand: null,
    notes: null,
    usd: { partPrice: 100, usShipping: 10, freight: 20.5, serviceFee: 15, serviceGct: 0, total: 145.5 },
    totalJmd: 22_916.25,
    depositJmd: 11_458.13,
    balanceJmd: 11_458.12,
    dutyEstimate: {
      valueForDutyUsd: 130.5,
      dutyPercent: 20,
      importDutyUsd: 26.1,
      gctPercent: 15,
      gctUsd: 23.49,
      totalUsd: 49.59,
      totalJmd: 7_810.43,
      overDeMinimis: true,
      deMinimisUsd: 100,
      collectedBy: 'Jamaica Customs',
    },
    overBudget: false,
    ...over,
  };
}

export function testQuote(over: Partial<Quote> = {}): Quote {
  return {
    options: [testQuoteOption()],
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
  };
}
