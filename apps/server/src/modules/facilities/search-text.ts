import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { SearchParams } from './search-params.ts';

/**
 * The text search (`q`) over facility_search_words (migration 0016): every word of the folded
 * query must begin a word of the facility's name or address — 'garm' finds 'Garments Ltd', 'dong
 * nai' finds 'Đồng Nai' — and a one-character word must be a whole word ('h m' for 'H&M'). An OS ID,
 * current or historical, finds its facility. Matches are ranked from the postings alone, so
 * counting, bounding and ranking 60,000 matches never reads the facility rows.
 */

/** The query words used, longest (most selective) first: a 200-character query cannot make a 100-way join. */
const MAX_QUERY_WORDS = 8;
/** Longest word kept; 0016_search_words.sql cuts the facilities' words the same way. */
export const MAX_WORD_LENGTH = 100;
/** Above every character, so `word < w || TOP` bounds the words that begin with w (collate "C"). */
const TOP = '\u{10FFFF}';

export function queryWords(folded: string): string[] {
  const words = [...new Set(folded.split(' ').filter(Boolean).map((word) => word.slice(0, MAX_WORD_LENGTH)))];
  return words.sort((a, b) => b.length - a.length || a.localeCompare(b)).slice(0, MAX_QUERY_WORDS);
}

const wordCondition = (word: string) =>
  word.length === 1 ? sql<SqlBool>`word = ${word}` : sql<SqlBool>`word >= ${word} and word < ${word + TOP}`;

/**
 * The indexed words each query word begins, when there are at most FEW_SPELLINGS ('garment':
 * 'garment' and 'garments'); absent when there are more. Read just before the search (words come
 * and go with facilities), they let the search skip grouping postings per facility: one word's
 * postings are one row per facility already, two words' are merged by a join. Grouping 60,000
 * postings took ~55 ms at 1.2M facilities, the join of two ~30 ms, one word's rows ~10 ms.
 */
export type Spellings = ReadonlyMap<string, readonly string[]>;
const FEW_SPELLINGS = 2;

/**
 * Postings of each query word, counted up to RARE_POSTINGS: a word with fewer is rare enough to
 * drive the search (see wordMatches). Counting stops there, so a common word costs at most that
 * many index entries (~0.5 ms), not its 470,000 ('ltd' at 1.2M facilities).
 */
export type Postings = ReadonlyMap<string, number>;
const RARE_POSTINGS = 5_000;

/** The end of the index range of the words `word` stands for: those it begins, or itself alone (one character). */
const rangeEnd = (word: string) => (word.length === 1 ? `${word}\u0001` : word + TOP);

export async function lookUpWords(db: Executor, folded: string): Promise<{ spellings: Spellings; postings: Postings }> {
  const words = queryWords(folded);
  if (words.length === 0) return { spellings: new Map(), postings: new Map() };
  // A skip scan per word: each step is one index probe for the next distinct word in the range.
  const { rows } = await sql<{ token: string; words: string[] | null; postings: number }>`
    select q.token, case when length(q.token) > 1 then (
      with recursive found(word) as (
        select min(word) from facility_search_words where word >= q.token and word < q.token_end
        union all
        select (select min(s.word) from facility_search_words s where s.word > f.word and s.word < q.token_end)
        from found f where f.word is not null)
      select array_agg(word) from (select word from found where word is not null limit ${FEW_SPELLINGS + 1}) few
    ) end as words,
    (select count(*)::int from (
      select from facility_search_words where word >= q.token and word < q.token_end limit ${RARE_POSTINGS}) counted) as postings
    from unnest(${words}::text[], ${words.map(rangeEnd)}::text[]) as q(token, token_end)`.execute(db);
  return {
    spellings: new Map(rows.filter((row) => row.token.length > 1 && (row.words ?? []).length <= FEW_SPELLINGS).map((row) => [row.token, row.words ?? []])),
    postings: new Map(rows.map((row) => [row.token, row.postings])),
  };
}

/**
 * Rank of one query word in one facility, lower is better: the name's first word, then another
 * word of the name, then the address; as a whole word before as a beginning.
 */
const postingRank = (word: string) => sql<number>`place * 2 + (case when word = ${word} then 0 else 1 end)`;

/** One row per facility having a word that `word` begins: os_id, lat, lng, name_words and rank. */
function facilitiesWithWord(word: string, spellings: readonly string[] | undefined) {
  const ofSpelling = (spelling: string) =>
    sql`select os_id, lat, lng, name_words, ${postingRank(word)} as rank from facility_search_words where word = ${spelling}`;
  // A one-character word is matched whole: it is its only spelling.
  if (word.length === 1) return ofSpelling(word);
  if (spellings?.length === 0) return sql`select null::char(15) as os_id, 0::float8 as lat, 0::float8 as lng, 0::smallint as name_words, 0 as rank where false`;
  if (spellings?.length === 1) return ofSpelling(spellings[0]!);
  if (spellings?.length === 2) {
    return sql`select coalesce(a.os_id, b.os_id) as os_id, coalesce(a.lat, b.lat) as lat, coalesce(a.lng, b.lng) as lng,
        coalesce(a.name_words, b.name_words) as name_words, least(a.rank, b.rank) as rank
      from (${ofSpelling(spellings[0]!)}) a full join (${ofSpelling(spellings[1]!)}) b on a.os_id = b.os_id`;
  }
  return sql`select os_id, min(lat) as lat, min(lng) as lng, min(name_words) as name_words, min(${postingRank(word)}) as rank
    from facility_search_words where ${wordCondition(word)} group by os_id`;
}

