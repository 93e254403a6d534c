-- Local names (the extended field native_language_name, facility_index.native_language_names: a
-- list's local_name column, the v1 API's local_name, an approved claim's local language name)
-- become search postings beside the name's and the address's words.
--
-- They are folded by search_text() like the name. Chinese and Japanese write no spaces, so a
-- folded word of those scripts is a whole name ('达卡服装有限公司'); a search word finds the
-- postings it begins, so each of its suffixes from a CJK character on is a posting too
-- ('服装有限公司', '有限公司', …): any run of two characters or more ('服装', '有限公司') then
-- begins one, and the search, its ranking and the search memory read them as any other word.
-- Bangla and Devanagari words are spaced; search_text() cuts them at combining marks (a virama
-- is not alphanumeric), the query the same way, so a word of them still finds its name.

-- Each word of the folded local names, and of a CJK word its suffixes from each CJK character on.
create or replace function search_local_words(local_search text) returns table (word text)
language sql immutable parallel safe as $$
  select distinct left(substr(w, i), 100)
  from unnest(string_to_array(local_search, ' ')) w, generate_series(1, least(length(w), 100)) i
  where w <> '' and (i = 1 or substr(w, i, 1) ~ '[\u2e80-\u9fff\uf900-\ufaff\u3040-\u30ff\u3400-\u4dbf]')
$$;

-- The folded local names of an index row.
create or replace function search_local_text(local_names text[]) returns text
language sql stable parallel safe as $$ select search_text(array_to_string(local_names, ' ')) $$;

-- The postings of an index row: the name's words (place 0 the first, 1 the others), the local
-- names' words (place 1) and the address's (place 2); a word in several keeps its best place.
create or replace function search_words_of(name_search text, address_search text, local_names text[])
returns table (word text, place smallint)
language sql stable parallel safe as $$
  select left(w, 100), min(p)::smallint
  from (
    select n.w, case when n.i = 1 then 0 else 1 end as p
    from unnest(string_to_array(name_search, ' ')) with ordinality as n(w, i)
    union all
    select l.word, 1 from search_local_words(search_local_text(local_names)) l
    union all
    select unnest(string_to_array(address_search, ' ')), 2
  ) words
  where w <> ''
  group by left(w, 100)
$$;

create or replace function facility_index_search_words_insert() returns trigger
language plpgsql as $$
begin
  insert into facility_search_words (word, os_id, lat, lng, place, name_words, country_code)
  select w.word, n.os_id, n.lat, n.lng, w.place, search_name_words(n.name_search), n.country_code
  from new_rows n, search_words_of(n.name_search, n.address_search, n.native_language_names) w;
  return null;
end $$;

create or replace function facility_index_search_words_update() returns trigger
language plpgsql as $$
begin
  -- Only rows whose text, local names, position or country changed: most index refreshes change none.
  delete from facility_search_words s
  using old_rows o join new_rows n using (os_id), search_words_of(o.name_search, o.address_search, o.native_language_names) w
  where s.word = w.word and s.os_id = o.os_id
    and (n.name_search, n.address_search, n.native_language_names, n.lat, n.lng, n.country_code)
      is distinct from (o.name_search, o.address_search, o.native_language_names, o.lat, o.lng, o.country_code);
  insert into facility_search_words (word, os_id, lat, lng, place, name_words, country_code)
  select w.word, n.os_id, n.lat, n.lng, w.place, search_name_words(n.name_search), n.country_code
  from new_rows n join old_rows o using (os_id), search_words_of(n.name_search, n.address_search, n.native_language_names) w
  where (n.name_search, n.address_search, n.native_language_names, n.lat, n.lng, n.country_code)
    is distinct from (o.name_search, o.address_search, o.native_language_names, o.lat, o.lng, o.country_code);
  return null;
end $$;

create or replace function facility_index_search_words_delete() returns trigger
language plpgsql as $$
begin
  delete from facility_search_words s
  using old_rows o, search_words_of(o.name_search, o.address_search, o.native_language_names) w
  where s.word = w.word and s.os_id = o.os_id;
  return null;
end $$;

-- The search memory is told of a facility whose local names changed, as of one whose name did.
create or replace function facility_index_search_changes_update() returns trigger
language plpgsql as $$
begin
  insert into facility_search_changes (os_id)
  select n.os_id from new_rows n join old_rows o using (os_id)
  where (n.name_search, n.address_search, n.native_language_names, n.lat, n.lng, n.country_code)
    is distinct from (o.name_search, o.address_search, o.native_language_names, o.lat, o.lng, o.country_code);
  return null;
end $$;

-- The facilities already indexed with a local name: their postings written again with it, and
-- a running server's search memory told (this transaction's changes).
delete from facility_search_words s using facility_index n
where s.os_id = n.os_id and cardinality(n.native_language_names) > 0;
insert into facility_search_words (word, os_id, lat, lng, place, name_words, country_code)
select w.word, n.os_id, n.lat, n.lng, w.place, search_name_words(n.name_search), n.country_code
from facility_index n, search_words_of(n.name_search, n.address_search, n.native_language_names) w
where cardinality(n.native_language_names) > 0;
insert into facility_search_changes (os_id)
select os_id from facility_index where cardinality(native_language_names) > 0;
