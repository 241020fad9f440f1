import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobState, JobsOverview } from '@shared/schemas/jobs';
import { apiRequest } from '@web/lib/api-client';

export type JobsFilter = { state?: JobState; queue?: string };

export const jobsKeys = {
  all: ['/api/admin/jobs'] as const,
  list: (filter: JobsFilter) => [...jobsKeys.all, { state: filter.state, queue: filter.queue }] as const,
};

/** `GET /api/admin/jobs?state=&queue=`: every queue's counts and the 50 newest jobs that match. */
export const jobsQueryOptions = (filter: JobsFilter) => queryOptions<JobsOverview>({ queryKey: jobsKeys.list(filter) });

export function useJobs(filter: JobsFilter) {
  return useQuery({ ...jobsQueryOptions(filter), placeholderData: keepPreviousData });
}

/** `POST /api/admin/jobs/{queue}/{id}/retry`: a failed job is tried again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: { queue: string; id: string }) => apiRequest<{ message: string }>('POST', `/api/admin/jobs/${job.queue}/${job.id}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
