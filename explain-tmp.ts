import { CompiledQuery } from 'kysely';
import { openDatabase } from './apps/server/src/db/database.ts';
import { searchParamsSchema } from './apps/server/src/modules/facilities/search-params.ts';
import { prepareTextQuery, searchPageQuery, searchSummaryQuery } from './apps/server/src/modules/facilities/search-queries.ts';
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const qs = process.argv[2]!;
const params = searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(qs)));
let t = performance.now();
const text = params.q ? await prepareTextQuery(database.db, params.q) : undefined;
console.log('prepare ms', (performance.now() - t).toFixed(1), text && Object.fromEntries(text.postings), text && Object.fromEntries(text.spellings));
for (const [label, q] of [['page', searchPageQuery(database.db, params, text)], ['summary', searchSummaryQuery(database.db, params, text)]] as const) {
  const c = q.compile();
  const { rows } = await database.db.executeQuery<Record<string, string>>(CompiledQuery.raw(`explain (analyze, buffers) ${c.sql}`, [...c.parameters]));
  console.log('==', label); console.log(rows.map((r) => Object.values(r)[0]).join('\n'));
}
await database.close();
