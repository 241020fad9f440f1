import { describe, expect, it } from 'vitest';
import { PartRequestInputSchema } from './part-requests';

const paths = (input: unknown) => {
  const result = PartRequestInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('PartRequestInputSchema', () => {
  it('lists the vehicle fields in the same round as the other missing fields', () => {
    const missing = paths({ partType: 'auto', customerName: '', customerEmail: '' });
    expect(missing).toEqual(expect.arrayContaining(['customerName', 'customerEmail', 'partName', 'vehicleMake', 'vehicleModel', 'vehicleYear']));
  });

  it('asks for the brand name only when the device brand is "other"', () => {
    expect(paths({ partType: 'phone', deviceBrand: 'other' })).toEqual(expect.arrayContaining(['deviceBrandOther', 'deviceModel']));
    expect(paths({ partType: 'phone', deviceBrand: 'Samsung' })).not.toContain('deviceBrandOther');
  });

  it('reads form text: blank optional fields become null, numbers are parsed, medium urgency is normal', () => {
    const parsed = PartRequestInputSchema.parse({
      customerName: 'Keisha Campbell',
      customerEmail: ' Keisha@Example.com ',
      customerPhone: '',
      customerAddress: '12 Hope Road',
      parish: 'St. Andrew',
      partType: 'auto',
      categoryId: '0',
      partName: 'Front brake pads',
      description: 'Ceramic if possible',
      maxBudget: '85.50',
      urgency: 'medium',
      vehicleMake: 'Toyota',
      vehicleModel: 'Corolla',
      vehicleYear: '2014',
    });
    expect(parsed).toMatchObject({
      customerEmail: 'keisha@example.com',
      customerPhone: null,
      categoryId: null,
      maxBudget: 85.5,
      urgency: 'normal',
      vehicleYear: 2014,
      condition: 'any',
    });
  });
});
