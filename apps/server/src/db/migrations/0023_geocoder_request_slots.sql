-- When a rate-limited geocoder may next be asked, shared by every process on the database (the
-- HTTP processes of WEB_PROCESSES, `npm run worker`): Nominatim's public server allows one
-- request a second per client, and a limit kept in each process's memory multiplies with them.
create table if not exists geocoder_request_slots (
  provider text primary key,
  next_at timestamptz not null
);
