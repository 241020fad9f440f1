import { describe, expect, it } from 'vitest';
import { SUPPLIER_FILTER_DEFAULTS } from '@shared/suppliers';
import { activeFilterLabels, hiddenByFiltersLine, NO_SUPPLIER_FILTERS } from './browse-filter-summary';

const defaults = { ...SUPPLIER_FILTER_DEFAULTS, verified: false };

describe('the Browse tab says which filters hide suppliers', () => {
  it('names each filter that is on, and none when all are off', () => {
    expect(activeFilterLabels(defaults)).toEqual(['Part type: Auto parts', 'Rating 4.0 and up', 'Ships worldwide']);
    expect(activeFilterLabels({ ...NO_SUPPLIER_FILTERS, country: 'Japan', verified: true })).toEqual(['Country: Japan', 'Verified only']);
    expect(activeFilterLabels(NO_SUPPLIER_FILTERS)).toEqual([]);
  });

  it('says how many of all the suppliers the filters hide', () => {
    expect(hiddenByFiltersLine(defaults, 15, 36)).toBe(
      'Filters on: Part type: Auto parts, Rating 4.0 and up, Ships worldwide; they hide 21 of 36 suppliers.',
    );
    expect(hiddenByFiltersLine({ ...NO_SUPPLIER_FILTERS, verified: true }, 36, 36)).toBe('Filters on: Verified only; they hide no supplier.');
    expect(hiddenByFiltersLine(NO_SUPPLIER_FILTERS, 36, 36)).toBeNull();
  });
});
