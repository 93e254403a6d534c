-- A search of `q` in a country ('garment' in BD, the visitor's commonest search after a pasted
-- name) read the facility row of every match to check its country: 60,000 rows for 'garment' at
-- 1.2M facilities, 0.3 to 3 s. The postings now carry the facility's country, in their index
-- too: such a search is paged, counted and bounded from the word's postings alone, index-only.
-- The index stays ordered by (word, os_id): a word's spellings are then merged in os_id order
-- ('ltd' and 'ltda'); led by (word, country_code) they had to be hashed, and 'Ltd' took twice as long.

-- Rebuilt from facility_index (derived data): faster than updating every row, and the indexes are
-- built once after the load.
truncate facility_search_words;
drop index if exists facility_search_words_word_idx;
drop index if exists facility_search_words_os_id_idx;
alter table facility_search_words add column country_code char(2) not null;
insert into facility_search_words (word, os_id, lat, lng, place, name_words, country_code)
select w.word, i.os_id, i.lat, i.lng, w.place, search_name_words(i.name_search), i.country_code
from facility_index i, search_words_of(i.name_search, i.address_search) w;
create index facility_search_words_word_idx
  on facility_search_words (word, os_id) include (lat, lng, place, name_words, country_code);
create index facility_search_words_os_id_idx on facility_search_words (os_id, word) include (place);

-- 0016's triggers call these by name: replaced here, they write the country from now on (the
-- delete and truncate functions need no change). Nothing changes facility_index in this migration.
create or replace function facility_index_search_words_insert() returns trigger
language plpgsql as $$
begin
  insert into facility_search_words (word, os_id, lat, lng, place, name_words, country_code)
  select w.word, n.os_id, n.lat, n.lng, w.place, search_name_words(n.name_search), n.country_code
  from new_rows n, search_words_of(n.name_search, n.address_search) w;
  return null;
end $$;

create or replace function facility_index_search_words_update() returns trigger
language plpgsql as $$
begin
  -- Only rows whose text, position or country changed: most index refreshes change none.
  delete from facility_search_words s
  using old_rows o join new_rows n using (os_id), search_words_of(o.name_search, o.address_search) w
  where s.word = w.word and s.os_id = o.os_id
    and (n.name_search, n.address_search, n.lat, n.lng, n.country_code)
      is distinct from (o.name_search, o.address_search, o.lat, o.lng, o.country_code);
  insert into facility_search_words (word, os_id, lat, lng, place, name_words, country_code)
  select w.word, n.os_id, n.lat, n.lng, w.place, search_name_words(n.name_search), n.country_code
  from new_rows n join old_rows o using (os_id), search_words_of(n.name_search, n.address_search) w
  where (n.name_search, n.address_search, n.lat, n.lng, n.country_code)
    is distinct from (o.name_search, o.address_search, o.lat, o.lng, o.country_code);
  return null;
end $$;

analyze facility_search_words;
