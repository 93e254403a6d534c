-- Written by apps/server/src/modules/search/search-statements.test.ts; UPDATE_SNAPSHOTS=1 npx vitest run apps/server/src/modules/search/search-statements.test.ts writes it again.
-- plan filtered: countries=BD,CN&statuses=claimed&sort_by=contributors_desc&page=3&pageSize=20

-- page
select
  "os_id",
  "name",
  "address",
  "country_code",
  "lat",
  "lng",
  "has_approved_claim",
  "is_closed",
  "number_of_public_contributors"
from
  "facility_index"
where
  (
    "country_code" in ($1, $2)
    and "has_approved_claim" = $3
  )
order by
  "number_of_public_contributors" desc,
  "sort_name" asc,
  "os_id" asc
limit
  $4
offset
  $5;
--   $1 = 'BD'
--   $2 = 'CN'
--   $3 = true
--   $4 = 20
--   $5 = 40

-- count and extent
select
  count(*) as "count",
  min(lng) as "min_lng",
  min(lat) as "min_lat",
  max(lng) as "max_lng",
  max(lat) as "max_lat"
from
  "facility_index"
where
  (
    "country_code" in ($1, $2)
    and "has_approved_claim" = $3
  );
--   $1 = 'BD'
--   $2 = 'CN'
--   $3 = true

-- count (GET /api/facilities/count/, downloads)
select
  count(*) as "count"
from
  "facility_index"
where
  (
    "country_code" in ($1, $2)
    and "has_approved_claim" = $3
  );
--   $1 = 'BD'
--   $2 = 'CN'
--   $3 = true
