import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { applySearchFilters, type SearchParams, type TextQuery } from '../search/index.ts';

/**
 * The v1 `query` finds, besides what `q` of /api/facilities/ finds (names, local names,
 * addresses: facility_search_words), the facilities whose description (the approved claim's,
 * facility_description_words, migration 0043) has the query words the other fields lack. Every
 * query word must still begin a word of the facility, in any of these fields, as for `q`; a word
 * found only in the description ranks after the address (place 3 where the address is 2, in
 * search-text.ts's postingRank: place * 2, +1 when only a beginning of the word).
 *
 * Such a facility has one of the query words in its description, so these matches are bounded by
 * the descriptions' postings of the words (the few approved claims), never by a common word's
 * postings in names; the facilities `q` finds are found as `q` finds them, ranked as it ranks them.
 */

const DESCRIPTION_PLACE = 3;
/** Below this many postings (lookUpWords counts to 20,000) a word's facilities are read to bound the candidates. */
const RARE_POSTINGS = 20_000;
/** Above every character, so `word < w || TOP` bounds the words that begin with w (collate "C"). */
const TOP = '\u{10FFFF}';

/**
 * The query's words as the text search uses them (its postings are counted per word: the same
 * words, longest first, at most MAX_QUERY_WORDS), each with the end of its index range: the words
 * it begins, or itself alone when it is one character (search-text.ts matches those whole).
 */
function wordRanges(text: TextQuery) {
  const words = [...text.postings.keys()];
  return { words, ends: words.map((word) => (word.length === 1 ? `${word}\u0001` : word + TOP)) };
}

/**
 * The facilities found only through their description's words, one row each: os_id, lat, lng,
 * name_words and score, the shape of the search module's text matches.
 */
export function descriptionOnlyMatches(text: TextQuery): RawBuilder<unknown> {
  const { words, ends } = wordRanges(text);
  if (words.length === 0)
    return sql`select null::char(15) as os_id, 0::float8 as lat, 0::float8 as lng, 0::smallint as name_words, 0 as score where false`;
  // Every word is in each match's description or its other fields: a word of few postings bounds
  // the candidates ('ltd' alone is in 1,705 of the 4,327 descriptions at 1.2M, each checked per word).
  const [rarest, postings] = [...text.postings].sort((a, b) => a[1] - b[1])[0]!;
  const rarestEnd = ends[words.indexOf(rarest)]!;
  const bounded =
    postings < RARE_POSTINGS
      ? sql`where d.os_id in (select s.os_id from facility_search_words s where s.word >= ${rarest} and s.word < ${rarestEnd})
          or d.os_id in (select r.os_id from facility_description_words r where r.word >= ${rarest} and r.word < ${rarestEnd})`
      : sql``;
  return sql`
    with q (word, word_end) as (select * from unnest(${words}::text[], ${ends}::text[])),
    candidate as (
      select distinct d.os_id from q join facility_description_words d on d.word >= q.word and d.word < q.word_end
      ${bounded}),
    ranked as (
      select c.os_id,
        (select min(s.place * 2 + case when s.word = q.word then 0 else 1 end) from facility_search_words s
          where s.os_id = c.os_id and s.word >= q.word and s.word < q.word_end) as other_rank,
        (select min(${DESCRIPTION_PLACE * 2} + case when d.word = q.word then 0 else 1 end) from facility_description_words d
          where d.os_id = c.os_id and d.word >= q.word and d.word < q.word_end) as description_rank
      from candidate c cross join q),
    found as (
      select os_id, sum(coalesce(other_rank, description_rank))::int as score from ranked group by os_id
      having bool_and(other_rank is not null or description_rank is not null) and not bool_and(other_rank is not null))
    select found.os_id, i.lat, i.lng, search_name_words(i.name_search) as name_words, found.score
    from found join facility_index i on i.os_id = found.os_id`;
}

/** A text match of the v1 `query` (the shape of the search module's text matches). */
export interface RankedMatch {
  os_id: string;
  lat: number;
  lng: number;
  name_words: number;
  score: number;
}

/** The order of `query`'s matches, as of q's: score, then name_words, then the OS ID byte by byte. */
export const byRank = (a: RankedMatch, b: RankedMatch) =>
  a.score - b.score || a.name_words - b.name_words || (a.os_id < b.os_id ? -1 : a.os_id > b.os_id ? 1 : 0);

type IndexQuery = Parameters<typeof applySearchFilters>[0];

/**
 * The facilities found only through their description that pass the search's classic filters
 * (country, sector, claim status, boundary...), ranked. Read once a search: its page, count and
 * geohex then read these rows (describedRows), not the descriptions' postings again.
 */
export async function findDescribedMatches(db: Db, params: SearchParams, text: TextQuery): Promise<RankedMatch[]> {
  if (text.postings.size === 0) return [];
  const joined = db
    .selectFrom('facility_index')
    .innerJoin(sql`(${descriptionOnlyMatches(text)})`.as('described'), (join) =>
      join.on(sql<SqlBool>`described.os_id = facility_index.os_id`),
    ) as unknown as IndexQuery;
  const rows = await applySearchFilters(joined, params, text, { textJoined: true })
    .select([
      sql<string>`described.os_id`.as('os_id'),
      sql<number>`described.lat`.as('lat'),
      sql<number>`described.lng`.as('lng'),
      sql<number>`described.name_words`.as('name_words'),
      sql<number>`described.score`.as('score'),
    ])
    .execute();
  return rows.map((row) => ({ ...row, os_id: row.os_id.trim() })).sort(byRank);
}

/** Rows read before (findDescribedMatches) as a relation of the text matches' shape. */
export function describedRows(rows: readonly RankedMatch[]): RawBuilder<unknown> {
  return sql`select os_id, lat, lng, name_words, score from unnest(${rows.map((r) => r.os_id)}::bpchar[],
    ${rows.map((r) => r.lat)}::float8[], ${rows.map((r) => r.lng)}::float8[], ${rows.map((r) => r.name_words)}::smallint[],
    ${rows.map((r) => r.score)}::int[]) as described (os_id, lat, lng, name_words, score)`;
}

/**
 * The rank of some of q's matches (the classic search's page, which answers without ranks), as
 * its statements rank them (search-text.ts: the named facility first, then the sum of each word's
 * best postingRank; search-memory.ts ranks its changed facilities the same way), so the page can be
 * merged with the description-only matches. A facility not having every word is left out.
 */
export async function rankOfMatches(db: Db, text: TextQuery, osIds: readonly string[]): Promise<RankedMatch[]> {
  const { words, ends } = wordRanges(text);
  if (osIds.length === 0 || words.length === 0) return [];
  const { rows } = await sql<RankedMatch>`
    with q (word, word_end) as (select * from unnest(${words}::text[], ${ends}::text[])),
    ranked as (
      select i.os_id, i.lat, i.lng, search_name_words(i.name_search) as name_words, i.name_search = ${text.folded} as named,
        (select min(s.place * 2 + case when s.word = q.word then 0 else 1 end) from facility_search_words s
          where s.os_id = i.os_id and s.word >= q.word and s.word < q.word_end) as word_rank
      from facility_index i cross join q
      where i.os_id = any(${[...osIds]}::bpchar[]))
    select os_id, min(lat) as lat, min(lng) as lng, min(name_words) as name_words,
      case when bool_or(named) then -1 else sum(word_rank)::int end as score
    from ranked group by os_id having bool_and(word_rank is not null)`.execute(db);
  return rows.map((row) => ({ ...row, os_id: row.os_id.trim(), name_words: Number(row.name_words) }));
}
