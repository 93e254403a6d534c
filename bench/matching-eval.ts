// npx tsx bench/matching-eval.ts [--quick] [--skip-postgres] [--postgres-database NAME]
//   [--skip-embedded] [--sample N]: quality of the matcher on a
// labelled evaluation set (precision of automatic matches, recall of automatic + potential, share
// left for review) over a grid of thresholds and per kind of case, and its throughput
// (findCandidates + decide) on the embedded database and PostgreSQL. The set is generated from the
// demo seed and from the real rows of the anchor's lists (registered beside the seed when
// ../shared/fixtures/anchor-lists exists), plus look-alikes of both registered next to them.
// --postgres-database NAME evaluates an already seeded PostgreSQL database too (the realistic
// 1.2M seed): the cases are drawn from a sample of its facilities (--sample, default 20,000), and
// what the evaluation registers there is rolled back at the end.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createOsIdGenerator } from '@registry/core/os-id';
import { createRandom, type Random } from '../apps/server/src/db/seed/random.ts';
import type { Executor } from '../apps/server/src/db/executor.ts';
import { refreshFacilityIndex } from '../apps/server/src/modules/facilities/facility-index.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import { placeAddress } from '../apps/server/src/modules/geocoding/offline.ts';
import { isSamePlace, normalizeAddress, normalizeName } from '../apps/server/src/modules/matching/normalize.ts';
import {
  createMatcher,
  type MatchCandidate,
  type MatchInput,
  type MatchThresholds,
} from '../apps/server/src/modules/matching/service.ts';
import { trigramSimilarity } from '../apps/server/src/modules/matching/score.ts';
import { databaseUrlFor } from '../apps/server/src/test/postgres-url.ts';
import { ANCHOR_LISTS_DIR, readAnchorRows } from './anchor-lists.ts';
import { readRealRows, REAL_PAIRS } from './real-pairs.ts';
import {
  addNameWordCounts,
  buildEvaluationSet,
  buildLookAlikes,
  buildRealDirtSet,
  countNameWords,
  REAL_DIRT_KINDS,
  lookAlikeCases,
  type EvaluationCase,
  type NewRegistryFacility,
  type RegistryFacility,
} from './matching-cases.ts';

export interface MatchingEvalOptions {
  facilities: number;
  cases: number;
  postgresUrl?: string;
  skipPostgres?: boolean;
  /** An already seeded PostgreSQL database (on postgresUrl's server) evaluated as well; it is left as found. */
  postgresDatabase?: string;
  /** Facilities of that database the cases are drawn from (default 20,000). */
  sample?: number;
  skipEmbedded?: boolean;
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
  /** True matches whose facility is among the candidates found (scored or not). */
  candidateRecall: number;
}

/** The quality figures of each group of outcomes (by kind, by source). */
export function evaluateBy(
  outcomes: Outcome[],
  thresholds: MatchThresholds,
  group: (testCase: EvaluationCase) => string,
) {
  const groups = new Map<string, Outcome[]>();
  for (const outcome of outcomes) {
    const key = group(outcome.testCase);
    groups.set(key, [...(groups.get(key) ?? []), outcome]);
  }
  return Object.fromEntries(
    [...groups]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, members]) => {
        const { misses: _misses, ...report } = evaluate(members, thresholds);
        return [
          key,
          { cases: members.length, trueMatches: members.filter((o) => o.testCase.expected).length, ...report },
        ];
      }),
  );
}

