-- Written by apps/server/src/modules/search/search-statements.test.ts; UPDATE_SNAPSHOTS=1 npx vitest run apps/server/src/modules/search/search-statements.test.ts writes it again.
-- plan memory: q=co ltd&countries=BD (q folded: 'co ltd')

-- a word's postings, read once into memory ('co')
select
  string_agg(
    os_id::text || (
      place * 2 + (
        case
          when word = $1 then 0
          else 1
        end
      )
    )::text,
    ','
  ) as packed
from
  facility_search_words
where
  word >= $2
  and word < $3;
--   $1 = 'co'
--   $2 = 'co'
--   $3 = 'co\u{10ffff}'

-- each search: the facilities changed since the snapshot, those q finds, those named q, and the snapshot now
with
  changed as materialized (
    select distinct
      os_id
    from
      facility_search_changes
    where
      xid >= pg_snapshot_xmin($1::pg_snapshot)
      and not pg_visible_in_snapshot(xid, $2::pg_snapshot)
  )
select
  pg_current_snapshot()::text as seen_now,
  exists (
    select
    from
      changed
    where
      os_id is null
  ) as everything,
  array(
    select
      os_id
    from
      changed
    where
      os_id is not null
  ) as changed,
  array(
    select
      os_id
    from
      facility_index
    where
      name_search = $3
  ) as named,
  coalesce(
    (
      select
        json_agg(m)
      from
        (
          select
            os_id,
            lat,
            lng,
            name_words,
            case
              when named then -1
              else "r0" + "r1"
            end as score
          from
            (
              select
                f.os_id,
                f.lat,
                f.lng,
                search_name_words (f.name_search) as name_words,
                f.name_search = $4 as named,
                (
                  select
                    min(
                      "s"."place" * 2 + (
                        case
                          when "s"."word" = $5 then 0
                          else 1
                        end
                      )
                    )
                  from
                    facility_search_words s
                  where
                    s.os_id = f.os_id
                    and "s"."word" >= $6
                    and "s"."word" < $7
                ) as "r0",
                (
                  select
                    min(
                      "s"."place" * 2 + (
                        case
                          when "s"."word" = $8 then 0
                          else 1
                        end
                      )
                    )
                  from
                    facility_search_words s
                  where
                    s.os_id = f.os_id
                    and "s"."word" >= $9
                    and "s"."word" < $10
                ) as "r1"
              from
                changed c
                join facility_index f on f.os_id = c.os_id
                and f.country_code = any ($11::bpchar[])
            ) ranked
          where
            "r0" is not null
            and "r1" is not null
        ) m
    ),
    '[]'
  ) as matches;
--   $1 = '1000:1005:1002'
--   $2 = '1000:1005:1002'
--   $3 = 'co ltd'
--   $4 = 'co ltd'
--   $5 = 'ltd'
--   $6 = 'ltd'
--   $7 = 'ltd\u{10ffff}'
--   $8 = 'co'
--   $9 = 'co'
--   $10 = 'co\u{10ffff}'
--   $11 = ["BD"]

-- the page's rows, by OS ID
select
  os_id,
  name,
  address,
  country_code,
  lat,
  lng,
  has_approved_claim,
  is_closed,
  number_of_public_contributors
from
  facility_index
where
  os_id = any ($1::bpchar[]);
--   $1 = ["BD2024001ABCDEF","BD2024002ABCDEF"]
