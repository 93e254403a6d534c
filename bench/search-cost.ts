// DATABASE_URL=... npx tsx bench/search-cost.ts [--requests 40] [--only "q ="] [--explain 3]
// Where a search's database time goes: the requests of bench:search's classes run one after
// another through the search service itself (the v1 classes through the v1 search), answer cache
// off, the search memory warmed as the server warms it, on one connection. Per class: the backend's CPU per request
// (/proc), and per kind of statement its count and time per request; then --explain examples of
// each kind explained (ANALYZE, BUFFERS): planning against execution, and the pages each touches.
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { parseV1Search } from '@registry/core/production-location-search-params';
import { searchParamsSchema } from '@registry/core/search-params';
import type { DB } from '../apps/server/src/db/schema.ts';
import { createRandom } from '../apps/server/src/db/seed/random.ts';
import { createSearchMemory } from '../apps/server/src/modules/search/search-memory.ts';
import { createSearchService } from '../apps/server/src/modules/search/search-service.ts';
import { createMatcher } from '../apps/server/src/modules/matching/service.ts';
import { createV1Search } from '../apps/server/src/modules/production-locations/v1-search.ts';
import { cpuMsOf } from './process-cpu.ts';
import { CLASSES, SAMPLE_QUERY, pathsOf, type Sampled } from './search-request-classes.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const perClass = Number(option('--requests') ?? 40);
const only = option('--only')?.split(',');
const explained = Number(option('--explain') ?? 3);

/** A statement's kind, by what it reads. */
function kindOf(text: string): string {
  if (/^select search_text\(/.test(text)) return 'fold q';
  if (/^select described\.os_id/.test(text)) return 'v1: description matches';
  if (/^with q \(word, word_end\)/.test(text)) return 'v1: ranks of q matches';
  if (/^select facility_index\.os_id, facility_index\.name/.test(text)) return 'v1: location rows';
  if (/floor\(lat \/ .* as "gy"/s.test(text)) return 'v1: geohex squares';
  if (/^select "lat", "lng"/.test(text)) return 'v1: geohex points';
  if (/count\(\*\)::int as "count"/.test(text)) return 'v1: count';
  if (/^select facility_index\.os_id as "os_id"/.test(text)) return 'v1: page';
  if (/with recursive found/.test(text)) return 'look up words';
  if (/facility_search_changes/.test(text)) return 'memory: changes since';
  if (/string_agg\(os_id::text/.test(text)) return 'memory: postings';
  if (/from facility_index where os_id = any/.test(text)) return 'memory: page rows';
  if (/facility_facet_counts/.test(text)) return 'kept count';
  if (/^select min\(lng\) as "min_lng".*from "facility_facet_postings"/s.test(text)) return 'extent from postings';
  if (/with matches as materialized \(\(select "os_id", "sort_name"/.test(text)) return 'area: page and summary';
  if (/with matches as materialized/.test(text)) return 'joined text';
  if (/^select \(select min\("lng"\)/.test(text)) return 'extent walks';
  if (/count\(\*\) as "count", min\(lng\)/.test(text)) return 'summary';
  if (/count\(\*\) as "count"/.test(text)) return 'count';
  if (/^(begin|commit|set local)/i.test(text)) return 'transaction';
  if (/^select "os_id"/.test(text)) return 'page';
  return text.slice(0, 40);
}

interface Seen {
  count: number;
  ms: number;
  examples: { sql: string; parameters: readonly unknown[] }[];
}

async function main() {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error('DATABASE_URL must name the seeded database');
  // The session settings of database.ts's pool.
  const pool = new pg.Pool({ connectionString, max: 1, options: '-c jit=off -c work_mem=16MB' });
  let recording: Map<string, Seen> | null = null;
  const log = (event: LogEvent) => {
    if (!recording || event.level !== 'query') return;
    const kind = kindOf(event.query.sql.trim());
    const seen = recording.get(kind) ?? { count: 0, ms: 0, examples: [] };
    seen.count += 1;
    seen.ms += event.queryDurationMillis;
    if (seen.examples.length < explained)
      seen.examples.push({ sql: event.query.sql, parameters: event.query.parameters });
    recording.set(kind, seen);
  };
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log });
  const backend = (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  const memory = createSearchMemory(db, { minPostings: 2000, maxMiB: 128 });
  await memory.warm();
  const service = createSearchService(db, { cacheEntries: 0, memory });
  const v1Search = createV1Search({
    db,
    readDb: db,
    matcher: createMatcher({ automatic: 0.8, potential: 0.5 }),
    searchMemory: memory,
    searchCacheEntries: 0,
  });
  const sample = (await pool.query<Sampled>(SAMPLE_QUERY)).rows;
  const random = createRandom(2_2);

  const chosen = CLASSES.filter(([name]) => only === undefined || only.some((prefix) => name.startsWith(prefix)));
  const searched = /^\/api\/(facilities|v1\/production-locations)\/\?/;
  for (const [name, make] of chosen) {
    const paths = pathsOf(make, random, sample, 'key', perClass).filter((path) => searched.test(path));
    if (paths.length === 0) continue;
    const statements = new Map<string, Seen>();
    recording = statements;
    const cpuBefore = cpuMsOf(backend)!;
    const started = performance.now();
    for (const path of paths) {
      const query: Record<string, string | string[]> = {};
      for (const [key, value] of new URLSearchParams(path.slice(path.indexOf('?') + 1))) {
        const had = query[key];
        query[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
      }
      if (path.startsWith('/api/v1/')) {
        const parsed = parseV1Search(query);
        if (!parsed.ok) throw new Error(`${path}: ${JSON.stringify(parsed.errors)}`);
        await v1Search.search(parsed.search);
      } else await service.search(searchParamsSchema.parse(query), null);
    }
    const wall = (performance.now() - started) / paths.length;
    const cpu = (cpuMsOf(backend)! - cpuBefore) / paths.length;
    recording = null;
    console.log(
      `\n${name}: ${paths.length} requests, ${wall.toFixed(1)} ms each, backend CPU ${cpu.toFixed(1)} ms each`,
    );
    console.log('  statement               per request   ms/request   plan ms   exec ms   buffers (hit+read)');
    for (const [kind, seen] of [...statements].sort((a, b) => b[1].ms - a[1].ms)) {
      const plans: number[] = [];
      const execs: number[] = [];
      const buffers: number[] = [];
      for (const example of seen.examples) {
        if (kind === 'transaction') continue;
        const { rows } = await pool.query<{
          'QUERY PLAN': [
            {
              'Planning Time': number;
              'Execution Time': number;
              Plan: Record<string, number>;
              Planning?: Record<string, number>;
            },
          ];
        }>(`explain (analyze, buffers, format json) ${example.sql}`, example.parameters as unknown[]);
        const [plan] = rows[0]!['QUERY PLAN'];
        plans.push(plan['Planning Time']);
        execs.push(plan['Execution Time']);
        buffers.push((plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0));
      }
      const mean = (values: number[]) =>
        values.length ? (values.reduce((a, b) => a + b, 0) / values.length).toFixed(2) : '-';
      console.log(
        `  ${kind.padEnd(24)} ${(seen.count / paths.length).toFixed(2).padStart(10)} ${(seen.ms / paths.length).toFixed(2).padStart(12)} ${mean(plans).padStart(9)} ${mean(execs).padStart(9)} ${mean(buffers).padStart(12)}`,
      );
    }
  }
  await db.destroy();
}

await main();
