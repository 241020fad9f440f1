import { describe, expect, it } from 'vitest';
import { depositOf, optionTotal, quoteExpired, usdCentsToJmdCents, validUntilFrom } from './quotes';
import { QuoteAnswerSchema, QuoteOptionInputSchema, SaveQuoteSchema } from './schemas/quotes';

describe('quote money', () => {
  it('converts US$ cents to J$ cents at the quote rate, rounding once', () => {
    expect(usdCentsToJmdCents(12_750, 15_750)).toBe(2_008_125); // US$127.50 × J$157.50
    expect(usdCentsToJmdCents(1, 15_750)).toBe(158); // US$0.01 is J$1.575: 157.5 J$ cents round to 158
  });

  it('totals part, shipping, freight and fee, adding GCT on the fee only when registered', () => {
    const costs = { partCents: 10_000, usShippingCents: 1_500, freightCents: 2_500, serviceFeeCents: 2_000 };
    expect(optionTotal(costs, { jmdCentsPerUsd: 15_000, gctBasisPoints: 0 })).toEqual({ serviceGctCents: 0, usdCents: 16_000, totalJmdCents: 2_400_000 });
    expect(optionTotal(costs, { jmdCentsPerUsd: 15_000, gctBasisPoints: 1_500 })).toEqual({ serviceGctCents: 300, usdCents: 16_300, totalJmdCents: 2_445_000 });
  });

  it('takes the deposit share of the total, or all of it when paying in full', () => {
    expect(depositOf(2_400_001, 5_000, false)).toBe(1_200_001);
    expect(depositOf(2_400_000, 5_000, true)).toBe(2_400_000);
    expect(depositOf(2_400_000, 0, false)).toBe(0);
    expect(depositOf(2_400_000, 10_000, false)).toBe(2_400_000);
  });

  it('counts validity in Kingston days', () => {
    // 03:00 UTC on the 10th is still the 9th in Kingston (UTC-5).
    expect(validUntilFrom(new Date('2026-11-10T03:00:00Z'), 7)).toBe('2026-11-16');
    expect(quoteExpired('2026-11-16', new Date('2026-11-17T04:59:00Z'))).toBe(false);
    expect(quoteExpired('2026-11-16', new Date('2026-11-17T05:00:00Z'))).toBe(true);
    expect(quoteExpired(null)).toBe(false);
  });
});

describe('quote schemas', () => {
  const option = { label: 'OEM new', condition: 'new', partPrice: '120.50', usShipping: '', freight: 20, serviceFee: 15 };

  it('reads a form option and refuses one without a part price', () => {
    expect(QuoteOptionInputSchema.parse(option)).toMatchObject({ partPrice: 120.5, usShipping: null, freight: 20 });
    const missing = QuoteOptionInputSchema.safeParse({ ...option, partPrice: undefined });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toContain('partPrice');
    expect(QuoteOptionInputSchema.safeParse({ ...option, partPrice: '' }).success).toBe(false);
    // A body that leaves the key out altogether, as a hand-written API call might.
    const { partPrice: _left, ...withoutKey } = option;
    const absent = SaveQuoteSchema.safeParse({ options: [withoutKey] });
    expect(absent.error?.issues).toEqual([expect.objectContaining({ path: ['options', 0, 'partPrice'], message: 'Part price is required' })]);
  });

  it('takes one to three options, and no total from the client', () => {
    expect(SaveQuoteSchema.safeParse({ options: [] }).success).toBe(false);
    expect(SaveQuoteSchema.safeParse({ options: [option, option, option] }).success).toBe(true);
    expect(SaveQuoteSchema.safeParse({ options: [option, option, option, option] }).success).toBe(false);
    expect(SaveQuoteSchema.safeParse({ options: [{ ...option, totalJmd: 1 }] }).success).toBe(false);
  });

  it('needs an option and the terms to accept, neither to decline', () => {
    expect(QuoteAnswerSchema.safeParse({ decision: 'decline' }).success).toBe(true);
    const bare = QuoteAnswerSchema.safeParse({ decision: 'accept' });
    expect(bare.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['acceptTerms', 'optionId']);
    expect(QuoteAnswerSchema.parse({ decision: 'accept', optionId: 3, acceptTerms: true })).toEqual({ decision: 'accept', optionId: 3, payInFull: false, acceptTerms: true });
  });
});
