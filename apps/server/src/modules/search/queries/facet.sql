-- Written by apps/server/src/modules/search/search-statements.test.ts; UPDATE_SNAPSHOTS=1 npx vitest run apps/server/src/modules/search/search-statements.test.ts writes it again.
-- plan facet: countries=BD

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
  "country_code" in ($1)
order by
  "sort_name" asc,
  "os_id" asc
limit
  $2
offset
  $3;
--   $1 = 'BD'
--   $2 = 50
--   $3 = 0

-- count, kept per facet
select
  "count"
from
  "facility_facet_counts"
where
  "facet" = $1
  and "value" = $2;
--   $1 = 'country'
--   $2 = 'BD'

-- extent of up to 5,000 matches
select
  count(*) as "count",
  min(lng) as "min_lng",
  min(lat) as "min_lat",
  max(lng) as "max_lng",
  max(lat) as "max_lat"
from
  "facility_index"
where
  "country_code" in ($1);
--   $1 = 'BD'

-- extent of more: walks along the lat/lng indexes
select
  (
    select
      min("lng") as "v"
    from
      "facility_index"
    where
      "country_code" in ($1)
  ) as "min_lng",
  (
    select
      min("lat") as "v"
    from
      "facility_index"
    where
      "country_code" in ($2)
  ) as "min_lat",
  (
    select
      max("lng") as "v"
    from
      "facility_index"
    where
      "country_code" in ($3)
  ) as "max_lng",
  (
    select
      max("lat") as "v"
    from
      "facility_index"
    where
      "country_code" in ($4)
  ) as "max_lat";
--   $1 = 'BD'
--   $2 = 'BD'
--   $3 = 'BD'
--   $4 = 'BD'
