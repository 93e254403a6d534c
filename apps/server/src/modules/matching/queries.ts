import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { ALL_FACILITIES, MAX_WORD_LENGTH } from '../search/index.ts';
import { foldText, GENERIC_ADDRESS_WORDS, GENERIC_NAME_WORDS, isSamePlace, normalizeAddress } from './normalize.ts';
import { executePrepared } from './prepared.ts';
import { cutInto, nameWeight, needsRespelling } from './score.ts';
import {
  SIMILARITY_THRESHOLD,
  WORD_SIMILARITY_THRESHOLD,
  AT_ADDRESS_ROWS,
  ABROAD_ROWS,
  NEAR_DEGREES,
  RESPELL_LETTERS,
  RESPELL_WORD,
  RESPELL_KNOWN,
  TYPO_WORDS,
  WORD_LOOKUP_FACILITIES,
  RARE_WORD_FACILITIES,
  SHARED_WORD_FACILITIES,
  RARE_WORD_CANDIDATES,
  SHARED_WORD_CANDIDATES,
  ADDRESS_WORD_FACILITIES,
  LIKE_WORD_WEIGHT,
  LIKE_WORDS,
  NEARBY_ROWS,
  SAME_ADDRESS_HOLDERS,
  SAME_ADDRESS_WORD_POSTINGS,
  SAME_ADDRESS_ROWS,
} from './tuning.ts';
export { WORD_LOOKUP_FACILITIES, RARE_WORD_FACILITIES, SHARED_WORD_FACILITIES } from './tuning.ts';

/** The name's candidates are those namedByTrigrams() finds. */
const BY_TRIGRAMS = 'by trigrams';

export interface CandidateRow {
  os_id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  /** Set on a facility of another country at the row's very address (see abroad in prepare()). */
  country_code?: string;
}

/**
 * Facilities of one country that could be the row's: those sharing a rare word of its name (or a
 * word one typo away); for a name of no rare word, those having all its shared words; for a name
 * of common words only, those whose folded name shares enough trigrams with it (in a registry of
 * under WORD_LOOKUP_FACILITIES, always so). Plus facilities next to the row's point whose address
 * looks alike. Best first by name and address similarity. A row the registry has as it is (the
 * same name and address, see isSamePlace) gets the facilities at its address alone.
 */
export async function findCandidateRows(db: Executor, query: CandidateQuery): Promise<CandidateRow[]> {
  const rows = await searchWithSettings(db, query);
  // A name spaced out or broken apart ('gree n val ley te xtiles') is looked up again as the
  // words of the country's names its letters spell ('green valley textiles').
  if (!needsRespelling(query.name)) return rows;
  const respelled = await respellName(db, query);
  if (respelled === null) return rows;
  const found = new Set(rows.map((row) => row.os_id));
  const more = await searchWithSettings(db, { ...query, name: respelled });
  return [...rows, ...more.filter((row) => !found.has(row.os_id))];
}

async function searchWithSettings(db: Executor, query: CandidateQuery): Promise<CandidateRow[]> {
  if (!db.isTransaction) return searchCandidateRows(db, query);
  // In the caller's transaction the settings prepare() and the trigram search make are put back.
  try {
    return await searchCandidateRows(db, query);
  } finally {
    await setTrigramSettings(db, DEFAULT_SETTINGS);
  }
}

/**
 * The name's letters, spaces ignored, cut into words of the country's names (score.ts cutInto):
 * every piece of two letters or more is probed in facility_name_words (at most ~RESPELL_LETTERS
 * x RESPELL_WORD probes of its key, 1-2 ms). Null when that changes nothing or leaves most
 * letters in no known word.
 */
async function respellName(db: Executor, query: CandidateQuery): Promise<string | null> {
  const letters = query.name.replace(/ /g, '').slice(0, RESPELL_LETTERS);
  const { rows } = await sql<{ word: string }>`
    select distinct substr(${letters}, i, l) as word
    from generate_series(1, length(${letters}) - 1) i cross join generate_series(2, ${RESPELL_WORD}) l
    where i + l - 1 <= length(${letters}) and ${isCountryWord(query, sql`substr(${letters}, i, l)`)}`.execute(db);
  const respelled = cutInto(query.name, rows.map((row) => row.word).join(' '));
  if (respelled === query.name || respelled === '') return null;
  const known = new Set(rows.map((row) => row.word));
  const knownLetters = respelled
    .split(' ')
    .filter((word) => known.has(word))
    .reduce((sum, word) => sum + word.length, 0);
  return knownLetters >= RESPELL_KNOWN * respelled.replace(/ /g, '').length ? respelled : null;
}

