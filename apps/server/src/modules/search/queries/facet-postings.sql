-- Written by apps/server/src/modules/search/search-statements.test.ts; UPDATE_SNAPSHOTS=1 npx vitest run apps/server/src/modules/search/search-statements.test.ts writes it again.
-- plan facet-postings: countries=BD&sectors=Apparel

-- page, cut from the facet's postings
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
  "os_id" in (
    select
      "os_id"
    from
      "facility_facet_postings"
    where
      "facet" = $1
      and "value" = $2
    order by
      sort_name asc,
      os_id asc
    limit
      $3
    offset
      $4
  )
order by
  "sort_name" asc,
  "os_id" asc
limit
  $5
offset
  $6;
--   $1 = 'country+sector'
--   $2 = 'BD\u{1f}Apparel'
--   $3 = 50
--   $4 = 0
--   $5 = 50
--   $6 = 0

-- count, kept per facet
select
  "count"
from
  "facility_facet_counts"
where
  "facet" = $1
  and "value" = $2;
--   $1 = 'country+sector'
--   $2 = 'BD\u{1f}Apparel'

-- extent of up to 5,000 matches, from the postings
select
  min(lng) as "min_lng",
  min(lat) as "min_lat",
  max(lng) as "max_lng",
  max(lat) as "max_lat"
from
  "facility_facet_postings"
where
  "facet" = $1
  and "value" = $2;
--   $1 = 'country+sector'
--   $2 = 'BD\u{1f}Apparel'

-- extent of more: walks along the lat/lng indexes
select
  (
    select
      min("lng") as "v"
    from
      "facility_index"
    where
      (
        "country_code" in ($1)
        and "sectors" && $2::text[]
      )
  ) as "min_lng",
  (
    select
      min("lat") as "v"
    from
      "facility_index"
    where
      (
        "country_code" in ($3)
        and "sectors" && $4::text[]
      )
  ) as "min_lat",
  (
    select
      max("lng") as "v"
    from
      "facility_index"
    where
      (
        "country_code" in ($5)
        and "sectors" && $6::text[]
      )
  ) as "max_lng",
  (
    select
      max("lat") as "v"
    from
      "facility_index"
    where
      (
        "country_code" in ($7)
        and "sectors" && $8::text[]
      )
  ) as "max_lat";
--   $1 = 'BD'
--   $2 = ["Apparel"]
--   $3 = 'BD'
--   $4 = ["Apparel"]
--   $5 = 'BD'
--   $6 = ["Apparel"]
--   $7 = 'BD'
--   $8 = ["Apparel"]
