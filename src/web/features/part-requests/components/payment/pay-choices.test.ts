import { describe, expect, it } from 'vitest';
import { SLIP_MAX_BYTES } from '@shared/payments';
import type { Balance } from '@shared/schemas/payments';
import { payChoices, readPaymentReturn, slipProblem } from './pay-choices';

const balance = (over: Partial<Balance>): Balance => ({
  currency: 'JMD',
  total: 27_712,
  depositDue: 13_856,
  paid: 0,
  refunded: 0,
  pending: 0,
  outstanding: 27_712,
  dueNow: 13_856,
  depositPaid: false,
  depositWaived: false,
  label: 'Unpaid',
  ...over,
});

describe('payChoices', () => {
  it('offers the deposit first, or everything owed, before the deposit is in', () => {
    expect(payChoices(balance({})).map((c) => [c.amount, c.jmd])).toEqual([
      ['deposit', 13_856],
      ['full', 27_712],
    ]);
  });

  it('offers only the rest when the customer chose to pay in full', () => {
    expect(payChoices(balance({ depositDue: 27_712, dueNow: 27_712 })).map((c) => [c.amount, c.jmd])).toEqual([['full', 27_712]]);
  });

  it('offers the balance once the deposit is paid or waived, less what is waiting for confirmation', () => {
    expect(payChoices(balance({ paid: 13_856, outstanding: 13_856, depositPaid: true, dueNow: 0 })).map((c) => [c.amount, c.jmd])).toEqual([
      ['balance', 13_856],
    ]);
    expect(payChoices(balance({ depositWaived: true, pending: 2_000.5 })).map((c) => [c.amount, c.jmd])).toEqual([['balance', 25_711.5]]);
  });

  it('counts a transfer waiting for confirmation against the deposit, in whole cents', () => {
    expect(payChoices(balance({ pending: 10_000.1 })).map((c) => [c.amount, c.jmd])).toEqual([
      ['deposit', 3_855.9],
      ['full', 17_711.9],
    ]);
  });

  it('offers nothing when everything owed is paid or waiting for confirmation', () => {
    expect(payChoices(balance({ paid: 27_712, outstanding: 0, depositPaid: true }))).toEqual([]);
    expect(payChoices(balance({ pending: 27_712 }))).toEqual([]);
  });
});

describe('slipProblem', () => {
  it('takes a photo or a PDF up to the limit', () => {
    expect(slipProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(slipProblem({ type: 'application/pdf', size: SLIP_MAX_BYTES })).toBeNull();
  });

  it('refuses other files, empty files and files over the limit, saying why', () => {
    expect(slipProblem({ type: 'text/plain', size: 10 })).toMatch(/photo .* or a PDF/);
    expect(slipProblem({ type: 'image/png', size: SLIP_MAX_BYTES + 1 })).toMatch(/too large .* at most 8 MB/);
    expect(slipProblem({ type: 'image/png', size: 0 })).toMatch(/empty/);
  });
});

describe('readPaymentReturn', () => {
  it('reads our WiPay return and Stripe’s', () => {
    expect(readPaymentReturn(new URLSearchParams('number=REQ-ABCDEFGH&payment=PAY-7KQ2M4PX&result=success'))).toEqual({
      reference: 'PAY-7KQ2M4PX',
      outcome: 'success',
    });
    expect(readPaymentReturn(new URLSearchParams('payment=PAY-7KQ2M4PX&result=failed'))?.outcome).toBe('failed');
    expect(readPaymentReturn(new URLSearchParams('payment=PAY-1&payment_intent=pi_1&redirect_status=succeeded'))?.outcome).toBe('success');
    expect(readPaymentReturn(new URLSearchParams('payment=PAY-1&redirect_status=processing'))?.outcome).toBe('processing');
  });

  it('ignores an address without a reference or a known result', () => {
    expect(readPaymentReturn(new URLSearchParams('number=REQ-ABCDEFGH'))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams('payment=PAY-1&result=maybe'))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams('result=success'))).toBeNull();
  });
});
