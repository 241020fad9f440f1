import { describe, expect, expectTypeOf, it } from 'vitest';
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

describe('PartRequestInputSchema output', () => {
  const request = {
    customerName: 'Keisha Campbell',
    customerEmail: 'keisha@example.com',
    customerAddress: '12 Hope Road',
    parish: 'St. Andrew',
    partName: 'Screen',
    description: 'Cracked',
  };

  it('types the chosen part type’s details as present, and changes no value', () => {
    const phone = PartRequestInputSchema.parse({ ...request, partType: 'phone', deviceBrand: 'other', deviceBrandOther: 'Blu', deviceModel: 'G91', vehicleMake: 'Toyota' });
    expect(phone).toMatchObject({ deviceBrand: 'other', deviceBrandOther: 'Blu', deviceModel: 'G91', vehicleMake: 'Toyota' });
    if (phone.partType !== 'phone' || phone.deviceBrand !== 'other') throw new Error('phone of brand other expected');
    expectTypeOf(phone.deviceBrandOther).toEqualTypeOf<string>();
    const auto = PartRequestInputSchema.parse({ ...request, partType: 'auto', vehicleMake: 'Toyota', vehicleModel: 'Corolla', vehicleYear: '2014' });
    expect(auto).toMatchObject({ vehicleMake: 'Toyota', vehicleModel: 'Corolla', vehicleYear: 2014 });
    if (auto.partType !== 'auto') throw new Error('auto expected');
    expectTypeOf(auto.vehicleYear).toEqualTypeOf<number>();
  });

  it('still checks the other part type’s details a JSON client sends', () => {
    expect(paths({ ...request, partType: 'phone', deviceBrand: 'Samsung', deviceModel: 'A54', vehicleYear: '1800' })).toEqual(['vehicleYear']);
  });
});
