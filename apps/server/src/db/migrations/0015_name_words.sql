-- The matcher's blocking index: the words of every indexed facility name, by country. A list row
-- looks up its name's distinctive words here (a few index entries each) instead of scoring the
-- trigrams of a whole country's names, which at a million facilities took ~170 ms a row.
create table if not exists facility_name_words (
  country_code char(2) not null,
  word text not null,
  os_id char(15) not null,
  primary key (country_code, word, os_id)
);
create index if not exists facility_name_words_os_id_idx on facility_name_words (os_id);

-- Every name word ever indexed, so a misspelt word of a list row finds the words it may mean.
-- Only added to: a word no facility has any more finds nothing in facility_name_words.
create table if not exists name_words (word text primary key);
create index if not exists name_words_trgm_idx on name_words using gin (word gin_trgm_ops);

-- The words of one folded name (facility_index.name_search): distinct, at least two characters.
create or replace function name_words_of(name_search text) returns setof text
language sql immutable parallel safe
as $$ select distinct w from unnest(string_to_array(name_search, ' ')) w where length(w) >= 2 $$;

-- Kept by statement triggers on facility_index, in the same transaction as the index change.
create or replace function facility_index_words_insert() returns trigger
language plpgsql as $$
begin
  insert into facility_name_words (country_code, word, os_id)
  select n.country_code, w, n.os_id from new_rows n, name_words_of(n.name_search) w
  on conflict do nothing;
  insert into name_words (word)
  select distinct w from new_rows n, name_words_of(n.name_search) w
  on conflict do nothing;
  return null;
end $$;

create or replace function facility_index_words_update() returns trigger
language plpgsql as $$
begin
  -- Only rows whose name or country changed: most index refreshes change neither.
  delete from facility_name_words w
  using new_rows n join old_rows o using (os_id)
  where w.os_id = n.os_id
    and (n.name_search is distinct from o.name_search or n.country_code is distinct from o.country_code)
    and (w.country_code <> n.country_code or w.word not in (select name_words_of(n.name_search)));
  insert into facility_name_words (country_code, word, os_id)
  select n.country_code, w, n.os_id
  from new_rows n join old_rows o using (os_id), name_words_of(n.name_search) w
  where n.name_search is distinct from o.name_search or n.country_code is distinct from o.country_code
  on conflict do nothing;
  insert into name_words (word)
  select distinct w
  from new_rows n join old_rows o using (os_id), name_words_of(n.name_search) w
  where n.name_search is distinct from o.name_search
  on conflict do nothing;
  return null;
end $$;

create or replace function facility_index_words_delete() returns trigger
language plpgsql as $$
begin
  delete from facility_name_words w using old_rows o where w.os_id = o.os_id;
  return null;
end $$;

create or replace function facility_index_words_truncate() returns trigger
language plpgsql as $$
begin
  truncate facility_name_words;
  return null;
end $$;

drop trigger if exists facility_index_words_insert on facility_index;
drop trigger if exists facility_index_words_update on facility_index;
drop trigger if exists facility_index_words_delete on facility_index;
drop trigger if exists facility_index_words_truncate on facility_index;
create trigger facility_index_words_insert after insert on facility_index
  referencing new table as new_rows for each statement execute function facility_index_words_insert();
create trigger facility_index_words_update after update on facility_index
  referencing old table as old_rows new table as new_rows for each statement execute function facility_index_words_update();
create trigger facility_index_words_delete after delete on facility_index
  referencing old table as old_rows for each statement execute function facility_index_words_delete();
create trigger facility_index_words_truncate after truncate on facility_index
  for each statement execute function facility_index_words_truncate();

-- The words of the facilities already indexed.
truncate facility_name_words;
insert into facility_name_words (country_code, word, os_id)
select i.country_code, w, i.os_id from facility_index i, name_words_of(i.name_search) w;
insert into name_words (word) select distinct word from facility_name_words on conflict do nothing;
