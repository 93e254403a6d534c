-- Written by apps/server/src/modules/tiles/tile-statements.test.ts; UPDATE_SNAPSHOTS=1 npx vitest run apps/server/src/modules/tiles/tile-statements.test.ts writes it again.
-- grid tile 8/192/110, 64 cells a side, counted live

-- filters: countries=BD,CN&statuses=claimed
select
  least(greatest(floor((((lng + 180) / 360) * $1 - $2) * $3)::int, 0), $4) as "cx",
  least(
    greatest(
      floor(((0.5 - ln((1 + sin(radians(lat))) / (1 - sin(radians(lat)))) / (4 * pi())) * $5 - $6) * $7)::int,
      0
    ),
    $8
  ) as "cy",
  count(*) as "count"
from
  "facility_index"
where
  (
    "country_code" in ($9, $10)
    and "has_approved_claim" = $11
  )
  and "lng" >= $12
  and "lng" < $13
  and "lat" > $14
  and "lat" <= $15
group by
  1,
  2;
--   $1 = 256
--   $2 = 192
--   $3 = 64
--   $4 = 63
--   $5 = 256
--   $6 = 110
--   $7 = 64
--   $8 = 63
--   $9 = 'BD'
--   $10 = 'CN'
--   $11 = true
--   $12 = 90
--   $13 = 91.40625
--   $14 = 23.24134610238614
--   $15 = 24.5271348225978

-- text with a filter: q=ltd&sectors=Apparel (q folded: 'ltd')
select
  least(greatest(floor((((lng + 180) / 360) * $1 - $2) * $3)::int, 0), $4) as "cx",
  least(
    greatest(
      floor(((0.5 - ln((1 + sin(radians(lat))) / (1 - sin(radians(lat)))) / (4 * pi())) * $5 - $6) * $7)::int,
      0
    ),
    $8
  ) as "cy",
  count(*) as "count"
from
  "facility_index"
where
  (
    facility_index.os_id in (
      select
        os_id
      from
        (
          select
            os_id,
            lat,
            lng,
            name_words,
            case
              when os_id in (
                select
                  os_id
                from
                  facility_index
                where
                  name_search = $9
              ) then -1
              else score
            end as score
          from
            (
              select
                os_id,
                lat,
                lng,
                name_words,
                rank as score
              from
                (
                  select
                    os_id,
                    lat,
                    lng,
                    name_words,
                    place * 2 + (
                      case
                        when word = $10 then 0
                        else 1
                      end
                    ) as rank
                  from
                    facility_search_words
                  where
                    word = $11
                ) w
            ) word_matches
        ) text_matches
    )
    and "sectors" && $12::text[]
  )
  and "lng" >= $13
  and "lng" < $14
  and "lat" > $15
  and "lat" <= $16
group by
  1,
  2;
--   $1 = 256
--   $2 = 192
--   $3 = 64
--   $4 = 63
--   $5 = 256
--   $6 = 110
--   $7 = 64
--   $8 = 63
--   $9 = 'ltd'
--   $10 = 'ltd'
--   $11 = 'ltd'
--   $12 = ["Apparel"]
--   $13 = 90
--   $14 = 91.40625
--   $15 = 23.24134610238614
--   $16 = 24.5271348225978
