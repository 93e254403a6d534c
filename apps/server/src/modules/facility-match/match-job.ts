import {
  annotatedCsvHeader,
  annotatedCsvLine,
  facilityMatchMessages,
  type MatchJob,
} from '@registry/core/facility-match-api';
import type { FileStorage } from '../../adapters/file-storage.ts';
import type { Db } from '../../db/database.ts';
import { JobInterrupted } from '../../jobs/worker.ts';
import { ListFileError } from '../lists/index.ts';
import { openMatchFile } from './match-file.ts';
import { finishMatchJob, findMatchJob, setMatchJobProgress, startMatchJob, type MatchJobRecord } from './queries.ts';
import type { FacilityMatchService } from './service.ts';
import type { RowToMatch } from './rows.ts';

/** Rows matched between two progress updates. */
export const MATCH_JOB_BATCH = 100;
export const MATCH_JOB_ATTEMPTS = 3;

declare module '../../jobs/job-types.ts' {
  interface JobPayloads {
    'facility-match.run': { jobId: number };
  }
}

export const resultKeyOf = (jobId: number) => `facility-match/${jobId}/result.csv`;
export const resultUrlOf = (jobId: number) => `/api/facilities/match/jobs/${jobId}/file/`;

export function matchJobView(job: MatchJobRecord): MatchJob {
  return {
    id: job.id,
    status: job.status as MatchJob['status'],
    file_name: job.file_name,
    row_count: job.row_count,
    processed_count: job.processed_count,
    error: job.error,
    created_at: new Date(job.created_at).toISOString(),
    finished_at: job.finished_at ? new Date(job.finished_at).toISOString() : null,
    result_url: job.status === 'DONE' ? resultUrlOf(job.id) : null,
  };
}

/**
 * Matches a stored file in batches, counting progress, and stores the file back with os_id,
 * match_status and confidence added. A run that is stopped starts over (nothing is written until
 * the end); a file that cannot be read, or a last attempt that fails, marks the job FAILED.
 */
export async function runMatchJob(
  deps: { db: Db; files: FileStorage; matching: FacilityMatchService },
  jobId: number,
  context: { signal?: AbortSignal; lastAttempt: boolean },
): Promise<void> {
  const job = await findMatchJob(deps.db, jobId);
  if (!job || job.status === 'DONE' || job.status === 'FAILED') return;
  await startMatchJob(deps.db, jobId);
  try {
    const file = await openMatchFile(job.file_name, await deps.files.get(job.file_key));
    const lines = [annotatedCsvHeader(file.header)];
    let processed = 0;
    const flush = async (batch: RowToMatch[]) => {
      for (const result of await deps.matching.matchRows(batch))
        lines.push(annotatedCsvLine(file.header.length, { ...result, cells: result.cells ?? [] }));
      processed += batch.length;
      await setMatchJobProgress(deps.db, jobId, processed);
      if (context.signal?.aborted) throw new JobInterrupted();
    };
    try {
      let batch: RowToMatch[] = [];
      for await (const row of file.rows()) {
        batch.push(row);
        if (batch.length >= MATCH_JOB_BATCH) {
          await flush(batch);
          batch = [];
        }
      }
      if (batch.length) await flush(batch);
    } finally {
      await file.close();
    }
    const resultKey = resultKeyOf(jobId);
    await deps.files.put(resultKey, Buffer.from(`${lines.join('\r\n')}\r\n`));
    await finishMatchJob(deps.db, jobId, { resultKey });
  } catch (error) {
    if (error instanceof ListFileError) return finishMatchJob(deps.db, jobId, { error: error.message });
    if (context.lastAttempt && !(error instanceof JobInterrupted))
      await finishMatchJob(deps.db, jobId, { error: facilityMatchMessages.jobFailed });
    throw error;
  }
}
