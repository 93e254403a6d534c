import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { refreshFacilityIndex } from '../modules/facilities/facility-index.ts';

/** Thrown to roll the recount's transaction back. */
class RolledBack extends Error {}

/**
 * The stored counters against a recount from their source tables, as the rows that differ (all
 * empty when everything agrees): facility_index rows a full rebuild from the sources would change
 * (contributor and list ids, number_of_public_contributors, facets...), the per-filter and per-cell
 * counts and the search words kept by triggers on facility_index, and each list's item_count.
 */
export async function recountDifferences(db: Db) {
  let rebuild = { changed: -1, removed: -1 };
  await db
    .transaction()
    .execute(async (trx) => {
      // The index as the sources make it, compared row by row by the rebuild itself, then undone.
      const { changed, removed } = await refreshFacilityIndex(trx);
      rebuild = { changed, removed };
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  const facets = await sql<{ facet: string; value: string; kept: number; recounted: number }>`
    with recount as (
      select f.facet, f.value, count(*)::int as n from facility_index x,
        facility_facets(x.country_code::text, x.contributor_ids, x.list_ids, x.contributor_types, x.sectors, x.parent_companies,
          x.facility_types, x.processing_types, x.product_types, x.number_of_workers, x.native_language_names,
          x.has_approved_claim, x.has_pending_claim) f
      group by 1, 2
      union all
      select p.facet, p.value, count(*)::int from facility_index x,
        facility_facet_pairs(x.country_code::text, x.contributor_types, x.sectors, x.facility_types) p
      group by 1, 2)
    select coalesce(k.facet, r.facet) as facet, coalesce(k.value, r.value) as value, coalesce(k.count, 0)::int as kept, coalesce(r.n, 0) as recounted
    from (select * from facility_facet_counts where count <> 0) k full join recount r on r.facet = k.facet and r.value = k.value
    where coalesce(k.count, 0) <> coalesce(r.n, 0) order by 1, 2`.execute(db);
  const cells = await sql<{ level: number; cx: number; cy: number; kept: number; recounted: number }>`
    with recount as (
      select c.level, c.cx, c.cy, count(*)::int as n from facility_index i, facility_grid_cells(i.lat, i.lng) c group by 1, 2, 3)
    select coalesce(k.level, r.level) as level, coalesce(k.cx, r.cx) as cx, coalesce(k.cy, r.cy) as cy, coalesce(k.count, 0) as kept, coalesce(r.n, 0) as recounted
    from (select * from facility_grid_counts where count <> 0) k full join recount r using (level, cx, cy)
    where coalesce(k.count, 0) <> coalesce(r.n, 0) order by 1, 2, 3`.execute(db);
  const facetCells = await sql<{ facet: string; value: string; level: number; kept: number; recounted: number }>`
    with recount as (
      select c.facet, c.value, c.level, c.cx, c.cy, count(*)::int as n from facility_index x,
        facility_facet_grid_cells(x.lat, x.lng, x.country_code::text, x.contributor_types, x.sectors, x.facility_types,
          x.processing_types, x.number_of_workers, x.has_approved_claim, x.has_pending_claim) c
      group by 1, 2, 3, 4, 5)
    select coalesce(k.facet, r.facet) as facet, coalesce(k.value, r.value) as value, coalesce(k.level, r.level) as level,
      coalesce(k.count, 0) as kept, coalesce(r.n, 0) as recounted
    from (select * from facility_facet_grid_counts where count <> 0) k full join recount r using (facet, value, level, cx, cy)
    where coalesce(k.count, 0) <> coalesce(r.n, 0) order by 1, 2, 3`.execute(db);
  const nameWords = await sql<{ os_id: string; word: string }>`
    (select os_id, word from facility_name_words
     except select i.os_id, w from facility_index i, name_words_of(i.name_search) w)
    union all
    (select i.os_id, w from facility_index i, name_words_of(i.name_search) w
     except select os_id, word from facility_name_words)`.execute(db);
  const searchWords = await sql<{ os_id: string; word: string; n: number }>`
    with kept as (select os_id, word, place, count(*)::int as n from facility_search_words group by 1, 2, 3),
    recount as (select i.os_id, w.word, w.place, 1 as n from facility_index i, search_words_of(i.name_search, i.address_search) w)
    select coalesce(k.os_id, r.os_id) as os_id, coalesce(k.word, r.word) as word, coalesce(k.n, 0) as n
    from kept k full join recount r on r.os_id = k.os_id and r.word = k.word and r.place = k.place
    where k.n is distinct from r.n`.execute(db);
  const itemCounts = await sql<{ id: number; item_count: number; items: number }>`
    select l.id, l.item_count,
      (select count(*)::int from facility_list_items i where i.facility_list_id = l.id) + l.unstored_repeats as items
    from facility_lists l where l.parsed_at is not null
      and l.item_count <> (select count(*) from facility_list_items i where i.facility_list_id = l.id) + l.unstored_repeats`.execute(
    db,
  );
  return {
    facilityIndexRebuild: rebuild,
    facetCounts: facets.rows,
    gridCounts: cells.rows,
    facetGridCounts: facetCells.rows,
    nameWords: nameWords.rows,
    searchWords: searchWords.rows,
    listItemCounts: itemCounts.rows,
  };
}
