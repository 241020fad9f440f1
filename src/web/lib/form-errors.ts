import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiErrorSchema } from '@shared/schemas/common';

/** The `issues` of an API error answer (`{ message, issues: [{ path, message }] }`), if any. */
export function getServerIssues(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof Error)) return [];
  const body = /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1];
  if (!body) return [];
  try {
    const parsed = ApiErrorSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.issues : [];
  } catch {
    return [];
  }
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
