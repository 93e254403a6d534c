/** General limits per API token (overridable per contributor in api_limits). */
export const DEFAULT_RATE_LIMITS = { perMinute: 100, perDay: 10_000, writesPerMinute: 30 } as const;

export interface RateLimits {
  perMinute: number;
  perDay: number;
  writesPerMinute: number;
}

interface Windows {
  minute: number;
  minuteCount: number;
  writeCount: number;
  day: number;
  dayCount: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Fixed-window counters per token holder, in memory: checking costs no database call. With
 * several server processes each counts its own share (a documented limitation).
 */
export class TokenRateLimiter {
  private windows = new Map<number, Windows>();
  private checks = 0;

  /** Counts the call when allowed; otherwise answers how many seconds until it would be. */
  take(userId: number, isWrite: boolean, limits: RateLimits, now = Date.now()): { ok: true } | { ok: false; retryAfter: number } {
    const minute = Math.floor(now / MINUTE);
    const day = Math.floor(now / DAY);
    let w = this.windows.get(userId);
    if (!w) {
      w = { minute, minuteCount: 0, writeCount: 0, day, dayCount: 0 };
      this.windows.set(userId, w);
    }
    if (w.minute !== minute) Object.assign(w, { minute, minuteCount: 0, writeCount: 0 });
    if (w.day !== day) Object.assign(w, { day, dayCount: 0 });
    const toNextMinute = Math.ceil(((minute + 1) * MINUTE - now) / 1000);
    if (w.dayCount >= limits.perDay) return { ok: false, retryAfter: Math.ceil(((day + 1) * DAY - now) / 1000) };
    if (w.minuteCount >= limits.perMinute) return { ok: false, retryAfter: toNextMinute };
    if (isWrite && w.writeCount >= limits.writesPerMinute) return { ok: false, retryAfter: toNextMinute };
    w.minuteCount++;
    w.dayCount++;
    if (isWrite) w.writeCount++;
    if (++this.checks % 10_000 === 0) this.sweep(day);
    return { ok: true };
  }

  /** Forgets holders idle since an earlier day, so memory follows the active tokens only. */
  private sweep(day: number) {
    for (const [userId, w] of this.windows) if (w.day < day) this.windows.delete(userId);
  }
}
