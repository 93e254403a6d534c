/** General limits per API token (overridable per contributor in api_limits). */
export const DEFAULT_RATE_LIMITS = { perMinute: 100, perDay: 10_000, writesPerMinute: 30 } as const;

export interface RateLimits {
  perMinute: number;
  perDay: number;
  writesPerMinute: number;
}

interface Holder {
  /** Times of the calls (and of the writes) allowed in the last minute, oldest first. */
  calls: number[];
  writes: number[];
  day: number;
  dayCount: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Drops the times a minute or more before now; they no longer count. */
function prune(times: number[], now: number) {
  let expired = 0;
  while (expired < times.length && times[expired]! <= now - MINUTE) expired++;
  if (expired) times.splice(0, expired);
}

/** Seconds until the oldest call of a full minute log leaves it. */
function secondsUntilFree(times: number[], now: number) {
  return Math.max(1, Math.ceil((times[0]! + MINUTE - now) / 1000));
}

/**
 * Per token holder, in memory: checking costs no database call. The minute limits count the calls of
 * the last 60 seconds (a sliding log: a fixed clock-minute window would let twice the limit through
 * across a minute boundary); the day limit counts per calendar day (UTC). With several server
 * processes each counts its own share (a documented limitation).
 */
export class TokenRateLimiter {
  private holders = new Map<number, Holder>();
  private checks = 0;

  /** Counts the call when allowed; otherwise answers how many seconds until it would be. */
  take(userId: number, isWrite: boolean, limits: RateLimits, now = Date.now()): { ok: true } | { ok: false; retryAfter: number } {
    const day = Math.floor(now / DAY);
    let h = this.holders.get(userId);
    if (!h) {
      h = { calls: [], writes: [], day, dayCount: 0 };
      this.holders.set(userId, h);
    }
    if (h.day !== day) Object.assign(h, { day, dayCount: 0 });
    prune(h.calls, now);
    prune(h.writes, now);
    if (h.dayCount >= limits.perDay) return { ok: false, retryAfter: Math.ceil(((day + 1) * DAY - now) / 1000) };
    if (h.calls.length >= limits.perMinute) return { ok: false, retryAfter: secondsUntilFree(h.calls, now) };
    if (isWrite && h.writes.length >= limits.writesPerMinute) return { ok: false, retryAfter: secondsUntilFree(h.writes, now) };
    h.calls.push(now);
    if (isWrite) h.writes.push(now);
    h.dayCount++;
    if (++this.checks % 10_000 === 0) this.sweep(day);
    return { ok: true };
  }

  /** Forgets holders idle since an earlier day, so memory follows the active tokens only. */
  private sweep(day: number) {
    for (const [userId, h] of this.holders) if (h.day < day) this.holders.delete(userId);
  }
}
