import type { Job, JobsOverview, JobsQuery } from '../../../shared/schemas/jobs';
import { AppError } from '../../lib/errors';
import type { JobQueue, JobRow } from '../../lib/jobs/queue';

/** What each queue does, as staff would say it; a queue not named here shows its own name. */
const LABELS: Record<string, string> = {
  'mail-deliver': 'Send an e-mail',
  'mail-sweep': 'Retry e-mails the mail server refused',
  'ocr-read': 'Read the text in a gallery photo',
  'orders-expire': 'Release stock of unpaid and uncollected orders',
  'sessions-sweep': 'Clear expired sign-ins',
  'gallery-upkeep': 'Catch up gallery photos (text, sized copies)',
  'rate-limits-sweep': 'Forget attempt counts whose window ended',
};

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
        queues: queues.map((x) => ({ name: x.name, label: LABELS[x.name] ?? x.name, counts: x.counts, every: x.every })),
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
