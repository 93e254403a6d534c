-- Rate limits counted in the database, so N server processes on one database give a client the
-- limit once, not N times (issue [2.4] item 9).

-- Fixed windows of @fastify/rate-limit (sign-up, log-in, password reset, e-mail confirmation): one
-- row per route and client address, counted up by one atomic upsert per attempt.
create table rate_limit_windows (
  key text primary key,
  count integer not null,
  ends_at timestamptz not null
);
create index rate_limit_windows_ends_at_idx on rate_limit_windows (ends_at);

-- Sliding minute logs and day counts of API token holders (and of browser sessions' v1 writes):
-- the times (epoch ms) of the calls allowed in the last minute, oldest first, at most the minute
-- limit of them; the row is locked while a call is checked, so concurrent calls count exactly.
create table rate_limit_logs (
  holder text primary key,
  calls bigint[] not null default '{}',
  writes bigint[] not null default '{}',
  day integer not null,
  day_count integer not null default 0
);
create index rate_limit_logs_day_idx on rate_limit_logs (day);

-- Counts one attempt in the window of `p_key`, opening a new window of `p_window_ms` when the last
-- one has ended; returns the attempts in the window and the milliseconds left of it.
create function rate_limit_window_hit(p_key text, p_window_ms integer)
returns table (hits integer, ttl_ms integer)
language sql as $$
  insert into rate_limit_windows as w (key, count, ends_at)
  values (p_key, 1, clock_timestamp() + make_interval(secs => p_window_ms / 1000.0))
  on conflict (key) do update set
    count = case when w.ends_at <= clock_timestamp() then 1 else w.count + 1 end,
    ends_at = case when w.ends_at <= clock_timestamp() then excluded.ends_at else w.ends_at end
  returning count, greatest(0, ceil(extract(epoch from ends_at - clock_timestamp()) * 1000))::integer
$$;

-- Takes a call of `p_holder` at `p_now_ms` (epoch ms; null: the database's clock) when the limits
-- allow it: returns 0, or else the seconds until a call would be allowed. A null limit is no limit.
create function rate_limit_log_take(
  p_holder text, p_is_write boolean, p_per_minute integer, p_per_day integer, p_writes_per_minute integer, p_now_ms bigint
) returns integer
language plpgsql as $$
declare
  now_ms bigint := coalesce(p_now_ms, (extract(epoch from clock_timestamp()) * 1000)::bigint);
  today integer := (now_ms / 86400000)::integer;
  log rate_limit_logs%rowtype;
begin
  insert into rate_limit_logs (holder, day) values (p_holder, today) on conflict (holder) do nothing;
  select * into log from rate_limit_logs where holder = p_holder for update;
  if log.day <> today then
    log.day := today;
    log.day_count := 0;
  end if;
  -- The calls of a minute or more ago no longer count.
  log.calls := array(select t from unnest(log.calls) t where t > now_ms - 60000 order by t);
  log.writes := array(select t from unnest(log.writes) t where t > now_ms - 60000 order by t);
  if p_per_day is not null and log.day_count >= p_per_day then
    return ceil(((today + 1)::bigint * 86400000 - now_ms) / 1000.0)::integer;
  end if;
  if p_per_minute is not null and cardinality(log.calls) >= p_per_minute then
    return greatest(1, ceil((log.calls[1] + 60000 - now_ms) / 1000.0))::integer;
  end if;
  if p_is_write and p_writes_per_minute is not null and cardinality(log.writes) >= p_writes_per_minute then
    return greatest(1, ceil((log.writes[1] + 60000 - now_ms) / 1000.0))::integer;
  end if;
  update rate_limit_logs set
    calls = log.calls || now_ms,
    writes = case when p_is_write then log.writes || now_ms else log.writes end,
    day = log.day,
    day_count = log.day_count + 1
  where holder = p_holder;
  return 0;
end
$$;
