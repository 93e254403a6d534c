import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { JobHandlers } from '../../jobs/job-types.ts';
import type { Services } from '../../shared-services.ts';
import { MATCH_JOB_ATTEMPTS, runMatchJob } from './match-job.ts';
import { createFacilityMatchService } from './service.ts';

/** "Find OS IDs" files of more than 1,000 rows, matched by the worker. */
export function facilityMatchJobHandlers(deps: { config: Config; db: Db; services: Services }): JobHandlers {
  const matching = createFacilityMatchService({
    db: deps.db,
    matcher: deps.services.matcher,
    geocoder: deps.services.geocoder,
  });
  return {
    'facility-match.run': (payload, context) =>
      runMatchJob({ db: deps.db, files: deps.services.files, matching }, payload.jobId, {
        signal: context.signal,
        lastAttempt: context.attempt >= MATCH_JOB_ATTEMPTS,
      }),
  };
}
