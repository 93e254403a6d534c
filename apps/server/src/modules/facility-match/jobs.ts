import type { Config } from '../../config.ts';
import { createFileStorage } from '../../adapters/file-storage.ts';
import type { Db } from '../../db/database.ts';
import type { JobHandlers } from '../../jobs/job-types.ts';
import { createGeocoder } from '../geocoding/service.ts';
import { createMatcher } from '../matching/service.ts';
import { MATCH_JOB_ATTEMPTS, runMatchJob } from './match-job.ts';
import { createFacilityMatchService } from './service.ts';

/** "Find OS IDs" files of more than 1,000 rows, matched by the worker. */
export function facilityMatchJobHandlers(deps: { config: Config; db: Db }): JobHandlers {
  const files = createFileStorage(deps.config);
  const matching = createFacilityMatchService({ db: deps.db, matcher: createMatcher(deps.config.matchThresholds), geocoder: createGeocoder({ config: deps.config, db: deps.db }) });
  return {
    'facility-match.run': (payload, context) =>
      runMatchJob({ db: deps.db, files, matching }, payload.jobId, { signal: context.signal, lastAttempt: context.attempt >= MATCH_JOB_ATTEMPTS }),
  };
}
