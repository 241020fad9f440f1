import type { Job, JobsOverview, JobsQuery } from '../../../shared/schemas/jobs';
import { AppError } from '../../lib/errors';
import type { JobQueue, JobRow } from '../../lib/jobs/queue';

const LIST_SIZE = 50;

const toJob = (j: JobRow): Job => ({
  id: j.id,
  queue: j.name,
  state: j.state,
  retryCount: j.retryCount,
  retryLimit: j.retryLimit,
  createdAt: j.createdOn.toISOString(),
  startedAt: j.startedOn?.toISOString() ?? null,
  finishedAt: j.completedOn?.toISOString() ?? null,
  dueAt: j.startAfter.toISOString(),
  // The first lines are what went wrong; a database error goes on to quote its whole statement.
  error: j.error && j.error.length > 400 ? `${j.error.slice(0, 400)}…` : j.error,
});

export function createJobsService(deps: { jobs: JobQueue }) {
  return {
    async overview(q: JobsQuery): Promise<JobsOverview> {
      const [queues, rows] = await Promise.all([deps.jobs.overview(), deps.jobs.jobs({ state: q.state, name: q.queue, limit: LIST_SIZE })]);
      return {
        queues,
        jobs: rows.map(toJob),
      };
    },
    async retry(queue: string, id: string): Promise<{ message: string }> {
      if (!(await deps.jobs.retry(queue, id))) throw new AppError('not_found', 'No failed job with that id in that queue');
      return { message: 'The job will be tried again' };
    },
  };
}
export type JobsService = ReturnType<typeof createJobsService>;