/** Facilities having every query word, with their position and summed rank (one row each). */
function wordMatches(words: string[], spellings: Spellings, postings: Postings) {
  const [rarest, ...others] = [...words].sort((a, b) => (postings.get(a) ?? RARE_POSTINGS) - (postings.get(b) ?? RARE_POSTINGS));
  if (others.length && (postings.get(rarest!) ?? RARE_POSTINGS) < RARE_POSTINGS) return probedMatches(rarest!, others, spellings);
  return joinedMatches(words, spellings);
}

/**
 * Of a rare word's few facilities, those having the other words too: one probe of the (os_id,
 * word) index per facility and word (migration 0022). 5,000 facilities × 3 words take ~30 ms,
 * where merging the postings of 'trading', 'pvt' and 'ltd' read 700,000 entries (~400 ms).
 */
function probedMatches(rarest: string, others: string[], spellings: Spellings) {
  const probes = others.map(
    (word, i) => sql`cross join lateral (select min(${postingRank(word)}) as rank from facility_search_words p
      where p.os_id = d.os_id and ${wordCondition(word)}) ${sql.id(`p${i + 1}`)}`,
  );
  const ranks = others.map((_, i) => sql.ref(`p${i + 1}.rank`));
  return sql`select d.os_id, d.lat, d.lng, d.name_words, ${sql.join([sql`d.rank`, ...ranks], sql` + `)} as score
    from (${facilitiesWithWord(rarest, spellings.get(rarest))}) d
    ${sql.join(probes, sql` `)}
    where ${sql.join(ranks.map((rank) => sql`${rank} is not null`), sql` and `)}`;
}

/** Facilities having every query word, found by merging each word's postings. */
function joinedMatches(words: string[], spellings: Spellings) {
  const [first, ...rest] = words as [string, ...string[]];
  const joins = rest.map(
    (word, i) => sql`join (select os_id, rank from (${facilitiesWithWord(word, spellings.get(word))}) m) ${sql.id(`w${i + 1}`)} using (os_id)`,
  );
  const score = sql.join([sql`w0.rank`, ...rest.map((_, i) => sql`${sql.ref(`w${i + 1}.rank`)}`)], sql` + `);
  return sql`select os_id, w0.lat, w0.lng, w0.name_words, ${score} as score
    from (${facilitiesWithWord(first, spellings.get(first))}) w0
    ${sql.join(joins, sql` `)}`;
}

/** `q` prepared for searching: folded by search_text(), its words' spellings looked up and their postings counted. */
export interface TextQuery {
  folded: string;
  spellings: Spellings;
  postings: Postings;
}

export interface TextSearch extends TextQuery {
  /** Facilities this search also finds by other means than their words, ranked after the word matches. */
  alsoMatching?: Expression<SqlBool>;
}

/**
 * Every facility `q` finds, one row each: os_id, lat, lng, name_words and score (lower first;
 * an OS ID match or the facility named exactly `q` before any other word match).
 */
export function textMatches(params: SearchParams, text: TextSearch): RawBuilder<unknown> {
  const words = queryWords(text.folded);
  const parts = [];
  if (words.length) parts.push(namedFirst(wordMatches(words, text.spellings, text.postings), text.folded));
  if (params.osIdQuery) {
    parts.push(sql`select os_id, lat, lng, 0 as name_words, -1 as score from facility_index
      where os_id = ${params.osIdQuery} or alias_os_ids @> array[${params.osIdQuery}]::text[]`);
  }
  if (text.alsoMatching) {
    parts.push(sql`select os_id, lat, lng, 0 as name_words, ${words.length * 6} as score from facility_index where ${text.alsoMatching}`);
  }
  if (parts.length === 0) return sql`select null::char(15) as os_id, 0::float8 as lat, 0::float8 as lng, 0 as name_words, 0 as score where false`;
  // The word matches alone are one row per facility already.
  if (parts.length === 1 && words.length) return parts[0]!;
  return sql`select os_id, min(lat) as lat, min(lng) as lng, min(name_words) as name_words, min(score) as score
    from (${sql.join(parts, sql` union all `)}) found group by os_id`;
}

/**
 * The facilities whose folded name is the folded query come first: a pasted 'Aadhya Trading
 * Pvt. Ltd.' finds that facility before 'Aadhya Trading Pvt. Ltd. - Unit 2' or one with 'Aadhya
 * Trading' in its address. One lookup of the name's hash index (migration 0022), run once.
 */
function namedFirst(matches: RawBuilder<unknown>, folded: string) {
  return sql`select os_id, lat, lng, name_words,
      case when os_id in (select os_id from facility_index where name_search = ${folded}) then -1 else score end as score
    from (${matches}) word_matches`;
}

/** A search of `q` alone: counted, bounded and paged from the postings without the filters' join. */
export function isTextOnly(params: SearchParams): boolean {
  const lists = [
    params.contributors, params.lists, params.contributor_types, params.countries, params.statuses, params.sectors,
    params.parent_company, params.facility_type, params.processing_type, params.product_type, params.number_of_workers,
  ];
  return Boolean(params.q) && !params.embed && !params.boundary && !params.native_language_name && lists.every((values) => values.length === 0);
}
