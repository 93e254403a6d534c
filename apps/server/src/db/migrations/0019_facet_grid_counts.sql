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

create or replace function facility_index_count_changes() returns trigger
language plpgsql as $$
declare
  delta text := case tg_op
    when 'INSERT' then 'select n.*, 1 as delta from new_rows n'
    when 'UPDATE' then 'select n.*, 1 as delta from new_rows n union all select o.*, -1 from old_rows o'
    else 'select o.*, -1 as delta from old_rows o' end;
  -- Most updates (a list row matched: new contributor and list ids) leave a facility's place and
  -- broad filters as they were; their cells are not worked out only to cancel out.
  moved text := 'join old_rows o using (os_id) where (n.lat, n.lng, n.country_code, n.contributor_types, n.sectors,
    n.facility_types, n.processing_types, n.number_of_workers, n.has_approved_claim, n.has_pending_claim) is distinct from
    (o.lat, o.lng, o.country_code, o.contributor_types, o.sectors, o.facility_types, o.processing_types, o.number_of_workers,
    o.has_approved_claim, o.has_pending_claim)';
  facet_delta text := case tg_op
    when 'UPDATE' then format('select n.*, 1 as delta from new_rows n %s union all select o.*, -1 from new_rows n %s', moved, moved)
    else delta end;
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
  execute format('insert into facility_facet_grid_counts as g (facet, value, level, cx, cy, count)
    select cell.facet, cell.value, cell.level, cell.cx, cell.cy, sum(x.delta) from (%s) x, facility_facet_grid_cells(%s) cell
    group by 1, 2, 3, 4, 5 having sum(x.delta) <> 0 order by 1, 2, 3, 4, 5
    on conflict (facet, value, level, cx, cy) do update set count = g.count + excluded.count', facet_delta, 'x.lat, x.lng, x.country_code::text, x.contributor_types, x.sectors, x.facility_types, x.processing_types, x.number_of_workers, x.has_approved_claim, x.has_pending_claim');
  return null;
end
$$;

create or replace function facility_index_counts_truncate() returns trigger
language plpgsql as $$
begin
  truncate facility_facet_counts, facility_grid_counts, facility_facet_grid_counts;
  return null;
end
$$;

-- Counts of the rows already indexed (empty on a new database; a few minutes at 1.2M facilities).
truncate facility_facet_grid_counts;
insert into facility_facet_grid_counts (facet, value, level, cx, cy, count)
select c.facet, c.value, c.level, c.cx, c.cy, count(*)
from facility_index x, facility_facet_grid_cells(x.lat, x.lng, x.country_code::text, x.contributor_types, x.sectors,
  x.facility_types, x.processing_types, x.number_of_workers, x.has_approved_claim, x.has_pending_claim) c
group by 1, 2, 3, 4, 5;
