import type { Executor } from '../../db/executor.ts';
import type { GeocodeResult } from './service.ts';

export async function findCachedGeocode(db: Executor, cacheKey: string): Promise<GeocodeResult | undefined> {
  const row = await db.selectFrom('geocode_cache').select('result').where('cache_key', '=', cacheKey).executeTakeFirst();
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
    .onConflict((conflict) => conflict.column('cache_key').doNothing())
    .execute();
}
