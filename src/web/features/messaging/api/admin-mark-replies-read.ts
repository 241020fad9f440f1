import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RepliesMarked } from '@shared/schemas/messaging';
import { apiRequest } from '@web/lib/api-client';
import { messagingKeys } from './keys';

/** `POST /api/admin/replies/read` with `{ ids }`: marks them read now (one read before keeps its time). */
export function markRepliesRead(ids: string[]): Promise<RepliesMarked> {
  return apiRequest<RepliesMarked>('POST', '/api/admin/replies/read', { ids });
}

export function useMarkRepliesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRepliesRead,
    onSuccess: ({ unread }) => queryClient.setQueryData(messagingKeys.unread(), { count: unread }),
    // The inbox's pages and every open conversation show the replies' read state: refetch them. Not
    // awaited, so the caller hears of the change before a refetch takes its reply off the list.
    onSettled: () => {
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === messagingKeys.replies()[0] || query.queryKey.at(-1) === 'conversation',
      });
    },
  });
}
