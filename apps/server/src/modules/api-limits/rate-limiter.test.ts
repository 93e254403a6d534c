import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, TokenRateLimiter } from './rate-limiter.ts';

const DAY = 86_400_000;

describe('TokenRateLimiter', () => {
  it('defaults to 100 calls a minute, 10,000 a day and 30 writes a minute', () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({ perMinute: 100, perDay: 10_000, writesPerMinute: 30 });
  });

  it('refuses the call past a limit and names the seconds until a call is allowed again', () => {
    const limiter = new TokenRateLimiter();
    const limits = { perMinute: 2, perDay: 3, writesPerMinute: 1 };
    const start = 10 * DAY + 30_000;
    expect(limiter.take(1, true, limits, start)).toEqual({ ok: true });
    expect(limiter.take(1, true, limits, start + 20_000)).toEqual({ ok: false, retryAfter: 40 });
    expect(limiter.take(1, false, limits, start + 20_000)).toEqual({ ok: true });
    expect(limiter.take(1, false, limits, start + 30_000)).toEqual({ ok: false, retryAfter: 30 });
    expect(limiter.take(2, false, limits, start)).toEqual({ ok: true }); // another token has its own log
    expect(limiter.take(1, false, limits, start + 60_000)).toEqual({ ok: true }); // the first call left the log
    expect(limiter.take(1, false, limits, start + 200_000)).toEqual({ ok: false, retryAfter: Math.ceil((11 * DAY - start - 200_000) / 1000) });
    expect(limiter.take(1, false, limits, 11 * DAY)).toEqual({ ok: true }); // next day
  });

  it('counts the last 60 seconds across a clock-minute boundary', () => {
    const limiter = new TokenRateLimiter();
    const limits = { perMinute: 100, perDay: 10_000, writesPerMinute: 30 };
    const justBeforeMinute = 10 * DAY + 59_900;
    for (let i = 0; i < 100; i++) expect(limiter.take(1, false, limits, justBeforeMinute)).toEqual({ ok: true });
    expect(limiter.take(1, false, limits, justBeforeMinute + 200)).toEqual({ ok: false, retryAfter: 60 });
    expect(limiter.take(1, false, limits, justBeforeMinute + 59_999)).toEqual({ ok: false, retryAfter: 1 });
    expect(limiter.take(1, false, limits, justBeforeMinute + 60_000)).toEqual({ ok: true });
  });
});
