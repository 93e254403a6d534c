import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { faultPoint } from './fault-point.ts';
import type { JobContext, JobHandlers } from './job-types.ts';
import {
  claimNextJob,
  completeJob,
  failJob,
  onJobEnqueued,
  otherJobDue,
  releaseJob,
  releaseJobLock,
  requeueExpiredJobs,
  requeueOrphanedJobs,
  requeueRunningJobs,
  type ClaimedJob,
} from './queue.ts';

/** Thrown by a job that stopped at a safe point because its worker is stopping; it is requeued as it was. */
export class JobInterrupted extends Error {
  constructor() {
    super('The worker stopped; the job continues at the next start.');
  }
}

/**
 * Thrown by a long job at a safe point once its turn is over (context.turnOver()): it goes back to
 * the queue as it is, without using up an attempt, behind the jobs of owners served before it.
 */
export class JobYielded extends Error {
  constructor() {
    super('The job gave its turn to other jobs; it continues at its next turn.');
  }
}

/** How long a job runs before it gives its turn to a waiting job of another list (or account). */
export const SLICE_MS = 1_000;
/** How often a job past its slice looks for a waiting job. */
const TURN_LOOK_MS = 200;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How often running jobs are checked for a dead worker (a lock nobody holds): a cheap look at a few rows. */
const ORPHAN_CHECK_MS = 5_000;

/** A job cut off by the database going away waits this long before it runs again. */
const UNAVAILABLE_RETRY_SECONDS = 2;

export interface WorkerOptions {
  db: Db;
  handlers: JobHandlers;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How long a job may run before another worker may take it over. */
  leaseSeconds?: number;
  /** How long a job runs before it gives its turn to a waiting one (SLICE_MS). */
  sliceMs?: number;
  idlePollMs?: number;
  workerId?: string;
  /**
   * The only worker there can be (the embedded database belongs to one process): jobs still
   * marked running were its own before a crash, and are taken back at once instead of after
   * their lease.
   */
  soleWorker?: boolean;
}