async function searchCandidateRows(db: Executor, query: CandidateQuery): Promise<CandidateRow[]> {
  const tiers = query.wordTiers ?? { rare: RARE_WORD_FACILITIES, shared: SHARED_WORD_FACILITIES };
  const search: Search = { ...query, ...(await prepare(db, query, tiers.rare)) };
  // A facility named and placed as the row is decides the match (decideMatch's exact rule): no
  // lookup can find a better one, and the others at its address come along as candidates.
  if (search.atAddress.some((row) => isSamePlace(query, row))) return search.atAddress.slice(0, query.limit);
  const named = search.spellings ? await namedByWords(db, search, search.spellings, tiers) : BY_TRIGRAMS;
  if (named === BY_TRIGRAMS)
    return withTrigramSettings(db, (trx) => scoreCandidates(trx, search, namedByTrigrams(search)));
  return scoreCandidates(db, search, named);
}

interface TrigramSettings {
  similarity: string;
  wordSimilarity: string;
  seqscan: 'on' | 'off';
}
const DEFAULT_SETTINGS: TrigramSettings = { similarity: '0.3', wordSimilarity: '0.6', seqscan: 'on' };

/** set_config(..., true): until the transaction ends. */
async function setTrigramSettings(db: Executor, settings: TrigramSettings): Promise<void> {
  await sql`select set_config('pg_trgm.similarity_threshold', ${settings.similarity}, true),
    set_config('pg_trgm.word_similarity_threshold', ${settings.wordSimilarity}, true), set_config('enable_seqscan', ${settings.seqscan}, true)`.execute(
    db,
  );
}

/**
 * The trigram search's settings for one transaction: our own, or the caller's (findCandidateRows
 * puts the defaults back; a failed statement rolls the caller's back anyway). The embedded
 * database's planner prices the trigram indexes too high and scans the whole table (~1 s at
 * 20,000 facilities instead of ~10 ms): sequential scans are off, the index is always the better
 * plan here.
 */
async function withTrigramSettings<T>(db: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  const settings: TrigramSettings = {
    similarity: SIMILARITY_THRESHOLD,
    wordSimilarity: WORD_SIMILARITY_THRESHOLD,
    seqscan: 'off',
  };
  if (db.isTransaction) {
    await setTrigramSettings(db, settings);
    return work(db);
  }
  return db.transaction().execute(async (trx) => {
    await setTrigramSettings(trx, settings);
    return work(trx);
  });
}

interface CandidateQuery {
  countryCode: string;
  name: string;
  address: string;
  /** The address as the row gives it, when `address` is normalised: the facilities there are read by it. */
  givenAddress?: string;
  lat: number | null;
  lng: number | null;
  /**
   * Whether facilities next to the point are candidates (default): not when it is only a town's
   * centre. See nearby().
   */
  nearby?: boolean;
  limit: number;
  /**
   * Word frequencies that make a word rare or shared (RARE_WORD_FACILITIES, SHARED_WORD_FACILITIES);
   * tests make them small, and given, the words are looked up whatever the number of facilities.
   */
  wordTiers?: { rare: number; shared: number };
  /**
   * The name similarity below which a candidate cannot be matched or offered (the caller decides
   * on candidates alone): a name whose words no facility has (nor any word like them) outweigh its
   * other words so much that no facility found by those reaches it is not looked up by name. Most
   * of a list's new names are such ('Karomita Bimiro Mills': every facility named '... Mills'
   * scores at most 0.45). Unset, every name is looked up.
   */
  minNameScore?: number;
}

/** The row's query with what prepare() read for it. */
type Search = CandidateQuery & Prepared;

/**
 * The candidates by name, those nearby and those at the row's very address (a name written with
 * a typo or another transliteration that the name search misses), best first by name and address
 * similarity.
 */
async function scoreCandidates(
  db: Executor,
  search: Search,
  named: RawBuilder<unknown> | null,
): Promise<CandidateRow[]> {
  // Neighbours and facilities at the address alone come read already (most new facilities' rows end here).
  if (named === null) {
    const seen = new Set<string>();
    return [...search.near, ...search.atAddress, ...search.sameAddress, ...search.abroad].filter(
      (row) => !seen.has(row.os_id) && seen.add(row.os_id),
    );
  }
  const result = await sql<CandidateRow>`
    with candidates as (
      select os_id from (${named}) named
      union select unnest(${[...search.near, ...search.atAddress, ...search.sameAddress].map((row) => row.os_id)}::bpchar[]))
    select i.os_id, i.name, i.address, i.lat, i.lng
    from facility_index i join candidates c using (os_id)
    order by ${similarityRank(search)}
    limit ${search.limit}`.execute(db);
  return [...result.rows, ...search.abroad];
}

/** The row's folded name and address: as values, or as expressions of a statement that folds them once. */
interface Folded {
  nameSearch: RawBuilder<unknown> | string;
  addressSearch: RawBuilder<unknown> | string;
}

