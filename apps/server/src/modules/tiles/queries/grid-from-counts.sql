-- Written by apps/server/src/modules/tiles/tile-statements.test.ts; UPDATE_SNAPSHOTS=1 npx vitest run apps/server/src/modules/tiles/tile-statements.test.ts writes it again.
-- grid tile 8/192/110, 64 cells a side, from the kept cell counts

-- every facility
select
  cx,
  cy,
  count
from
  facility_grid_counts
where
  level = $1
  and cx >= $2
  and cx < $3
  and cy >= $4
  and cy < $5
  and count > 0;
--   $1 = 14
--   $2 = 12288
--   $3 = 12352
--   $4 = 7040
--   $5 = 7104

-- one value of a cell-counted filter (countries=BD)
select
  cx,
  cy,
  count
from
  facility_facet_grid_counts
where
  facet = $1
  and value = $2
  and level = $3
  and cx >= $4
  and cx < $5
  and cy >= $6
  and cy < $7
  and count > 0;
--   $1 = 'country'
--   $2 = 'BD'
--   $3 = 14
--   $4 = 12288
--   $5 = 12352
--   $6 = 7040
--   $7 = 7104
