import { sql } from 'kysely';
import type { Executor } from '../../db/seed/bulk-insert.ts';

export interface CandidateRow {
  os_id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
}

/**
 * pg_trgm's operator thresholds while candidates are searched (defaults 0.3 and 0.6): fewer rows
 * pass the index and need rechecking, so matching runs ~1.7x faster; the evaluation in
 * `npm run bench` loses under 1 % of true matches to it (names with a typo in a short word).
 */
const SIMILARITY_THRESHOLD = '0.4';
const WORD_SIMILARITY_THRESHOLD = '0.7';

/** Roughly 2 km in degrees of latitude: the box in which neighbours count as candidates. */
const NEAR_DEGREES = 0.02;

/**
 * Facilities of one country whose folded name shares enough trigrams with the query name (either
 * similar as a whole, or the query found inside a longer name), plus facilities next to the given
 * point whose address looks alike. Both arms use the facility index's GIN trigram indexes.
 */
export async function findCandidateRows(db: Executor, query: CandidateQuery): Promise<CandidateRow[]> {
  // set_config(..., true) lasts until the transaction ends: our own, or the caller's, where the
  // defaults are put back afterwards (a failed statement rolls the caller's back anyway).
  if (!db.isTransaction) return db.transaction().execute((trx) => searchCandidates(trx, query));
  const rows = await searchCandidates(db, query);
  await sql`select set_config('pg_trgm.similarity_threshold', '0.3', true), set_config('pg_trgm.word_similarity_threshold', '0.6', true),
    set_config('enable_seqscan', 'on', true)`.execute(db);
  return rows;
}

interface CandidateQuery {
  countryCode: string;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  limit: number;
}

async function searchCandidates(db: Executor, query: CandidateQuery): Promise<CandidateRow[]> {
  // The embedded database's planner prices the trigram indexes too high and scans the whole
  // table (~1 s at 20,000 facilities instead of ~10 ms); the index is always the better plan here.
  await sql`select set_config('pg_trgm.similarity_threshold', ${SIMILARITY_THRESHOLD}, true),
    set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true),
    set_config('enable_seqscan', 'off', true)`.execute(db);
  const near =
    query.lat === null || query.lng === null
      ? sql`false`
      : sql`(lat between ${query.lat - NEAR_DEGREES} and ${query.lat + NEAR_DEGREES}
          and lng between ${query.lng - NEAR_DEGREES / Math.max(Math.cos((query.lat * Math.PI) / 180), 0.1)}
                      and ${query.lng + NEAR_DEGREES / Math.max(Math.cos((query.lat * Math.PI) / 180), 0.1)}
          and address_search % search_text(${query.address}))`;
  const result = await sql<CandidateRow>`
    select os_id, name, address, lat, lng
    from facility_index
    -- The country is checked on the rows the trigram indexes return: combining it with the country
    -- index in a bitmap costs more than it saves (thousands of rows per country).
    where (country_code || '') = ${query.countryCode}
      and (name_search % search_text(${query.name}) or search_text(${query.name}) <% name_search or ${near})
    -- The address breaks ties between facilities of one name (lists repeat common names).
    order by greatest(similarity(name_search, search_text(${query.name})), word_similarity(search_text(${query.name}), name_search))
      + 0.5 * similarity(address_search, search_text(${query.address})) desc, os_id
    limit ${query.limit}`.execute(db);
  return result.rows;
}
