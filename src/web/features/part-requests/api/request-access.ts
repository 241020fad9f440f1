import type { QueryClient } from '@tanstack/react-query';
import { partRequestKeys } from './keys';

/**
 * How the customer may act on a request (docs/payments.md "Accepting, then paying"): signed in as the
 * account that made it (/api/user-requests/{id}/…), or in the browser the manage link opened
 * (/api/part-requests/track/{number}/…, proved by the httpOnly cookie it set).
 */
export type RequestAccess =
  | { via: 'account'; id: string; requestNumber: string }
  | { via: 'manage-link'; requestNumber: string };

/** The base path of the answer and payment routes for this access. */
export function requestApiBase(access: RequestAccess): string {
  return access.via === 'account'
    ? `/api/user-requests/${encodeURIComponent(access.id)}`
    : `/api/part-requests/track/${encodeURIComponent(access.requestNumber)}`;
}

/**
 * Every customer view of this request reads the server again: the dashboard's list, the full record the
 * manage link opened, and the limited record of the number alone.
 */
export function refreshRequestViews(queryClient: QueryClient, requestNumber: string): void {
  void queryClient.invalidateQueries({ queryKey: partRequestKeys.mine() });
  void queryClient.invalidateQueries({ queryKey: partRequestKeys.managed(requestNumber), exact: true });
  void queryClient.invalidateQueries({ queryKey: partRequestKeys.track(requestNumber), exact: true });
}