/**
 * Best first: the name's similarity, then the address's, which breaks ties between facilities of
 * one name (lists repeat common names).
 */
function similarityRank(folded: Folded) {
  return sql`greatest(similarity(name_search, ${folded.nameSearch}), word_similarity(${folded.nameSearch}, name_search))
    + 0.5 * similarity(address_search, ${folded.addressSearch}) desc, os_id`;
}

/**
 * What the row's search needs to know first, read in one statement: the folded name and address
 * (folded once, not again for every candidate), the facilities of the country at the row's
 * address (folded alike) and next to its point, the facility count of the country, and, when words
 * are looked up, the name's words with their holders (counted up to `upTo` + 1).
 */
interface Prepared {
  nameSearch: string;
  addressSearch: string;
  atAddress: CandidateRow[];
  /** Facilities of the country with the row's house number and street words, whatever their name (see sameAddress()). */
  sameAddress: CandidateRow[];
  /** Facilities of other countries at the row's very address (folded alike), with their country. */
  abroad: CandidateRow[];
  /** Facilities next to the row's point whose address looks alike (a renamed facility keeps its address), best first. */
  near: CandidateRow[];
  countryFacilities: number;
  /** Null below WORD_LOOKUP_FACILITIES (the trigram search is faster there). */
  spellings: Spelling[] | null;
}

/**
 * A word of the name (`written`) with how many facilities of the country have it, or a known
 * word like a rare one (one typo away: 'hongda' for 'hongdaa'), which counts `weight` of it.
 */
interface Spelling {
  word: string;
  weight: number;
  facilities: number;
  written: boolean;
  /**
   * What it stands for: the written word it is (like), or for a part of a word run together, that
   * word and the part (each part must be there).
   */
  of: string;
}

/** The written word a spelling stands for (`of` is that word, then the part for a part of it). */
const standsFor = (spelling: Spelling) => spelling.of.split(' ')[0];

async function prepare(db: Executor, query: CandidateQuery, upTo: number): Promise<Prepared> {
  const renamed = sameAddress(query);
  const lookUpWords = query.wordTiers
    ? sql<boolean>`true`
    : sql<boolean>`coalesce((select count > ${WORD_LOOKUP_FACILITIES} from facility_facet_counts where facet = ${ALL_FACILITIES.facet} and value = ${ALL_FACILITIES.value}), false)`;
  const rows = await executePrepared(
    db,
    sql<{
      name_search: string;
      address_search: string;
      at_address: CandidateRow[] | null;
      same_address: CandidateRow[] | null;
      abroad: CandidateRow[] | null;
      near: CandidateRow[] | null;
      country_facilities: number | null;
      spellings: Spelling[] | null;
    }>`
    with folded as materialized (
      select search_text(${query.name}) as name_search, search_text(${query.address}) as address_search,
        search_text(${query.givenAddress ?? query.address}) as given_address_search,
        -- Evaluated before the like words are looked up (they need the folded name): their index
        -- scans then pass fewer words to recheck (at 0.3, three times as many). For this statement
        -- only, or until the caller's transaction ends (findCandidateRows puts it back).
        set_config('pg_trgm.similarity_threshold', ${SIMILARITY_THRESHOLD}, true) as threshold),
    look as (select ${lookUpWords} as up),
    counted as materialized (
      select q.word, ${holdersUpTo(postingsOf(query, 'name', sql`q.word`), upTo)}::int as facilities
      from look, folded, name_words_of(folded.name_search) q(word) where look.up),
    spellings as (
      select word, 1.0::float8 as weight, facilities, true as written, word as of from counted
      union all
      select l.word, ${LIKE_WORD_WEIGHT}::float8, ${holdersUpTo(postingsOf(query, 'name', sql`l.word`), upTo)}::int, false, c.word
      from counted c cross join lateral (
        -- % finds them by the index; the similarity keeps SIMILARITY_THRESHOLD whatever the setting.
        -- A generic word ('mills', rare in a small country) has generic like words only.
        select word from name_words where word % c.word and similarity(word, c.word) >= ${SIMILARITY_THRESHOLD}::float4 and word <> c.word
        order by similarity(word, c.word) desc, word limit ${LIKE_WORDS}) l
      where c.facilities <= ${upTo} and c.word <> all(${GENERIC_WORDS}::text[])
      union all
      -- Words one typo away share too few trigrams to pass the index ('bli' / 'bali',
      -- 'kafieng' / 'kaifeng'), or are not among the likest by trigrams: they are looked up by
      -- the keys they share (see 0029_name_word_keys.sql).
      select l.word, ${LIKE_WORD_WEIGHT}::float8, ${holdersUpTo(postingsOf(query, 'name', sql`l.word`), upTo)}::int, false, c.word
      from counted c cross join lateral (${oneTypoAway(query, sql`c.word`)}) l
      where c.facilities <= ${upTo} and c.word <> all(${GENERIC_WORDS}::text[])
      union all
      -- A word no facility has may be two words written as one ('evergreensweaters'): the known
      -- words it is made of count as written.
      select p.part, 1.0::float8, ${holdersUpTo(postingsOf(query, 'name', sql`p.part`), upTo)}::int, false, c.word || ' ' || p.part
      from counted c cross join lateral (${partsOf(query, sql`c.word`)}) p
      where c.facilities = 0)
    select folded.name_search, folded.address_search,
      (select json_agg(at_address) from (
        select os_id, name, address, lat, lng from facility_index
        where address_search = folded.given_address_search and address_search <> '' and country_code = ${query.countryCode}
        order by os_id limit ${AT_ADDRESS_ROWS}) at_address) as at_address,
      ${renamed ? sql`(select json_agg(same_address) from (${renamed}) same_address)` : sql`null::json`} as same_address,
      (select json_agg(abroad) from (
        select os_id, name, address, lat, lng, country_code from facility_index
        where address_search = folded.given_address_search and address_search <> '' and country_code <> ${query.countryCode}
        order by os_id limit ${ABROAD_ROWS}) abroad) as abroad,
      (select json_agg(near) from (${nearby(query, { nameSearch: sql`folded.name_search`, addressSearch: sql`folded.address_search` })}) near) as near,
      (select count::int from facility_facet_counts where facet = 'country' and value = ${query.countryCode}) as country_facilities,
      case when look.up then coalesce((select json_agg(spellings) from spellings), '[]') end as spellings
    from look, folded`,
  );
  const row = rows[0]!;
  return {
    nameSearch: row.name_search,
    addressSearch: row.address_search,
    atAddress: row.at_address ?? [],
    sameAddress: row.same_address ?? [],
    abroad: row.abroad ?? [],
    near: row.near ?? [],
    countryFacilities: Math.max(row.country_facilities ?? 0, 1),
    spellings: row.spellings,
  };
}

