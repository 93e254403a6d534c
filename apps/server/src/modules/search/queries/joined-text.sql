-- Written by apps/server/src/modules/search/search-statements.test.ts; UPDATE_SNAPSHOTS=1 npx vitest run apps/server/src/modules/search/search-statements.test.ts writes it again.
-- plan joined-text: q=co ltd&countries=BD (q folded: 'co ltd')

-- page, count and extent (with enable_mergejoin off unless every word is one spelling)
with
  matches as materialized (
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
          min(lat) as lat,
          min(lng) as lng,
          min(name_words) as name_words,
          min(rank) + min("r1") as score
        from
          (
            select
              d.*,
              "p"."place" * 2 + (
                case
                  when "p"."word" = $2 then 0
                  else 1
                end
              ) as "r1"
            from
              (
                select
                  os_id,
                  lat,
                  lng,
                  name_words,
                  place * 2 + (
                    case
                      when word = $3 then 0
                      else 1
                    end
                  ) as rank
                from
                  facility_search_words
                where
                  word = any ($4::text[])
                  and country_code = any ($5::bpchar[])
              ) d
              join facility_search_words p on p.os_id = d.os_id
              and "p"."word" >= $6
              and "p"."word" < $7
          ) d
        group by
          os_id
      ) word_matches
  ),
  ranked as (
    select
      os_id,
      score,
      name_words
    from
      matches
    order by
      score,
      name_words,
      os_id
    limit
      $8
    offset
      $9
  )
select
  summary.*,
  f.os_id,
  f.name,
  f.address,
  f.country_code,
  f.lat,
  f.lng,
  f.has_approved_claim,
  f.is_closed,
  f.number_of_public_contributors
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
    ranked
    join facility_index f using (os_id)
  ) on true
order by
  ranked.score,
  ranked.name_words,
  ranked.os_id;
--   $1 = 'co ltd'
--   $2 = 'co'
--   $3 = 'ltd'
--   $4 = ["ltd"]
--   $5 = ["BD"]
--   $6 = 'co'
--   $7 = 'co\u{10ffff}'
--   $8 = 50
--   $9 = 0
