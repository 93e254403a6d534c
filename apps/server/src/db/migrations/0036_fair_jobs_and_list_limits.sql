-- Fair work across accounts and bounded lists (issue [3.4]).

-- Whose work a job is ('contributor:12'; null for the system's own): due jobs are taken in turn
-- per owner, the owner served longest ago first (jobs/queue.ts claimNextJob).
alter table jobs add column owner text;
-- Milliseconds a job has run over its turns: a long job gives up its turn after a slice, and its
-- time budget (a list's parse) counts every turn.
alter table jobs add column work_ms integer not null default 0;

-- When each owner's last job was taken.
create table job_owner_turns (
  owner text primary key,
  turn_at timestamptz not null
);

-- Rows identical to an earlier row past its stored copies: DUPLICATE, counted here instead of
-- being stored one by one (modules/lists/read-list-items.ts).
alter table facility_lists add column unstored_repeats integer not null default 0 check (unstored_repeats >= 0);
