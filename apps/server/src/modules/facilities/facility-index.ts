import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

type Executor = Db | Transaction<DB>;

/**
 * Rebuilds the facility_index rows of the given facilities (all when `osIds` is omitted) from
 * their source tables, in set-based SQL, and bumps the tile cache version. (Rows of deleted
 * facilities go by the foreign key's cascade.) Call it in the same
 * transaction as every change that affects a facility, so searches never see a half change.
 */
export async function refreshFacilityIndex(db: Executor, osIds?: string[]): Promise<void> {
  const target = osIds
    ? sql`select os_id from facilities where os_id = any(${osIds}::text[])`
    : sql`select os_id from facilities`;
  await sql`
    with target as (${target}),
    contribution as (
      select m.facility_id as os_id, l.contributor_id, l.id as list_id, li.sector
      from facility_matches m
      join facility_list_items li on li.id = m.facility_list_item_id
      join facility_lists l on l.id = li.facility_list_id
      where m.is_active and m.status in ('AUTOMATIC', 'CONFIRMED', 'MERGED')
        and l.is_active and l.is_public and m.facility_id in (select os_id from target)
      union all
      select e.os_id, e.contributor_id, null,
        coalesce(array(select jsonb_array_elements_text(e.cleaned_data -> 'sector')), '{}')
      from moderation_events e
      where e.status = 'APPROVED' and e.os_id in (select os_id from target)
    ),
    by_contributor as (
      select c.os_id, array_agg(distinct c.contributor_id) as contributor_ids,
        coalesce(array_agg(distinct c.list_id) filter (where c.list_id is not null), '{}') as list_ids,
        array_agg(distinct k.contributor_type) as contributor_types
      from contribution c join contributors k on k.id = c.contributor_id
      group by c.os_id
    ),
    by_sector as (
      select os_id, array_agg(distinct s) as sectors from (
        select c.os_id, s from contribution c, unnest(c.sector) s
        union all
        select fc.facility_id, s from facility_claims fc, unnest(fc.sectors) s
        where fc.status = 'APPROVED' and fc.facility_id in (select os_id from target)
      ) all_sectors group by os_id
    ),
    extended as (
      select x.facility_id as os_id, x.field_name, v.value
      from extended_fields x
      cross join lateral (
        select jsonb_array_elements_text(x.value -> 'raw_values') as value where x.field_name = 'product_type'
        union all select jsonb_array_elements_text(x.value -> 'matched_values') where x.field_name in ('facility_type', 'processing_type')
        union all select lower(x.value ->> 'name') where x.field_name = 'parent_company'
        union all select x.value ->> 'raw_value' where x.field_name = 'native_language_name'
        union all select x.value ->> 'range' where x.field_name = 'number_of_workers'
      ) v
      where x.facility_id in (select os_id from target) and v.value is not null
    ),
    by_field as (
      select os_id,
        coalesce(array_agg(distinct value) filter (where field_name = 'product_type'), '{}') as product_types,
        coalesce(array_agg(distinct value) filter (where field_name = 'facility_type'), '{}') as facility_types,
        coalesce(array_agg(distinct value) filter (where field_name = 'processing_type'), '{}') as processing_types,
        coalesce(array_agg(distinct value) filter (where field_name = 'parent_company'), '{}') as parent_companies,
        coalesce(array_agg(distinct value) filter (where field_name = 'native_language_name'), '{}') as native_language_names,
        coalesce(array_agg(distinct value) filter (where field_name = 'number_of_workers'), '{}') as number_of_workers
      from extended group by os_id
    ),
    by_claim as (
      select facility_id as os_id, bool_or(status = 'APPROVED') as approved, bool_or(status = 'PENDING') as pending
      from facility_claims where facility_id in (select os_id from target) and status in ('APPROVED', 'PENDING')
      group by facility_id
    ),
    by_alias as (
      select facility_id as os_id, array_agg(os_id::text order by os_id) as aliases
      from facility_aliases where facility_id in (select os_id from target) group by facility_id
    )
    insert into facility_index (os_id, name, address, country_code, lat, lng, name_search, address_search, sort_name,
      alias_os_ids, contributor_ids, public_contributor_ids, list_ids, contributor_types, sectors, product_types,
      facility_types, processing_types, parent_companies, number_of_workers, native_language_names,
      number_of_public_contributors, has_approved_claim, has_pending_claim, is_closed, created_at, updated_at)
    select f.os_id, f.name, f.address, f.country_code, f.lat, f.lng, search_text(f.name), search_text(f.address),
      lower(f.name), coalesce(a.aliases, '{}'), coalesce(bc.contributor_ids, '{}'), coalesce(bc.contributor_ids, '{}'),
      coalesce(bc.list_ids, '{}'), coalesce(bc.contributor_types, '{}'), coalesce(bs.sectors, '{}'),
      coalesce(bf.product_types, '{}'), coalesce(bf.facility_types, '{}'), coalesce(bf.processing_types, '{}'),
      coalesce(bf.parent_companies, '{}'), coalesce(bf.number_of_workers, '{}'), coalesce(bf.native_language_names, '{}'),
      coalesce(cardinality(bc.contributor_ids), 0), coalesce(cl.approved, false), coalesce(cl.pending, false),
      f.is_closed, f.created_at, now()
    from facilities f
    join target t on t.os_id = f.os_id
    left join by_contributor bc on bc.os_id = f.os_id
    left join by_sector bs on bs.os_id = f.os_id
    left join by_field bf on bf.os_id = f.os_id
    left join by_claim cl on cl.os_id = f.os_id
    left join by_alias a on a.os_id = f.os_id
    on conflict (os_id) do update set
      name = excluded.name, address = excluded.address, country_code = excluded.country_code,
      lat = excluded.lat, lng = excluded.lng, name_search = excluded.name_search,
      address_search = excluded.address_search, sort_name = excluded.sort_name,
      alias_os_ids = excluded.alias_os_ids, contributor_ids = excluded.contributor_ids,
      public_contributor_ids = excluded.public_contributor_ids, list_ids = excluded.list_ids,
      contributor_types = excluded.contributor_types, sectors = excluded.sectors,
      product_types = excluded.product_types, facility_types = excluded.facility_types,
      processing_types = excluded.processing_types, parent_companies = excluded.parent_companies,
      number_of_workers = excluded.number_of_workers, native_language_names = excluded.native_language_names,
      number_of_public_contributors = excluded.number_of_public_contributors,
      has_approved_claim = excluded.has_approved_claim, has_pending_claim = excluded.has_pending_claim,
      is_closed = excluded.is_closed, updated_at = now()`.execute(db);
  await sql`update tile_cache_version set version = version + 1, updated_at = now()`.execute(db);
}
