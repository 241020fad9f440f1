import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@shared/orders';
import { PaymentsCsvQuerySchema } from '@shared/schemas/payments';
import { REQUEST_STATUSES } from '@shared/statuses';
import { defaultCsvRange, kingstonToday, subjectHref, subjectKindOf, subjectStatusLabel } from './money-helpers';

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
