import { describe, expect, it } from 'vitest';
import { firstMessage, placeIssues } from './part-form-issues';

describe('placeIssues', () => {
  it("puts a field's issue at the field and a fitment row's at that row", () => {
    const { placed, unplaced } = placeIssues(
      [
        { path: 'price', message: 'Price can have at most 2 decimals' },
        { path: 'fitments.1.yearFrom', message: 'The Toyota Corolla Axio was built 2006-2020: the years must lie inside those' },
        { path: 'fitments.0.chassis', message: 'GE6 is not a chassis code of the Toyota Corolla Axio' },
        { path: 'universalReason', message: 'Add the vehicles it fits, or say why it fits any vehicle' },
      ],
      2,
    );
    expect(placed).toEqual([
      { field: 'price', message: 'Price can have at most 2 decimals' },
      { field: 'fitments.1.yearFrom', message: 'The Toyota Corolla Axio was built 2006-2020: the years must lie inside those' },
      { field: 'fitments.0.chassis', message: 'GE6 is not a chassis code of the Toyota Corolla Axio' },
      { field: 'universalReason', message: 'Add the vehicles it fits, or say why it fits any vehicle' },
    ]);
    expect(unplaced).toEqual([]);
  });

  it("shows a list item's issue at the list's box, naming the photo", () => {
    const { placed } = placeIssues(
      [
        { path: 'images.1', message: 'Choose an image from the gallery or upload one' },
        { path: 'oemNumbers.0', message: 'OEM numbers: each needs a letter or a digit' },
      ],
      0,
    );
    expect(placed).toEqual([
      { field: 'images', message: 'Photo 2: Choose an image from the gallery or upload one' },
      { field: 'oemNumbers', message: 'OEM numbers: each needs a letter or a digit' },
    ]);
  });

  it('hands back what has no field on the form, so it is shown all the same', () => {
    const { placed, unplaced } = placeIssues(
      [
        { path: 'body', message: 'Unrecognized key: "unknown"' },
        { path: 'fitments.3.modelId', message: 'Choose a model from the list' },
        { path: 'fitments', message: 'At most 60 fitment rows' },
      ],
      1,
    );
    expect(placed).toEqual([{ field: 'fitments', message: 'At most 60 fitment rows' }]);
    expect(unplaced).toEqual(['Unrecognized key: "unknown"', 'Choose a model from the list']);
  });

  it('keeps the first issue of a field', () => {
    const { placed } = placeIssues(
      [
        { path: 'fitments.0.yearFrom', message: 'The NZE161 was built 2013-2020: the years must lie inside those' },
        { path: 'fitments.0.yearFrom', message: 'The Toyota Corolla Axio from 2008 is listed twice' },
      ],
      1,
    );
    expect(placed).toEqual([{ field: 'fitments.0.yearFrom', message: 'The NZE161 was built 2013-2020: the years must lie inside those' }]);
  });
});

describe('firstMessage', () => {
  it("reads a list's own error, its root's or its first item's", () => {
    expect(firstMessage({ message: 'At most 8 photos per part', type: 'too_big' })).toBe('At most 8 photos per part');
    expect(firstMessage([undefined, { message: 'Choose an image from the gallery or upload one', type: 'custom' }])).toBe('Choose an image from the gallery or upload one');
    expect(firstMessage(undefined)).toBeUndefined();
    expect(firstMessage({})).toBeUndefined();
    expect(firstMessage({ root: { message: 'At most 60 fitment rows', type: 'too_big' } })).toBe('At most 60 fitment rows');
  });
});
