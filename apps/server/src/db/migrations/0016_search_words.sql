-- The text search's postings: every word of every indexed facility's folded name and address,
-- with what a search needs to count, bound and rank its matches (position, where the word stands,
-- length of the name) in the index itself. A common word ('garment': 60,000 facilities among
-- 1.2M) is then counted by an index-only scan instead of rechecking 40,000 heap pages of the
-- trigram matches. Words are compared byte-wise (collate "C"), so a prefix is an index range.
create table if not exists facility_search_words (
  word text collate "C" not null,
  os_id char(15) not null,
  lat double precision not null,
  lng double precision not null,
  place smallint not null,                 -- 0: the name's first word, 1: another word of the name, 2: the address's only
  name_words smallint not null
);

-- The distinct words of one folded name and address (facility_index.name_search and
-- address_search), each with its best place (see above). Cut to 100 characters: a btree entry
-- has a size limit, and search-text.ts cuts query words the same way.
create or replace function search_words_of(name_search text, address_search text)
returns table (word text, place smallint)
language sql immutable parallel safe as $$
  select left(w, 100), min(p)::smallint
  from (
    select n.w, case when n.i = 1 then 0 else 1 end as p
    from unnest(string_to_array(name_search, ' ')) with ordinality as n(w, i)
    union all
    select unnest(string_to_array(address_search, ' ')), 2
  ) words
  where w <> ''
  group by left(w, 100)
$$;

create or replace function search_name_words(name_search text) returns smallint
language sql immutable parallel safe as $$
  select least(coalesce(array_length(string_to_array(nullif(name_search, ''), ' '), 1), 0), 32767)::smallint
$$;

-- Kept by statement triggers on facility_index, in the same transaction as the index change.
create or replace function facility_index_search_words_insert() returns trigger
language plpgsql as $$
begin
  insert into facility_search_words (word, os_id, lat, lng, place, name_words)
  select w.word, n.os_id, n.lat, n.lng, w.place, search_name_words(n.name_search)
  from new_rows n, search_words_of(n.name_search, n.address_search) w;
  return null;
end $$;

create or replace function facility_index_search_words_update() returns trigger
language plpgsql as $$
begin
  -- Only rows whose text or position changed: most index refreshes change neither.
  delete from facility_search_words s
  using old_rows o join new_rows n using (os_id), search_words_of(o.name_search, o.address_search) w
  where s.word = w.word and s.os_id = o.os_id
    and (n.name_search, n.address_search, n.lat, n.lng) is distinct from (o.name_search, o.address_search, o.lat, o.lng);
  insert into facility_search_words (word, os_id, lat, lng, place, name_words)
  select w.word, n.os_id, n.lat, n.lng, w.place, search_name_words(n.name_search)
  from new_rows n join old_rows o using (os_id), search_words_of(n.name_search, n.address_search) w
  where (n.name_search, n.address_search, n.lat, n.lng) is distinct from (o.name_search, o.address_search, o.lat, o.lng);
  return null;
end $$;

create or replace function facility_index_search_words_delete() returns trigger
language plpgsql as $$
begin
  delete from facility_search_words s
  using old_rows o, search_words_of(o.name_search, o.address_search) w
  where s.word = w.word and s.os_id = o.os_id;
  return null;
end $$;

create or replace function facility_index_search_words_truncate() returns trigger
language plpgsql as $$
begin
  truncate facility_search_words;
  return null;
end $$;

drop trigger if exists facility_index_search_words_insert on facility_index;
drop trigger if exists facility_index_search_words_update on facility_index;
drop trigger if exists facility_index_search_words_delete on facility_index;
drop trigger if exists facility_index_search_words_truncate on facility_index;
create trigger facility_index_search_words_insert after insert on facility_index
  referencing new table as new_rows for each statement execute function facility_index_search_words_insert();
create trigger facility_index_search_words_update after update on facility_index
  referencing old table as old_rows new table as new_rows for each statement execute function facility_index_search_words_update();
create trigger facility_index_search_words_delete after delete on facility_index
  referencing old table as old_rows for each statement execute function facility_index_search_words_delete();
create trigger facility_index_search_words_truncate after truncate on facility_index
  for each statement execute function facility_index_search_words_truncate();

-- The words of the facilities already indexed, then the index (faster built once than kept row by
-- row; not unique, so a bulk load can drop and rebuild it too).
truncate facility_search_words;
insert into facility_search_words (word, os_id, lat, lng, place, name_words)
select w.word, i.os_id, i.lat, i.lng, w.place, search_name_words(i.name_search)
from facility_index i, search_words_of(i.name_search, i.address_search) w;
create index if not exists facility_search_words_word_idx
  on facility_search_words (word, os_id) include (lat, lng, place, name_words);
