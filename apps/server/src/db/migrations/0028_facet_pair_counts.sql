-- Exact result counts of two broad filters together, one value each (country + sector, country +
-- facility type, sector + contributor type, ...), kept like 0007's single-filter counts: counting
-- China's Apparel facilities live read 150,000 rows (~2 s at 1.2M facilities); this is one row.
-- search-queries.ts (pairFacet) names the same pairs; a pair's value is both values joined by a
-- unit separator (chr(31)), in the order of the facet names.
create or replace function facility_facet_pairs(
  country_code text, contributor_types text[], sectors text[], facility_types text[]
) returns table (facet text, value text)
language sql immutable parallel safe as $$
  with single(facet, value) as (
    select 'country', country_code
    union all select 'contributor_type', v from unnest(contributor_types) v
    union all select 'facility_type', v from unnest(facility_types) v
    union all select 'sector', v from unnest(sectors) v)
  select a.facet || '+' || b.facet, a.value || chr(31) || b.value
  from single a join single b on a.facet < b.facet
$$;

create or replace function facility_index_facet_pair_changes() returns trigger
language plpgsql as $$
declare
  -- Most updates (a list row matched) leave country, sectors and types as they were.
  changed text := 'from new_rows n join old_rows o using (os_id) where (n.country_code, n.contributor_types, n.sectors, n.facility_types)
    is distinct from (o.country_code, o.contributor_types, o.sectors, o.facility_types)';
  delta text := case tg_op
    when 'INSERT' then 'select n.*, 1 as delta from new_rows n'
    when 'UPDATE' then format('select n.*, 1 as delta %s union all select o.*, -1 %s', changed, changed)
    else 'select o.*, -1 as delta from old_rows o' end;
begin
  -- Sorted before writing, so concurrent refreshes take the counter rows in one order.
  execute format('insert into facility_facet_counts as c (facet, value, count)
    select p.facet, p.value, sum(x.delta) from (%s) x, facility_facet_pairs(x.country_code::text, x.contributor_types, x.sectors, x.facility_types) p
    group by 1, 2 having sum(x.delta) <> 0 order by 1, 2
    on conflict (facet, value) do update set count = c.count + excluded.count', delta);
  return null;
end
$$;

drop trigger if exists facility_index_facet_pairs_insert on facility_index;
drop trigger if exists facility_index_facet_pairs_update on facility_index;
drop trigger if exists facility_index_facet_pairs_delete on facility_index;
create trigger facility_index_facet_pairs_insert after insert on facility_index
  referencing new table as new_rows for each statement execute function facility_index_facet_pair_changes();
create trigger facility_index_facet_pairs_update after update on facility_index
  referencing old table as old_rows new table as new_rows for each statement execute function facility_index_facet_pair_changes();
create trigger facility_index_facet_pairs_delete after delete on facility_index
  referencing old table as old_rows for each statement execute function facility_index_facet_pair_changes();
-- A truncate of facility_index already empties facility_facet_counts (0007).

-- Pair counts of the rows already indexed (a few seconds at 1.2M facilities).
delete from facility_facet_counts where facet like '%+%';
insert into facility_facet_counts (facet, value, count)
select p.facet, p.value, count(*)
from facility_index x, facility_facet_pairs(x.country_code::text, x.contributor_types, x.sectors, x.facility_types) p
group by 1, 2;

-- The extent of a country's search (four walks along these, from the country's own edge) no longer
-- passes every facility west of China first: 'countries=CN&sectors=Apparel' bounded in ms, not seconds.
create index if not exists facility_index_country_lng_idx on facility_index (country_code, lng);
create index if not exists facility_index_country_lat_idx on facility_index (country_code, lat);
