import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Windows that have ended are deleted after this many attempts of a process. */
const SWEEP_EVERY = 1_000;

/**
 * @fastify/rate-limit's counters (the sign-up, log-in and password-reset limits) in the shared
 * database (rate_limit_windows, migration 0021) instead of each process's memory: the same fixed
 * windows as its in-memory store, one per route and client address, so N servers give a client the
 * limit once. One upsert per attempt.
 */
export function sharedRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let hits = 0;
  const hit = async (key: string, windowMs: number) => {
    const { rows } = await sql<{
      hits: number;
      ttl_ms: number;
    }>`select hits, ttl_ms from rate_limit_window_hit(${key}, ${windowMs})`.execute(db);
    if (++hits % SWEEP_EVERY === 0) await sql`delete from rate_limit_windows where ends_at < now()`.execute(db);
    return { current: rows[0]!.hits, ttl: rows[0]!.ttl_ms };
  };

  return class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      hit(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** Each limited route counts on its own, as with the in-memory store. */
    child(routeOptions: unknown) {
      const { method, url } = (routeOptions as { routeInfo: { method: string; url: string } }).routeInfo;
      return new SharedStore(null, `${method} ${url} `);
    }
  };
}
