-- Filtered grid tiles of zoom 6 from kept counts too (level 12; 0019 kept levels 6 to 11, grid
-- zooms 0 to 5). A zoom-6 tile of 'Apparel' over northern India counted 4,000 of its 8,600
-- facilities live, 60-110 ms with the sector index's bitmap of 556,000 facilities; read from the
-- counts it is at most 4,096 rows. Costs ~1M rows at 1.2M facilities (level 11 has 0.7M), and
-- one more cell per facet value in the trigger of 0019, which calls this function by name.
-- tiles/service.ts names the same level (CELL_COUNTED_MAX_ZOOM).
create or replace function facility_facet_grid_cells(
  lat double precision, lng double precision, country_code text, contributor_types text[], sectors text[],
  facility_types text[], processing_types text[], number_of_workers text[], has_approved_claim boolean, has_pending_claim boolean
) returns table (facet text, value text, level smallint, cx integer, cy integer)
language sql immutable parallel safe as $$
  select f.facet, f.value, c.level, c.cx, c.cy
  from facility_grid_cells(lat, lng) c,
    facility_facets(country_code, '{}', '{}', contributor_types, sectors, '{}', facility_types, processing_types, '{}',
      number_of_workers, '{}', has_approved_claim, has_pending_claim) f
  where c.level <= 12 and f.facet <> 'all'
$$;

-- The new level's counts of the rows already indexed.
delete from facility_facet_grid_counts where level = 12;
insert into facility_facet_grid_counts (facet, value, level, cx, cy, count)
select c.facet, c.value, c.level, c.cx, c.cy, count(*)
from facility_index x, facility_facet_grid_cells(x.lat, x.lng, x.country_code::text, x.contributor_types, x.sectors,
  x.facility_types, x.processing_types, x.number_of_workers, x.has_approved_claim, x.has_pending_claim) c
where c.level = 12
group by 1, 2, 3, 4, 5;
