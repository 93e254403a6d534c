-- The v1 search's `query` finds a facility by the words of its description too (the approved
-- claim's facility_description, the v1 answer's `description`), as the anchor's v1 search does;
-- the classic search (`q` of /api/facilities/) does not, as the anchor's does not. So the
-- description is not among facility_search_words, which the classic search and its memory read,
-- but postings of their own, kept from the index row like the others.

-- The folded description of the facility's approved claim ('' without one), by search_text().
alter table facility_index add column if not exists description_search text not null default '';

-- Each word of a folded description, compared byte-wise like facility_search_words (a prefix is
-- an index range); (os_id, word) checks a found facility's other query words.
create table if not exists facility_description_words (
  word text collate "C" not null,
  os_id char(15) not null,
  primary key (word, os_id)
);
create index if not exists facility_description_words_os_id_idx on facility_description_words (os_id, word);

-- The postings of a folded description: its words, and of an unspaced Chinese or Japanese word
-- each suffix from a CJK character on, as of local names (0041's search_local_words).
create or replace function description_words_of(description_search text) returns table (word text)
language sql immutable parallel safe as $$ select l.word from search_local_words(description_search) l $$;

create or replace function facility_index_description_words_insert() returns trigger
language plpgsql as $$
begin
  insert into facility_description_words (word, os_id)
  select w.word, n.os_id from new_rows n, description_words_of(n.description_search) w;
  return null;
end $$;

create or replace function facility_index_description_words_update() returns trigger
language plpgsql as $$
begin
  -- Only rows whose description changed: nearly every refresh leaves it alone.
  delete from facility_description_words d
  using old_rows o join new_rows n using (os_id), description_words_of(o.description_search) w
  where d.word = w.word and d.os_id = o.os_id and n.description_search <> o.description_search;
  insert into facility_description_words (word, os_id)
  select w.word, n.os_id
  from new_rows n join old_rows o using (os_id), description_words_of(n.description_search) w
  where n.description_search <> o.description_search;
  return null;
end $$;

create or replace function facility_index_description_words_delete() returns trigger
language plpgsql as $$
begin
  delete from facility_description_words d
  using old_rows o, description_words_of(o.description_search) w
  where d.word = w.word and d.os_id = o.os_id;
  return null;
end $$;

create or replace function facility_index_description_words_truncate() returns trigger
language plpgsql as $$
begin
  truncate facility_description_words;
  return null;
end $$;

drop trigger if exists facility_index_description_words_insert on facility_index;
drop trigger if exists facility_index_description_words_update on facility_index;
drop trigger if exists facility_index_description_words_delete on facility_index;
drop trigger if exists facility_index_description_words_truncate on facility_index;
create trigger facility_index_description_words_insert after insert on facility_index
  referencing new table as new_rows for each statement execute function facility_index_description_words_insert();
create trigger facility_index_description_words_update after update on facility_index
  referencing old table as old_rows new table as new_rows for each statement execute function facility_index_description_words_update();
create trigger facility_index_description_words_delete after delete on facility_index
  referencing old table as old_rows for each statement execute function facility_index_description_words_delete();
create trigger facility_index_description_words_truncate after truncate on facility_index
  for each statement execute function facility_index_description_words_truncate();

-- The facilities already indexed with an approved, described claim: the update trigger above
-- writes their postings. Nothing a tile or the classic search reads changes.
update facility_index i set description_search = search_text(c.facility_description)
from facility_claims c
where c.facility_id = i.os_id and c.status = 'APPROVED' and search_text(c.facility_description) <> '';
