import { describe, expect, it } from 'vitest';
import { completeWord, editDistance } from './word-completion';

const vocabulary = [
  { word: 'corolla', frequency: 490 },
  { word: 'control', frequency: 300 },
  { word: 'coolant', frequency: 80 },
  { word: 'cover', frequency: 200 },
  { word: 'covers', frequency: 20 },
  { word: 'cv', frequency: 50 },
];

describe('editDistance', () => {
  it('counts a letter wrong, missing or extra, and two neighbours swapped, as one edit each', () => {
    expect(editDistance('corr', 'coro')).toBe(1);
    expect(editDistance('brkae', 'brake')).toBe(1);
    expect(editDistance('cv', 'cv')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('completeWord', () => {
  it('gives exact beginnings first, the most used first, then those one slip away', () => {
    expect(completeWord('co', vocabulary, 5)).toEqual(['corolla', 'control', 'cover', 'coolant', 'covers']);
    expect(completeWord('cov', vocabulary, 5)).toEqual(['cover', 'covers', 'corolla', 'control', 'coolant']);
    expect(completeWord('corr', vocabulary, 5)).toEqual(['corolla']);
  });

  it('forgives nothing in two letters, and two slips from six letters on', () => {
    expect(completeWord('cx', vocabulary, 5)).toEqual([]);
    expect(completeWord('corrola', vocabulary, 5)).toEqual(['corolla']);
    expect(completeWord('zzzz', vocabulary, 5)).toEqual([]);
  });
});
