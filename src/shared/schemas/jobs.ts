import { z } from 'zod';

/**
 * A background job's state (pg-boss): created (waiting), retry (failed, waiting to be tried again),
 * active (being worked), completed, cancelled, failed (tried as often as allowed: waits for staff).
 */
export const JobStateSchema = z.enum(['created', 'retry', 'active', 'completed', 'cancelled', 'failed']);
export type JobState = z.infer<typeof JobStateSchema>;

export const JobQueueSummarySchema = z.object({
  name: z.string(),
  /** What the queue does, in the words staff use. */
  label: z.string(),
  counts: z.record(JobStateSchema, z.number()),
  /** Cron (UTC) for scheduled work; null for work sent as it arises. */
  every: z.string().nullable(),
});

export const JobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: JobStateSchema,
  retryCount: z.number(),
  retryLimit: z.number(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** When a waiting or retrying job is due. */
  dueAt: z.string(),
  error: z.string().nullable(),
});
export type Job = z.infer<typeof JobSchema>;

export const JobsQuerySchema = z.strictObject({
  state: JobStateSchema.optional(),
  queue: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, 'queue is a queue name such as mail-deliver')
    .optional(),
});
export type JobsQuery = z.infer<typeof JobsQuerySchema>;

export const JobsOverviewSchema = z.object({
  queues: z.array(JobQueueSummarySchema),
  /** The most recent 50 jobs matching the filter, newest first. */
  jobs: z.array(JobSchema),
});
export type JobsOverview = z.infer<typeof JobsOverviewSchema>;

export const JobParamsSchema = z.strictObject({
  queue: z.string().regex(/^[a-z0-9-]{1,60}$/, 'queue is a queue name such as mail-deliver'),
  id: z.uuid('id is a job id'),
});

export const JobRetriedSchema = z.object({ message: z.string() });
