import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Inbox } from '@shared/schemas/messaging';
import { messagingKeys, type RepliesFilter } from './keys';

/** `GET /api/admin/replies?unread=&page=` (20 a page, unread first, then newest first, with the unread count). */
export const repliesQueryOptions = (filter: RepliesFilter) => queryOptions<Inbox>({ queryKey: messagingKeys.inbox(filter) });

export function useReplies(filter: RepliesFilter) {
  return useQuery({ ...repliesQueryOptions(filter), placeholderData: keepPreviousData });
}