/**
 * Words of the country's names one letter dropped, added, changed or swapped away from `word`,
 * found by the keys they share (name_word_keys: a word under itself and without each letter in
 * turn). Only pairs the scoring counts alike (wordLikeness): both of three letters or more, the
 * longer of four or more, and a changed letter only in words of five or more ('bari' is not a
 * typo of 'bali').
 */
function oneTypoAway(query: CandidateQuery, word: RawBuilder<unknown>) {
  return sql`
    select distinct k.word
    from name_word_keys_of(${word}) q join name_word_keys k on k.key = q.key
    where k.word <> ${word}
      and least(length(k.word), length(${word})) >= 3 and greatest(length(k.word), length(${word})) >= 4
      and (q.dropped = 0 or k.dropped = 0 -- a letter added or dropped
        or (q.dropped = k.dropped and length(k.word) >= 5) -- a letter changed
        or (abs(q.dropped - k.dropped) = 1 -- two letters swapped
          and substr(${word}, least(q.dropped, k.dropped), 2) = reverse(substr(k.word, least(q.dropped, k.dropped), 2))))
      and ${isCountryWord(query, sql`k.word`)}
    order by k.word
    limit ${TYPO_WORDS}`;
}

/**
 * Whether `word` is a word of a name of the row's country: one probe of facility_name_words' key.
 * Not `exists`, which the planner turns into a join: for the parts of a word run together
 * (generate_series, estimated at 1,000 rows) it hashed every name word of a large country
 * instead, 20,855 index entries of Bangladesh and 4.5 ms for each new name of the list bench.
 */
const isCountryWord = (query: CandidateQuery, word: RawBuilder<unknown>) =>
  sql`coalesce((select true from facility_name_words f where f.country_code = ${query.countryCode} and f.word = ${word} limit 1), false)`;

/** The parts of a word run together, each of three letters or more: both must be words of the country's names. */
function partsOf(query: CandidateQuery, word: RawBuilder<unknown>) {
  return sql`
    select distinct unnest(array[left(${word}, i), substr(${word}, i + 1)]) as part
    from generate_series(3, length(${word}) - 3) i
    where ${isCountryWord(query, sql`left(${word}, i)`)} and ${isCountryWord(query, sql`substr(${word}, i + 1)`)}`;
}

