import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import type { ApiError } from '@shared/schemas/common';

type Issue = ApiError['issues'][number];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isIssue = (value: unknown): value is Issue =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/**
 * The `issues` of an API error answer (`{ message, issues: [{ path, message }] }`), if any. Read by hand,
 * as `ApiErrorSchema` would, so the form pages do not load zod to show (decision 004); form-errors.test.ts
 * holds this reader to the schema.
 */
export function getServerIssues(error: unknown): Issue[] {
  if (!(error instanceof Error)) return [];
  const body = /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1];
  if (!body) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  if (!isRecord(parsed) || typeof parsed.message !== 'string' || !Array.isArray(parsed.issues)) return [];
  const issues: unknown[] = parsed.issues;
  return issues.every(isIssue) ? issues.map(({ path, message }) => ({ path, message })) : [];
}

/** Shows the server's field issues next to the matching fields of a react-hook-form form. */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  for (const issue of getServerIssues(error)) {
    const field = fields.find((f) => f === issue.path);
    if (field) setError(field, { type: 'server', message: issue.message });
  }
}

/**
 * Shows a refused status change on its staff form. When the server held it back because money is not
 * settled (an issue on `override`), hands over the server's words and focuses the reason field once it is
 * on screen, and answers true; otherwise puts the field issues on their fields and answers false.
 */
export function applyStatusChangeIssues<T extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<T>; setFocus: UseFormSetFocus<T> },
  fields: readonly Path<T>[],
  onMoneyHeld: (message: string) => void,
): boolean {
  const held = getServerIssues(error).find((issue) => issue.path === 'override');
  if (held) {
    onMoneyHeld(held.message);
    setTimeout(() => form.setFocus('override' as Path<T>), 0);
    return true;
  }
  applyServerIssues(error, form.setError, fields);
  return false;
}
