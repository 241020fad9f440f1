import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@web/lib/api-client';
import { placeRefusal } from './vehicle-form-refusal';

const FIELDS = ['code', 'yearFrom', 'yearTo', 'aliases'] as const;
const refused = (status: number, message: string, issues: { path: string; message: string }[]) => new ApiRequestError(status, JSON.stringify({ message, issues }));

describe('placeRefusal', () => {
  it("shows the server's message once, at its field, when the field says it all", () => {
    const message = 'The Mira was built 2006-2018: the code\'s years must lie inside those';
    expect(placeRefusal(refused(400, message, [{ path: 'yearFrom', message }]), FIELDS)).toEqual({ placed: [{ field: 'yearFrom', message }], alert: [] });
  });

  it("adds the server's message to the alert when it says more than the field: what uses the code", () => {
    const error = refused(409, 'LA310S is already an alias of LA300S of the Mira', [{ path: 'aliases', message: 'Already in use for this model' }]);
    expect(placeRefusal(error, FIELDS)).toEqual({
      placed: [{ field: 'aliases', message: 'Already in use for this model' }],
      alert: ['LA310S is already an alias of LA300S of the Mira'],
    });
  });

  it("puts a list item's issue at the list's box, the first at a field only, and leaves out the several-fields line", () => {
    const error = refused(400, 'Please correct the highlighted fields.', [
      { path: 'aliases.1', message: 'A chassis code is letters and digits' },
      { path: 'aliases.2', message: 'Another' },
      { path: 'yearTo', message: 'The last year must not be before the first' },
    ]);
    expect(placeRefusal(error, FIELDS)).toEqual({
      placed: [
        { field: 'aliases', message: 'A chassis code is letters and digits' },
        { field: 'yearTo', message: 'The last year must not be before the first' },
      ],
      alert: [],
    });
  });

  it('shows what has no field here in the alert', () => {
    expect(placeRefusal(refused(404, 'Model not found', []), FIELDS)).toEqual({ placed: [], alert: ['Model not found'] });
    expect(placeRefusal(refused(400, 'Choose a make from the list', [{ path: 'makeId', message: 'Choose a make from the list' }]), FIELDS)).toEqual({
      placed: [],
      alert: ['Choose a make from the list'],
    });
  });

  it('says something went wrong when no answer came, or one without a message', () => {
    expect(placeRefusal(new TypeError('Failed to fetch'), FIELDS).alert).toEqual(['Something went wrong. Please try again.']);
    expect(placeRefusal(new ApiRequestError(502, '<html>Bad gateway</html>'), FIELDS).alert).toEqual(['Something went wrong. Please try again.']);
  });
});
