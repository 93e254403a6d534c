import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

export async function insertMatchJob(
  db: Executor,
  job: { userId: number; fileName: string; fileKey: string; rowCount: number },
) {
  return db
    .insertInto('facility_match_jobs')
    .values({ user_id: job.userId, file_name: job.fileName, file_key: job.fileKey, row_count: job.rowCount })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setMatchJobFileKey(db: Executor, id: number, fileKey: string) {
  await db.updateTable('facility_match_jobs').set({ file_key: fileKey }).where('id', '=', id).execute();
}

export async function findMatchJob(db: Executor, id: number) {
  return db.selectFrom('facility_match_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export type MatchJobRecord = NonNullable<Awaited<ReturnType<typeof findMatchJob>>>;

export async function startMatchJob(db: Executor, id: number) {
  await db
    .updateTable('facility_match_jobs')
    .set({ status: 'RUNNING', processed_count: 0 })
    .where('id', '=', id)
    .execute();
}

export async function setMatchJobProgress(db: Executor, id: number, processed: number) {
  await db.updateTable('facility_match_jobs').set({ processed_count: processed }).where('id', '=', id).execute();
}

export async function finishMatchJob(db: Executor, id: number, outcome: { resultKey: string } | { error: string }) {
  await db
    .updateTable('facility_match_jobs')
    .set(
      'resultKey' in outcome
        ? { status: 'DONE', result_key: outcome.resultKey, finished_at: sql`now()` }
        : { status: 'FAILED', error: outcome.error, finished_at: sql`now()` },
    )
    .where('id', '=', id)
    .execute();
}
