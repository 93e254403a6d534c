-- The duplicate finder (modules/facility-duplicates): pairs of facilities that look like one place,
-- found by the matcher over the registry, for staff to merge or dismiss.

-- One row per pair, the lower OS ID first. No foreign keys: a merge deletes one side and its undo
-- brings it back, and the pair with it (readers join both sides to facility_index). A dismissed
-- pair keeps its row, so the finder never proposes it again.
create table facility_duplicates (
  id bigint generated always as identity primary key,
  os_id_a char(15) not null,
  os_id_b char(15) not null,
  country_code text not null,
  confidence real not null check (confidence >= 0 and confidence <= 1),
  evidence jsonb not null,
  dismissed_at timestamptz,
  dismissed_by_id bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (os_id_a < os_id_b),
  unique (os_id_a, os_id_b)
);
create index facility_duplicates_open_idx on facility_duplicates (confidence desc, id) where dismissed_at is null;
create index facility_duplicates_b_idx on facility_duplicates (os_id_b);

-- Facilities to compare again: new ones and those whose name, address, place or country changed,
-- written by facility_index's triggers below and taken by the worker's incremental check.
create table facility_duplicate_checks (
  os_id char(15) not null,
  queued_at timestamptz not null default now()
);
create index facility_duplicate_checks_queued_idx on facility_duplicate_checks (queued_at);

-- Full passes started by staff (POST /api/facility-duplicates/refresh/), with their progress.
create table facility_duplicate_passes (
  id bigint generated always as identity primary key,
  requested_by_id bigint references users (id) on delete set null,
  status text not null default 'QUEUED' check (status in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  countries_total integer not null default 0,
  countries_done integer not null default 0,
  facilities_total integer not null default 0,
  facilities_done integer not null default 0,
  pairs_found integer not null default 0,
  error text,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);

create function facility_index_duplicate_checks_insert() returns trigger
language plpgsql as $$
begin
  insert into facility_duplicate_checks (os_id) select os_id from new_rows;
  return null;
end $$;

create function facility_index_duplicate_checks_update() returns trigger
language plpgsql as $$
begin
  insert into facility_duplicate_checks (os_id)
  select n.os_id from new_rows n join old_rows o using (os_id)
  where (n.name_search, n.address_search, n.lat, n.lng, n.country_code)
    is distinct from (o.name_search, o.address_search, o.lat, o.lng, o.country_code);
  return null;
end $$;

create trigger facility_index_duplicate_checks_insert after insert on facility_index
  referencing new table as new_rows for each statement execute function facility_index_duplicate_checks_insert();
create trigger facility_index_duplicate_checks_update after update on facility_index
  referencing old table as old_rows new table as new_rows for each statement execute function facility_index_duplicate_checks_update();
