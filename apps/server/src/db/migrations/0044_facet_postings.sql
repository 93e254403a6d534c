-- A filter search's page in name order, kept per facet: one row per facility and facet it is
-- counted in (facility_facet_counts: each single filter value, and each pair of country, sector,
-- contributor type and facility type), with its sort name. The page of 'countries=CN&sectors=Apparel'
-- walked China's facilities in name order and checked each row's sectors (3,400-15,400 buffers
-- at 1.2M facilities); here it is the first 50 entries of one index range. No filter and a
-- country alone are left out: facility_index's (sort_name) and (country_code, sort_name) indexes
-- already are such ranges. lat and lng make a small facet's extent an index-only read.
create table if not exists facility_facet_postings (
  facet text not null,
  value text not null,
  sort_name text not null,
  os_id char(15) not null,
  lat double precision not null,
  lng double precision not null
);

-- The facets a facility is posted under: its kept counts' facets, but for 'all' and 'country'.
create or replace function facility_facet_postings_of(
  country_code text, contributor_ids bigint[], list_ids bigint[], contributor_types text[], sectors text[],
  parent_companies text[], facility_types text[], processing_types text[], product_types text[],
  number_of_workers text[], native_language_names text[], has_approved_claim boolean, has_pending_claim boolean
) returns table (facet text, value text)
language sql immutable parallel safe as $$
  select f.facet, f.value
  from facility_facets(country_code, contributor_ids, list_ids, contributor_types, sectors, parent_companies,
    facility_types, processing_types, product_types, number_of_workers, native_language_names,
    has_approved_claim, has_pending_claim) f
  where f.facet not in ('all', 'country')
  union all
  select p.facet, p.value from facility_facet_pairs(country_code, contributor_types, sectors, facility_types) p
$$;

create or replace function facility_index_facet_postings_changes() returns trigger
language plpgsql as $$
declare
  postings text := 'select x.os_id, p.facet, p.value, x.sort_name, x.lat, x.lng from %s x,
    facility_facet_postings_of(x.country_code::text, x.contributor_ids, x.list_ids, x.contributor_types, x.sectors,
      x.parent_companies, x.facility_types, x.processing_types, x.product_types, x.number_of_workers,
      x.native_language_names, x.has_approved_claim, x.has_pending_claim) p';
  -- An update touches only the rows whose postings differ: most refreshes change none of these columns.
  changed text := '(select n.* from new_rows n join old_rows o using (os_id)
    where (n.sort_name, n.lat, n.lng, n.country_code, n.contributor_ids, n.list_ids, n.contributor_types, n.sectors,
      n.parent_companies, n.facility_types, n.processing_types, n.product_types, n.number_of_workers,
      n.native_language_names, n.has_approved_claim, n.has_pending_claim)
    is distinct from (o.sort_name, o.lat, o.lng, o.country_code, o.contributor_ids, o.list_ids, o.contributor_types,
      o.sectors, o.parent_companies, o.facility_types, o.processing_types, o.product_types, o.number_of_workers,
      o.native_language_names, o.has_approved_claim, o.has_pending_claim))';
  was text := replace(changed, 'select n.*', 'select o.*');
  gone text;
  came text;
begin
  if tg_op = 'INSERT' then
    gone := null;
    came := format(postings, 'new_rows');
  elsif tg_op = 'DELETE' then
    gone := format(postings, 'old_rows');
    came := null;
  else
    gone := format('%s except all %s', format(postings, was), format(postings, changed));
    came := format('%s except all %s', format(postings, changed), format(postings, was));
  end if;
  if gone is not null then
    execute format('delete from facility_facet_postings f using (%s) g
      where f.facet = g.facet and f.value = g.value and f.sort_name = g.sort_name and f.os_id = g.os_id', gone);
  end if;
  if came is not null then
    execute format('insert into facility_facet_postings (facet, value, sort_name, os_id, lat, lng)
      select c.facet, c.value, c.sort_name, c.os_id, c.lat, c.lng from (%s) c', came);
  end if;
  return null;
end
$$;

create or replace function facility_index_facet_postings_truncate() returns trigger
language plpgsql as $$
begin
  truncate facility_facet_postings;
  return null;
end $$;

drop trigger if exists facility_index_facet_postings_insert on facility_index;
drop trigger if exists facility_index_facet_postings_update on facility_index;
drop trigger if exists facility_index_facet_postings_delete on facility_index;
drop trigger if exists facility_index_facet_postings_truncate on facility_index;
create trigger facility_index_facet_postings_insert after insert on facility_index
  referencing new table as new_rows for each statement execute function facility_index_facet_postings_changes();
create trigger facility_index_facet_postings_update after update on facility_index
  referencing old table as old_rows new table as new_rows for each statement execute function facility_index_facet_postings_changes();
create trigger facility_index_facet_postings_delete after delete on facility_index
  referencing old table as old_rows for each statement execute function facility_index_facet_postings_changes();
create trigger facility_index_facet_postings_truncate after truncate on facility_index
  for each statement execute function facility_index_facet_postings_truncate();

-- The postings of the rows already indexed, in index order so the index below is built, not grown.
truncate facility_facet_postings;
insert into facility_facet_postings (facet, value, sort_name, os_id, lat, lng)
select p.facet, p.value, x.sort_name, x.os_id, x.lat, x.lng
from facility_index x,
  facility_facet_postings_of(x.country_code::text, x.contributor_ids, x.list_ids, x.contributor_types, x.sectors,
    x.parent_companies, x.facility_types, x.processing_types, x.product_types, x.number_of_workers,
    x.native_language_names, x.has_approved_claim, x.has_pending_claim) p;

-- A page: the first entries of (facet, value) in name order (or the last, Z to A), index-only.
create index if not exists facility_facet_postings_page_idx
  on facility_facet_postings (facet, value, sort_name, os_id) include (lat, lng);
