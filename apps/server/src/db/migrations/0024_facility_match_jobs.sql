-- Files of more than 1,000 rows sent to "Find OS IDs" (POST /api/facilities/match/) are matched by
-- the worker: one row per file with its progress and the stored result. Nothing here is published;
-- the file and the result are the caller's only.
create table facility_match_jobs (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  file_name text not null,
  file_key text not null,
  result_key text,
  status text not null default 'QUEUED' check (status in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  row_count integer not null check (row_count >= 0),
  processed_count integer not null default 0 check (processed_count >= 0),
  error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index facility_match_jobs_user_idx on facility_match_jobs (user_id, created_at desc);
