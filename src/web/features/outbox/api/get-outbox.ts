import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxList, OutboxStatus } from '@shared/schemas/outbox';

export type OutboxFilter = { status?: OutboxStatus; page: number };

export const outboxKeys = {
  all: ['/api/admin/outbox'] as const,
  list: (filter: OutboxFilter) => [...outboxKeys.all, { status: filter.status, page: filter.page }] as const,
};

/** `GET /api/admin/outbox?status=&page=` (20 a page, newest first). */
export const outboxQueryOptions = (filter: OutboxFilter) =>
  queryOptions<OutboxList>({ queryKey: outboxKeys.list(filter) });

export function useOutbox(filter: OutboxFilter) {
  return useQuery({ ...outboxQueryOptions(filter), placeholderData: keepPreviousData });
}
