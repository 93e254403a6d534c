-- The matcher's misspelt-word lookup: every known name word (name_words) under itself and under
-- each of its spellings one letter dropped, with the place of that letter (`dropped`, 1-based;
-- 0 for the word itself). Two words one letter dropped, added, changed or swapped apart share a
-- key ('kafieng' and 'kaifeng' share 'kafeng'), so a list row's word finds the words it may mean
-- by its own length + 1 keys, a few primary-key probes. The trigram index misses most of them: a
-- swap in a word of under nine letters keeps less than 0.4 of its trigrams, and among the
-- realistic seed's 230,000 words the likest by trigrams are often not the ones a typo away.
-- The default collation, as facility_name_words.word has: its index then serves the words found.
create table name_word_keys (
  key text not null,
  word text not null,
  dropped smallint not null
);

-- A word's keys: itself (dropped 0), and from three letters on, the word without each letter
-- in turn (a word of up to 32 letters: longer ones are run-together text, not a misspelt word).
create or replace function name_word_keys_of(word text) returns table (key text, dropped smallint)
language sql immutable parallel safe
as $$
  select word, 0::smallint
  union all
  select left(word, i - 1) || substr(word, i + 1), i::smallint
  from generate_series(1, length(word)) i
  where length(word) between 3 and 32
$$;

-- Kept by statement triggers on name_words, in the same transaction as the words.
create or replace function name_words_keys_insert() returns trigger
language plpgsql as $$
begin
  insert into name_word_keys (key, word, dropped)
  select k.key, n.word, k.dropped from new_rows n, name_word_keys_of(n.word) k
  on conflict do nothing;
  return null;
end $$;

create or replace function name_words_keys_delete() returns trigger
language plpgsql as $$
begin
  delete from name_word_keys w
  using old_rows o, name_word_keys_of(o.word) k
  where w.key = k.key and w.word = o.word and w.dropped = k.dropped;
  return null;
end $$;

create or replace function name_words_keys_truncate() returns trigger
language plpgsql as $$
begin
  truncate name_word_keys;
  return null;
end $$;

-- The words already known (at 1.2M facilities about 230,000 words and 2M keys), then the key
-- index built over them at once.
insert into name_word_keys (key, word, dropped)
select k.key, w.word, k.dropped from name_words w, name_word_keys_of(w.word) k;
alter table name_word_keys add primary key (key, word, dropped);
analyze name_word_keys;

drop trigger if exists name_words_keys_insert on name_words;
drop trigger if exists name_words_keys_delete on name_words;
drop trigger if exists name_words_keys_truncate on name_words;
create trigger name_words_keys_insert after insert on name_words
  referencing new table as new_rows for each statement execute function name_words_keys_insert();
create trigger name_words_keys_delete after delete on name_words
  referencing old table as old_rows for each statement execute function name_words_keys_delete();
create trigger name_words_keys_truncate after truncate on name_words
  for each statement execute function name_words_keys_truncate();
