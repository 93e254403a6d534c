import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Executor } from '../db/executor.ts';
import type { JobName, JobPayloads } from './job-types.ts';

export interface EnqueueOptions {
  /** While a job with this key is queued or running, enqueueing it again does nothing. */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
  /**
   * Whose work the job is ('contributor:12'): due jobs are taken in turn per owner, the owner
   * served longest ago first, so one account's long list never holds up another's. Jobs without
   * an owner (the system's own) come first.
   */
  owner?: string;
}

const wakeListeners = new Set<() => void>();

/** In-process workers poll less often when idle; a new job wakes them at once. */
export function onJobEnqueued(listener: () => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}

/**
 * Adds a job in the caller's transaction, so the job exists exactly when the change that
 * needs it is committed. Returns the job id, or null when a job with the dedupe key is pending.
 */
export async function enqueue<N extends JobName>(
  db: Executor,
  name: N,
  payload: JobPayloads[N],
  options: EnqueueOptions = {},
): Promise<number | null> {
  const row = await db
    .insertInto('jobs')
    .values({
      name,
      payload: JSON.stringify(payload),
      dedupe_key: options.dedupeKey ?? null,
      run_at: options.runAt ?? sql<Date>`now()`,
      max_attempts: options.maxAttempts ?? 5,
      owner: options.owner ?? null,
    })
    .onConflict((oc) => oc.column('dedupe_key').where('status', 'in', ['queued', 'running']).doNothing())
    .returning('id')
    .executeTakeFirst();
  // Wake after the caller's transaction has had a chance to commit.
  setTimeout(() => wakeListeners.forEach((listener) => listener()), 10);
  return row?.id ?? null;
}

export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  /** Milliseconds run in the job's earlier turns. */
  work_ms: number;
}

/**
 * The advisory lock a worker holds on a connection of its own while it runs a job, keyed
 * (RUNNING_JOB_LOCK, job id): PostgreSQL lets it go with the connection when the worker's process
 * dies (kill -9, a lost machine), so the job of a dead worker is known at once instead of after
 * its lease.
 */
const RUNNING_JOB_LOCK = 0x4a4f4253;
const jobLockKey = (id: RawBuilder<unknown> | number) => sql`${sql.lit(RUNNING_JOB_LOCK)}, (${id} % 2147483647)::int`;

/**
 * Takes the next due job: of the owner whose turn was longest ago (or who never had one; jobs
 * without an owner first), then the oldest; the owner's turn is then now. SKIP LOCKED lets many
 * workers share the table without waiting.
 * With `holdLock`, `db` being a connection the worker keeps while the job runs, the job's lock is
 * taken on it in the same statement; release it with releaseJobLock once the job's outcome is
 * written. (Another session still holding it, a live worker whose lease ran out, leaves it unheld.)
 */
export async function claimNextJob(
  db: Db,
  workerId: string,
  options: { holdLock?: boolean } = {},
): Promise<ClaimedJob | undefined> {
  const lock = options.holdLock ? sql`, pg_try_advisory_lock(${jobLockKey(sql.ref('id'))}) as locked` : sql``;
  const result = await sql<ClaimedJob>`
    with next as (
      select j.id, j.owner from jobs j left join job_owner_turns t on t.owner = j.owner
      where j.status = 'queued' and j.run_at <= now()
      order by j.owner is not null, t.turn_at nulls first, j.run_at, j.id limit 1 for update of j skip locked),
    turn as (
      insert into job_owner_turns (owner, turn_at) select owner, clock_timestamp() from next where owner is not null
      on conflict (owner) do update set turn_at = excluded.turn_at)
    update jobs set status = 'running', locked_at = now(), locked_by = ${workerId},
      attempts = attempts + 1, updated_at = now()
    where id = (select id from next)
    returning id, name, payload, attempts, max_attempts, work_ms${lock}`.execute(db);
  const job = result.rows[0];
  if (!job) return undefined;
  const { locked: _locked, ...claimed } = job as ClaimedJob & { locked?: boolean };
  return claimed;
}

export async function releaseJobLock(session: Db, jobId: number): Promise<void> {
  await sql`select pg_advisory_unlock(${jobLockKey(jobId)})`.execute(session);
}

/** Whether a job other than `jobId` is due and waiting to be taken. */
export async function otherJobDue(db: Db, jobId: number): Promise<boolean> {
  const row = await sql<{ due: boolean }>`
    select exists (select 1 from jobs where status = 'queued' and run_at <= now() and id <> ${jobId}) as due`.execute(
    db,
  );
  return row.rows[0]?.due === true;
}

export async function completeJob(db: Db, jobId: number, ranMs = 0): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: 'done',
      locked_at: null,
      locked_by: null,
      work_ms: sql`work_ms + ${Math.round(ranMs)}`,
      updated_at: sql`now()`,
    })
    .where('id', '=', jobId)
    .execute();
}

/** Exponential backoff: 2, 4, 8 ... seconds, at most ten minutes. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(2 ** attempt, 600);
}

export async function failJob(db: Db, job: ClaimedJob, error: unknown, ranMs = 0): Promise<'retry' | 'failed'> {
  const message = error instanceof Error ? error.message : String(error);
  const outcome = job.attempts >= job.max_attempts ? 'failed' : 'retry';
  await db
    .updateTable('jobs')
    .set({
      status: outcome === 'failed' ? 'failed' : 'queued',
      run_at: sql`now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})`,
      last_error: message.slice(0, 2000),
      work_ms: sql`work_ms + ${Math.round(ranMs)}`,
      locked_at: null,
      locked_by: null,
      updated_at: sql`now()`,
    })
    .where('id', '=', job.id)
    .execute();
  return outcome;
}

/**
 * A job interrupted by its worker's stop, or one that gave up its turn (JobYielded), goes back to
 * the queue without using up an attempt; `ranMs` is added to its work time.
 */
export async function releaseJob(db: Db, jobId: number, delaySeconds = 0, ranMs = 0): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: 'queued',
      attempts: sql`greatest(attempts - 1, 0)`,
      run_at: sql`now() + make_interval(secs => ${delaySeconds})`,
      work_ms: sql`work_ms + ${Math.round(ranMs)}`,
      locked_at: null,
      locked_by: null,
      updated_at: sql`now()`,
    })
    .where('id', '=', jobId)
    .execute();
}

/** Jobs whose worker died mid-run (lease expired) go back to the queue. */
export async function requeueExpiredJobs(db: Db, leaseSeconds: number): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'queued', locked_at: null, locked_by: null, updated_at: sql`now()` })
    .where('status', '=', 'running')
    .where('locked_at', '<', sql<Date>`now() - make_interval(secs => ${leaseSeconds})`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Running jobs whose worker is gone (nobody holds their lock) back to the queue, at once. A job
 * being claimed right now is skipped (its row is locked), and one claimed is locked already.
 */
export async function requeueOrphanedJobs(db: Db): Promise<number> {
  const result = await sql`
    with running as materialized (select id from jobs where status = 'running' for update skip locked)
    update jobs set status = 'queued', locked_at = null, locked_by = null, updated_at = now()
    from running where jobs.id = running.id and pg_try_advisory_xact_lock(${jobLockKey(sql.ref('running.id'))})`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0);
}

/** Every running job back to the queue: its worker, the only one, died with its process. */
export async function requeueRunningJobs(db: Db): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'queued', locked_at: null, locked_by: null, updated_at: sql`now()` })
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
