-- Facilities per map grid cell and per value of a broad filter (country, sector, contributor
-- type, facility type, processing type, number of workers, claim status), for the grid zooms
-- whose tiles cover most facilities: 0 to 5 (64 cells a tile side: levels 6 to 11). A zoom-3
-- grid tile of 'Apparel' counted 220,000 facilities live (1.2 s with a cold cache); it now reads
-- at most 4,096 rows, as the unfiltered grid does from facility_grid_counts. The other filters
-- (contributor, list, parent company, product type, native name) match few facilities each,
-- which count live quickly, and kept per cell they would take millions of rows.
-- tiles/service.ts names the same facets and levels (CELL_COUNTED_FACETS, CELL_COUNTED_MAX_ZOOM).
create table if not exists facility_facet_grid_counts (
  facet text not null,
  value text not null,
  level smallint not null,
  cx integer not null,
  cy integer not null,
  count integer not null,
  primary key (facet, value, level, cx, cy)
);

create or replace function facility_facet_grid_cells(
  lat double precision, lng double precision, country_code text, contributor_types text[], sectors text[],
  facility_types text[], processing_types text[], number_of_workers text[], has_approved_claim boolean, has_pending_claim boolean
) returns table (facet text, value text, level smallint, cx integer, cy integer)
language sql immutable parallel safe as $$
  select f.facet, f.value, c.level, c.cx, c.cy
  from facility_grid_cells(lat, lng) c,
    facility_facets(country_code, '{}', '{}', contributor_types, sectors, '{}', facility_types, processing_types, '{}',
      number_of_workers, '{}', has_approved_claim, has_pending_claim) f
  where c.level <= 11 and f.facet <> 'all'
$$;

-- Kept by triggers of their own on facility_index, beside 0007's counts, in the same transaction
-- as the index change: rows entering count +1, rows leaving -1, sorted before writing so
-- concurrent refreshes take the counter rows in one order. Most updates (a list row matched: new
-- contributor and list ids) leave a facility's place and broad filters as they were; their cells
-- are not worked out only to cancel out.
create or replace function facility_index_facet_grid_changes() returns trigger
language plpgsql as $$
declare
  moved text := 'from new_rows n join old_rows o using (os_id) where (n.lat, n.lng, n.country_code, n.contributor_types,
    n.sectors, n.facility_types, n.processing_types, n.number_of_workers, n.has_approved_claim, n.has_pending_claim)
    is distinct from (o.lat, o.lng, o.country_code, o.contributor_types, o.sectors, o.facility_types, o.processing_types,
    o.number_of_workers, o.has_approved_claim, o.has_pending_claim)';
  delta text := case tg_op
    when 'INSERT' then 'select n.*, 1 as delta from new_rows n'
    when 'UPDATE' then format('select n.*, 1 as delta %s union all select o.*, -1 %s', moved, moved)
    else 'select o.*, -1 as delta from old_rows o' end;
begin
  execute format('insert into facility_facet_grid_counts as g (facet, value, level, cx, cy, count)
    select cell.facet, cell.value, cell.level, cell.cx, cell.cy, sum(x.delta) from (%s) x, facility_facet_grid_cells(%s) cell
    group by 1, 2, 3, 4, 5 having sum(x.delta) <> 0 order by 1, 2, 3, 4, 5
    on conflict (facet, value, level, cx, cy) do update set count = g.count + excluded.count', delta, 'x.lat, x.lng, x.country_code::text, x.contributor_types, x.sectors, x.facility_types, x.processing_types, x.number_of_workers, x.has_approved_claim, x.has_pending_claim');
  return null;
end
$$;

drop trigger if exists facility_index_facet_grid_insert on facility_index;
drop trigger if exists facility_index_facet_grid_update on facility_index;
drop trigger if exists facility_index_facet_grid_delete on facility_index;
create trigger facility_index_facet_grid_insert after insert on facility_index
  referencing new table as new_rows for each statement execute function facility_index_facet_grid_changes();
create trigger facility_index_facet_grid_update after update on facility_index
  referencing old table as old_rows new table as new_rows for each statement execute function facility_index_facet_grid_changes();
create trigger facility_index_facet_grid_delete after delete on facility_index
  referencing old table as old_rows for each statement execute function facility_index_facet_grid_changes();

create or replace function facility_index_facet_grid_truncate() returns trigger
language plpgsql as $$
begin
  truncate facility_facet_grid_counts;
  return null;
end
$$;
drop trigger if exists facility_index_facet_grid_truncate on facility_index;
create trigger facility_index_facet_grid_truncate after truncate on facility_index
  for each statement execute function facility_index_facet_grid_truncate();

-- Counts of the rows already indexed (empty on a new database; a few minutes at 1.2M facilities).
truncate facility_facet_grid_counts;
insert into facility_facet_grid_counts (facet, value, level, cx, cy, count)
select c.facet, c.value, c.level, c.cx, c.cy, count(*)
from facility_index x, facility_facet_grid_cells(x.lat, x.lng, x.country_code::text, x.contributor_types, x.sectors,
  x.facility_types, x.processing_types, x.number_of_workers, x.has_approved_claim, x.has_pending_claim) c
group by 1, 2, 3, 4, 5;
