import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import { openDatabase, type Database } from '../db/database.ts';
import {
  claimNextJob,
  enqueue,
  releaseJobLock,
  requeueExpiredJobs,
  requeueOrphanedJobs,
  retryDelaySeconds,
} from './queue.ts';
import { startWorker } from './worker.ts';

declare module './job-types.ts' {
  interface JobPayloads {
    'test.record': { value: string };
    'test.flaky': { failTimes: number };
  }
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.deleteFrom('jobs').execute();
});

const jobs = () => database.db.selectFrom('jobs').selectAll().orderBy('id').execute();

describe('job queue', () => {
  it('runs queued jobs once and marks them done', async () => {
    const seen: string[] = [];
    await enqueue(database.db, 'test.record', { value: 'a' });
    await enqueue(database.db, 'test.record', { value: 'b' });
    const worker = startWorker({ db: database.db, handlers: { 'test.record': async (p) => void seen.push(p.value) } });
    await worker.drain();
    await worker.stop();
    expect(seen).toEqual(['a', 'b']);
    expect((await jobs()).map((job) => [job.status, job.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
  });

  it('enqueues inside the caller transaction: a rollback leaves no job', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueue(trx, 'test.record', { value: 'lost' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await jobs()).toEqual([]);
  });

  it('ignores a second job with the same pending dedupe key', async () => {
    expect(await enqueue(database.db, 'test.record', { value: 'x' }, { dedupeKey: 'list:1' })).toBeTypeOf('number');
    expect(await enqueue(database.db, 'test.record', { value: 'y' }, { dedupeKey: 'list:1' })).toBeNull();
    expect(await jobs()).toHaveLength(1);
  });

  it('retries a failing job with backoff and gives up after max attempts', async () => {
    let calls = 0;
    await enqueue(database.db, 'test.flaky', { failTimes: 99 }, { maxAttempts: 2 });
    const worker = startWorker({
      db: database.db,
      handlers: {
        'test.flaky': async () => {
          calls++;
          throw new Error(`attempt ${calls} failed`);
        },
      },
    });
    await worker.drain();
    let [job] = await jobs();
    expect(job).toMatchObject({ status: 'queued', attempts: 1, last_error: 'attempt 1 failed' });
    expect(job!.run_at.getTime()).toBeGreaterThan(Date.now() + 1000);
    // Make the retry due now instead of waiting for the backoff.
    await database.db
      .updateTable('jobs')
      .set({ run_at: sql`now()` })
      .execute();
    await worker.drain();
    await worker.stop();
    [job] = await jobs();
    expect(job).toMatchObject({ status: 'failed', attempts: 2, last_error: 'attempt 2 failed' });
    expect(calls).toBe(2);
  });

  it('fails a job with no handler without stopping the worker', async () => {
    await database.db.insertInto('jobs').values({ name: 'unknown.job', max_attempts: 1 }).execute();
    const worker = startWorker({ db: database.db, handlers: {} });
    await worker.drain();
    await worker.stop();
    expect((await jobs())[0]).toMatchObject({ status: 'failed', last_error: "No handler for job 'unknown.job'" });
  });

  it('gives the job of a dead worker back to the queue after its lease', async () => {
    await enqueue(database.db, 'test.record', { value: 'orphan' });
    const claimed = await claimNextJob(database.db, 'dead-worker');
    expect(claimed?.attempts).toBe(1);
    expect(await claimNextJob(database.db, 'other')).toBeUndefined();
    expect(await requeueExpiredJobs(database.db, 600)).toBe(0);
    await database.db
      .updateTable('jobs')
      .set({ locked_at: sql`now() - interval '11 minutes'` })
      .execute();
    expect(await requeueExpiredJobs(database.db, 600)).toBe(1);
    expect((await claimNextJob(database.db, 'other'))?.attempts).toBe(2);
  });

  it('takes back at once the job of a worker whose process died (its connection, and so its lock, gone)', async () => {
    await enqueue(database.db, 'test.record', { value: 'killed' });
    await enqueue(database.db, 'test.record', { value: 'finished' });
    // Another process's worker: one connection, on which it holds the lock of the job it runs.
    const other = await openDatabase({ databaseUrl: database.url, poolSize: 1 });
    const killed = await claimNextJob(other.db, 'killed-worker', { holdLock: true });
    const finished = await claimNextJob(other.db, 'killed-worker', { holdLock: true });
    await releaseJobLock(other.db, finished!.id);
    // Alive and holding its lock: its job stays its own. The one whose lock it let go is taken back.
    expect(await requeueOrphanedJobs(database.db)).toBe(1);
    expect((await jobs()).map((job) => [job.id, job.status])).toEqual([
      [killed!.id, 'running'],
      [finished!.id, 'queued'],
    ]);
    await other.close(); // the process dies: PostgreSQL ends its session and lets its locks go (its backend, a moment later)
    await expect.poll(() => requeueOrphanedJobs(database.db), { timeout: 5_000, interval: 50 }).toBe(1);
    expect((await jobs()).map((job) => [job.status, job.locked_by])).toEqual([
      ['queued', null],
      ['queued', null],
    ]);
    expect((await claimNextJob(database.db, 'other'))?.id).toBe(killed!.id);
  });

  it('never hands one job to two workers', async () => {
    for (let i = 0; i < 20; i++) await enqueue(database.db, 'test.record', { value: String(i) });
    const seen: string[] = [];
    const handler = async (p: { value: string }) => {
      seen.push(p.value);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const workers = [1, 2, 3].map(() => startWorker({ db: database.db, handlers: { 'test.record': handler } }));
    await Promise.all(workers.map((worker) => worker.drain()));
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(seen.sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 20 }, (_, i) => String(i)));
  });

  it('backs off exponentially up to ten minutes', () => {
    expect([1, 2, 3, 10, 20].map(retryDelaySeconds)).toEqual([2, 4, 8, 600, 600]);
  });
});
