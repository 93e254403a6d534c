-- Written by apps/server/src/modules/search/search-statements.test.ts; UPDATE_SNAPSHOTS=1 npx vitest run apps/server/src/modules/search/search-statements.test.ts writes it again.
-- plan postings-sorted: q=ltd&sort_by=name_asc (q folded: 'ltd')

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
order by
  "sort_name" asc,
  "os_id" asc
limit
  $4
offset
  $5;
--   $1 = 'ltd'
--   $2 = 'ltd'
--   $3 = 'ltd'
--   $4 = 50
--   $5 = 0

-- count and extent
select
  count(*) as "count",
  min(lng) as "min_lng",
  min(lat) as "min_lat",
  max(lng) as "max_lng",
  max(lat) as "max_lat"
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
  ) as "text_matches";
--   $1 = 'ltd'
--   $2 = 'ltd'
--   $3 = 'ltd'
