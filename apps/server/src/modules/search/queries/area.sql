-- Written by apps/server/src/modules/search/search-statements.test.ts; UPDATE_SNAPSHOTS=1 npx vitest run apps/server/src/modules/search/search-statements.test.ts writes it again.
-- plan area: boundary={"type":"Polygon","coordinates":[[[88,21],[93,21],[93,26.6],[88,21]]]}

-- page, count and extent: the points in the boundary read once
with
  matches as materialized (
    (
      select
        "os_id",
        "sort_name",
        "lat",
        "lng"
      from
        "facility_index"
      where
        (
          "lng" >= $1
          and "lng" <= $2
          and "lat" >= $3
          and "lat" <= $4
          and (
            (
              (
                case
                  when (lat > $5::float8) <> (lat > $6::float8)
                  and lng < $7::float8 * (lat - $8::float8) + $9::float8 then 1
                  else 0
                end
              ) + (
                case
                  when (lat > $10::float8) <> (lat > $11::float8)
                  and lng < $12::float8 * (lat - $13::float8) + $14::float8 then 1
                  else 0
                end
              )
            ) % 2 = 1
          )
        )
    )
  ),
  page as (
    select
      os_id,
      sort_name
    from
      matches
    order by
      sort_name asc,
      os_id asc
    limit
      $15
    offset
      $16
  )
select
  summary.*,
  facility_index.os_id,
  "facility_index"."name",
  facility_index.address,
  facility_index.country_code,
  facility_index.lat,
  facility_index.lng,
  facility_index.has_approved_claim,
  facility_index.is_closed,
  facility_index.number_of_public_contributors
from
  (
    select
      count(*)::int as count,
      min(lng) as min_lng,
      min(lat) as min_lat,
      max(lng) as max_lng,
      max(lat) as max_lat
    from
      matches
  ) summary
  left join (
    page
    join facility_index using (os_id)
  ) on true
order by
  page.sort_name asc,
  page.os_id asc;
--   $1 = 88
--   $2 = 93
--   $3 = 21
--   $4 = 26.6
--   $5 = 21
--   $6 = 26.6
--   $7 = 0
--   $8 = 21
--   $9 = 93
--   $10 = 26.6
--   $11 = 21
--   $12 = 0.8928571428571427
--   $13 = 26.6
--   $14 = 93
--   $15 = 50
--   $16 = 0
