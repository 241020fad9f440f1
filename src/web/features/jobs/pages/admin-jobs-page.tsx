import { useSearchParams } from 'react-router';
import { ListChecks } from 'lucide-react';
import { JobStateSchema, type Job, type JobState, type JobsOverview } from '@shared/schemas/jobs';
import { AdminBackLink } from '@web/components/admin-back-link';
import { EmptyListCard } from '@web/components/empty-list-card';
import { ListFilterButtons } from '@web/components/list-filter-buttons';
import { LoadErrorCard } from '@web/components/load-error-card';
import { PageContainer, PageHeading } from '@web/components/page-container';
import { RefreshButton } from '@web/components/refresh-button';
import { StaffTable } from '@web/components/staff-table';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { getServerMessage, NETWORK_ERROR_MESSAGE } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { writeParams } from '@web/lib/url-params';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useJobs, useRetryJob } from '../api/jobs';

const STATE_LABELS: Record<JobState, string> = {
  created: 'Waiting',
  retry: 'Retrying',
  active: 'Running',
  completed: 'Done',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

const FILTERS: { value: JobState | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'failed', label: STATE_LABELS.failed },
  { value: 'retry', label: STATE_LABELS.retry },
  { value: 'created', label: STATE_LABELS.created },
  { value: 'active', label: STATE_LABELS.active },
  { value: 'completed', label: STATE_LABELS.completed },
];

/** Only the states that need someone's eye stand out. */
const STATE_VARIANT: Record<JobState, 'destructive' | 'secondary' | 'outline'> = {
  failed: 'destructive',
  retry: 'secondary',
  created: 'outline',
  active: 'outline',
  completed: 'outline',
  cancelled: 'outline',
};

/**
 * The background jobs (sending e-mail, reading photos, releasing unpaid stock, clearing old sign-ins):
 * how many wait, run or failed in each queue, the newest jobs with what went wrong, and a retry for a
 * job that failed as often as it may.
 */
export function JobsPage() {
  useDocumentTitle('Background jobs');
  const [searchParams, setSearchParams] = useSearchParams();
  const parsedState = JobStateSchema.safeParse(searchParams.get('state'));
  const state = parsedState.success ? parsedState.data : undefined;
  const queueParam = searchParams.get('queue');
  const queue = queueParam && /^[a-z0-9-]{1,60}$/.test(queueParam) ? queueParam : undefined;
  const jobs = useJobs({ state, queue });
  const labels = new Map(jobs.data?.queues.map((q) => [q.name, q.label]));

  const go = (next: { state?: JobState; queue?: string }) => setSearchParams(writeParams({ state: next.state, queue: next.queue }));

  return (
    <PageContainer>
      <AdminBackLink />
      <PageHeading
        title="Background jobs"
        description="Work the store does after answering: sending e-mail, reading the text in photos, releasing stock of unpaid orders and clearing old sign-ins. A job that fails is tried again later; one that failed every try waits here."
      />
      {jobs.isPending ? (
        <JobsSkeleton />
      ) : jobs.isError ? (
        <LoadErrorCard what="the jobs" error={jobs.error} onRetry={() => void jobs.refetch()} hint="Please try again." />
      ) : (
        <>
          <QueueSummary queues={jobs.data.queues} selected={queue} onSelect={(name) => go({ state, queue: name })} />
          <div className="mt-8 mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <ListFilterButtons label="Filter by state" options={FILTERS} value={state} onChange={(next) => go({ state: next, queue })} />
            <RefreshButton size="sm" fetching={jobs.isFetching} onRefresh={() => void jobs.refetch()} />
          </div>
          {queue ? (
            <p className="mb-3 text-sm text-muted-foreground">
              Showing {labels.get(queue) ?? queue} only.{' '}
              <button type="button" className="min-h-11 font-semibold text-primary underline-offset-4 hover:underline" onClick={() => go({ state })}>
                Show every queue
              </button>
            </p>
          ) : null}
          {jobs.data.jobs.length === 0 ? (
            <EmptyListCard icon={ListChecks} title="No jobs here">
              {state || queue ? 'No job matches this filter. Try another.' : 'Jobs appear as the store sends e-mail, reads photos and runs its sweeps.'}
            </EmptyListCard>
          ) : (
            <>
              <JobCards jobs={jobs.data.jobs} labels={labels} />
              <JobTable jobs={jobs.data.jobs} labels={labels} />
            </>
          )}
        </>
      )}
    </PageContainer>
  );
}

type SummaryProps = { queues: JobsOverview['queues']; selected: string | undefined; onSelect: (name: string | undefined) => void };

function QueueSummary(props: SummaryProps) {
  return (
    <>
      <QueueCards {...props} />
      <QueueTable {...props} />
    </>
  );
}

/** A queue's name, which shows only its jobs below (pressed again, every queue's). */
function QueueFilterButton({ queue, selected, onSelect }: { queue: JobsOverview['queues'][number] } & Omit<SummaryProps, 'queues'>) {
  return (
    <button
      type="button"
      aria-pressed={selected === queue.name}
      onClick={() => onSelect(selected === queue.name ? undefined : queue.name)}
      className="min-h-11 text-left font-semibold text-primary underline-offset-4 hover:underline"
    >
      {queue.label}
    </button>
  );
}

