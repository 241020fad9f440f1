import { describe, expect, it } from 'vitest';
import type { VehicleMake } from '@shared/schemas/catalogue';
import { countModels, filterVehicles } from './vehicle-filter';

const MAKES: VehicleMake[] = [
  {
    id: 1,
    name: 'Daihatsu',
    models: [{ id: 10, name: 'Mira', aliases: ['Cuore'], yearFrom: 2006, yearTo: 2018, chassis: [{ code: 'LA300S', yearFrom: 2011, yearTo: 2017, aliases: ['LA310S'] }] }],
  },
  {
    id: 2,
    name: 'Toyota',
    models: [
      { id: 20, name: 'Corolla Axio', yearFrom: 2006, yearTo: 2020, chassis: [{ code: 'NZE161', yearFrom: 2013, yearTo: 2020 }, { code: 'NZE141', yearFrom: 2006, yearTo: 2012 }] },
      { id: 21, name: 'Probox', yearFrom: 2002, yearTo: 2022, chassis: [{ code: 'NCP160', yearFrom: 2014, yearTo: 2022 }] },
    ],
  },
  { id: 3, name: 'Suzuki', models: [] },
];

const shown = (text: string) => filterVehicles(MAKES, text).map((make) => `${make.name}: ${make.models.map((m) => m.name).join(', ')}`);

describe('filterVehicles', () => {
  it('shows every make, those with no models too, for an empty box', () => {
    expect(shown('  ')).toEqual(['Daihatsu: Mira', 'Toyota: Corolla Axio, Probox', 'Suzuki: ']);
  });

  it('shows a make by its name with all its models, ignoring case', () => {
    expect(shown('toyota')).toEqual(['Toyota: Corolla Axio, Probox']);
    expect(shown('suz')).toEqual(['Suzuki: ']);
  });

  it("finds a model by its name or another name, and by the make and model's words together", () => {
    expect(shown('axio')).toEqual(['Toyota: Corolla Axio']);
    expect(shown('cuore')).toEqual(['Daihatsu: Mira']);
    expect(shown('Toyota Probox')).toEqual(['Toyota: Probox']);
    expect(shown('Toyota Mira')).toEqual([]);
  });

  it('finds a chassis code or alias typed as customers type it', () => {
    for (const typed of ['LA300S', 'la300s', 'dba-la300s', 'DBA LA300S', 'LA300S-1234567', 'la310s']) expect(shown(typed), typed).toEqual(['Daihatsu: Mira']);
    expect(shown('nze16')).toEqual(['Toyota: Corolla Axio']);
    expect(shown('ncp-160')).toEqual(['Toyota: Probox']);
    expect(shown('axio nze141')).toEqual(['Toyota: Corolla Axio']);
  });

  it('finds nothing for words nothing has', () => {
    expect(shown('zz999')).toEqual([]);
  });
});

describe('countModels', () => {
  it('adds up the models of every make', () => {
    expect(countModels(MAKES)).toBe(3);
    expect(countModels([])).toBe(0);
  });
});
