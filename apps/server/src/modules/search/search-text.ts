import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { SearchParams } from '@registry/core/search-params';

/**
 * The text search (`q`) over facility_search_words (migration 0016): every word of the folded
 * query must begin a word of the facility's name or address — 'garm' finds 'Garments Ltd', 'dong
 * nai' finds 'Đồng Nai' — and a one-character word must be a whole word ('h m' for 'H&M'). The
 * local names are words too (migration 0041); a Chinese or Japanese one, unspaced, is also indexed
 * by each of its suffixes from a CJK character on, so any run of two characters of it finds it
 * ('服装' finds '深圳华富服装有限公司') with no word list to split it by. An OS ID,
 * current or historical, finds its facility. Matches are ranked from the postings alone, so
 * counting, bounding and ranking 60,000 matches never reads the facility rows; the postings carry
 * the facility's country (migration 0030), so a search in some countries reads only theirs.
 */

/** Postings of the search's countries only (all postings of one facility have its country). */
const inCountries = (countries: readonly string[]) =>
  countries.length === 0 ? sql`` : sql`and country_code = any(${countries}::bpchar[])`;

/** The query words used, longest (most selective) first: a 200-character query cannot make a 100-way join. */
export const MAX_QUERY_WORDS = 8;
/** Longest word kept; 0016_search_words.sql cuts the facilities' words the same way. */
export const MAX_WORD_LENGTH = 100;
/** Above every character, so `word < w || TOP` bounds the words that begin with w (collate "C"). */
const TOP = '\u{10FFFF}';

export function queryWords(folded: string): string[] {
  const words = [
    ...new Set(
      folded
        .split(' ')
        .filter(Boolean)
        .map((word) => word.slice(0, MAX_WORD_LENGTH)),
    ),
  ];
  return words.sort((a, b) => b.length - a.length || a.localeCompare(b)).slice(0, MAX_QUERY_WORDS);
}

export const wordCondition = (word: string, table?: string) => {
  const indexed = table ? sql.ref(`${table}.word`) : sql`word`;
  return word.length === 1
    ? sql<SqlBool>`${indexed} = ${word}`
    : sql<SqlBool>`${indexed} >= ${word} and ${indexed} < ${word + TOP}`;
};

/**
 * The indexed words each query word begins, when there are at most FEW_SPELLINGS ('garment':
 * 'garment' and 'garments'); absent when there are more. Read just before the search (words come
 * and go with facilities), they let a one-word search skip grouping postings per facility (one
 * spelling's postings are one row per facility already, two spellings' are merged by a join), and
 * give the planner equalities it estimates well. Grouping 60,000 postings took ~55 ms at 1.2M
 * facilities, the join of two ~30 ms, one word's rows ~10 ms.
 */
export type Spellings = ReadonlyMap<string, readonly string[]>;
const FEW_SPELLINGS = 2;

/**
 * Postings of each query word, counted up to FEW_POSTINGS, and up to COUNTED_POSTINGS when no
 * word has fewer than FEW_POSTINGS: the word with the fewest drives the search (see wordMatches).
 * Counting stops at the cap, so a common word costs at most that many index entries (~0.2 ms or
 * ~2 ms), not its 474,000 ('ltd' at 1.2M facilities).
 */
export type Postings = ReadonlyMap<string, number>;
const FEW_POSTINGS = 2_000;
const COUNTED_POSTINGS = 20_000;

/** The end of the index range of the words `word` stands for: those it begins, or itself alone (one character). */
const rangeEnd = (word: string) => (word.length === 1 ? `${word}\u0001` : word + TOP);

const postingsUpTo = (cap: number) => sql<number>`(select count(*)::int from (
  select from facility_search_words where word >= q.token and word < q.token_end limit ${cap}) counted)`;

/**
 * Postings counted to COUNTED_POSTINGS of common words (FEW_POSTINGS or more), per database, for
 * COMMON_COUNT_MS: a pasted name of common words only ('Aadhya & Sons Knitwear Private Limited')
 * counted ~80,000 index entries each time, 20-60 ms of its ~60-120 ms at 1.2M facilities, for words
 * the next name shares. Such a count moves little in minutes, and it only picks which word drives
 * the search, never what is found. Rare words are counted each time (a few hundred entries).
 */
const commonCounts = new WeakMap<Executor, Map<string, { postings: number; until: number }>>();
const COMMON_COUNT_MS = 5 * 60_000;
const COMMON_COUNT_WORDS = 10_000;

