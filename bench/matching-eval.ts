// npx tsx bench/matching-eval.ts [--quick]: quality of the matcher on a labelled evaluation set
// generated from the demo seed (precision of automatic matches, recall of automatic + potential,
// share left for review) over a grid of thresholds, and its throughput (findCandidates + decide)
// on the embedded database and PostgreSQL.
import fs from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createRandom } from '../apps/server/src/db/seed/random.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { placeAddress } from '../apps/server/src/modules/geocoding/offline.ts';
import { createMatcher, type MatchCandidate, type MatchInput, type MatchThresholds } from '../apps/server/src/modules/matching/service.ts';
import { buildEvaluationSet, type EvaluationCase, type RegistryFacility } from './matching-cases.ts';

export interface MatchingEvalOptions {
  facilities: number;
  cases: number;
  postgresUrl?: string;
}

interface Outcome {
  testCase: EvaluationCase;
  input: MatchInput;
  candidates: MatchCandidate[];
}

export interface QualityReport {
  automaticMatches: number;
  potentialMatches: number;
  /** Correct automatic matches over all automatic matches (true non-matches included). */
  automaticPrecision: number;
  /** True matches whose facility is matched automatically or offered as a potential match. */
  recall: number;
  automaticRecall: number;
  /** Rows that need a person: every potential decision. */
  reviewShare: number;
}

export function evaluate(outcomes: Outcome[], thresholds: MatchThresholds): QualityReport & { misses: Record<string, number> } {
  const matcher = createMatcher(thresholds);
  let automatic = 0;
  let automaticCorrect = 0;
  let potential = 0;
  let found = 0;
  let positives = 0;
  const misses: Record<string, number> = {};
  for (const { testCase, input, candidates } of outcomes) {
    const decision = matcher.decide(input, candidates);
    const expected = testCase.expected;
    if (expected) positives++;
    if (decision.kind === 'automatic') {
      automatic++;
      if (decision.candidate.osId === expected) {
        automaticCorrect++;
        found++;
      } else misses[`automatic but wrong: ${testCase.kind}`] = (misses[`automatic but wrong: ${testCase.kind}`] ?? 0) + 1;
    } else if (decision.kind === 'potential') {
      potential++;
      if (expected && decision.candidates.some((c) => c.osId === expected)) found++;
      else if (expected) misses[`not offered: ${testCase.kind}`] = (misses[`not offered: ${testCase.kind}`] ?? 0) + 1;
    } else if (expected) misses[`new facility: ${testCase.kind}`] = (misses[`new facility: ${testCase.kind}`] ?? 0) + 1;
  }
  const ratio = (a: number, b: number) => (b === 0 ? 1 : Number((a / b).toFixed(4)));
  return {
    automaticMatches: automatic,
    potentialMatches: potential,
    automaticPrecision: ratio(automaticCorrect, automatic),
    recall: ratio(found, positives),
    automaticRecall: ratio(automaticCorrect, positives),
    reviewShare: ratio(potential, outcomes.length),
    misses,
  };
}

async function seeded(database: Database, facilities: number): Promise<RegistryFacility[]> {
  await migrate(database.db);
  await seedDemo(database.db, { facilities, env: 'test' });
  const rows = await sql<RegistryFacility>`select os_id, name, address, country_code, lat, lng from facility_index order by os_id`.execute(database.db);
  return rows.rows.map((row) => ({ ...row, os_id: row.os_id.trim() }));
}

/** Each case through findCandidates, with coordinates from the offline geocoder as the pipeline would. */
async function runCases(database: Database, cases: EvaluationCase[]): Promise<{ outcomes: Outcome[]; rowsPerSecond: number }> {
  const matcher = createMatcher(loadConfig({}).matchThresholds);
  const outcomes: Outcome[] = [];
  const started = performance.now();
  for (const testCase of cases) {
    const placed = placeAddress(testCase.address, testCase.countryCode);
    const input: MatchInput = { name: testCase.name, address: testCase.address, countryCode: testCase.countryCode, lat: placed?.place.lat ?? null, lng: placed?.place.lng ?? null };
    const candidates = await matcher.findCandidates(database.db, input);
    matcher.decide(input, candidates);
    outcomes.push({ testCase, input, candidates });
  }
  return { outcomes, rowsPerSecond: Math.round(cases.length / ((performance.now() - started) / 1000)) };
}

const GRID_AUTOMATIC = [0.7, 0.75, 0.8, 0.85, 0.9, 0.95];
const GRID_POTENTIAL = [0.4, 0.45, 0.5, 0.55, 0.6];

export async function matchingEval(options: MatchingEvalOptions) {
  const embedded = await openDatabase({});
  let facilities: RegistryFacility[];
  let cases: EvaluationCase[];
  let outcomes: Outcome[];
  let embeddedRowsPerSecond: number;
  try {
    facilities = await seeded(embedded, options.facilities);
    cases = buildEvaluationSet(createRandom(20_251_123), facilities, options.cases);
    ({ outcomes, rowsPerSecond: embeddedRowsPerSecond } = await runCases(embedded, cases));
    if (process.env.MATCHING_EVAL_DUMP) fs.writeFileSync(process.env.MATCHING_EVAL_DUMP, JSON.stringify(outcomes));
  } finally {
    await embedded.close();
  }
  const defaults = loadConfig({}).matchThresholds;
  const grid = GRID_AUTOMATIC.flatMap((automatic) =>
    GRID_POTENTIAL.map((potential) => {
      const { misses: _misses, ...report } = evaluate(outcomes, { automatic, potential });
      return { automatic, potential, ...report };
    }),
  );
  const kinds: Record<string, number> = {};
  for (const c of cases) kinds[c.kind] = (kinds[c.kind] ?? 0) + 1;
  return {
    facilities: options.facilities,
    cases: cases.length,
    trueMatches: cases.filter((c) => c.expected).length,
    casesByKind: kinds,
    defaults: { ...defaults, ...evaluate(outcomes, defaults) },
    grid,
    throughputRowsPerSecond: { embedded: embeddedRowsPerSecond, postgres: await postgresThroughput(options, cases) },
  };
}

async function postgresThroughput(options: MatchingEvalOptions, cases: EvaluationCase[]): Promise<number | string> {
  const url = new URL(options.postgresUrl ?? 'postgres://postgres@127.0.0.1:5432/test');
  const admin = new pg.Client({ connectionString: url.toString() });
  try {
    await admin.connect();
  } catch {
    return `skipped: PostgreSQL not reachable at ${url.host}`;
  }
  const name = `bench_matching_${process.pid}`;
  await admin.query(`create database ${name}`);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await seeded(database, options.facilities);
    return (await runCases(database, cases)).rowsPerSecond;
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const quick = process.argv.includes('--quick');
  const report = await matchingEval({ facilities: quick ? 5_000 : 20_000, cases: quick ? 600 : 3_000, postgresUrl: process.env.DATABASE_URL });
  console.log(JSON.stringify(report, null, 2));
}
