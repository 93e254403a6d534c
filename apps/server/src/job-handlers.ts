import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Services } from './services.ts';
import type { JobHandlers } from './jobs/job-types.ts';
import { listJobHandlers } from './modules/lists/jobs.ts';
import { authJobHandlers } from './modules/auth/jobs.ts';
import { facilityMatchJobHandlers } from './modules/facility-match/jobs.ts';
import { facilityDuplicateJobHandlers } from './modules/facility-duplicates/jobs.ts';
import { ORPHAN_SWEEP_JOB, sweepOrphanFiles } from './jobs/orphan-files.ts';

/** Every module's job handlers, for the in-process worker and `npm run worker`. */
export function createJobHandlers(deps: { config: Config; db: Db; services: Services }): JobHandlers {
  return {
    ...listJobHandlers(deps),
    ...authJobHandlers(deps),
    ...facilityMatchJobHandlers(deps),
    ...facilityDuplicateJobHandlers(deps),
    [ORPHAN_SWEEP_JOB]: async () => {
      await sweepOrphanFiles({ db: deps.db, files: deps.services.files });
    },
  };
}
