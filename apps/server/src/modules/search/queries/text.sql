-- Written by apps/server/src/modules/search/search-statements.test.ts; UPDATE_SNAPSHOTS=1 npx vitest run apps/server/src/modules/search/search-statements.test.ts writes it again.
-- plan text: q=ltd&sectors=Apparel (q folded: 'ltd')

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
  inner join (
    select
      os_id as text_os_id,
      score as text_score,
      name_words as text_name_words
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
      ) r
  ) as "text_match" on text_match.text_os_id = facility_index.os_id
where
  "sectors" && $4::text[]
order by
  text_match.text_score,
  text_match.text_name_words,
  "os_id" asc
limit
  $5
offset
  $6;
--   $1 = 'ltd'
--   $2 = 'ltd'
--   $3 = 'ltd'
--   $4 = ["Apparel"]
--   $5 = 50
--   $6 = 0

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
  );
--   $1 = 'ltd'
--   $2 = 'ltd'
--   $3 = 'ltd'
--   $4 = ["Apparel"]

-- count (GET /api/facilities/count/, downloads)
select
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
  );
--   $1 = 'ltd'
--   $2 = 'ltd'
--   $3 = 'ltd'
--   $4 = ["Apparel"]
