import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { JobHandlers } from '../../jobs/job-types.ts';
import { enqueue } from '../../jobs/queue.ts';
import { JobInterrupted } from '../../jobs/worker.ts';
import { runFullPass, runPendingChecks } from './finder.ts';
import { hasPendingChecks, updatePass } from './queries.ts';

declare module '../../jobs/job-types.ts' {
  interface JobPayloads {
    'facility-duplicates.pass': { passId: number };
    'facility-duplicates.check': Record<string, never>;
  }
}

export const PASS_JOB = 'facility-duplicates.pass';
export const CHECK_JOB = 'facility-duplicates.check';
export const PASS_ATTEMPTS = 3;
/** How often the worker looks for facilities to check again (new or changed since). */
export const CHECK_EVERY_MS = 15_000;

/** The finder's jobs: a full pass staff started, and the incremental check of new and changed facilities. */
export function facilityDuplicateJobHandlers(deps: { config: Config; db: Db }): JobHandlers {
  const minConfidence = deps.config.matchThresholds.potential;
  return {
    [PASS_JOB]: async (payload, context) => {
      try {
        await runFullPass(deps.db, payload.passId, { minConfidence, signal: context.signal });
      } catch (error) {
        if (!(error instanceof JobInterrupted) && context.attempt >= PASS_ATTEMPTS) {
          const message = error instanceof Error ? error.message : String(error);
          await updatePass(deps.db, payload.passId, { status: 'FAILED', error: message, finished_at: new Date() });
        }
        throw error;
      }
    },
    [CHECK_JOB]: async (_payload, context) => {
      await runPendingChecks(deps.db, { minConfidence, signal: context.signal });
    },
  };
}

/** Queues the incremental check every CHECK_EVERY_MS while facilities wait for it (one at a time: the dedupe key). */
export function scheduleDuplicateChecks(db: Db, log: { warn(object: object, message: string): void }): void {
  const queue = async () => {
    try {
      if (await hasPendingChecks(db)) await enqueue(db, CHECK_JOB, {}, { dedupeKey: CHECK_JOB, maxAttempts: 3 });
    } catch (error) {
      log.warn({ err: error }, 'could not queue the duplicate check');
    }
  };
  setInterval(() => void queue(), CHECK_EVERY_MS).unref();
}