export function evaluate(
  outcomes: Outcome[],
  thresholds: MatchThresholds,
): QualityReport & { misses: Record<string, number> } {
  const matcher = createMatcher(thresholds);
  let automatic = 0;
  let automaticCorrect = 0;
  let potential = 0;
  let found = 0;
  let positives = 0;
  let inCandidates = 0;
  const misses: Record<string, number> = {};
  for (const { testCase, input, candidates } of outcomes) {
    const decision = matcher.decide(input, candidates);
    const expected = testCase.expected;
    if (expected) positives++;
    if (expected && candidates.some((c) => c.osId === expected)) inCandidates++;
    if (decision.kind === 'automatic') {
      automatic++;
      if (decision.candidate.osId === expected) {
        automaticCorrect++;
        found++;
      } else
        misses[`automatic but wrong: ${testCase.kind}`] = (misses[`automatic but wrong: ${testCase.kind}`] ?? 0) + 1;
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
    candidateRecall: ratio(inCandidates, positives),
    misses,
  };
}

async function seeded(database: Database, facilities: number): Promise<RegistryFacility[]> {
  await migrate(database.db);
  await seedDemo(database, { facilities, env: 'test' });
  const rows =
    await sql<RegistryFacility>`select os_id, name, address, country_code, lat, lng from facility_index order by os_id`.execute(
      database.db,
    );
  return rows.rows.map((row) => ({ ...row, os_id: row.os_id.trim() }));
}

/**
 * The anchor's real rows as places of their own: one per country and name, and none whose name
 * is much like one kept already (lists write one factory several ways; two registered copies of
 * it would make either answer right).
 */
function anchorPlaces(): NewRegistryFacility[] {
  const dirs = ['compliance', 'geocoded']
    .map((dir) => path.join(ANCHOR_LISTS_DIR, dir))
    .filter((dir) => fs.existsSync(dir));
  const kept = new Map<string, string[]>();
  const places: NewRegistryFacility[] = [];
  for (const row of dirs.flatMap(readAnchorRows)) {
    const name = normalizeName(row.name);
    if (name.length < 3 || (row.lat === 0 && row.lng === 0)) continue;
    const names = kept.get(row.country) ?? [];
    if (names.some((other) => trigramSimilarity(other, name) >= 0.5)) continue;
    kept.set(row.country, [...names, name]);
    places.push({ name: row.name, address: row.address, country_code: row.country, lat: row.lat, lng: row.lng });
  }
  return places;
}

/** Registers places as facilities (with their index rows) under fresh OS IDs. */
async function register(db: Executor, random: Random, places: NewRegistryFacility[]): Promise<RegistryFacility[]> {
  const nextOsId = createOsIdGenerator(random.next);
  const registered = places.map((place) => ({
    ...place,
    os_id: nextOsId(place.country_code, new Date(Date.UTC(2030, 0, 1))),
  }));
  for (let i = 0; i < registered.length; i += 500) {
    const batch = registered.slice(i, i + 500);
    await db.insertInto('facilities').values(batch).execute();
    await refreshFacilityIndex(
      db,
      batch.map((f) => f.os_id),
    );
  }
  return registered;
}

/**
 * The evaluation set on a seeded database: `count` cases from the seed, a fifth as many from the
 * anchor's rows (registered first), and look-alikes of both (registered too), three cases each.
 */
async function evaluationSet(
  db: Executor,
  seed: RegistryFacility[],
  count: number,
  wordCounts?: Map<string, number>,
): Promise<EvaluationCase[]> {
  const random = createRandom(20_251_123);
  const anchor = await register(db, random, anchorPlaces());
  const registry = [...seed, ...anchor];
  countNameWords(registry);
  if (wordCounts) addNameWordCounts(wordCounts);
  const perKind = Math.round(count / 30);
  const lookAlikes = [
    ...buildLookAlikes(random, seed, perKind / 2, 'seed', registry),
    ...(anchor.length > 0 ? buildLookAlikes(random, anchor, perKind / 2, 'anchor', registry) : []),
  ];
  const twins = await register(
    db,
    random,
    lookAlikes.map((lookAlike) => lookAlike.twin),
  );
  const all = [...registry, ...twins];
  return [
    ...buildEvaluationSet(random, seed, count, 'seed', all),
    ...(anchor.length > 0 ? buildEvaluationSet(random, anchor, Math.round(count / 5), 'anchor', all) : []),
    ...lookAlikeCases(
      random,
      lookAlikes.map((lookAlike, i) => ({ ...lookAlike, twinOsId: twins[i]!.os_id })),
    ),
    // The real dirt (issue 36), mostly on the anchor's real rows.
    ...buildRealDirtSet(random, seed, Math.round(perKind / 2), 'seed', all),
    ...(anchor.length > 0 ? buildRealDirtSet(random, anchor, perKind, 'anchor', all) : []),
  ];
}

/** Each case through findCandidates, with coordinates from the offline geocoder as the pipeline would. */
async function runCases(
  db: Executor,
  cases: EvaluationCase[],
): Promise<{ outcomes: Outcome[]; rowsPerSecond: number }> {
  const matcher = createMatcher(loadConfig({}).matchThresholds);
  const outcomes: Outcome[] = [];
  const started = performance.now();
  for (const testCase of cases) {
    const placed = placeAddress(testCase.address, testCase.countryCode);
    const input: MatchInput = {
      name: testCase.name,
      address: testCase.address,
      countryCode: testCase.countryCode,
      lat: placed?.place.lat ?? null,
      lng: placed?.place.lng ?? null,
      // A town's or country's centre: the offline geocoder marks it inexact.
      exact: false,
    };
    // As the list pipeline and "Find OS IDs" search: for a decision.
    const candidates = await matcher.findCandidates(db, input, 10, { forDecision: true });
    matcher.decide(input, candidates);
    outcomes.push({ testCase, input, candidates });
  }
  return { outcomes, rowsPerSecond: Math.round(cases.length / ((performance.now() - started) / 1000)) };
}

const GRID_AUTOMATIC = [0.7, 0.75, 0.8, 0.85, 0.9, 0.95];
const GRID_POTENTIAL = [0.4, 0.45, 0.5, 0.55, 0.6];

/** The quality figures of a run: at the configured thresholds, by source and kind, and over a grid of thresholds. */
function quality(cases: EvaluationCase[], outcomes: Outcome[]) {
  const defaults = loadConfig({}).matchThresholds;
  const grid = GRID_AUTOMATIC.flatMap((automatic) =>
    GRID_POTENTIAL.map((potential) => {
      const { misses: _misses, ...report } = evaluate(outcomes, { automatic, potential });
      return { automatic, potential, ...report };
    }),
  );
  const dirt = new Set(REAL_DIRT_KINDS);
  return {
    cases: cases.length,
    trueMatches: cases.filter((c) => c.expected).length,
    defaults: { ...defaults, ...evaluate(outcomes, defaults) },
    bySource: evaluateBy(outcomes, defaults, (c) => c.source),
    byKind: evaluateBy(outcomes, defaults, (c) => c.kind),
    // The kinds the evaluation had before the real dirt, and the real dirt's, each as one.
    byFamily: evaluateBy(outcomes, defaults, (c) => (dirt.has(c.kind) ? 'real dirt' : 'earlier kinds')),
    grid,
  };
}

/**
 * The hand-labelled real pairs (real-pairs.ts) on a demo seed of `facilities`: each pair's side
 * `a` registered, each side `b` matched as a list row. A `b` of a true pair must find its `a`
 * (automatic or offered); a `b` of look-alikes only must not be matched automatically.
 */
export async function realPairsEval(facilities: number) {
  const rows = readRealRows();
  if (!rows) return 'skipped: no anchor lists';
  const database = await openDatabase({});
  try {
    await seeded(database, facilities);
    const random = createRandom(20_261_201);
    const sides = [...new Set(REAL_PAIRS.map((p) => p.a))].map((ref) => rows.get(ref)!);
    const registered = await register(
      database.db,
      random,
      sides.map((row) => ({
        name: row.name,
        address: row.address,
        country_code: row.country,
        lat: row.lat,
        lng: row.lng,
      })),
    );
    const osIdOf = new Map(sides.map((row, i) => [row.ref, registered[i]!.os_id]));
    // One case per row matched: its true pair's facility, or none.
    const expected = new Map<string, string | null>();
    for (const p of REAL_PAIRS) if (p.same || !expected.has(p.b)) expected.set(p.b, p.same ? osIdOf.get(p.a)! : null);
    const cases: EvaluationCase[] = [...expected].map(([ref, osId]) => {
      const row = rows.get(ref)!;
      return {
        kind: osId ? 'one factory' : 'look-alikes',
        source: 'anchor',
        name: row.name,
        address: row.address,
        countryCode: row.country,
        expected: osId,
      };
    });
    const { outcomes } = await runCases(database.db, cases);
    const defaults = loadConfig({}).matchThresholds;
    const matcher = createMatcher(defaults);
    const missed = outcomes
      .filter((o) => {
        const decision = matcher.decide(o.input, o.candidates);
        const found =
          decision.kind === 'automatic'
            ? decision.candidate.osId === o.testCase.expected
            : decision.kind === 'potential' && decision.candidates.some((c) => c.osId === o.testCase.expected);
        return o.testCase.expected ? !found : decision.kind === 'automatic';
      })
      .map((o) => `${o.testCase.kind}: ${[...expected.keys()][outcomes.indexOf(o)]}`);
    const { misses: _misses, ...all } = evaluate(outcomes, defaults);
    return {
      pairs: REAL_PAIRS.length,
      rowsMatched: cases.length,
      onePlace: cases.filter((c) => c.expected).length,
      ...all,
      byKind: evaluateBy(outcomes, defaults, (c) => c.kind),
      missed,
    };
  } finally {
    await database.close();
  }
}

export async function matchingEval(options: MatchingEvalOptions) {
  const atScale = options.postgresDatabase ? await onSeededDatabase(options, options.postgresDatabase) : undefined;
  if (options.skipEmbedded) return atScale!;
  const embedded = await openDatabase({});
  let cases: EvaluationCase[];
  let outcomes: Outcome[];
  let embeddedRowsPerSecond: number;
  try {
    const facilities = await seeded(embedded, options.facilities);
    cases = await evaluationSet(embedded.db, facilities, options.cases);
    ({ outcomes, rowsPerSecond: embeddedRowsPerSecond } = await runCases(embedded.db, cases));
    if (process.env.MATCHING_EVAL_DUMP) fs.writeFileSync(process.env.MATCHING_EVAL_DUMP, JSON.stringify(outcomes));
  } finally {
    await embedded.close();
  }
  return {
    facilities: options.facilities,
    ...quality(cases, outcomes),
    throughputRowsPerSecond: {
      embedded: embeddedRowsPerSecond,
      postgres: options.skipPostgres ? 'skipped' : await postgresThroughput(options, cases),
    },
    ...(atScale ? { atScale } : {}),
    realPairs: await realPairsEval(Math.min(options.facilities, 5_000)),
  };
}

/** The PostgreSQL server the evaluation uses besides the embedded database. */
const serverUrl = (options: MatchingEvalOptions) => options.postgresUrl ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Thrown to roll back what the evaluation registered in a kept database. */
const ROLL_BACK = new Error('roll back the evaluation');

/**
 * The evaluation on an already seeded PostgreSQL database, in one transaction rolled back at the
 * end: cases drawn from a sample of its facilities, with the words' counts of all of them. A
 * non-match the database happens to have (a facility of that very name and address among the
 * 1.2M, which the sample does not show) is left out and counted.
 */
async function onSeededDatabase(options: MatchingEvalOptions, name: string) {
  const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl(options), name) });
  try {
    const total = (await sql<{ n: number }>`select count(*)::int as n from facility_index`.execute(database.db))
      .rows[0]!.n;
    const sample = (
      await sql<RegistryFacility>`
        select os_id, name, address, country_code, lat, lng from facility_index
        order by md5(os_id || 'matching') limit ${options.sample ?? 20_000}`.execute(database.db)
    ).rows.map((row) => ({ ...row, os_id: row.os_id.trim() }));
    const words = [...new Set(sample.flatMap((f) => normalizeName(f.name).split(' ')))];
    const counted = await sql<{ word: string; n: number }>`
      select word, count(*)::int as n from facility_name_words where word = any(${words}::text[]) group by word`.execute(
      database.db,
    );
    let result: ReturnType<typeof quality> & { rowsPerSecond: number; registeredNonMatchesLeftOut: number };
    await database.db
      .transaction()
      .execute(async (trx) => {
        const all = await evaluationSet(trx, sample, options.cases, new Map(counted.rows.map((r) => [r.word, r.n])));
        const run = await runCases(trx, all);
        const registered = (outcome: Outcome) => {
          const row = { name: normalizeName(outcome.input.name), address: normalizeAddress(outcome.input.address) };
          return outcome.testCase.expected === null && outcome.candidates.some((c) => isSamePlace(row, c));
        };
        const outcomes = run.outcomes.filter((outcome) => !registered(outcome));
        result = {
          ...quality(
            outcomes.map((outcome) => outcome.testCase),
            outcomes,
          ),
          rowsPerSecond: run.rowsPerSecond,
          registeredNonMatchesLeftOut: run.outcomes.length - outcomes.length,
        };
        throw ROLL_BACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLL_BACK) throw error;
      });
    return { database: name, facilities: total, sample: sample.length, ...result! };
  } finally {
    await database.close();
  }
}

async function postgresThroughput(options: MatchingEvalOptions, cases: EvaluationCase[]): Promise<number | string> {
  const server = serverUrl(options);
  const admin = new pg.Client({ connectionString: server });
  try {
    await admin.connect();
  } catch {
    return `skipped: PostgreSQL not reachable at ${new URL(server).host}`;
  }
  const name = `bench_matching_${process.pid}`;
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(server, name) });
  try {
    await evaluationSet(database.db, await seeded(database, options.facilities), options.cases);
    return (await runCases(database.db, cases)).rowsPerSecond;
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const quick = args.includes('--quick');
  const report = await matchingEval({
    facilities: quick ? 5_000 : 20_000,
    cases: quick ? 600 : 3_000,
    postgresUrl: process.env.DATABASE_URL,
    skipPostgres: args.includes('--skip-postgres'),
    skipEmbedded: args.includes('--skip-embedded'),
    postgresDatabase: option('--postgres-database'),
    sample: option('--sample') ? Number(option('--sample')) : undefined,
  });
  console.log(JSON.stringify(report, null, 2));
}
