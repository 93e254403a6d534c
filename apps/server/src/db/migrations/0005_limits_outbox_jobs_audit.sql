-- Download allowances, API limits and blocks, outgoing e-mail, the job queue and the staff audit log.

-- The free yearly allowance of a contributor: renews a year after its period started.
create table download_allowances (
  contributor_id bigint primary key references contributors (id) on delete cascade,
  free_limit integer not null check (free_limit >= 0),
  free_used integer not null default 0 check (free_used >= 0),
  period_started_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Purchased records expire a year after purchase; used after the free allowance.
create table download_purchases (
  id bigint generated always as identity primary key,
  contributor_id bigint not null references contributors (id) on delete cascade,
  records integer not null check (records > 0),
  used integer not null default 0 check (used >= 0 and used <= records),
  payment_reference text unique,
  purchased_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index download_purchases_contributor_idx on download_purchases (contributor_id, expires_at);

create table download_checkout_sessions (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  provider text not null,
  external_id text not null unique,
  redirect_path text not null default '/',
  records integer not null check (records > 0),
  status text not null default 'OPEN' check (status in ('OPEN', 'COMPLETED', 'EXPIRED')),
  created_at timestamptz not null default now(),
  completed_at timestamptz
);

create table download_logs (
  id bigint generated always as identity primary key,
  user_id bigint references users (id) on delete set null,
  contributor_id bigint references contributors (id) on delete set null,
  path text not null,
  record_count integer not null check (record_count >= 0),
  is_free boolean not null default false,
  created_at timestamptz not null default now()
);
create index download_logs_user_idx on download_logs (user_id, created_at desc);

create table api_limits (
  contributor_id bigint primary key references contributors (id) on delete cascade,
  yearly_limit integer not null check (yearly_limit >= 0),
  period_start_date timestamptz not null default now(),
  renewal_period text not null default 'YEARLY' check (renewal_period in ('MONTHLY', 'YEARLY')),
  updated_at timestamptz not null default now()
);

create table api_blocks (
  id bigint generated always as identity primary key,
  contributor_id bigint not null references contributors (id) on delete cascade,
  until timestamptz not null,
  active boolean not null default true,
  "limit" integer not null check ("limit" >= 0),
  actual integer not null check (actual >= 0),
  grace_limit integer check (grace_limit >= 0),
  grace_reason text not null default '',
  grace_created_by_id bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index api_blocks_contributor_idx on api_blocks (contributor_id, active);

-- One row per API call made with a token: counts usage against api_limits.
create table api_requests (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  path text not null,
  status_code smallint not null,
  created_at timestamptz not null default now()
);
create index api_requests_user_idx on api_requests (user_id, created_at);

create table email_outbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  attempts integer not null default 0,
  last_error text
);
create index email_outbox_to_idx on email_outbox (lower(to_address), created_at desc);

-- A durable queue: workers claim due jobs with FOR UPDATE SKIP LOCKED.
create table jobs (
  id bigint generated always as identity primary key,
  name text not null,
  payload jsonb not null default '{}',
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  dedupe_key text,
  attempts integer not null default 0,
  max_attempts integer not null default 5,
  run_at timestamptz not null default now(),
  locked_at timestamptz,
  locked_by text,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index jobs_due_idx on jobs (run_at) where status = 'queued';
create index jobs_running_idx on jobs (locked_at) where status = 'running';
create unique index jobs_dedupe_key on jobs (dedupe_key) where status in ('queued', 'running');

-- Every staff action that changes data, with what is needed to undo it.
create table audit_log (
  id bigint generated always as identity primary key,
  user_id bigint references users (id) on delete set null,
  action text not null,
  entity_type text not null,
  entity_id text not null,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index audit_log_entity_idx on audit_log (entity_type, entity_id, created_at desc);
create index audit_log_created_idx on audit_log (created_at desc);
