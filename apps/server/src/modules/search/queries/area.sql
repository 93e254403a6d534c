-- Written by apps/server/src/modules/search/search-statements.test.ts; UPDATE_SNAPSHOTS=1 npx vitest run apps/server/src/modules/search/search-statements.test.ts writes it again.
-- plan area: boundary={"type":"Polygon","coordinates":[[[88,21],[93,21],[93,26.6],[88,21]]]}

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
  "os_id" in (
    select
      "os_id"
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
    order by
      sort_name asc,
      os_id asc
    limit
      $15
    offset
      $16
  )
order by
  "sort_name" asc,
  "os_id" asc
limit
  $17
offset
  $18;
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
--   $17 = 50
--   $18 = 0

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
  );
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
