import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import type { Database } from '../db/database.ts';
import { claimNextJob, completeJob, enqueue } from './queue.ts';
import { JobYielded, startWorker } from './worker.ts';

declare module './job-types.ts' {
  interface JobPayloads {
    'test.turn': { label: string };
    'test.steps': { label: string; steps: number };
  }
}

/**
 * Issue [3.4] item 3: jobs are taken in turn per owner (the owner served longest ago first), and a
 * long job gives its turn up after a slice when another job waits, so one account's long list
 * never holds up another account's small one by more than a slice.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.deleteFrom('jobs').execute();
  await database.db.deleteFrom('job_owner_turns').execute();
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('fair turns', () => {
  it('takes due jobs owner by owner, the system’s own first', async () => {
    for (const [label, owner] of [
      ['a1', 'contributor:1'],
      ['a2', 'contributor:1'],
      ['a3', 'contributor:1'],
      ['b1', 'contributor:2'],
      ['b2', 'contributor:2'],
      ['c1', 'contributor:3'],
      ['system', undefined],
    ] as const)
      await enqueue(database.db, 'test.turn', { label }, { owner });
    const order: string[] = [];
    for (;;) {
      const job = await claimNextJob(database.db, 'test');
      if (!job) break;
      order.push((job.payload as { label: string }).label);
      await completeJob(database.db, job.id);
    }
    expect(order).toEqual(['system', 'a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it("gives a long job's turn to another owner's small job after a slice, then finishes it", async () => {
    const done = new Map<string, number>();
    const progress = new Map<number, number>();
    const turns: string[] = [];
    const worker = startWorker({
      db: database.db,
      idlePollMs: 20,
      sliceMs: 150,
      handlers: {
        'test.turn': async ({ label }) => {
          turns.push(label);
          done.set(label, performance.now());
        },
        // Steps of 20 ms, resumable: a yielded job goes on from the step it reached.
        'test.steps': async ({ label, steps }, context) => {
          turns.push(label);
          for (let step = progress.get(context.jobId) ?? 0; step < steps; step++) {
            await delay(20);
            progress.set(context.jobId, step + 1);
            if (step + 1 < steps && (await context.turnOver!())) throw new JobYielded();
          }
          done.set(label, performance.now());
        },
      },
    });
    await enqueue(database.db, 'test.steps', { label: 'long', steps: 100 }, { owner: 'contributor:1' });
    await delay(300);
    const asked = performance.now();
    await enqueue(database.db, 'test.turn', { label: 'small' }, { owner: 'contributor:2' });
    await worker.drain();
    await worker.stop();

    // Waited at most a slice (and a look for waiting jobs), not the long job's two seconds.
    expect(done.get('small')! - asked).toBeLessThan(1_000);
    expect(done.get('long')!).toBeGreaterThan(done.get('small')!);
    expect(turns.slice(0, 3)).toEqual(['long', 'small', 'long']);
    const rows = await database.db.selectFrom('jobs').select(['status', 'attempts', 'work_ms']).orderBy('id').execute();
    // Giving a turn up uses no attempt; the job's time over its turns is kept.
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
    expect(rows[0]!.work_ms).toBeGreaterThanOrEqual(100 * 20);
  });

  it('lets a long job run on when nothing else waits', async () => {
    const turns: string[] = [];
    const worker = startWorker({
      db: database.db,
      idlePollMs: 20,
      sliceMs: 50,
      handlers: {
        'test.steps': async ({ label, steps }, context) => {
          turns.push(label);
          for (let step = 0; step < steps; step++) {
            await delay(20);
            if (await context.turnOver!()) throw new JobYielded();
          }
        },
      },
    });
    await enqueue(database.db, 'test.steps', { label: 'alone', steps: 20 }, { owner: 'contributor:1' });
    await worker.drain();
    await worker.stop();
    expect(turns).toEqual(['alone']);
  });
});
