import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { enqueue } from './queue.ts';
import { JobInterrupted, startWorker } from './worker.ts';

declare module './job-types.ts' {
  interface JobPayloads {
    'test.long': Record<string, never>;
  }
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('stopping a worker', () => {
  it('lets a long job stop at a safe point and puts it back in the queue without using an attempt', async () => {
    await enqueue(database.db, 'test.long', {}, { maxAttempts: 1 });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const worker = startWorker({
      db: database.db,
      handlers: {
        'test.long': async (_payload, context) => {
          started();
          while (!context.signal.aborted) await new Promise((resolve) => setTimeout(resolve, 5));
          throw new JobInterrupted();
        },
      },
    });
    await running;
    await worker.stop();
    const job = await database.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'queued', attempts: 0, locked_by: null, last_error: null });
  });
});
