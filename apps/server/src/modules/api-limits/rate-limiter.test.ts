import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, TokenRateLimiter } from './rate-limiter.ts';

const DAY = 86_400_000;

describe('TokenRateLimiter', () => {
  it('defaults to 100 calls a minute, 10,000 a day and 30 writes a minute', () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({ perMinute: 100, perDay: 10_000, writesPerMinute: 30 });
  });

  it('refuses the call past a window and names the seconds until the window ends', () => {
    const limiter = new TokenRateLimiter();
    const limits = { perMinute: 2, perDay: 3, writesPerMinute: 1 };
    const start = 10 * DAY + 30_000; // half a minute into a minute
    expect(limiter.take(1, true, limits, start)).toEqual({ ok: true });
    expect(limiter.take(1, true, limits, start)).toEqual({ ok: false, retryAfter: 30 });
    expect(limiter.take(1, false, limits, start + 1)).toEqual({ ok: true });
    expect(limiter.take(1, false, limits, start + 2)).toEqual({ ok: false, retryAfter: 30 });
    expect(limiter.take(2, false, limits, start)).toEqual({ ok: true }); // another token has its own windows
    expect(limiter.take(1, false, limits, start + 60_000)).toEqual({ ok: true }); // next minute
    expect(limiter.take(1, false, limits, start + 61_000)).toEqual({ ok: false, retryAfter: Math.ceil((11 * DAY - start - 61_000) / 1000) });
    expect(limiter.take(1, false, limits, 11 * DAY)).toEqual({ ok: true }); // next day
  });
});
