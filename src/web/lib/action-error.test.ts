import { describe, expect, it } from 'vitest';
import { actionErrorMessage } from './action-error';
import { NETWORK_ERROR_MESSAGE } from './api-client';

const answer = (body: unknown) => new Error(`409: ${typeof body === 'string' ? body : JSON.stringify(body)}`);

describe('actionErrorMessage', () => {
  it("says the connection failed, else gives the server's reason, else the action's own words", () => {
    expect(actionErrorMessage(new TypeError('Failed to fetch'), 'Not saved.')).toBe(NETWORK_ERROR_MESSAGE);
    expect(actionErrorMessage(answer({ message: 'The amount is more than is owed.', issues: [] }), 'Not saved.')).toBe('The amount is more than is owed.');
    expect(actionErrorMessage(answer('<html>Bad gateway</html>'), 'Not saved.')).toBe('Not saved.');
  });
});
