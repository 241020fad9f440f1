import { describe, expect, it } from 'vitest';
import { balanceOf, sumsOf, type LedgerSums } from './balance';

const sums = (receivedCents: number, refundedCents = 0): LedgerSums => ({
  receivedCents,
  refundedCents,
  paidCents: receivedCents - refundedCents,
  pendingCents: 0,
});

const order = (s: LedgerSums) =>
  balanceOf({ totalCents: 10_000_00, depositDueCents: 10_000_00, depositWaived: false, sums: s, balanceDueNow: true });

describe('the balance label', () => {
  it('reads "Paid, part refunded" when some of what was paid went back', () => {
    expect(order(sums(10_000_00, 2_500_00)).label).toBe('Paid, part refunded');
  });

  it('reads "Paid in full" when only an over-payment was refunded', () => {
    const b = order(sums(11_100_00, 1_100_00));
    expect(b.label).toBe('Paid in full');
    expect(b.outstanding).toBe(0);
  });

  it('never puts the customer in debt again after a refund', () => {
    expect(order(sums(10_000_00, 10_000_00)).outstanding).toBe(0);
  });

  it('counts a refunded payment as received', () => {
    const s = sumsOf([
      { kind: 'payment', state: 'refunded', amountCents: 5_000 },
      { kind: 'refund', state: 'succeeded', amountCents: 5_000 },
      { kind: 'payment', state: 'pending', amountCents: 700 },
    ] as never);
    expect(s).toEqual({ receivedCents: 5_000, refundedCents: 5_000, paidCents: 0, pendingCents: 700 });
  });
});
