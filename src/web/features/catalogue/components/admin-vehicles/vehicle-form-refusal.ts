import { getServerMessage, isNetworkError, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { getServerIssues } from '@web/lib/form-errors';

export type PlacedRefusal<F extends string> = { field: F; message: string };

/** What the server says when several fields are wrong: the fields themselves say what. */
const SEVERAL_FIELDS = 'Please correct the highlighted fields.';

/**
 * Where a refused save of a vehicle form is shown. Each issue goes to its field (a list's item,
 * `aliases.1`, to the list's box), the first at a field being the one shown. The server's own message goes
 * in the form's alert when it says more than the fields do: a 409 says what already uses a code or the
 * years ("LA300S is already an alias of LA310S", "customers' garages hold it from 2014 to 2016"), while
 * the field only says "Already in use for this model". Issues with no field here, and a failure with no
 * answer at all, go to the alert too, so no refusal goes unseen.
 */
export function placeRefusal<F extends string>(error: unknown, fields: readonly F[]): { placed: PlacedRefusal<F>[]; alert: string[] } {
  const placed: PlacedRefusal<F>[] = [];
  const alert: string[] = [];
  for (const { path, message } of getServerIssues(error)) {
    const field = fields.find((f) => path === f || path.startsWith(`${f}.`));
    if (field === undefined) alert.push(message);
    else if (!placed.some((p) => p.field === field)) placed.push({ field, message });
  }
  const message = isNetworkError(error) ? NETWORK_ERROR_MESSAGE : (getServerMessage(error) ?? (placed.length === 0 && alert.length === 0 ? NETWORK_ERROR_MESSAGE : undefined));
  if (message !== undefined && message !== SEVERAL_FIELDS && !placed.some((p) => p.message === message) && !alert.includes(message)) alert.unshift(message);
  return { placed, alert };
}