function knownCommonCounts(db: Executor): Map<string, { postings: number; until: number }> {
  let counts = commonCounts.get(db);
  if (!counts) commonCounts.set(db, (counts = new Map()));
  return counts;
}

export async function lookUpWords(db: Executor, folded: string): Promise<{ spellings: Spellings; postings: Postings }> {
  const words = queryWords(folded);
  if (words.length === 0) return { spellings: new Map(), postings: new Map() };
  const counts = knownCommonCounts(db);
  const now = Date.now();
  const known = words.map((word) => {
    const entry = counts.get(word);
    return entry && entry.until > now ? entry.postings : null;
  });
  // A skip scan per word: each step is one index probe for the next distinct word in the range.
  // A known common word is not counted again: it has FEW_POSTINGS or more, so it is never the rare one.
  const { rows } = await sql<{ token: string; words: string[] | null; postings: number; counted_common: boolean }>`
    with q as materialized (
      select q.token, q.token_end, q.known,
        case when q.known is null then ${postingsUpTo(FEW_POSTINGS)} else ${FEW_POSTINGS} end as few
      from unnest(${words}::text[], ${words.map(rangeEnd)}::text[], ${known}::int[]) as q(token, token_end, known)),
    level as (select exists (select from q where q.few < ${FEW_POSTINGS}) as rare_word)
    select q.token, case when length(q.token) > 1 then (
      with recursive found(word) as (
        select min(word) from facility_search_words where word >= q.token and word < q.token_end
        union all
        select (select min(s.word) from facility_search_words s where s.word > f.word and s.word < q.token_end)
        from found f where f.word is not null)
      select array_agg(word) from (select word from found where word is not null limit ${FEW_SPELLINGS + 1}) few
    ) end as words,
    case when q.known is not null then q.known when q.few < ${FEW_POSTINGS} or level.rare_word then q.few
      else ${postingsUpTo(COUNTED_POSTINGS)} end as postings,
    q.known is null and q.few >= ${FEW_POSTINGS} and not level.rare_word as counted_common
    from q, level`.execute(db);
  if (counts.size > COMMON_COUNT_WORDS) counts.clear();
  for (const row of rows) {
    if (row.counted_common) counts.set(row.token, { postings: row.postings, until: now + COMMON_COUNT_MS });
  }
  return {
    spellings: new Map(
      rows
        .filter((row) => row.token.length > 1 && (row.words ?? []).length <= FEW_SPELLINGS)
        .map((row) => [row.token, row.words ?? []]),
    ),
    postings: new Map(rows.map((row) => [row.token, row.postings])),
  };
}

/**
 * Whether every query word's postings are read in os_id order: a word of one spelling is one
 * range of the (word, os_id) index. The words of another query (a beginning of many words, or
 * two spellings) are read in word order, and a merge join sorts them by os_id first: at 1.2M
 * facilities 'AAD Apparel Limited' sorted 20,000 postings of 'apparel'/'apparels' in ~40 ms of its
 * 70-100 (character comparisons in the database's collation), where a hash join needs none:
 * 24-30 ms. With one spelling each, the merge join reads both ranges as they lie.
 */
export function postingsInOsIdOrder(text: TextQuery): boolean {
  return queryWords(text.folded).every((word) => word.length === 1 || text.spellings.get(word)?.length === 1);
}

/** The postings of `word`: its known spellings, or every indexed word it begins. */
const spelledAs = (word: string, known: readonly string[] | undefined, table?: string) =>
  known && known.length > 0
    ? sql<SqlBool>`${table ? sql.ref(`${table}.word`) : sql`word`} = any(${known}::text[])`
    : wordCondition(word, table);

/**
 * Rank of one query word in one facility, lower is better: the name's first word, then another
 * word of the name, then the address; as a whole word before as a beginning.
 */
export const postingRank = (word: string, table?: string) => {
  const [place, indexed] = table ? [sql.ref(`${table}.place`), sql.ref(`${table}.word`)] : [sql`place`, sql`word`];
  return sql<number>`${place} * 2 + (case when ${indexed} = ${word} then 0 else 1 end)`;
};

