import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPartRequest } from '@shared/schemas/part-requests';
import { partRequestKeys } from './keys';

/** `GET /api/user-requests`: the signed-in customer's requests, newest first, each with its history (401 when signed out). */
export const myRequestsQueryOptions = () => queryOptions<MyPartRequest[]>({ queryKey: partRequestKeys.mine() });

/** Pass `enabled: false` for guests: the call only means something for a signed-in user. */
export function useMyRequests({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myRequestsQueryOptions(), enabled });
}
