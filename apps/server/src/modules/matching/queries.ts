import { sql } from 'kysely';
import type { Executor } from '../../db/seed/bulk-insert.ts';

export interface CandidateRow {
  os_id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
}

/** Roughly 2 km in degrees of latitude: the box in which neighbours count as candidates. */
const NEAR_DEGREES = 0.02;

/**
 * Facilities of one country whose folded name shares enough trigrams with the query name (either
 * similar as a whole, or the query found inside a longer name), plus facilities next to the given
 * point whose address looks alike. Both arms use the facility index's GIN trigram indexes.
 */
export async function findCandidateRows(
  db: Executor,
  query: { countryCode: string; name: string; address: string; lat: number | null; lng: number | null; limit: number },
): Promise<CandidateRow[]> {
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
    order by greatest(similarity(name_search, search_text(${query.name})), word_similarity(search_text(${query.name}), name_search)) desc
    limit ${query.limit}`.execute(db);
  return result.rows;
}
