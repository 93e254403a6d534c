import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { GeocodeResult } from './types.ts';

export async function findCachedGeocode(db: Executor, cacheKey: string): Promise<GeocodeResult | undefined> {
  const row = await db
    .selectFrom('geocode_cache')
    .select('result')
    .where('cache_key', '=', cacheKey)
    .executeTakeFirst();
  return row ? (row.result as GeocodeResult) : undefined;
}

export async function saveGeocode(
  db: Executor,
  entry: { cacheKey: string; countryCode: string; address: string; provider: string; result: GeocodeResult },
): Promise<void> {
  await db
    .insertInto('geocode_cache')
    .values({
      cache_key: entry.cacheKey,
      country_code: entry.countryCode,
      address: entry.address,
      provider: entry.provider,
      result: JSON.stringify(entry.result),
    })
    .onConflict((conflict) => conflict.column('cache_key').doUpdateSet({ result: JSON.stringify(entry.result) }))
    .execute();
}

/**
 * Reserves the provider's next request slot, `spacingMs` after the last one any process reserved
 * (by the database's clock), and returns it as epoch milliseconds: the caller waits for that
 * moment by its own clock. A free slot lies `leadMs` ahead, so that the caller, however slowly
 * this answer reaches it, sends at its slot and not late into the next caller's.
 */
export async function reserveRequestSlot(
  db: Executor,
  provider: string,
  spacingMs: number,
  leadMs: number,
): Promise<number> {
  const ms = (value: number) => sql`make_interval(secs => ${value / 1000}::float8)`;
  const { rows } = await sql<{ slot_ms: number }>`
    insert into geocoder_request_slots as s (provider, next_at) values (${provider}, clock_timestamp() + ${ms(leadMs + spacingMs)})
    on conflict (provider) do update set next_at = greatest(s.next_at, clock_timestamp() + ${ms(leadMs)}) + ${ms(spacingMs)}
    returning (extract(epoch from s.next_at) * 1000 - ${spacingMs}::float8)::float8 as slot_ms`.execute(db);
  return rows[0]!.slot_ms;
}
