import { sql } from 'kysely';
import type { Executor } from '../../db/seed/bulk-insert.ts';
import { ALL_FACILITIES, facetCount } from '../facilities/search-queries.ts';

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
 * Facilities of one country that could be the row's: those sharing a rare word of its name (or a
 * word one typo away); for a name of no rare word, those having all its shared words; for a name
 * of common words only, those whose folded name shares enough trigrams with it (in a registry of
 * under WORD_LOOKUP_FACILITIES, always so). Plus facilities next to the row's point whose address
 * looks alike. Best first by name and address similarity.
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
  /**
   * Word frequencies that make a word rare or shared (RARE_WORD_FACILITIES, SHARED_WORD_FACILITIES);
   * tests make them small, and given, the words are looked up whatever the number of facilities.
   */
  wordTiers?: { rare: number; shared: number };
}

async function searchCandidates(db: Executor, query: CandidateQuery): Promise<CandidateRow[]> {
  // The embedded database's planner prices the trigram indexes too high and scans the whole
  // table (~1 s at 20,000 facilities instead of ~10 ms); the index is always the better plan here.
  await sql`select set_config('pg_trgm.similarity_threshold', ${SIMILARITY_THRESHOLD}, true),
    set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true),
    set_config('enable_seqscan', 'off', true)`.execute(db);
  const tiers = query.wordTiers ?? { rare: RARE_WORD_FACILITIES, shared: SHARED_WORD_FACILITIES };
  const named = query.wordTiers || (await facetCount(db, ALL_FACILITIES)) > WORD_LOOKUP_FACILITIES ? await namedByWords(db, query, tiers) : namedByTrigrams(query);
  const result = await sql<CandidateRow>`
    with candidates as ((${named}) union ${nearby(query)})
    select i.os_id, i.name, i.address, i.lat, i.lng
    from facility_index i join candidates c using (os_id)
    -- The address breaks ties between facilities of one name (lists repeat common names).
    order by greatest(similarity(i.name_search, search_text(${query.name})), word_similarity(search_text(${query.name}), i.name_search))
      + 0.5 * similarity(i.address_search, search_text(${query.address})) desc, i.os_id
    limit ${query.limit}`.execute(db);
  return result.rows;
}

/**
 * From this many facilities on, candidates are looked up by the name's words; below it the
 * trigram index alone is faster (its cost grows with all facilities, the words' with one name):
 * a 1,000-row list against 20,000 facilities matched in 23.5 s by trigrams, 44 s by words.
 */
export const WORD_LOOKUP_FACILITIES = 100_000;

/** Candidates by rare words; for a name of no rare word by its shared words; for common words only, by trigrams. */
async function namedByWords(db: Executor, query: CandidateQuery, tiers: { rare: number; shared: number }) {
  const rare = await wordsUpTo(db, query, tiers.rare);
  if (rare.length > 0) return namedByRareWords(query, rare, tiers.rare);
  // Counting further only for a name of no rare word: most rows have one (or a new word).
  const shared = await wordsUpTo(db, query, tiers.shared);
  return shared.length > 0 ? namedByAllWords(query, shared) : namedByTrigrams(query);
}

/**
 * A word at most this many facilities of the country have is rare: a facility with it (or with
 * a word one typo away) is a candidate, however many of the name's other words it lacks.
 */
export const RARE_WORD_FACILITIES = 1_000;
/**
 * A name of no rare word: the facilities that have every one of its words up to this frequency
 * ('sentosa shoes' where both are common); past it a word is no help ('garment', 'ltd').
 */
export const SHARED_WORD_FACILITIES = 20_000;
/** Candidates by rare words, those sharing the rarest of them first. */
const RARE_WORD_CANDIDATES = 200;
/** Candidates that have all of a name's shared words. */
const SHARED_WORD_CANDIDATES = 500;

/** The words of the row's name that at most `facilities` facilities of its country have (counted no further). */
async function wordsUpTo(db: Executor, query: CandidateQuery, facilities: number): Promise<string[]> {
  const result = await sql<{ word: string }>`
    select q.word from name_words_of(search_text(${query.name})) q(word)
    where (select count(*) from (select 1 from facility_name_words f
      where f.country_code = ${query.countryCode} and f.word = q.word limit ${facilities + 1}) s) <= ${facilities}`.execute(db);
  return result.rows.map((row) => row.word);
}

/**
 * Facilities of the country that have one of the rare words, or a known word like it (one typo
 * away: 'hongda' for 'hongdaa'; a like word as common as 'garment' is passed over), ranked by
 * how rare the words they share are.
 */
function namedByRareWords(query: CandidateQuery, words: string[], rare: number) {
  // One trigram lookup per word, each with its word as a constant: the planner then uses the
  // GIN index (joined to a list of words it scanned the whole table).
  const spellings = sql.join(
    words.map((word) => sql`select ${word}::text as word union select word from name_words where word % ${word}`),
    sql` union `,
  );
  return sql`
    select os_id from (
      select h.os_id, count(*) over (partition by s.word) as facilities
      from (${spellings}) s
      cross join lateral (select f.os_id from facility_name_words f
        where f.country_code = ${query.countryCode} and f.word = s.word limit ${rare + 1}) h
    ) spelt
    where facilities <= ${rare}
    group by os_id
    order by sum(1.0 / facilities) desc, os_id
    limit ${RARE_WORD_CANDIDATES}`;
}

/** Facilities of the country that have every one of the words. */
function namedByAllWords(query: CandidateQuery, words: string[]) {
  return sql`
    select os_id from facility_name_words
    where country_code = ${query.countryCode} and word = any(${words}::text[])
    group by os_id
    having count(*) = ${words.length}
    limit ${SHARED_WORD_CANDIDATES}`;
}

/** A name of common words only: facilities of the country whose folded name shares enough trigrams (or holds the query). */
function namedByTrigrams(query: CandidateQuery) {
  // The country is checked on the rows the trigram indexes return: combining it with the country
  // index in a bitmap costs more than it saves (thousands of rows per country).
  return sql`
    select os_id from facility_index
    where (country_code || '') = ${query.countryCode}
      and (name_search % search_text(${query.name}) or search_text(${query.name}) <% name_search)`;
}

/** Facilities next to the row's point whose address looks alike (a renamed facility keeps its address). */
function nearby(query: CandidateQuery) {
  if (query.lat === null || query.lng === null) return sql`select null::char(15) as os_id where false`;
  const dLng = NEAR_DEGREES / Math.max(Math.cos((query.lat * Math.PI) / 180), 0.1);
  return sql`
    (select os_id from facility_index
     where country_code = ${query.countryCode}
       and lat between ${query.lat - NEAR_DEGREES} and ${query.lat + NEAR_DEGREES}
       and lng between ${query.lng - dLng} and ${query.lng + dLng}
       and address_search % search_text(${query.address})
     limit ${NEARBY_ROWS})`;
}

/** Neighbours beyond this many are not read: in a dense industrial zone the name finds the rest. */
const NEARBY_ROWS = 50;
