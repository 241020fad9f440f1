import { describe, expect, it } from 'vitest';
import type { Part, VehicleMake } from '@shared/schemas/catalogue';
import { cardFitsLabel } from './fits-label';

const vehicles: VehicleMake[] = [
  {
    id: 1,
    name: 'Toyota',
    models: [
      { id: 10, name: 'Hiace', chassis: [{ code: 'KDH200', yearFrom: 2004, yearTo: 2019 }, { code: 'TRH200', yearFrom: 2004, yearTo: 2019 }, { code: 'KDH201', yearFrom: 2004, yearTo: 2019 }], yearFrom: 2004, yearTo: 2019 },
      { id: 11, name: 'Corolla Axio', chassis: [{ code: 'NZE161', yearFrom: 2013, yearTo: 2020 }, { code: 'NKE165', yearFrom: 2013, yearTo: 2020 }, { code: 'NZE141', yearFrom: 2006, yearTo: 2012 }], yearFrom: 2006, yearTo: 2020 },
    ],
  },
];
const part = (over: Partial<Part>) =>
  ({ title: 'Brembo Rear Brake Pads — Toyota Hiace TRH200 2004-2012', universal: false, makeId: 1, modelId: 10, fitChassis: ['KDH200', 'TRH200', 'KDH201'], ...over }) as Part;

describe('cardFitsLabel', () => {
  it('names the chassis code the title names, not the model’s first', () => {
    expect(cardFitsLabel(part({}), vehicles)).toBe('Fits: Toyota Hiace (TRH200)');
  });

  it('names the chassis code searched for when the fitment row has it', () => {
    const axio = part({ title: 'Bosch Oil Filter — Toyota Corolla NZE141 2012-2015', modelId: 11, fitChassis: ['NZE161', 'NZE141'] });
    expect(cardFitsLabel(axio, vehicles, 'nze141')).toBe('Fits: Toyota Corolla Axio (NZE141)');
    expect(cardFitsLabel(axio, vehicles, 'dba-nze141')).toBe('Fits: Toyota Corolla Axio (NZE141)');
    expect(cardFitsLabel(axio, vehicles, 'GE6')).toBe('Fits: Toyota Corolla Axio (NZE141)');
  });

  it('names only a code of the fitment row: a Corolla ZRE142 part listed for the 2006-2012 Axio fits its NZE141, not the NZE161', () => {
    // Before: the model's first code, "Fits: Toyota Corolla Axio (NZE161)", a generation the part does not fit.
    const listed = part({ title: 'Denso Oil Filter — Toyota Corolla ZRE142 2008-2012', modelId: 11, fitChassis: ['NZE141'] });
    expect(cardFitsLabel(listed, vehicles, 'NZE161')).toBe('Fits: Toyota Corolla Axio (NZE141)');
    expect(cardFitsLabel(listed, vehicles)).toBe('Fits: Toyota Corolla Axio (NZE141)');
    expect(cardFitsLabel({ ...listed, fitChassis: [] }, vehicles)).toBe('Fits: Toyota Corolla Axio');
  });

  it('says universal, or waits (null) until the vehicle names are here', () => {
    expect(cardFitsLabel(part({ universal: true, makeId: null }), vehicles)).toBe('Universal fit');
    expect(cardFitsLabel(part({}), undefined)).toBeNull();
  });
});