/** Phones: one card per queue, its counts on one line; the name shows that queue's jobs below. */
function QueueCards({ queues, selected, onSelect }: SummaryProps) {
  return (
    <ul className="flex flex-col gap-2 md:hidden" aria-label="Queues">
      {queues.map((q) => (
        <li key={q.name} className="rounded-lg border border-border bg-card p-3 text-card-foreground">
          <QueueFilterButton queue={q} selected={selected} onSelect={onSelect} />
          <p className="text-xs text-muted-foreground">{q.every ? `Scheduled ${describeCron(q.every)}` : 'Sent as work arises'}</p>
          <p className="mt-1 text-sm tabular">
            {q.counts.created} waiting · {q.counts.retry} retrying · {q.counts.active} running ·{' '}
            <span className={q.counts.failed > 0 ? 'font-semibold text-destructive' : undefined}>{q.counts.failed} failed</span> · {q.counts.completed} done
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Desks: the same as a table. */
function QueueTable({ queues, selected, onSelect }: SummaryProps) {
  return (
    <StaffTable
      caption="Queues, with how many of their jobs are in each state"
      columns={['Queue', { label: 'Waiting', right: true }, { label: 'Retrying', right: true }, { label: 'Running', right: true }, { label: 'Failed', right: true }, { label: 'Done', right: true }]}
      className="hidden overflow-x-auto md:block"
      dense
    >
      {queues.map((q) => (
        <tr key={q.name} className="border-t border-border align-top">
          <td className="px-3 py-2">
            <QueueFilterButton queue={q} selected={selected} onSelect={onSelect} />
            <span className="block text-xs text-muted-foreground">{q.every ? `${q.name} · scheduled (${describeCron(q.every)})` : q.name}</span>
          </td>
          <td className="px-3 py-2 text-right tabular">{q.counts.created}</td>
          <td className="px-3 py-2 text-right tabular">{q.counts.retry}</td>
          <td className="px-3 py-2 text-right tabular">{q.counts.active}</td>
          <td className={`px-3 py-2 text-right tabular ${q.counts.failed > 0 ? 'font-semibold text-destructive' : ''}`}>{q.counts.failed}</td>
          <td className="px-3 py-2 text-right tabular">{q.counts.completed}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

/** The schedules the store uses, in words; anything else as written. */
function describeCron(cron: string): string {
  if (cron === '* * * * *') return 'every minute';
  const minutes = /^\*\/(\d+) \* \* \* \*$/.exec(cron);
  if (minutes) return `every ${minutes[1]} minutes`;
  const hourly = /^(\d+) \* \* \* \*$/.exec(cron);
  if (hourly) return `every hour at :${hourly[1]!.padStart(2, '0')}`;
  const daily = /^(\d+) (\d+) \* \* \*$/.exec(cron);
  if (daily) return `daily at ${daily[2]!.padStart(2, '0')}:${daily[1]!.padStart(2, '0')} UTC`;
  return cron;
}

type ListProps = { jobs: Job[]; labels: Map<string, string> };

function RetryButton({ job }: { job: Job }) {
  const retry = useRetryJob();
  if (job.state !== 'failed') return null;
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={retry.isPending}
      onClick={() =>
        retry.mutate(
          { queue: job.queue, id: job.id },
          {
            onSuccess: () => toast({ title: 'The job will be tried again' }),
            onError: (error) => toast({ variant: 'destructive', title: 'Could not retry the job', description: getServerMessage(error) ?? NETWORK_ERROR_MESSAGE }),
          },
        )
      }
    >
      {retry.isPending ? 'Retrying…' : 'Retry'}
    </Button>
  );
}

function tries(job: Job): string {
  const made = job.state === 'created' ? job.retryCount : job.retryCount + 1;
  return `${made} of ${job.retryLimit + 1} ${job.retryLimit === 0 ? 'try' : 'tries'}`;
}

/** Phones: one card per job. */
function JobCards({ jobs, labels }: ListProps) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label="Jobs">
      {jobs.map((job) => (
        <li key={job.id} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm">
          <span className="flex flex-wrap items-center justify-between gap-2">
            <Badge variant={STATE_VARIANT[job.state]}>{STATE_LABELS[job.state]}</Badge>
            <span className="text-xs text-muted-foreground">{formatDateTime(job.createdAt)}</span>
          </span>
          <span className="font-semibold">{labels.get(job.queue) ?? job.queue}</span>
          <span className="text-xs text-muted-foreground">
            {tries(job)}
            {job.state === 'retry' ? ` · next try ${formatDateTime(job.dueAt)}` : ''}
            {job.finishedAt ? ` · finished ${formatDateTime(job.finishedAt)}` : ''}
          </span>
          {job.error ? <span className="text-xs break-words text-destructive">Error: {job.error}</span> : null}
          <RetryButton job={job} />
        </li>
      ))}
    </ul>
  );
}

/** Desks: a table of the same. */
function JobTable({ jobs, labels }: ListProps) {
  return (
    <StaffTable
      caption="Jobs, newest first"
      columns={['Job', 'State', 'Tries', 'Error', 'Created', 'Next try or finished', '']}
      className="hidden overflow-x-auto md:block"
    >
      {jobs.map((job) => (
        <tr key={job.id} className="border-t border-border align-top">
          <td className="px-3 py-2">
            <span className="font-semibold">{labels.get(job.queue) ?? job.queue}</span>
            <span className="block font-mono text-xs text-muted-foreground">{job.id}</span>
          </td>
          <td className="px-3 py-2">
            <Badge variant={STATE_VARIANT[job.state]}>{STATE_LABELS[job.state]}</Badge>
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{tries(job)}</td>
          <td className="max-w-64 px-3 py-2 break-words text-destructive">{job.error ?? ''}</td>
          <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(job.createdAt)}</td>
          <td className="px-3 py-2 whitespace-nowrap">
            {job.finishedAt ? formatDateTime(job.finishedAt) : job.state === 'created' || job.state === 'retry' ? formatDateTime(job.dueAt) : '—'}
          </td>
          <td className="px-3 py-2">
            <RetryButton job={job} />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}

function JobsSkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Loading jobs">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}
