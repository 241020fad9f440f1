import { describe, expect, it } from 'vitest';
import { textSearchSummary } from './text-search-summary';

describe('the text search says what it found in plain words', () => {
  it('counts the photos that match the query, with no talk of AI', () => {
    expect(textSearchSummary(3, 'battery')).toBe('3 photos match "battery"');
    expect(textSearchSummary(1, 'battery')).toBe('1 photo matches "battery"');
    expect(textSearchSummary(0, 'battery')).toBe('No photos match "battery"');
  });
});
