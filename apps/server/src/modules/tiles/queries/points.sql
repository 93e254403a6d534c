-- Written by apps/server/src/modules/tiles/tile-statements.test.ts; UPDATE_SNAPSHOTS=1 npx vitest run apps/server/src/modules/tiles/tile-statements.test.ts writes it again.
-- facility tile 12/3076/1769, up to 20000 points

-- every facility
select
  "os_id",
  "lat",
  "lng",
  "name",
  "has_approved_claim",
  "is_closed"
from
  "facility_index"
where
  1 = 1
  and "lng" >= $1
  and "lng" < $2
  and "lat" > $3
  and "lat" <= $4
order by
  "os_id"
limit
  $5;
--   $1 = 90.3515625
--   $2 = 90.439453125
--   $3 = 23.725011735951792
--   $4 = 23.80544961231462
--   $5 = 20000

-- text with a filter: q=ltd&sectors=Apparel (q folded: 'ltd')
select
  "os_id",
  "lat",
  "lng",
  "name",
  "has_approved_claim",
  "is_closed"
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
                  name_search = $1
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
                        when word = $2 then 0
                        else 1
                      end
                    ) as rank
                  from
                    facility_search_words
                  where
                    word = $3
                ) w
            ) word_matches
        ) text_matches
    )
    and "sectors" && $4::text[]
  )
  and "lng" >= $5
  and "lng" < $6
  and "lat" > $7
  and "lat" <= $8
order by
  "os_id"
limit
  $9;
--   $1 = 'ltd'
--   $2 = 'ltd'
--   $3 = 'ltd'
--   $4 = ["Apparel"]
--   $5 = 90.3515625
--   $6 = 90.439453125
--   $7 = 23.725011735951792
--   $8 = 23.80544961231462
--   $9 = 20000

-- the rows of the points the search memory found
select
  os_id,
  name,
  has_approved_claim,
  is_closed
from
  facility_index
where
  os_id = any ($1::bpchar[]);
--   $1 = ["BD2024001ABCDEF","BD2024002ABCDEF"]
