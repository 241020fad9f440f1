import { describe, expect, it } from 'vitest';
import { SaveQuoteSchema, type Quote, type QuoteOption } from '@shared/schemas/quotes';
import {
  hasPartPrice,
  initialQuoteValues,
  isOverBudget,
  previewOption,
  previewRatesOf,
  quoteBlockedReason,
  quoteFieldPaths,
  suggestedOption,
} from './quote-editor-values';
import { testQuote, testQuoteOption } from '../quote/quote-test-data';

const option = (id: number, position: number, label: string, over: Partial<QuoteOption> = {}): QuoteOption =>
  testQuoteOption({ id, position, label, ...over });

const quote = (over: Partial<Quote> = {}): Quote =>
  testQuote({
    options: [option(11, 2, 'Used', { condition: 'used', brand: 'Denso', notes: 'From a 2016 car', usd: { partPrice: 40, usShipping: 0, freight: 12, serviceFee: 10, serviceGct: 0, total: 62 } }), option(10, 1, 'OEM new')],
    message: 'Both fit your car.',
    expired: true,
    ...over,
  });

// 10:00 in Kingston (UTC-5) on 20 Nov 2026.
const now = new Date('2026-11-20T15:00:00.000Z');

describe('quote editor starting values', () => {
  it('starts a first quote with one option named for the condition the customer asked for', () => {
    const values = initialQuoteValues({ condition: 'used', quote: null }, now);
    expect(values.options).toEqual([suggestedOption('used', true)]);
    expect(values.options[0]).toMatchObject({ label: 'Used', condition: 'used', partPrice: '' });
    expect(values).toMatchObject({ validUntil: '2026-11-27', message: '' });
  });

  it('treats "any condition" as new, and leaves added options unnamed', () => {
    expect(suggestedOption('any', true)).toMatchObject({ label: 'New', condition: 'new' });
    expect(suggestedOption('refurbished', false)).toMatchObject({ label: '', condition: 'refurbished' });
  });

  it('counts the 7 days in Kingston, not in UTC', () => {
    // 23:30 in Kingston on 20 Nov is already the 21st in UTC.
    expect(initialQuoteValues({ condition: 'new', quote: null }, new Date('2026-11-21T04:30:00.000Z')).validUntil).toBe('2026-11-27');
  });

  it('starts a re-quote from the options already sent, in their order, as the text the inputs show', () => {
    const values = initialQuoteValues({ condition: 'new', quote: quote() }, now);
    expect(values.options).toEqual([
      { label: 'OEM new', condition: 'new', brand: '', partPrice: '100.00', usShipping: '10.00', freight: '20.50', serviceFee: '15.00', notes: '' },
      { label: 'Used', condition: 'used', brand: 'Denso', partPrice: '40.00', usShipping: '0.00', freight: '12.00', serviceFee: '10.00', notes: 'From a 2016 car' },
    ]);
    // A new date, not the expired one; the message is kept for staff to edit.
    expect(values).toMatchObject({ validUntil: '2026-11-27', message: 'Both fit your car.' });
  });
});

describe('quote editor values and the schema', () => {
  it('sends a re-quote’s starting values as the amounts that were sent', () => {
    const input = SaveQuoteSchema.parse(initialQuoteValues({ condition: 'new', quote: quote() }, now));
    expect(input.options[0]).toEqual({ label: 'OEM new', condition: 'new', brand: null, notes: null, partPrice: 100, usShipping: 10, freight: 20.5, serviceFee: 15 });
    expect(input.options[1]).toMatchObject({ brand: 'Denso', usShipping: 0 });
  });

  it('asks for the part price of a new option, on the path the form shows it', () => {
    const result = SaveQuoteSchema.safeParse(initialQuoteValues({ condition: 'any', quote: null }, now));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['options.0.partPrice']);
  });
});

describe('quote editor field paths', () => {
  it('names every field of every option the way the server does', () => {
    const paths = quoteFieldPaths(2);
    expect(paths).toContain('options.1.partPrice');
    expect(paths).toContain('options.0.label');
    expect(paths).toEqual(expect.arrayContaining(['options', 'validUntil', 'message']));
    expect(paths).not.toContain('options.2.label');
    expect(paths).toHaveLength(3 + 2 * 8);
  });
});

describe('quote editor warnings', () => {
  it('says before the form is filled in when the server will refuse a new quote', () => {
    expect(quoteBlockedReason({ status: 'pending', quote: null })).toBeNull();
    expect(quoteBlockedReason({ status: 'quoted', quote: quote() })).toBeNull();
    expect(quoteBlockedReason({ status: 'confirmed', quote: quote({ acceptedOptionId: 10 }) })).toMatch(/accepted this quote/);
    expect(quoteBlockedReason({ status: 'shipped_us', quote: null })).toBe('This request is shipped from us: set its status back to pending to quote it again.');
  });

  it('warns when the part price is over the budget: shipping, freight and our fee are not held against it', () => {
    const values = { partPrice: '80', usShipping: '5', freight: '10', serviceFee: '5' };
    expect(isOverBudget(values, null)).toBe(false);
    expect(isOverBudget(values, 80)).toBe(false);
    // The US$100 total is over an US$85 budget, the US$80 part is not.
    expect(isOverBudget(values, 85)).toBe(false);
    expect(isOverBudget(values, 79.99)).toBe(true);
  });
});

describe('quote editor preview', () => {
  const rates = previewRatesOf(157.5, { gctPercent: 15, depositPercent: 50 });

  it('turns the rates into the integer units of the shared arithmetic', () => {
    expect(rates).toEqual({ jmdCentsPerUsd: 15_750, gctBasisPoints: 1_500, depositBasisPoints: 5_000 });
    expect(previewRatesOf(161.237, { gctPercent: 0, depositPercent: 33.33 })).toEqual({ jmdCentsPerUsd: 16_124, gctBasisPoints: 0, depositBasisPoints: 3_333 });
  });

  it('works out the totals, deposit and balance of an option', () => {
    // 100 + 10 + 20.50 + 15 + 2.25 GCT on the fee = US$147.75 → J$23,270.63 at 157.50.
    const preview = previewOption({ partPrice: '100', usShipping: '10', freight: '20.5', serviceFee: '15' }, rates);
    expect(preview).toEqual({ usdTotal: 147.75, jmdTotal: 23_270.63, deposit: 11_635.32, balance: 11_635.31 });
  });

  it('counts blank and unreadable amounts as 0, and needs a part price', () => {
    const blank = { partPrice: '', usShipping: '', freight: 'abc', serviceFee: '' };
    expect(hasPartPrice(blank)).toBe(false);
    expect(previewOption(blank, rates)).toEqual({ usdTotal: 0, jmdTotal: 0, deposit: 0, balance: 0 });
    expect(hasPartPrice({ ...blank, partPrice: ' 12.5 ' })).toBe(true);
    expect(previewOption({ ...blank, partPrice: ' 12.5 ' }, rates).jmdTotal).toBe(1_968.75);
  });
});
