import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createRateLimiter, DEFAULT_RATE_LIMITS, type RateLimiter } from './rate-limiter.ts';

const DAY = 86_400_000;

let database: Database;
let limiter: RateLimiter;
beforeAll(async () => {
  database = await openTestDatabase();
  limiter = createRateLimiter(database.db);
});
afterAll(() => database.close());

describe('the shared rate limiter', () => {
  it('defaults to 100 calls a minute, 10,000 a day and 30 writes a minute', () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({ perMinute: 100, perDay: 10_000, writesPerMinute: 30 });
  });

  it('refuses the call past a limit and names the seconds until a call is allowed again', async () => {
    const limits = { perMinute: 2, perDay: 3, writesPerMinute: 1 };
    const start = 10 * DAY + 30_000;
    expect(await limiter.take('a', true, limits, start)).toEqual({ ok: true });
    expect(await limiter.take('a', true, limits, start + 20_000)).toEqual({ ok: false, retryAfter: 40 });
    expect(await limiter.take('a', false, limits, start + 20_000)).toEqual({ ok: true });
    expect(await limiter.take('a', false, limits, start + 30_000)).toEqual({ ok: false, retryAfter: 30 });
    expect(await limiter.take('b', false, limits, start)).toEqual({ ok: true }); // another holder has its own log
    expect(await limiter.take('a', false, limits, start + 60_000)).toEqual({ ok: true }); // the first call left the log
    expect(await limiter.take('a', false, limits, start + 200_000)).toEqual({
      ok: false,
      retryAfter: Math.ceil((11 * DAY - start - 200_000) / 1000),
    });
    expect(await limiter.take('a', false, limits, 11 * DAY)).toEqual({ ok: true }); // next day
  });

  it('counts the last 60 seconds across a clock-minute boundary', async () => {
    const limits = { perMinute: 100, perDay: 10_000, writesPerMinute: 30 };
    const justBeforeMinute = 10 * DAY + 59_900;
    for (let i = 0; i < 100; i++)
      expect(await limiter.take('c', false, limits, justBeforeMinute)).toEqual({ ok: true });
    expect(await limiter.take('c', false, limits, justBeforeMinute + 200)).toEqual({ ok: false, retryAfter: 60 });
    expect(await limiter.take('c', false, limits, justBeforeMinute + 59_999)).toEqual({ ok: false, retryAfter: 1 });
    expect(await limiter.take('c', false, limits, justBeforeMinute + 60_000)).toEqual({ ok: true });
  });

  it('an infinite limit is no limit', async () => {
    const limits = { perMinute: Number.POSITIVE_INFINITY, perDay: Number.POSITIVE_INFINITY, writesPerMinute: 2 };
    const at = 20 * DAY;
    for (let i = 0; i < 5; i++) expect(await limiter.take('d', false, limits, at)).toEqual({ ok: true });
    expect(await limiter.take('d', true, limits, at)).toEqual({ ok: true });
    expect(await limiter.take('d', true, limits, at)).toEqual({ ok: true });
    expect(await limiter.take('d', true, limits, at + 1_000)).toEqual({ ok: false, retryAfter: 59 });
  });

  it('counts exactly under concurrent calls from several limiters (processes) on one database', async () => {
    const limiters = [limiter, createRateLimiter(database.db), createRateLimiter(database.db)];
    const limits = { perMinute: 40, perDay: 10_000, writesPerMinute: 40 };
    const results = await Promise.all(Array.from({ length: 90 }, (_, i) => limiters[i % 3]!.take('e', false, limits)));
    expect(results.filter((r) => r.ok)).toHaveLength(40);
  });
});