/** Candidates by rare words; for a name of no rare word by its shared words; for common words only, by trigrams. */
async function namedByWords(
  db: Executor,
  search: Search,
  spellings: Spelling[],
  tiers: { rare: number; shared: number },
): Promise<RawBuilder<unknown> | null | typeof BY_TRIGRAMS> {
  const standIns = (word: Spelling) => spellings.filter((other) => !other.written && standsFor(other) === word.word);
  // The name's words no facility has, and of those the ones like no known word either.
  const unknownWritten = spellings.filter((word) => word.written && word.facilities === 0);
  const unknownWords = new Set(unknownWritten.map((word) => word.word));
  const likeNone = unknownWritten.filter((word) => !standIns(word).some((other) => other.facilities > 0));
  if (search.minNameScore !== undefined && bestNameScore(search.name, likeNone) < search.minNameScore) return null;
  // The name's words too common to find candidates by, and the known words a word no facility
  // has stands for ('honghong' for 'hognhong'): they rank the candidates the others find.
  const ranking = spellings.filter(
    (word) =>
      word.facilities > 0 && (word.written ? word.facilities > tiers.rare : unknownWords.has(standsFor(word) ?? '')),
  );
  let unknown: Spelling[] = [];
  if (spellings.some((word) => word.written && word.facilities <= tiers.rare)) {
    // A like word as common as 'garment' is passed over; a word both written and like counts as written.
    const spelt = new Map<string, Spelling>();
    for (const spelling of spellings) {
      if (spelling.facilities === 0 || spelling.facilities > tiers.rare) continue;
      if ((spelt.get(spelling.word)?.weight ?? 0) < spelling.weight) spelt.set(spelling.word, spelling);
    }
    if (spelt.size > 0) {
      const rare = namedByRareWords(
        search,
        [...spelt.values()],
        ranking.filter((word) => !spelt.has(word.word)),
      );
      // A word no facility has that is like a common word too ('hognhong': 'honghong', 18,096
      // facilities in China, beside rarer look-alikes) most likely means the common one: the
      // facilities having it with the name's other words are candidates as well.
      const likeCommon = spellings.some(
        (word) => !word.written && word.facilities > tiers.rare && unknownWords.has(standsFor(word) ?? ''),
      );
      const common = likeCommon
        ? await namedBySharedWords(db, search, spellings, unknownWritten, ranking, tiers)
        : null;
      if (!rare || !common || common === BY_TRIGRAMS) return rare;
      return sql`select os_id from (${rare}) rare union select os_id from (${common}) common`;
    }
    // Every rare word is one no facility has, and none is like a rare word: a word like none is
    // new, and so is the name; a word like common ones ('hognhong' / 'honghong') or made of them
    // ('dhakagarments') stands among the shared words as any of them.
    unknown = unknownWritten;
    if (likeNone.length > 0) return null;
  }
  // Counting further only for a name of no rare word: most rows have one (or a new word).
  return namedBySharedWords(db, search, spellings, unknown, ranking, tiers);
}

/**
 * The facilities having every word of the name that is not too common (see namedByAllWords),
 * a word no facility has (`unknown`) standing as any of its like words; by trigrams when none is left.
 */
async function namedBySharedWords(
  db: Executor,
  search: Search,
  spellings: Spelling[],
  unknown: Spelling[],
  ranking: Spelling[],
  tiers: { rare: number; shared: number },
): Promise<RawBuilder<unknown> | typeof BY_TRIGRAMS> {
  const groups = new Map<string, string>();
  for (const spelling of spellings)
    if (spelling.written && spelling.facilities > 0) groups.set(spelling.word, spelling.of);
  for (const spelling of spellings) {
    if (!spelling.written && !groups.has(spelling.word) && unknown.some((word) => standsFor(spelling) === word.word))
      groups.set(spelling.word, spelling.of);
  }
  const shared = (await countWords(db, search, [...groups.keys()], tiers.shared))
    .filter((word) => word.facilities > 0 && word.facilities <= tiers.shared)
    .map((word) => ({ word: word.word, of: groups.get(word.word)!, facilities: word.facilities }));
  const sharedWords = new Set(shared.map((word) => word.word));
  return shared.length > 0
    ? namedByAllWords(
        search,
        shared,
        ranking.filter((word) => !sharedWords.has(word.word)),
      )
    : BY_TRIGRAMS;
}

/**
 * The best name similarity (nameSimilarity) any facility can have with the name when none has
 * the words `likeNone`: one named by exactly the name's other words, a weighted Dice coefficient
 * of 2K / (2K + U) for the weights K of those words and U of the missing ones.
 */
function bestNameScore(name: string, likeNone: Spelling[]): number {
  if (likeNone.length === 0) return 1;
  const all = name
    .split(' ')
    .filter(Boolean)
    .reduce((sum, word) => sum + nameWeight(word), 0);
  const missing = likeNone.reduce((sum, word) => sum + nameWeight(word.word), 0);
  const known = Math.max(all - missing, 0);
  return known === 0 ? 0 : (2 * known) / (2 * known + missing);
}

const GENERIC_WORDS = [...GENERIC_NAME_WORDS];

