import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from './api-client';

// The one way the web app words a refused or failed action (form-errors.ts puts the field issues of the
// same answer on their fields). A file of its own so a form page that only maps issues does not load it.

/** A refused or failed action in words: the server's own reason when it gave one. */
export function actionErrorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  return getServerMessage(error) ?? fallback;
}
