import type { Feature, FeatureDeps } from '../../feature';
import { jobsAdminRoutes } from './routes';
import { createJobsService } from './service';

/** The staff's view of the job queue (lib/jobs/queue.ts): what waits, what failed, and retry. */
export function jobsFeature(deps: FeatureDeps): Feature {
  const service = createJobsService({ jobs: deps.jobs });
  return {
    async registerAdmin(admin) {
      await admin.register(jobsAdminRoutes, { service });
    },
  };
}
