-- Filtered grid tiles of zoom 7 from kept counts too (level 13). With zoom 6 counted (0033), a
-- zoom-7 tile of 'Apparel' over Shanghai was the slowest left: 8,000 of its 16,000 facilities
-- counted live, 50-105 ms (the sector index's bitmap of 556,000 facilities, 8,000 heap pages).
-- Costs ~1.55M rows at 1.2M facilities, and one more cell per facet value for each facility
-- inserted or moved (updates that leave position and broad filters alone compute none).
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
  where c.level <= 13 and f.facet <> 'all'
$$;

-- The new level's counts of the rows already indexed.
delete from facility_facet_grid_counts where level = 13;
insert into facility_facet_grid_counts (facet, value, level, cx, cy, count)
select c.facet, c.value, c.level, c.cx, c.cy, count(*)
from facility_index x, facility_facet_grid_cells(x.lat, x.lng, x.country_code::text, x.contributor_types, x.sectors,
  x.facility_types, x.processing_types, x.number_of_workers, x.has_approved_claim, x.has_pending_claim) c
where c.level = 13
group by 1, 2, 3, 4, 5;
