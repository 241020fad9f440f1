import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '@shared/schemas/common';
import { getServerIssues } from './form-errors';

const answer = (body: unknown) => new Error(`400: ${typeof body === 'string' ? body : JSON.stringify(body)}`);

describe('getServerIssues reads an error answer as ApiErrorSchema does', () => {
  const bodies: unknown[] = [
    { message: 'Invalid data', issues: [{ path: 'email', message: 'Please enter a valid email address' }] },
    { message: 'Invalid data', issues: [{ path: 'email', message: 'Bad', code: 'custom' }, { path: 'password', message: 'Short' }] },
    { message: 'Invalid data', issues: [], extra: true },
    { message: 'Invalid data', issues: [{ path: 'email' }] },
    { message: 'Invalid data', issues: [{ path: ['email'], message: 'Bad' }] },
    { message: 'Invalid data', issues: [{ path: 'email', message: 'Bad' }, 'oops'] },
    { message: 'Invalid data', issues: 'email' },
    { message: 7, issues: [{ path: 'email', message: 'Bad' }] },
    { issues: [{ path: 'email', message: 'Bad' }] },
    [{ path: 'email', message: 'Bad' }],
    null,
    'just text',
  ];

  it.each(bodies.map((body) => [JSON.stringify(body), body]))('%s', (_, body) => {
    const parsed = ApiErrorSchema.safeParse(body);
    expect(getServerIssues(answer(body))).toEqual(parsed.success ? parsed.data.issues : []);
  });

  it('keeps nothing from an answer that is not JSON, or not an API error at all', () => {
    expect(getServerIssues(answer('<html>Bad gateway</html>'))).toEqual([]);
    expect(getServerIssues(new Error('Failed to fetch'))).toEqual([]);
    expect(getServerIssues('400: {}')).toEqual([]);
  });
});