/** The words with how many facilities of the row's country have each (counted up to `upTo` + 1). */
async function countWords(
  db: Executor,
  search: Search,
  words: string[],
  upTo: number,
): Promise<{ word: string; facilities: number }[]> {
  const result = await sql<{ word: string; facilities: number }>`
    select q.word, ${holdersUpTo(postingsOf(search, 'name', sql`q.word`), upTo)}::int as facilities
    from unnest(${words}::text[]) q(word)`.execute(db);
  return result.rows;
}

/** The facilities having a word: by name words of the row's country, or by any word of names and addresses (the text search's postings). */
function postingsOf(query: CandidateQuery, of: 'name' | 'any', word: RawBuilder<unknown>) {
  return of === 'name'
    ? sql`select f.os_id from facility_name_words f where f.country_code = ${query.countryCode} and f.word = ${word}`
    : sql`select p.os_id from facility_search_words p where p.word = ${word} collate "C"`;
}

/** How many rows the postings have, counted no further than `upTo` + 1. */
const holdersUpTo = (postings: RawBuilder<unknown>, upTo: number) =>
  sql`(select count(*) from (${postings} limit ${upTo + 1}) counted)`;

/** Words of equal weight, as the relation of word and weight holders() takes. */
const equallyWeighted = (words: string[]) => sql`select word, 1.0 as weight from unnest(${words}::text[]) word`;

/**
 * Facilities of the country that have one of the rare words or a known word like one (`spelt`,
 * each with its holders). When there are more than go on to scoring they are ranked by the
 * name's words they have, each weighing ln(1 + facilities of the country / holders of the word):
 * the rare words, their like words at half weight, and the name's other words (`ranking`, see
 * nameSupport); then by the row's address words. Ranked by rarity alone, the holders of a rarer
 * like word ('taifeng', 140) came before those of the word itself ('kaifeng', 549) and the
 * facility was cut before scoring.
 */
function namedByRareWords(search: Search, spelt: Spelling[], ranking: Spelling[]) {
  if (spelt.length === 0) return null;
  const words = spelt.map((spelling) => spelling.word);
  const holding = sql`select os_id from facility_name_words where country_code = ${search.countryCode} and word = any(${words}::text[])`;
  if (spelt.reduce((sum, spelling) => sum + spelling.facilities, 0) <= RARE_WORD_CANDIDATES) return holding;
  return sql`
    select os_id from (
      select f.os_id, sum(w.weight * ${rarity(search, sql`w.holders`)}) as support
      from unnest(${words}::text[], ${spelt.map((spelling) => spelling.weight)}::float8[], ${spelt.map((spelling) => spelling.facilities)}::int[]) w(word, weight, holders)
      cross join lateral (${postingsOf(search, 'name', sql`w.word`)}) f
      group by f.os_id
    ) spelt
    ${nameSupport(search, ranking, sql`spelt.os_id`)}
    left join (${addressSupport(search)}) address_support using (os_id)
    order by spelt.support + coalesce(name_support.support, 0) + coalesce(address_support.support, 0) desc, os_id
    limit ${RARE_WORD_CANDIDATES}`;
}

/**
 * A lateral join giving `name_support.support` of the facility `osId`: the summed rarity of the
 * words of `ranking` it has (a like word at its weight, a generic word at half), each found by
 * one probe of facility_name_words' key. Words too common to read all their holders ('wear',
 * 30,000 in China) still tell the 100 of 18,000 'honghong' facilities that go on to scoring
 * ('Hognhong Wear Co., Ltd.'), and 'apparel' the 'Harmony Apparel Limited's among the 'harmony's.
 */
function nameSupport(search: Search, ranking: Spelling[], osId: RawBuilder<unknown>) {
  if (ranking.length === 0) return sql`cross join (select 0::float8 as support) name_support`;
  const weight = (word: Spelling) => word.weight * (GENERIC_NAME_WORDS.has(word.word) ? 0.5 : 1);
  return sql`
    cross join lateral (
      select sum(r.weight * ${rarity(search, sql`r.holders`)}) as support
      from unnest(${ranking.map((word) => word.word)}::text[], ${ranking.map(weight)}::float8[], ${ranking.map((word) => word.facilities)}::int[]) r(word, weight, holders)
      where ${hasWord(search, sql`r.word`, osId)}
    ) name_support`;
}

/**
 * Whether the facility `osId` has `word` (or `any(array)`) in its name: a probe of
 * facility_name_words' key per word (see isCountryWord).
 */
const hasWord = (search: Search, word: RawBuilder<unknown>, osId: RawBuilder<unknown>) =>
  sql`coalesce((select true from facility_name_words g where g.country_code = ${search.countryCode} and g.word = ${word} and g.os_id = ${osId} limit 1), false)`;

