import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { TextQuery } from '../search/index.ts';

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
  return sql`
    with q (word, word_end) as (select * from unnest(${words}::text[], ${ends}::text[])),
    candidate as (
      select distinct d.os_id from q join facility_description_words d on d.word >= q.word and d.word < q.word_end),
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

/** Whether any facility is found only through its description: else `q`'s own search answers the query. */
export async function hasDescriptionOnlyMatches(db: Executor, text: TextQuery): Promise<boolean> {
  if (text.postings.size === 0) return false;
  const { rows } = await sql<{ found: boolean }>`
    select exists (select from (${descriptionOnlyMatches(text)}) m) as found`.execute(db);
  return rows[0]!.found;
}
