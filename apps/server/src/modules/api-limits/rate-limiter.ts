import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** General limits per API token (overridable per contributor in api_limits). */
export const DEFAULT_RATE_LIMITS = { perMinute: 100, perDay: 10_000, writesPerMinute: 30 } as const;

export interface RateLimits {
  perMinute: number;
  perDay: number;
  writesPerMinute: number;
}

export type RateDecision = { ok: true } | { ok: false; retryAfter: number };

/** Infinity (no limit) is a null limit in SQL. */
const limitParam = (limit: number) => (Number.isFinite(limit) ? limit : null);

/** Holders idle since an earlier day are deleted after this many calls of a process. */
const SWEEP_EVERY = 10_000;

/**
 * Per holder (an API token's user, or a browser session's writes), in the shared database
 * (rate_limit_logs, migration 0021), so every server process counts the same calls. The minute
 * limits count the calls of the last 60 seconds (a sliding log: a fixed clock-minute window would
 * let twice the limit through across a minute boundary); the day limit counts per calendar day
 * (UTC). One statement per call: the holder's row is locked while it is checked and counted.
 */
export function createRateLimiter(db: Db) {
  let takes = 0;
  return {
    /** Counts the call when allowed; otherwise answers how many seconds until it would be. `now` (epoch ms) is for tests; the database's clock by default. */
    async take(holder: string, isWrite: boolean, limits: RateLimits, now?: number): Promise<RateDecision> {
      const { rows } = await sql<{ retry_after: number }>`
        select rate_limit_log_take(${holder}, ${isWrite}, ${limitParam(limits.perMinute)}, ${limitParam(limits.perDay)},
          ${limitParam(limits.writesPerMinute)}, ${now ?? null}::bigint) as retry_after`.execute(db);
      if (++takes % SWEEP_EVERY === 0)
        await sql`delete from rate_limit_logs where day < (extract(epoch from now()) / 86400)::integer - 1`.execute(db);
      const retryAfter = rows[0]!.retry_after;
      return retryAfter === 0 ? { ok: true } : { ok: false, retryAfter };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
