import { describe, expect, expectTypeOf, it } from 'vitest';
import { OrderCustomerSchema } from './orders';

const customer = { customerName: 'Keisha Campbell', customerEmail: 'keisha@example.com', customerPhone: '876-555-0199' };

describe('OrderCustomerSchema', () => {
  it('types shipping with its address and parish, and a phone number, as checked', () => {
    const parsed = OrderCustomerSchema.parse({ ...customer, deliveryMethod: 'shipping', address: '12 Hope Road', parish: 'St. Andrew' });
    expectTypeOf(parsed.customerPhone).toEqualTypeOf<string>();
    if (parsed.deliveryMethod !== 'shipping') throw new Error('shipping expected');
    expectTypeOf(parsed.address).toEqualTypeOf<string>();
    expect(parsed).toMatchObject({ address: '12 Hope Road', parish: 'St. Andrew' });
  });

  it('passes what the form holds on unchanged: pickup keeps an address typed before switching', () => {
    const form = { ...customer, deliveryMethod: 'pickup', address: ' 12 Hope Road ', parish: '' };
    expect(OrderCustomerSchema.parse(form)).toEqual({ ...customer, deliveryMethod: 'pickup', address: '12 Hope Road', updates: 'email' });
  });

  it('still names the missing address and parish of a delivery', () => {
    const result = OrderCustomerSchema.safeParse({ ...customer, deliveryMethod: 'shipping', address: '', parish: '' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['address', 'Please provide a shipping address'],
      ['parish', 'Please choose your parish'],
    ]);
  });
});