/** One row per facility of the countries (any, if none) having a word that `word` begins: os_id, lat, lng, name_words and rank. */
function facilitiesWithWord(word: string, spellings: readonly string[] | undefined, countries: readonly string[]) {
  const ofSpelling = (spelling: string) =>
    sql`select os_id, lat, lng, name_words, ${postingRank(word)} as rank from facility_search_words
      where word = ${spelling} ${inCountries(countries)}`;
  // A one-character word is matched whole: it is its only spelling.
  if (word.length === 1) return ofSpelling(word);
  if (spellings?.length === 0)
    return sql`select null::char(15) as os_id, 0::float8 as lat, 0::float8 as lng, 0::smallint as name_words, 0 as rank where false`;
  if (spellings?.length === 1) return ofSpelling(spellings[0]!);
  if (spellings?.length === 2) {
    return sql`select coalesce(a.os_id, b.os_id) as os_id, coalesce(a.lat, b.lat) as lat, coalesce(a.lng, b.lng) as lng,
        coalesce(a.name_words, b.name_words) as name_words, least(a.rank, b.rank) as rank
      from (${ofSpelling(spellings[0]!)}) a full join (${ofSpelling(spellings[1]!)}) b on a.os_id = b.os_id`;
  }
  return sql`select os_id, min(lat) as lat, min(lng) as lng, min(name_words) as name_words, min(${postingRank(word)}) as rank
    from facility_search_words where ${wordCondition(word)} ${inCountries(countries)} group by os_id`;
}

/**
 * Facilities having every query word, with their position and summed rank (one row each): the
 * rarest word's facilities, each joined to its postings of the other words on the (os_id, word)
 * index (migration 0022). The planner probes that index per facility or hashes the facilities and
 * scans a word's postings, whichever is cheaper; either way the work is bounded by the rarest
 * word, never by two common words' postings merged ('Shenzhen Jinhong Plastic Products Co., Ltd.':
 * the 5,056 facilities with 'jinhong' checked for the other words, 12–22 ms, where merging 'co'
 * (616,000 postings) with 'ltd' (474,000) took seconds).
 */
function wordMatches(words: string[], spellings: Spellings, postings: Postings, countries: readonly string[]) {
  // Rarest first; among words counted to the cap, longer first (a longer word is usually rarer).
  const count = (word: string) => postings.get(word) ?? COUNTED_POSTINGS;
  const [rarest, ...others] = [...words].sort((a, b) => count(a) - count(b) || b.length - a.length) as [
    string,
    ...string[],
  ];
  if (others.length === 0) {
    return sql`select os_id, lat, lng, name_words, rank as score from (${facilitiesWithWord(rarest, spellings.get(rarest), countries)}) w`;
  }
  // Every posting of the rarest word (a facility with two of its spellings twice: grouped below).
  const driver = sql`select os_id, lat, lng, name_words, ${postingRank(rarest)} as rank
    from facility_search_words where ${spelledAs(rarest, spellings.get(rarest))} ${inCountries(countries)}`;
  // Joined in the order written, rarest first, each join a subquery of its own (offset 0 keeps the
  // planner from flattening it): a pasted name of 6-8 words let it weigh every order of 7-9 relations,
  // 14-70 ms of planning for a statement that ran in 1-5 (20,000 facilities, loaded machine).
  // It still picks each join's method (a probe per facility, or a hash of them) from the estimates.
  const joined = others.reduce((inner, word, i) => {
    const fenced = i === 0 ? inner : sql`${inner} offset 0`;
    return sql`select d.*, ${postingRank(word, 'p')} as ${sql.id(`r${i + 1}`)}
      from (${fenced}) d join facility_search_words p on p.os_id = d.os_id and ${spelledAs(word, spellings.get(word), 'p')}`;
  }, driver);
  const ranks = others.map((_, i) => sql`min(${sql.id(`r${i + 1}`)})`);
  return sql`select os_id, min(lat) as lat, min(lng) as lng, min(name_words) as name_words,
      ${sql.join([sql`min(rank)`, ...ranks], sql` + `)} as score
    from (${joined}) d
    group by os_id`;
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
  const { countries } = params;
  if (words.length) parts.push(namedFirst(wordMatches(words, text.spellings, text.postings, countries), text.folded));
  if (params.osIdQuery) {
    parts.push(sql`select os_id, lat, lng, 0 as name_words, -1 as score from facility_index
      where (os_id = ${params.osIdQuery} or alias_os_ids @> array[${params.osIdQuery}]::text[]) ${inCountries(countries)}`);
  }
  if (text.alsoMatching) {
    parts.push(
      sql`select os_id, lat, lng, 0 as name_words, ${words.length * 6} as score from facility_index where ${text.alsoMatching}`,
    );
  }
  if (parts.length === 0)
    return sql`select null::char(15) as os_id, 0::float8 as lat, 0::float8 as lng, 0 as name_words, 0 as score where false`;
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