/**
 * (os_id, weight, holders) for each facility having one of the words (a relation of word and
 * weight) whose holders number at most `upTo` (see postingsOf). Each word is counted first,
 * stopping past `upTo`, and only a word kept is read again.
 */
function holders(query: CandidateQuery, words: RawBuilder<unknown>, of: 'name' | 'any', upTo: number) {
  return sql`
    select h.os_id, w.weight, w.holders
    from (select words.word, words.weight, ${holdersUpTo(postingsOf(query, of, sql`words.word`), upTo)} as holders
      from (${words}) words offset 0) w -- offset 0: counted once per word, not again wherever holders is used
    cross join lateral (${postingsOf(query, of, sql`w.word`)} and w.holders <= ${upTo}) h`;
}

/** How much sharing a word says: ln(1 + facilities of the country / facilities having the word). */
function rarity(search: Search, holders: RawBuilder<unknown>) {
  return sql`ln(1 + ${search.countryFacilities}::float8 / ${holders}::float8)`;
}

/**
 * Per facility, the summed rarity of the row's address words it has (in its name or address;
 * from the text search's postings): among facilities of one name — lists repeat 'Industrias
 * Norte S.A. de C.V.' hundreds of times — the one at the row's address comes first.
 */
function addressSupport(search: Search) {
  const words = equallyWeighted(placeWords(search.givenAddress ?? search.address));
  return sql`select os_id, sum(${rarity(search, sql`holders`)}) as support
    from (${holders(search, words, 'any', ADDRESS_WORD_FACILITIES)}) held group by os_id`;
}

/**
 * Words of an address as the text search's postings hold them (folded as given, numbers glued to
 * letters kept: 'Lot A38' is 'a38', which tells one lot from the others, where '38' alone is in
 * thousands of addresses) that can tell places apart: not a word of what kind of place ('road',
 * 'rd', 'district') nor filler ('no'); numbers stay, with a street they place a facility.
 */
export function placeWords(address: string): string[] {
  const words = foldText(address)
    .split(' ')
    .filter((word) => {
      const normalised = normalizeAddress(word);
      return word.length >= 2 && normalised !== '' && normalised.split(' ').every((w) => !GENERIC_ADDRESS_WORDS.has(w));
    });
  // Cut as the text search's postings cut their words.
  return [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))];
}

/**
 * Facilities of the country that have every one of the words, ranked by the name's other words
 * they have (see nameSupport) and the row's address words. Words that stand for one (`of`: like
 * words of a misspelt one) are alternatives: one of them will do. The holders of the rarest are
 * read, and each is probed for the others: grouping every holder of every word by OS ID sorted
 * 35,889 postings for 'Zibo Honghong Electronics' (34 ms of CPU), the probes of the 2,910 of
 * 'zibo' take 12 ms.
 */
function namedByAllWords(
  search: Search,
  words: { word: string; of: string; facilities: number }[],
  ranking: Spelling[],
) {
  const groups = new Map<string, { words: string[]; facilities: number }>();
  for (const { word, of, facilities } of words) {
    const group = groups.get(of) ?? { words: [], facilities: 0 };
    group.words.push(word);
    group.facilities += facilities;
    groups.set(of, group);
  }
  const [driver, ...others] = [...groups.values()].sort((a, b) => a.facilities - b.facilities);
  const hasAll = others.map((group) => hasWord(search, sql`any(${group.words}::text[])`, sql`f.os_id`));
  return sql`
    select os_id from (
      select ${sql.raw(driver!.words.length > 1 ? 'distinct ' : '')}f.os_id from facility_name_words f
      where f.country_code = ${search.countryCode} and f.word = any(${driver!.words}::text[])
        ${sql.join(
          hasAll.map((has) => sql`and ${has}`),
          sql` `,
        )}
    ) named
    ${nameSupport(search, ranking, sql`named.os_id`)}
    left join (${addressSupport(search)}) address_support using (os_id)
    order by coalesce(name_support.support, 0) + coalesce(address_support.support, 0) desc, os_id
    limit ${SHARED_WORD_CANDIDATES}`;
}

/** A name of common words only: facilities of the country whose folded name shares enough trigrams (or holds the query). */
function namedByTrigrams(search: Search) {
  // The country is checked on the rows the trigram indexes return: combining it with the country
  // index in a bitmap costs more than it saves (thousands of rows per country).
  return sql`
    select os_id from facility_index
    where (country_code || '') = ${search.countryCode}
      and (name_search % ${search.nameSearch} or ${search.nameSearch} <% name_search)`;
}

