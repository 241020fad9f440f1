import { getServerIssues } from '@web/lib/form-errors';
import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';

/** Where a refused check is shown: the supplier's field, or the alert at the file (the whole file refused). */
export type CheckRefusal = { supplier?: string; file?: string };

/**
 * Reads a refused dry run (400 or 413 `{ message, issues }`): a supplier issue goes to the supplier's
 * field; anything else refused the file as a whole (its type, encoding, size, rows, a missing column)
 * and is said once, in the server's words, at the file.
 */
export function checkRefusal(error: unknown): CheckRefusal {
  if (isNetworkError(error)) return { file: NETWORK_ERROR_MESSAGE };
  const issues = getServerIssues(error);
  const supplier = issues.find((i) => i.path === 'supplierId');
  if (supplier && issues.every((i) => i.path === 'supplierId')) return { supplier: supplier.message };
  return { file: getServerMessage(error) ?? 'The file could not be checked. Please try again.' };
}
