import { describe, expect, it } from 'vitest';
import { fitKeysOf, searchKeysOf } from './fit-keys';

describe('fit keys', () => {
  it("a part's keys: the model, the model in each year, and each year, in byte order", () => {
    expect(fitKeysOf([{ modelId: 2, yearFrom: 2011, yearTo: 2012 }])).toEqual(['m2', 'm2:2011', 'm2:2012', 'y2011', 'y2012']);
  });

  it('a search asks for universal parts and the models, in the year when given', () => {
    expect(searchKeysOf(undefined, undefined)).toEqual([]);
    expect(searchKeysOf(undefined, 2010)).toEqual(['u', 'y2010']);
    expect(searchKeysOf([{ id: 2 }, { id: 5 }], undefined)).toEqual(['u', 'm2', 'm5']);
    expect(searchKeysOf([{ id: 2 }], 2010)).toEqual(['u', 'm2:2010']);
  });

  it("a chassis code asks for its models in its generation's years only", () => {
    // NZE141: a 2006-2012 Axio (model 2) and a 2007-2012 Corolla (model 1).
    const nze141 = [
      { id: 1, yearFrom: 2007, yearTo: 2012 },
      { id: 2, yearFrom: 2006, yearTo: 2012 },
    ];
    const keys = searchKeysOf(nze141, undefined);
    expect(keys).toContain('m2:2006');
    expect(keys).toContain('m1:2012');
    expect(keys).not.toContain('m1:2006');
    expect(keys).not.toContain('m2');
    expect(keys.filter((k) => k.startsWith('m'))).toHaveLength(6 + 7);
    expect(searchKeysOf(nze141, 2006)).toEqual(['u', 'm2:2006']);
    // A year the code was not built in: only the parts that fit every car.
    expect(searchKeysOf(nze141, 2016)).toEqual(['u']);
  });
});
