import { describe, expect, it } from 'vitest';
import { refundableAmount, totalOwed } from './amounts';

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
