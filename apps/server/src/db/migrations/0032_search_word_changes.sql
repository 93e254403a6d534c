-- Which facilities' search words changed, by which transaction: a server process that holds the
-- common words' postings in memory (modules/facilities/search-memory.ts) took them at one
-- database snapshot, and asks here which facilities changed in transactions that snapshot does
-- not see. Those it leaves to SQL; every other facility's words are as it read them. Its reads
-- prune the rows of transactions that had all ended an hour before (it serves nothing older).
create table if not exists facility_search_changes (
  xid xid8 not null default pg_current_xact_id(),
  os_id char(15),                                  -- null: every facility (facility_index was truncated)
  changed_at timestamptz not null default now()
);
create index if not exists facility_search_changes_xid_idx on facility_search_changes (xid);

-- The same rows as the search words' own triggers (0016, 0030) rewrite.
create or replace function facility_index_search_changes_insert() returns trigger
language plpgsql as $$
begin
  insert into facility_search_changes (os_id) select os_id from new_rows;
  return null;
end $$;

create or replace function facility_index_search_changes_update() returns trigger
language plpgsql as $$
begin
  insert into facility_search_changes (os_id)
  select n.os_id from new_rows n join old_rows o using (os_id)
  where (n.name_search, n.address_search, n.lat, n.lng, n.country_code)
    is distinct from (o.name_search, o.address_search, o.lat, o.lng, o.country_code);
  return null;
end $$;

create or replace function facility_index_search_changes_delete() returns trigger
language plpgsql as $$
begin
  insert into facility_search_changes (os_id) select os_id from old_rows;
  return null;
end $$;

create or replace function facility_index_search_changes_truncate() returns trigger
language plpgsql as $$
begin
  insert into facility_search_changes (os_id) values (null);
  return null;
end $$;

drop trigger if exists facility_index_search_changes_insert on facility_index;
drop trigger if exists facility_index_search_changes_update on facility_index;
drop trigger if exists facility_index_search_changes_delete on facility_index;
drop trigger if exists facility_index_search_changes_truncate on facility_index;
create trigger facility_index_search_changes_insert after insert on facility_index
  referencing new table as new_rows for each statement execute function facility_index_search_changes_insert();
create trigger facility_index_search_changes_update after update on facility_index
  referencing old table as old_rows new table as new_rows for each statement execute function facility_index_search_changes_update();
create trigger facility_index_search_changes_delete after delete on facility_index
  referencing old table as old_rows for each statement execute function facility_index_search_changes_delete();
create trigger facility_index_search_changes_truncate after truncate on facility_index
  for each statement execute function facility_index_search_changes_truncate();
