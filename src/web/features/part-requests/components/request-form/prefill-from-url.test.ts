import { describe, expect, it } from 'vitest';
import { prefillFromUrl } from './prefill-from-url';

describe('prefillFromUrl', () => {
  it('turns a catalogue part into a starting request', () => {
    const params = new URLSearchParams({
      partName: 'Front brake pads',
      brand: 'Bosch',
      partNumber: '0 986 494 123',
      make: 'Toyota',
      model: 'Axio',
      year: '2012',
      budget: '45.99',
    });
    expect(prefillFromUrl(params)).toEqual({
      partType: 'auto',
      partName: 'Front brake pads',
      description: 'Brand: Bosch\nPart number: 0 986 494 123\nSeen in your catalogue.',
      vehicleMake: 'Toyota',
      vehicleModel: 'Axio',
      vehicleYear: '2012',
      maxBudget: '45.99',
    });
  });

  it('ignores a URL without a part name, and odd values', () => {
    expect(prefillFromUrl(new URLSearchParams('brand=Bosch'))).toBeUndefined();
    expect(prefillFromUrl(new URLSearchParams('partName=Pads&year=20x2&budget=-5'))).toMatchObject({ vehicleYear: '', maxBudget: '' });
  });
});
