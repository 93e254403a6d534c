// Search and tile speed on a seeded database: every single filter through the API and as bare
// SQL (the same statements), the plans' scans of facility_index, and tiles with a cold cache.
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, sql, type Compilable } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';
import { searchParamsSchema } from '@registry/core/search-params';
import { singleFacet } from '../apps/server/src/modules/search/search-plan.ts';
import {
  prepareTextQuery,
  searchExtentQuery,
  searchPageQuery,
  searchSummaryQuery,
  summarizeSearch,
} from '../apps/server/src/modules/search/search-queries.ts';
import { searchCases } from './search-cases.ts';
import { summarize, type Summary } from './stats.ts';

/** The web app's header: the API answers 401 to calls without it, a session or a token. */
export const WEB_CLIENT = { 'x-client-key': 'bench' };

/** Query string to the object Fastify hands the routes (repeated keys become arrays). */
function parseQuery(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const existing = out[key];
    out[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Scan nodes of a plan that read facility_index without an index. */
async function seqScans(db: Db, query: Compilable): Promise<string[]> {
  const compiled = query.compile();
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const found: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'facility_index')
      found.push('Seq Scan on facility_index');
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  const plan = rows[0]!['QUERY PLAN'];
  walk((Array.isArray(plan) ? plan[0] : JSON.parse(String(plan))[0]).Plan);
  return found;
}

export interface SearchSpeed {
  name: string;
  count: number;
  apiMs: Summary;
  sqlMs: Summary;
  apiToSqlP50: number;
  seqScans: string[];
}

export async function measureSearchSpeed(app: FastifyInstance, db: Db, runs: number): Promise<SearchSpeed[]> {
  const results: SearchSpeed[] = [];
  for (const { name, query } of await searchCases(db)) {
    const full = `${query}${query ? '&' : ''}pageSize=50&number_of_public_contributors=true`;
    const params = searchParamsSchema.parse(parseQuery(full));
    const textQuery = params.q ? await prepareTextQuery(db, params.q) : undefined;
    const page = searchPageQuery(db, params, textQuery);
    // The statements the API runs: a kept count and the extent's index walks, or a live summary.
    const summary = singleFacet(params)
      ? searchExtentQuery(db, params, textQuery)
      : searchSummaryQuery(db, params, textQuery);
    const api: number[] = [];
    const bare: number[] = [];
    let count = 0;
    // Alternating, so both see the same cache state.
    for (let i = 0; i < runs; i++) {
      api.push(
        await time(async () => {
          const response = await app.inject({ method: 'GET', url: `/api/facilities/?${full}`, headers: WEB_CLIENT });
          if (response.statusCode !== 200)
            throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          count = response.json().count;
        }),
      );
      // With q, the API first folds it and reads its words' spellings: that statement counts too.
      bare.push(
        await time(async () => {
          if (params.q) await prepareTextQuery(db, params.q);
          await Promise.all([page.execute(), summarizeSearch(db, params, textQuery)]);
        }),
      );
    }
    const apiMs = summarize(api);
    const sqlMs = summarize(bare);
    const scans = [...(await seqScans(db, page)), ...(await seqScans(db, summary))];
    results.push({
      name,
      count,
      apiMs,
      sqlMs,
      apiToSqlP50: Number((apiMs.p50 / Math.max(sqlMs.p50, 0.1)).toFixed(2)),
      seqScans: scans,
    });
  }
  return results;
}

/** Tile addresses over the data: distinct, so every request finds the tile cache cold. */
async function tileAddresses(db: Db, count: number, zooms: [number, number]): Promise<string[]> {
  const { rows } = await sql<{ lat: number; lng: number }>`
    select lat, lng from facility_index tablesample system (1) repeatable (7) limit ${count * 4}`.execute(db);
  const seen = new Set<string>();
  for (const [i, { lat, lng }] of rows.entries()) {
    const z = zooms[0] + (i % (zooms[1] - zooms[0] + 1));
    const n = 2 ** z;
    const x = Math.floor(((lng + 180) / 360) * n);
    const rad = (Math.max(-85, Math.min(85, lat)) * Math.PI) / 180;
    const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
    seen.add(`${z}/${x}/${y}`);
    if (seen.size === count) break;
  }
  return [...seen];
}

export interface TileSpeed {
  name: string;
  tiles: number;
  coldMs: Summary;
  warmMs: Summary;
}

/** Each group on a new app, so its tile cache starts empty. */
export async function measureTileSpeed(
  makeApp: () => Promise<FastifyInstance>,
  db: Db,
  runs: number,
): Promise<TileSpeed[]> {
  const layers: [string, string, [number, number], string][] = [
    ['grid tile z2-z11', 'facilitygrid', [2, 11], ''],
    ['grid tile z2-z5', 'facilitygrid', [2, 5], ''],
    ['grid tile z2-z11, sector filter', 'facilitygrid', [2, 11], '?sectors=Apparel'],
    ['facility tile z12-z15', 'facilities', [12, 15], ''],
  ];
  const results: TileSpeed[] = [];
  for (const [name, layer, zooms, filter] of layers) {
    const addresses = await tileAddresses(db, runs, zooms);
    const app = await makeApp();
    const key = (
      await app.inject({ method: 'GET', url: '/api/current_tile_cache_key', headers: WEB_CLIENT })
    ).json() as string;
    const get = async (address: string) => {
      const response = await app.inject({ method: 'GET', url: `/tile/${layer}/${key}/${address}.pbf${filter}` });
      if (response.statusCode !== 200) throw new Error(`${layer} ${address}: ${response.statusCode}`);
    };
    const cold: number[] = [];
    for (const address of addresses) cold.push(await time(() => get(address)));
    const warm: number[] = [];
    for (const address of addresses) warm.push(await time(() => get(address)));
    await app.close();
    results.push({ name, tiles: addresses.length, coldMs: summarize(cold), warmMs: summarize(warm) });
  }
  return results;
}
