import { useQuery } from '@tanstack/react-query';
import type { UnreadReplies } from '@shared/schemas/messaging';
import { messagingKeys } from './keys';

/** Staff hear of a new reply within a minute, without reloading the page. */
const POLL_MS = 60_000;

/**
 * `GET /api/admin/replies/unread`: the count behind the unread badge. Asked only for staff (`enabled`),
 * every minute while the page is in view. The header loads this on every page, so it stays this small.
 */
export function useUnreadReplies(enabled: boolean) {
  return useQuery<UnreadReplies>({ queryKey: messagingKeys.unread(), enabled, refetchInterval: POLL_MS });
}
