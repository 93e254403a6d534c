// tsx bench/candidate-recall.ts --postgres-database NAME [--samples 300]
// Candidate recall of the matcher on a seeded database: for facilities drawn at random, is the
// facility itself among the candidates when a list names it again — as written, at an address
// written differently, and with two letters of a longer word swapped (at the address as written,
// where the facilities at that address are candidates whatever their name, and at an address
// written differently, where the name's words must find it)? Coordinates are put 5 km
// off (a geocoder's city-level point), so the neighbours search cannot find it and the name and
// address must. At 100,000 facilities and more this measures the word lookups of
// matching/queries.ts; below, the trigram search.
import { sql } from 'kysely';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { databaseUrlFor } from '../apps/server/src/test/postgres-url.ts';
import { createMatcher, type MatchInput } from '../apps/server/src/modules/matching/service.ts';
import { rewordedAddress, withTypo } from './rewording.ts';
import { summarize, type Summary } from './stats.ts';

export interface CandidateRecall {
  facilities: number;
  recallAsWritten: number;
  recallAddressReworded: number;
  recallWithTypo: number;
  recallWithTypoAddressReworded: number;
  automaticAsWritten: number;
  automaticAddressReworded: number;
  searchMs: Summary;
  /** With CANDIDATE_RECALL_MISSES set: the rows whose facility was not among the candidates. */
  missed?: string[];
}

/**
 * As written (the same-address check finds it), with the address reworded, with a typo in the
 * name, and with both (the word lookups alone must find it).
 */
const VARIANTS = ['asWritten', 'addressReworded', 'withTypo', 'withTypoAddressReworded'] as const;

export async function candidateRecall(db: Db, samples: number): Promise<CandidateRecall> {
  const matcher = createMatcher(loadConfig({}).matchThresholds);
  const { rows } = await sql<{
    os_id: string;
    name: string;
    address: string;
    country_code: string;
    lat: number;
    lng: number;
  }>`
    select os_id, name, address, country_code, lat, lng from facility_index order by md5(os_id || 'recall') limit ${samples}`.execute(
    db,
  );
  const found = { asWritten: 0, addressReworded: 0, withTypo: 0, withTypoAddressReworded: 0 };
  const automatic = { asWritten: 0, addressReworded: 0, withTypo: 0, withTypoAddressReworded: 0 };
  const missed: string[] = [];
  const times: number[] = [];
  for (const row of rows) {
    for (const variant of VARIANTS) {
      const input: MatchInput = {
        name: variant.startsWith('withTypo') ? withTypo(row.name) : row.name,
        address: variant.endsWith('ddressReworded') ? rewordedAddress(row.address) : row.address,
        countryCode: row.country_code,
        lat: row.lat + 0.05,
        lng: row.lng + 0.05,
      };
      const started = performance.now();
      const candidates = await matcher.findCandidates(db, input);
      times.push(performance.now() - started);
      if (!candidates.some((candidate) => candidate.osId === row.os_id.trim())) {
        if (process.env.CANDIDATE_RECALL_MISSES)
          missed.push(`${variant}: ${input.name} | ${row.name} (${row.country_code})`);
        continue;
      }
      found[variant]++;
      if (matcher.decide(input, candidates).kind === 'automatic') automatic[variant]++;
    }
  }
  const share = (n: number) => Number((n / Math.max(rows.length, 1)).toFixed(3));
  const total = (await sql<{ n: number }>`select count(*)::int as n from facility_index`.execute(db)).rows[0]!.n;
  return {
    facilities: total,
    recallAsWritten: share(found.asWritten),
    recallAddressReworded: share(found.addressReworded),
    recallWithTypo: share(found.withTypo),
    recallWithTypoAddressReworded: share(found.withTypoAddressReworded),
    automaticAsWritten: share(automatic.asWritten),
    automaticAddressReworded: share(automatic.addressReworded),
    searchMs: summarize(times),
    ...(missed.length > 0 ? { missed } : {}),
  };
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const name = option('--postgres-database');
  if (!name) throw new Error('usage: tsx bench/candidate-recall.ts --postgres-database NAME [--samples N]');
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = await openDatabase({ databaseUrl: databaseUrlFor(server, name) });
  try {
    console.log(JSON.stringify(await candidateRecall(database.db, Number(option('--samples') ?? 300)), null, 2));
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
