-- Search and map speed on a million facilities. Every statement is idempotent: an early form of
-- this migration (named 0007_tile_changes_search_speed.sql) may already have run.

-- Where the facility index changed, per tile cache version (see facility-index-changes.ts):
-- a tile computed under an older version stays valid when no change since lies inside it.
-- A row without a position stands for a change anywhere.
create table if not exists tile_cache_changes (
  version bigint not null,
  lat double precision,
  lng double precision
);
create index if not exists tile_cache_changes_version_idx on tile_cache_changes (version);

-- Indexes the filters and the extent need besides those of 0003: claim states (rare, so
-- partial), and longitude alone for min/max(lng) of a result set.
create index if not exists facility_index_claimed_idx on facility_index (os_id) where has_approved_claim;
create index if not exists facility_index_pending_idx on facility_index (os_id) where has_pending_claim;
create index if not exists facility_index_lng_idx on facility_index (lng);
-- A country's extent is four index endpoints (facilities cluster by country, so walking the
-- global lat or lng index to the first match would pass most of the world first).
create index if not exists facility_index_country_lat_idx on facility_index (country_code, lat);
create index if not exists facility_index_country_lng_idx on facility_index (country_code, lng);
-- The contributor sorts break ties A to Z: one index per direction serves each order as it is.
drop index if exists facility_index_contributors_count_idx;
create index if not exists facility_index_contributors_desc_idx on facility_index (number_of_public_contributors desc, sort_name, os_id);
create index if not exists facility_index_contributors_asc_idx on facility_index (number_of_public_contributors, sort_name, os_id);

-- Exact result counts of every single-value filter (and of no filter), kept by a statement
-- trigger on facility_index in the same transaction as the change: counting half a million
-- rows live takes about a second, reading one row here takes none.
create table if not exists facility_facet_counts (
  facet text not null,
  value text not null,
  count bigint not null,
  primary key (facet, value)
);

-- The facets one index row counts in; search-service.ts asks for the same names. Columns are
-- passed one by one: a trigger's transition table rows are records, not facility_index rows.
create or replace function facility_facets(
  country_code text, contributor_ids bigint[], list_ids bigint[], contributor_types text[], sectors text[],
  parent_companies text[], facility_types text[], processing_types text[], product_types text[],
  number_of_workers text[], native_language_names text[], has_approved_claim boolean, has_pending_claim boolean
) returns table (facet text, value text)
language sql immutable parallel safe as $$
  select 'all', ''
  union all select 'country', country_code
  union all select 'contributor', v::text from unnest(contributor_ids) v
  union all select 'list', v::text from unnest(list_ids) v
  union all select 'contributor_type', v from unnest(contributor_types) v
  union all select 'sector', v from unnest(sectors) v
  union all select 'parent_company', v from unnest(parent_companies) v
  union all select 'facility_type', v from unnest(facility_types) v
  union all select 'processing_type', v from unnest(processing_types) v
  union all select 'product_type', v from unnest(product_types) v
  union all select 'number_of_workers', v from unnest(number_of_workers) v
  union all select 'native_language_name', v from unnest(native_language_names) v
  union all select 'status', 'claimed' where has_approved_claim
  union all select 'status', 'pending' where has_pending_claim
  union all select 'status', 'unclaimed' where not has_approved_claim and not has_pending_claim
$$;

-- Facilities per cell of the map grid for grid zooms 0 to 11 (64 cells a tile side: levels 6
-- to 17), the same Web Mercator cells tiles/queries.ts computes, kept by the same trigger: an
-- unfiltered grid tile reads at most 4,096 rows instead of counting up to a million points.
create table if not exists facility_grid_counts (
  level smallint not null,
  cx integer not null,
  cy integer not null,
  count integer not null,
  primary key (level, cx, cy)
);

create or replace function facility_grid_cells(lat double precision, lng double precision)
returns table (level smallint, cx integer, cy integer)
language sql immutable parallel safe as $$
  select l::smallint,
    floor(((lng + 180) / 360) * (2 ^ l))::int,
    floor((0.5 - ln((1 + sin(radians(lat))) / (1 - sin(radians(lat)))) / (4 * pi())) * (2 ^ l))::int
  from generate_series(6, 17) l
  where lat > -85.0511287798066 and lat <= 85.0511287798066 and lng >= -180 and lng < 180
$$;

create or replace function facility_index_count_changes() returns trigger
language plpgsql as $$
declare
  delta text := case tg_op
    when 'INSERT' then 'select n.*, 1 as delta from new_rows n'
    when 'UPDATE' then 'select n.*, 1 as delta from new_rows n union all select o.*, -1 from old_rows o'
    else 'select o.*, -1 as delta from old_rows o' end;
begin
  -- Rows entering count +1, rows leaving -1; an update is both, so unchanged values cancel out.
  -- Sorted before writing, so concurrent refreshes take the counter rows in one order.
  execute format('insert into facility_facet_counts as c (facet, value, count)
    select f.facet, f.value, sum(x.delta) from (%s) x, facility_facets(%s) f
    group by 1, 2 having sum(x.delta) <> 0 order by 1, 2
    on conflict (facet, value) do update set count = c.count + excluded.count', delta, 'x.country_code::text, x.contributor_ids, x.list_ids, x.contributor_types, x.sectors, x.parent_companies, x.facility_types, x.processing_types, x.product_types, x.number_of_workers, x.native_language_names, x.has_approved_claim, x.has_pending_claim');
  execute format('insert into facility_grid_counts as g (level, cx, cy, count)
    select cell.level, cell.cx, cell.cy, sum(x.delta) from (%s) x, facility_grid_cells(x.lat, x.lng) cell
    group by 1, 2, 3 having sum(x.delta) <> 0 order by 1, 2, 3
    on conflict (level, cx, cy) do update set count = g.count + excluded.count', delta);
  return null;
end
$$;

drop trigger if exists facility_index_counts_insert on facility_index;
drop trigger if exists facility_index_counts_update on facility_index;
drop trigger if exists facility_index_counts_delete on facility_index;
create trigger facility_index_counts_insert after insert on facility_index
  referencing new table as new_rows for each statement execute function facility_index_count_changes();
create trigger facility_index_counts_update after update on facility_index
  referencing old table as old_rows new table as new_rows for each statement execute function facility_index_count_changes();
create trigger facility_index_counts_delete after delete on facility_index
  referencing old table as old_rows for each statement execute function facility_index_count_changes();

create or replace function facility_index_counts_truncate() returns trigger
language plpgsql as $$
begin
  truncate facility_facet_counts, facility_grid_counts;
  return null;
end
$$;
drop trigger if exists facility_index_counts_truncate on facility_index;
create trigger facility_index_counts_truncate after truncate on facility_index
  for each statement execute function facility_index_counts_truncate();

-- Counts of the rows already indexed (empty on a new database).
truncate facility_facet_counts, facility_grid_counts;
insert into facility_facet_counts (facet, value, count)
select f.facet, f.value, count(*) from facility_index x, facility_facets(x.country_code::text, x.contributor_ids, x.list_ids, x.contributor_types, x.sectors, x.parent_companies, x.facility_types, x.processing_types, x.product_types, x.number_of_workers, x.native_language_names, x.has_approved_claim, x.has_pending_claim) f group by 1, 2;
insert into facility_grid_counts (level, cx, cy, count)
select c.level, c.cx, c.cy, count(*) from facility_index i, facility_grid_cells(i.lat, i.lng) c group by 1, 2, 3;
