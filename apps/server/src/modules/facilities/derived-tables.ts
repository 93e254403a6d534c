import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { refreshFacilityIndex, type RefreshOptions } from './facility-index.ts';

/**
 * Every table kept from facility_index by its statement triggers (db/README.md, "Derived tables"),
 * each with the statement that counts it from scratch: the triggers' own functions applied to
 * every row at once. `words` is the table of every name word (`name_words`, or a copy of it).
 * The consistency check of the tests compares the live tables with these; the seed fills them
 * with them.
 */
export function derivedTableCounts(words = 'name_words'): { table: string; rows: RawBuilder<unknown> }[] {
  return [
    {
      table: 'facility_facet_counts',
      rows: sql`
        select f.facet, f.value, count(*)::bigint as count from facility_index x,
          facility_facets(x.country_code::text, x.contributor_ids, x.list_ids, x.contributor_types, x.sectors, x.parent_companies,
            x.facility_types, x.processing_types, x.product_types, x.number_of_workers, x.native_language_names,
            x.has_approved_claim, x.has_pending_claim) f
        group by 1, 2
        union all
        select p.facet, p.value, count(*)::bigint as count from facility_index x,
          facility_facet_pairs(x.country_code::text, x.contributor_types, x.sectors, x.facility_types) p
        group by 1, 2`,
    },
    {
      // Counted in the finest cells only, then summed up level by level: a cell of level l is the
      // finest cells' x and y shifted right (multiplying by a power of two is exact in floating
      // point, so floor(x * 2^17) >> k = floor(x * 2^(17 - k))). Six times less work than
      // every level of every facility, the same counts.
      table: 'facility_grid_counts',
      rows: sql`
        with finest as (
          select c.cx, c.cy, count(*)::int as n from facility_index i, facility_grid_cells(i.lat, i.lng) c
          where c.level = 17 group by 1, 2)
        select l::smallint as level, cx >> (17 - l) as cx, cy >> (17 - l) as cy, sum(n)::int as count
        from finest, generate_series(6, 17) l group by 1, 2, 3`,
    },
    {
      table: 'facility_facet_grid_counts',
      rows: sql`
        with finest as (
          select c.facet, c.value, c.cx, c.cy, count(*)::int as n from facility_index x,
            facility_facet_grid_cells(x.lat, x.lng, x.country_code::text, x.contributor_types, x.sectors, x.facility_types,
              x.processing_types, x.number_of_workers, x.has_approved_claim, x.has_pending_claim) c
          where c.level = 13 group by 1, 2, 3, 4)
        select facet, value, l::smallint as level, cx >> (13 - l) as cx, cy >> (13 - l) as cy, sum(n)::int as count
        from finest, generate_series(6, 13) l group by 1, 2, 3, 4, 5`,
    },
    {
      // In index order, so that the bulk load appends to the page index instead of growing it at random.
      table: 'facility_facet_postings',
      rows: sql`
        select p.facet, p.value, x.sort_name, x.os_id, x.lat, x.lng from facility_index x,
          facility_facet_postings_of(x.country_code::text, x.contributor_ids, x.list_ids, x.contributor_types, x.sectors,
            x.parent_companies, x.facility_types, x.processing_types, x.product_types, x.number_of_workers,
            x.native_language_names, x.has_approved_claim, x.has_pending_claim) p
        order by 1, 2, 3, 4`,
    },
    {
      table: 'facility_search_words',
      rows: sql`
        select w.word, n.os_id, n.lat, n.lng, w.place, search_name_words(n.name_search) as name_words, n.country_code
        from facility_index n, search_words_of(n.name_search, n.address_search, n.native_language_names) w`,
    },
    {
      table: 'facility_description_words',
      rows: sql`select w.word, n.os_id from facility_index n, description_words_of(n.description_search) w`,
    },
    {
      table: 'facility_name_words',
      rows: sql`select distinct n.country_code, w as word, n.os_id from facility_index n, name_words_of(n.name_search) w`,
    },
    {
      table: 'name_words',
      rows: sql`select distinct w as word from facility_index n, name_words_of(n.name_search) w`,
    },
    {
      table: 'name_word_keys',
      rows: sql`select distinct k.key, n.word, k.dropped from ${sql.table(words)} n, name_word_keys_of(n.word) k`,
    },
  ];
}

/** The tables derivedTableCounts() counts, in the order it fills them. */
export const DERIVED_TABLES = derivedTableCounts().map(({ table }) => table);

/**
 * Indexes every facility of a database whose index is still empty (the seed), with each derived
 * table built in one statement instead of by its triggers batch after batch: the triggers are off
 * for the load and on again at the end, in the caller's transaction. The facilities are queued
 * for the duplicate finder as the insert trigger would have queued them. What it builds is what
 * the triggers build (`seed-demo.test.ts` seeds the same data both ways and compares).
 */
export async function indexAllInBulk(
  db: Executor,
  options: RefreshOptions & { log?: (message: string) => void } = {},
): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => indexAllInBulk(trx, options));
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from facility_index`.execute(db);
  if (rows[0]!.n > 0) throw new Error('indexAllInBulk builds an empty facility index only.');
  await sql`alter table facility_index disable trigger user`.execute(db);
  await sql`alter table name_words disable trigger user`.execute(db);
  await refreshFacilityIndex(db, undefined, options);
  for (const { table, rows: counted } of derivedTableCounts()) {
    await sql`insert into ${sql.table(table)} ${counted}`.execute(db);
    options.log?.(`built ${table}`);
  }
  await sql`insert into facility_duplicate_checks (os_id) select os_id from facility_index`.execute(db);
  await sql`alter table name_words enable trigger user`.execute(db);
  await sql`alter table facility_index enable trigger user`.execute(db);
}
