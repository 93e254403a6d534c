-- Downloads: what each download cost, and the filters it covered (so the pages of one download
-- and its log call are charged once). API: per-period call counters and per-contributor rate limits.

alter table download_logs add column source text not null default 'client'
  check (source in ('export', 'pages', 'client'));
alter table download_logs add column filters_key text;
alter table download_logs add column free_records integer not null default 0 check (free_records >= 0);
alter table download_logs add column purchased_records integer not null default 0 check (purchased_records >= 0);
create index download_logs_filters_idx on download_logs (user_id, filters_key, created_at desc);

-- Null means the server default (100 calls a minute, 10,000 a day, 30 writes a minute).
alter table api_limits add column rate_per_minute integer check (rate_per_minute > 0);
alter table api_limits add column rate_per_day integer check (rate_per_day > 0);
alter table api_limits add column writes_per_minute integer check (writes_per_minute > 0);

-- One counter per contributor and renewal period, incremented atomically per token call.
create table api_usage (
  contributor_id bigint not null references contributors (id) on delete cascade,
  period_start timestamptz not null,
  call_count integer not null default 0 check (call_count >= 0),
  warned_at timestamptz,
  primary key (contributor_id, period_start)
);