export interface Worker {
  readonly id: string;
  /** Resolves when no job is due (tests and scripts). */
  drain(): Promise<void>;
  /**
   * Stops taking jobs and waits for the current one to reach a safe point. With `graceMs`, a job
   * still running after it is put back in the queue and left to be rolled back with its
   * connection (every step commits whole batches, so nothing half-written stays).
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/** Runs due jobs one at a time until stopped. Several workers (processes) may share one database. */
export function startWorker(options: WorkerOptions): Worker {
  const id = options.workerId ?? `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  const leaseSeconds = options.leaseSeconds ?? 600;
  const idlePollMs = options.idlePollMs ?? 1000;
  const sliceMs = options.sliceMs ?? SLICE_MS;
  let running = true;
  let wake: (() => void) | null = null;
  let idleWaiters: (() => void)[] = [];
  const unsubscribe = onJobEnqueued(() => wake?.());
  const stopping = new AbortController();
  let current: ClaimedJob | null = null;
  /** Resolved by a stop whose grace ran out: the job still running is left behind, already requeued. */
  let abandon!: () => void;
  const abandoned = new Promise<void>((resolve) => (abandon = resolve));

  async function runJob(job: ClaimedJob) {
    const handler = options.handlers[job.name as keyof JobHandlers] as
      ((payload: unknown, context: JobContext) => Promise<void>) | undefined;
    const started = performance.now();
    const ran = () => performance.now() - started;
    let lastLook = 0;
    const turnOver = async () => {
      const now = performance.now();
      if (now - started < sliceMs || now - lastLook < TURN_LOOK_MS) return false;
      lastLook = now;
      return otherJobDue(options.db, job.id);
    };
    try {
      if (!handler) throw new Error(`No handler for job '${job.name}'`);
      await handler(job.payload, {
        jobId: job.id,
        attempt: job.attempts,
        signal: stopping.signal,
        workMs: job.work_ms,
        turnOver,
      });
      faultPoint(`job:${job.name}`);
      await persist(() => completeJob(options.db, job.id, ran()));
    } catch (error) {
      if (stopping.signal.aborted && error instanceof JobInterrupted) {
        await releaseJob(options.db, job.id, 0, ran());
        return;
      }
      if (error instanceof JobYielded) {
        await persist(() => releaseJob(options.db, job.id, 0, ran()));
        return;
      }
      if (isDatabaseUnavailable(error)) {
        // The database went away (a restart): not the job's fault, so no attempt is used up; it
        // runs again once the database answers. Its rows' work was rolled back with its transaction.
        options.log?.warn({ err: error, job: job.name, jobId: job.id }, 'job interrupted: database unavailable');
        await persist(() => releaseJob(options.db, job.id, UNAVAILABLE_RETRY_SECONDS));
        return;
      }
      const outcome = await persist(() => failJob(options.db, job, error, ran()));
      options.log?.warn({ err: error, job: job.name, jobId: job.id, attempt: job.attempts, outcome }, 'job failed');
    }
  }

  /**
   * Writes a job's outcome, trying again while the database is unreachable: given up, the job
   * would stay 'running' until its lease ends (ten minutes), holding up its list.
   */
  async function persist<T>(write: () => Promise<T>): Promise<T | undefined> {
    for (let wait = 250; ; wait = Math.min(wait * 2, 5_000)) {
      try {
        return await write();
      } catch (error) {
        if (!isDatabaseUnavailable(error) || !running) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  const loop = (async () => {
    let lastReap = 0;
    let lastOrphanCheck = 0;
    if (options.soleWorker) {
      try {
        const taken = await persist(() => requeueRunningJobs(options.db));
        if (taken) options.log?.info({ jobs: taken }, 'jobs of the previous run taken back');
      } catch (error) {
        options.log?.error({ err: error }, 'worker could not take back the jobs of the previous run');
      }
    }
    while (running) {
      // Only a drain() made before this iteration's claim may be told "nothing is due": a claim
      // already under way when a job was made due could have missed it.
      const waitersBeforeClaim = idleWaiters;
      idleWaiters = [];
      try {
        if (Date.now() - lastOrphanCheck > ORPHAN_CHECK_MS) {
          lastOrphanCheck = Date.now();
          const taken = await requeueOrphanedJobs(options.db);
          if (taken) options.log?.info({ jobs: taken }, 'jobs of a dead worker taken back');
        }
        if (Date.now() - lastReap > leaseSeconds * 100) {
          lastReap = Date.now();
          await requeueExpiredJobs(options.db, leaseSeconds);
        }
        // The job runs while its lock is held on a connection kept for it (see claimNextJob).
        const ran = await options.db.connection().execute(async (session) => {
          const job = await claimNextJob(session, id, { holdLock: true });
          if (!job) return false;
          current = job;
          try {
            await Promise.race([runJob(job), abandoned]);
          } finally {
            current = null;
            await releaseJobLock(session, job.id).catch(() => undefined);
          }
          return true;
        });
        if (ran) {
          idleWaiters = [...waitersBeforeClaim, ...idleWaiters];
          continue;
        }
      } catch (error) {
        // The database may be restarting: wait and try again rather than die.
        options.log?.error({ err: error }, 'worker could not reach the queue');
      }
      waitersBeforeClaim.forEach((resolve) => resolve());
      // A drain() made during the claim: look again at once instead of sleeping.
      if (idleWaiters.length > 0) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, idlePollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  })();

  return {
    id,
    drain: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        wake?.();
      }),
    async stop({ graceMs } = {}) {
      running = false;
      stopping.abort();
      unsubscribe();
      wake?.();
      const stopped =
        graceMs === undefined ? true : await Promise.race([loop.then(() => true), delay(graceMs).then(() => false)]);
      if (!stopped) {
        if (current) await releaseJob(options.db, current.id).catch(() => undefined);
        // Requeued: the loop lets go of the job's lock and connection (so the pool can close) without waiting for it.
        abandon();
      }
      await loop;
      idleWaiters.forEach((resolve) => resolve());
    },
  };
}
