import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@shared/orders';
import { PaymentsCsvQuerySchema } from '@shared/schemas/payments';
import { REQUEST_STATUSES } from '@shared/statuses';
import { amountToText, defaultCsvRange, kingstonToday, refundableAmount, subjectHref, subjectKindOf, subjectStatusLabel, totalOwed } from './money-helpers';

describe('kingstonToday', () => {
  it('is still yesterday in Kingston until 05:00 UTC', () => {
    expect(kingstonToday(new Date('2026-11-25T04:59:59Z'))).toBe('2026-11-24');
    expect(kingstonToday(new Date('2026-11-25T05:00:00Z'))).toBe('2026-11-25');
  });
});

describe('defaultCsvRange', () => {
  it('runs from the first of the month to today, in Kingston', () => {
    expect(defaultCsvRange(new Date('2026-11-25T15:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-25' });
  });

  it('is still last month on the evening of its last day in Kingston', () => {
    expect(defaultCsvRange(new Date('2026-12-01T03:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('is a range the CSV route accepts, even on the first of the month', () => {
    for (const now of ['2026-11-01T12:00:00Z', '2027-01-31T23:00:00Z', '2028-02-29T06:00:00Z']) {
      expect(PaymentsCsvQuerySchema.safeParse(defaultCsvRange(new Date(now))).success).toBe(true);
    }
  });
});

describe('subjectHref', () => {
  it("opens an order's own page and a request's details in the part-requests list", () => {
    expect(subjectHref({ subjectKind: 'order', subjectNumber: 'ORD-7KQ2M4PX' })).toBe('/admin/orders/ORD-7KQ2M4PX');
    expect(subjectHref({ subjectKind: 'request', subjectNumber: 'REQ-7KQ2M4PX' })).toBe('/admin/requests?request=REQ-7KQ2M4PX');
  });
});

describe('subjectKindOf', () => {
  it('tells a shop order from a part request by its number', () => {
    expect(subjectKindOf('ORD-7KQ2M4PX')).toBe('order');
    expect(subjectKindOf('REQ-7KQ2M4PX')).toBe('request');
  });
});

describe('subjectStatusLabel', () => {
  it('names every request and order status as the other staff screens do', () => {
    for (const status of REQUEST_STATUSES) expect(subjectStatusLabel('request', status)).not.toMatch(/_/);
    for (const status of ORDER_STATUSES) expect(subjectStatusLabel('order', status)).not.toMatch(/_/);
    expect(subjectStatusLabel('request', 'ready_pickup')).toBe('Ready for pickup');
    expect(subjectStatusLabel('order', 'ready_pickup')).toBe('Ready for Pickup');
    expect(subjectStatusLabel('order', 'pending')).toBe('Order Placed');
  });

  it('shows a word it does not know as it came', () => {
    expect(subjectStatusLabel('order', 'on_hold')).toBe('on_hold');
  });
});

describe('refundableAmount', () => {
  it('is what is left of the payment, in whole cents', () => {
    expect(refundableAmount({ amount: 5000, refunded: 0 })).toBe(5000);
    expect(refundableAmount({ amount: 0.3, refunded: 0.1 })).toBe(0.2);
    expect(refundableAmount({ amount: 100, refunded: 100 })).toBe(0);
  });
});

describe('amountToText', () => {
  it('shows two decimals for the amount boxes', () => {
    expect(amountToText(13856)).toBe('13856.00');
    expect(amountToText(12.5)).toBe('12.50');
  });
});

describe('totalOwed', () => {
  it('adds what each still owes without float drift', () => {
    expect(totalOwed([{ outstanding: 0.1 }, { outstanding: 0.2 }])).toBe(0.3);
    expect(totalOwed([])).toBe(0);
  });
});