/**
 * Facilities next to the row's point whose address looks alike, best first: none without a point,
 * nor when the point is only a town's centre (query.nearby false). Such a point is where the
 * geocoder put every row of the town, and its 2 km box holds a quarter of the town's facilities
 * (3,631 in central Dhaka at 1.2M), each read and compared by address: ~2 ms of PostgreSQL CPU
 * for an average row of the list bench, ~12 ms in Dhaka, for neighbours that are no neighbours.
 * The evaluation at 1.2M, every point a town's, lost 4 of 3,231 true matches without them
 * (recall 0.9944 -> 0.9932), and no precision.
 */
function nearby(query: CandidateQuery, folded: Folded) {
  if (query.lat === null || query.lng === null || query.nearby === false)
    return sql`select null::char(15) as os_id where false`;
  const dLng = NEAR_DEGREES / Math.max(Math.cos((query.lat * Math.PI) / 180), 0.1);
  return sql`
    select os_id, name, address, lat, lng from (
      select * from facility_index
      where country_code = ${query.countryCode}
        and lat between ${query.lat - NEAR_DEGREES} and ${query.lat + NEAR_DEGREES}
        and lng between ${query.lng - dLng} and ${query.lng + dLng}
        and similarity(address_search, ${folded.addressSearch}) >= ${SIMILARITY_THRESHOLD}::float4
      limit ${NEARBY_ROWS}) near
    order by ${similarityRank(folded)}
    limit ${query.limit}`;
}

/**
 * The tier "same house number, street and town, any name" (a facility renamed or taken over keeps
 * its address, and the name search cannot find it): facilities of the country having the row's
 * first house number and, of its address's distinctive words (see addressKey), the rarest one and
 * another one. The rarest is the one fewest facilities of any country hold (from the text
 * search's postings, counted up to SAME_ADDRESS_WORD_POSTINGS): the postings are ordered by word
 * and OS ID, not by country, so counting one country's holders of a word read every holder the
 * countries before it have ('factory' for a row in Uzbekistan: 86 ms at 1.2M facilities, where
 * 'andijon' takes 0.1). Of that word's holders, those of the country count up to
 * SAME_ADDRESS_HOLDERS. Offered for review only (rankCandidates, isSameAddressOtherName).
 */
function sameAddress(query: CandidateQuery): RawBuilder<CandidateRow> | null {
  const key = addressKey(query.givenAddress ?? query.address);
  if (!key) return null;
  const { numbers, words } = key;
  const probe = (word: RawBuilder<unknown>) =>
    sql`coalesce((select true from facility_search_words q where q.word = ${word} and q.os_id = h.os_id limit 1), false)`;
  const inCountry = (word: RawBuilder<unknown>) =>
    sql`select p.os_id from facility_search_words p where p.word = ${word} collate "C" and p.country_code = ${query.countryCode}`;
  return sql<CandidateRow>`
    select i.os_id, i.name, i.address, i.lat, i.lng
    from (
      select r.word from (
        select word from (
          select w.word, ${holdersUpTo(sql`select p.os_id from facility_search_words p where p.word = w.word collate "C"`, SAME_ADDRESS_WORD_POSTINGS)} as holders
          from unnest(${words}::text[]) w(word)
          offset 0) counted -- offset 0: each word counted once, not again for each use of holders
        -- A word the registry does not hold (written otherwise there: 'changan' / 'chang an') finds nothing.
        where holders between 1 and ${SAME_ADDRESS_WORD_POSTINGS}
        order by holders, word limit 1
      ) r
      where ${holdersUpTo(inCountry(sql`r.word`), SAME_ADDRESS_HOLDERS)} <= ${SAME_ADDRESS_HOLDERS}
    ) rarest
    cross join lateral (${inCountry(sql`rarest.word`)}) h
    join facility_index i on i.os_id = h.os_id
    where ${probe(sql`any(${numbers}::text[] collate "C")`)}
      ${words.length > 1 ? sql`and ${probe(sql`any(array_remove(${words}::text[], rarest.word) collate "C")`)}` : sql``}
    order by i.os_id
    limit ${SAME_ADDRESS_ROWS}`;
}

/**
 * The address's first house number (one to four digits; not a postal code) as the text search's
 * postings may hold it (alone, and glued to its letters as written: 'a38' of 'Lot A38', '12sector'),
 * and its distinctive words (see placeWords; four letters or more, no digits, up to three of the
 * longest): null when it has no number or no such word.
 */
export function addressKey(address: string): { numbers: string[]; words: string[] } | null {
  const written = foldText(address).split(' ');
  const glued = written.find((word) => /(?:^|\D)\d{1,4}(?:\D|$)/.test(word) && !/\d{5}/.test(word));
  const number = glued?.match(/\d{1,4}/)?.[0];
  const words = placeWords(address)
    .filter((word) => word.length >= 4 && !/\d/.test(word))
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .slice(0, 3);
  return number && words.length > 0 ? { numbers: [...new Set([number, glued!])], words } : null;
}
