// npm run bench:match -- --url http://host:port: matching as a service on a running server over a
// seeded database (DATABASE_URL, to draw records): 40 single records one after another (p50/p95),
// then one batch of 1,000 records (seconds, and the server's memory before and after when --pid
// names its process). Records are facilities of the data written as another list would write
// them (capitals, no legal form, an abbreviated address) and new names at real addresses.
import fs from 'node:fs';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { addressVariant } from '../apps/server/src/db/seed/addresses.ts';
import { nameVariant } from '../apps/server/src/db/seed/names.ts';
import { createRandom } from '../apps/server/src/db/seed/random.ts';
import { BENCH_CLIENT } from './api-client.ts';
import { summarize } from './stats.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const base = option('--url') ?? 'http://localhost:8080';
const pid = option('--pid');

const rssMiB = () =>
  pid ? Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024) : null;

async function main() {
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 1 });
  const random = createRandom(29);
  // 0.2 % of the rows (~2,400 of the 1.2M, the figures of history/), more of a smaller database
  // (the 20,000 demo: 10.4 %), so that there are always 1,040 records to draw.
  const { rows } = await sql<{ name: string; address: string; country_code: string; city: string }>`
    select name, address, country_code, split_part(address, ', ', -1) as city
    from facility_index
    tablesample bernoulli (greatest(0.2, least(100, 208000.0 / (select count(*) from facility_index))))
    repeatable (29) limit 1040`.execute(database.db);
  await database.close();
  const records = rows.map((row, i) => ({
    country: row.country_code,
    // Two in three as another list writes a known facility; the rest a new name at a known address.
    name: i % 3 === 2 ? `Newco ${i.toString(36)} Garments` : nameVariant(random, row.name),
    address: addressVariant(random, row.address, row.city),
  }));
  const login = await fetch(`${base}/user-login/`, {
    method: 'POST',
    headers: { ...BENCH_CLIENT, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'api@example.com', password: 'Demo-Password-1' }),
  });
  if (!login.ok) throw new Error(`log-in failed: ${login.status}`);
  const headers = {
    ...BENCH_CLIENT,
    cookie: login.headers.get('set-cookie')!.split(';')[0]!,
    'content-type': 'application/json',
  };
  const post = async (path: string, body: unknown) => {
    const started = performance.now();
    const response = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
    const answer = (await response.json()) as { status: string; results: { status: string }[] };
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
    return { ms: performance.now() - started, answer };
  };
  const single: number[] = [];
  const statuses: Record<string, number> = {};
  for (const record of records.slice(1000, 1040)) {
    const { ms, answer } = await post('/api/facilities/?create=false', record);
    single.push(ms);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  }
  const before = rssMiB();
  const batchRecords = records.slice(0, 1000);
  const batch = await post('/api/facilities/match/', batchRecords);
  const after = rssMiB();
  const batchStatuses: Record<string, number> = {};
  for (const result of batch.answer.results) batchStatuses[result.status] = (batchStatuses[result.status] ?? 0) + 1;
  const report = {
    single: { requests: single.length, ms: summarize(single), statuses },
    batch: {
      records: batchRecords.length,
      seconds: Number((batch.ms / 1000).toFixed(1)),
      statuses: batchStatuses,
      serverRssMiB: { before, after },
    },
  };
  console.log(JSON.stringify(report, null, 2));
}

await main();
