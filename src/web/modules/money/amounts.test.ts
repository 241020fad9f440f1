import { describe, expect, it } from 'vitest';
import { refundableAmount, suggestedRefund, totalOwed } from './amounts';

describe('refundableAmount', () => {
  it('is what is left of the payment, in whole cents', () => {
    expect(refundableAmount({ amount: 5000, refunded: 0 })).toBe(5000);
    expect(refundableAmount({ amount: 0.3, refunded: 0.1 })).toBe(0.2);
    expect(refundableAmount({ amount: 100, refunded: 100 })).toBe(0);
  });
});

describe('totalOwed', () => {
  it('adds what each still owes without float drift', () => {
    expect(totalOwed([{ outstanding: 0.1 }, { outstanding: 0.2 }])).toBe(0.3);
    expect(totalOwed([])).toBe(0);
  });
});

describe('suggestedRefund', () => {
  const flagged = { amount: 9000, refunded: 0, flaggedReason: 'J$4,747.50 more than was owed: refund it to the customer' };
  it('offers the excess of an over-payment, not the whole payment', () => {
    expect(suggestedRefund(flagged, { paid: 9000, total: 4252.5 })).toBe(4747.5);
  });
  it('offers all that is left when nothing is flagged or nothing is beyond what was agreed', () => {
    expect(suggestedRefund({ ...flagged, flaggedReason: null }, { paid: 9000, total: 4252.5 })).toBe(9000);
    expect(suggestedRefund(flagged, { paid: 4000, total: 4252.5 })).toBe(9000);
  });
  it('never offers more than is left of this payment', () => {
    expect(suggestedRefund({ ...flagged, amount: 1000 }, { paid: 9000, total: 4252.5 })).toBe(1000);
  });
});
