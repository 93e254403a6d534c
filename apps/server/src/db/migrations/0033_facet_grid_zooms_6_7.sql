-- Filtered grid tiles of zooms 6 and 7 from kept counts too (levels 12 and 13; 0019 kept levels
-- 6 to 11, grid zooms 0 to 5). Counted live, a zoom-6 tile of 'Apparel' over northern India
-- counted 4,000 of its 8,600 facilities in 60-110 ms, a zoom-7 one over Shanghai 8,000 of 16,000
-- in 50-105 ms (the sector index's bitmap of 556,000 facilities, then 8,000 heap pages); from
-- the counts each reads at most 4,096 rows. Costs ~2.5M rows at 1.2M facilities (level 11 has
-- 0.7M), and two more cells per facet value for each facility inserted or moved, in the trigger
-- of 0019, which calls this function by name (updates that leave position and broad filters
-- alone compute none). A covering (lat, lng) index with the filter arrays read a zoom-7 tile in
-- 25 ms cold, but was 291 MB and one more entry for every row update.
-- tiles/service.ts names the same levels (CELL_COUNTED_MAX_ZOOM).
create or replace function facility_facet_grid_cells(
  lat double precision, lng double precision, country_code text, contributor_types text[], sectors text[],
  facility_types text[], processing_types text[], number_of_workers text[], has_approved_claim boolean, has_pending_claim boolean
) returns table (facet text, value text, level smallint, cx integer, cy integer)
language sql immutable parallel safe as $$
  select f.facet, f.value, c.level, c.cx, c.cy
  from facility_grid_cells(lat, lng) c,
    facility_facets(country_code, '{}', '{}', contributor_types, sectors, '{}', facility_types, processing_types, '{}',
      number_of_workers, '{}', has_approved_claim, has_pending_claim) f
  where c.level <= 13 and f.facet <> 'all'
$$;

-- The new levels' counts of the rows already indexed.
delete from facility_facet_grid_counts where level in (12, 13);
insert into facility_facet_grid_counts (facet, value, level, cx, cy, count)
select c.facet, c.value, c.level, c.cx, c.cy, count(*)
from facility_index x, facility_facet_grid_cells(x.lat, x.lng, x.country_code::text, x.contributor_types, x.sectors,
  x.facility_types, x.processing_types, x.number_of_workers, x.has_approved_claim, x.has_pending_claim) c
where c.level in (12, 13)
group by 1, 2, 3, 4, 5;
