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
      listing: '/part/42',
    });
    expect(prefillFromUrl(params, 'https://shop.example')).toEqual({
      partType: 'auto',
      partName: 'Front brake pads',
      description: 'Brand: Bosch\nPart number: 0 986 494 123\nCatalogue listing: https://shop.example/part/42',
      vehicleMake: 'Toyota',
      vehicleModel: 'Axio',
      vehicleYear: '2012',
      maxBudget: '45.99',
    });
  });

  it('carries the My Garage vehicle\'s chassis code when the link has one', () => {
    expect(prefillFromUrl(new URLSearchParams('partName=Pads&make=Toyota&model=Axio&chassis=NZE141'), 'https://shop.example')).toMatchObject({ vehicleChassis: 'NZE141' });
  });

  it('ignores a URL without a part name, and odd values', () => {
    expect(prefillFromUrl(new URLSearchParams('brand=Bosch'), 'https://shop.example')).toBeUndefined();
    expect(prefillFromUrl(new URLSearchParams('partName=Pads&year=20x2&budget=-5'), 'https://shop.example')).toMatchObject({ vehicleYear: '', maxBudget: '' });
    // A listing that is not one of our part pages is not written into the request.
    expect(prefillFromUrl(new URLSearchParams('partName=Pads&listing=https://evil.example/x'), 'https://shop.example')).toMatchObject({ description: '' });
  });
});
