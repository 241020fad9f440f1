import { describe, expect, it } from 'vitest';
import type { Balance, Payment } from '@shared/schemas/payments';
import { panelState, receivedOf } from './pay-panel-state';

const balance = (over: Partial<Balance>): Balance => ({
  currency: 'JMD',
  total: 8_505,
  depositDue: 4_252.5,
  paid: 0,
  refunded: 0,
  pending: 0,
  outstanding: 8_505,
  dueNow: 4_252.5,
  depositPaid: false,
  depositWaived: false,
  label: 'Unpaid',
  ...over,
});
const payment = (over: Partial<Payment>): Payment => ({
  id: 'p1',
  reference: 'PAY-ABCDEFGH',
  kind: 'payment',
  purpose: 'deposit',
  method: 'bank_transfer',
  amount: 4_252.5,
  currency: 'JMD',
  state: 'pending',
  refunded: 0,
  receiptNumber: null,
  providerReference: null,
  flaggedReason: null,
  note: null,
  recordedBy: 'Customer',
  hasSlip: false,
  createdAt: '2026-12-04T12:00:00.000Z',
  settledAt: null,
  voided: null,
  corrects: null,
  ...over,
});

describe('panelState', () => {
  it('asks for the deposit before it is in, with the deposit and everything owed to choose from', () => {
    const s = panelState(balance({}), []);
    expect(s).toMatchObject({ kind: 'deposit', headline: 'Due now: J$4,252.50 (deposit)', description: 'We order your part from the US once your deposit is in.' });
    expect(s.choices.map((c) => c.amount)).toEqual(['deposit', 'full']);
  });

  it('once a transfer is announced, says it is waiting for us and offers nothing more', () => {
    const s = panelState(balance({ pending: 4_252.5 }), [payment({})]);
    expect(s).toMatchObject({ kind: 'waiting', headline: 'J$4,252.50 waiting for us to confirm (usually by the next business day)', choices: [] });
    expect(s.description).not.toContain('once your deposit is in');
  });

  it('offers the balance once the deposit is in, and names it due when the part is ready', () => {
    const early = panelState(balance({ paid: 4_252.5, outstanding: 4_252.5, depositPaid: true, dueNow: 0, label: 'Deposit paid' }), [payment({ state: 'succeeded' })]);
    expect(early).toMatchObject({ kind: 'balance', headline: null });
    expect(early.choices.map((c) => [c.amount, c.jmd])).toEqual([['balance', 4_252.5]]);
    const ready = panelState(balance({ paid: 4_252.5, outstanding: 4_252.5, depositPaid: true, dueNow: 4_252.5 }), []);
    expect(ready.headline).toBe('Due now: J$4,252.50 (balance)');
  });

  it('after payment in full says so, and never "once your deposit is in"', () => {
    const s = panelState(balance({ paid: 8_505, outstanding: 0, depositPaid: true, dueNow: 0, label: 'Paid in full' }), [payment({ state: 'succeeded', amount: 8_505, purpose: 'full' })]);
    expect(s).toMatchObject({ kind: 'paid', description: 'Paid in full. Thank you!', headline: null, choices: [] });
  });

  it('keeps paying possible beside a card page left open, and says it is waiting', () => {
    const s = panelState(balance({ pending: 4_252.5 }), [payment({ method: 'wipay' })]);
    expect(s.kind).toBe('deposit');
    expect(s.cardWaiting).toBe(4_252.5);
  });
});

describe('receivedOf', () => {
  it('is what was paid before refunds, in whole cents', () => {
    expect(receivedOf({ paid: 7_505, refunded: 1_000 })).toBe(8_505);
    expect(receivedOf({ paid: 0.1, refunded: 0.2 })).toBe(0.3);
  });
});
