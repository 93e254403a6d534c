--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: btree_gist; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;

--
-- Name: EXTENSION btree_gist; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION btree_gist IS 'support for indexing common datatypes in GiST';

--
-- Name: pg_trgm; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

--
-- Name: EXTENSION pg_trgm; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION pg_trgm IS 'text similarity measurement and index searching based on trigrams';

--
-- Name: unaccent; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

--
-- Name: EXTENSION unaccent; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION unaccent IS 'text search dictionary that removes accents';

--
-- Name: description_words_of(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.description_words_of(description_search text) RETURNS TABLE(word text)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ select l.word from search_local_words(description_search) l $$;

--
-- Name: facility_facet_grid_cells(double precision, double precision, text, text[], text[], text[], text[], text[], boolean, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_facet_grid_cells(lat double precision, lng double precision, country_code text, contributor_types text[], sectors text[], facility_types text[], processing_types text[], number_of_workers text[], has_approved_claim boolean, has_pending_claim boolean) RETURNS TABLE(facet text, value text, level smallint, cx integer, cy integer)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select f.facet, f.value, c.level, c.cx, c.cy
  from facility_grid_cells(lat, lng) c,
    facility_facets(country_code, '{}', '{}', contributor_types, sectors, '{}', facility_types, processing_types, '{}',
      number_of_workers, '{}', has_approved_claim, has_pending_claim) f
  where c.level <= 13 and f.facet <> 'all'
$$;

--
-- Name: facility_facet_pairs(text, text[], text[], text[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_facet_pairs(country_code text, contributor_types text[], sectors text[], facility_types text[]) RETURNS TABLE(facet text, value text)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  with single(facet, value) as (
    select 'country', country_code
    union all select 'contributor_type', v from unnest(contributor_types) v
    union all select 'facility_type', v from unnest(facility_types) v
    union all select 'sector', v from unnest(sectors) v)
  select a.facet || '+' || b.facet, a.value || chr(31) || b.value
  from single a join single b on a.facet < b.facet
$$;

--
-- Name: facility_facet_postings_of(text, bigint[], bigint[], text[], text[], text[], text[], text[], text[], text[], text[], boolean, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_facet_postings_of(country_code text, contributor_ids bigint[], list_ids bigint[], contributor_types text[], sectors text[], parent_companies text[], facility_types text[], processing_types text[], product_types text[], number_of_workers text[], native_language_names text[], has_approved_claim boolean, has_pending_claim boolean) RETURNS TABLE(facet text, value text)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select f.facet, f.value
  from facility_facets(country_code, contributor_ids, list_ids, contributor_types, sectors, parent_companies,
    facility_types, processing_types, product_types, number_of_workers, native_language_names,
    has_approved_claim, has_pending_claim) f
  where f.facet not in ('all', 'country')
  union all
  select p.facet, p.value from facility_facet_pairs(country_code, contributor_types, sectors, facility_types) p
$$;

--
-- Name: facility_facets(text, bigint[], bigint[], text[], text[], text[], text[], text[], text[], text[], text[], boolean, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_facets(country_code text, contributor_ids bigint[], list_ids bigint[], contributor_types text[], sectors text[], parent_companies text[], facility_types text[], processing_types text[], product_types text[], number_of_workers text[], native_language_names text[], has_approved_claim boolean, has_pending_claim boolean) RETURNS TABLE(facet text, value text)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select 'all', ''
  union all select 'country', country_code
  union all select 'contributor', v::text from unnest(contributor_ids) v
  union all select 'list', v::text from unnest(list_ids) v
  union all select 'contributor_type', v from unnest(contributor_types) v
  union all select 'sector', v from unnest(sectors) v
  union all select 'parent_company', v from unnest(parent_companies) v
  union all select 'facility_type', v from unnest(facility_types) v
  union all select 'processing_type', v from unnest(processing_types) v
  union all select 'product_type', v from unnest(product_types) v
  union all select 'number_of_workers', v from unnest(number_of_workers) v
  union all select 'native_language_name', v from unnest(native_language_names) v
  union all select 'status', 'claimed' where has_approved_claim
  union all select 'status', 'pending' where has_pending_claim
  union all select 'status', 'unclaimed' where not has_approved_claim and not has_pending_claim
$$;

--
-- Name: facility_grid_cells(double precision, double precision); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_grid_cells(lat double precision, lng double precision) RETURNS TABLE(level smallint, cx integer, cy integer)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select l::smallint,
    floor(((lng + 180) / 360) * (2 ^ l))::int,
    floor((0.5 - ln((1 + sin(radians(lat))) / (1 - sin(radians(lat)))) / (4 * pi())) * (2 ^ l))::int
  from generate_series(6, 17) l
  where lat > -85.0511287798066 and lat <= 85.0511287798066 and lng >= -180 and lng < 180
$$;

--
-- Name: facility_index_count_changes(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_count_changes() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  delta text := case tg_op
    when 'INSERT' then 'select n.*, 1 as delta from new_rows n'
    when 'UPDATE' then 'select n.*, 1 as delta from new_rows n union all select o.*, -1 from old_rows o'
    else 'select o.*, -1 as delta from old_rows o' end;
begin
  -- Rows entering count +1, rows leaving -1; an update is both, so unchanged values cancel out.
  -- Sorted before writing, so concurrent refreshes take the counter rows in one order.
  execute format('insert into facility_facet_counts as c (facet, value, count)
    select f.facet, f.value, sum(x.delta) from (%s) x, facility_facets(%s) f
    group by 1, 2 having sum(x.delta) <> 0 order by 1, 2
    on conflict (facet, value) do update set count = c.count + excluded.count', delta, 'x.country_code::text, x.contributor_ids, x.list_ids, x.contributor_types, x.sectors, x.parent_companies, x.facility_types, x.processing_types, x.product_types, x.number_of_workers, x.native_language_names, x.has_approved_claim, x.has_pending_claim');
  execute format('insert into facility_grid_counts as g (level, cx, cy, count)
    select cell.level, cell.cx, cell.cy, sum(x.delta) from (%s) x, facility_grid_cells(x.lat, x.lng) cell
    group by 1, 2, 3 having sum(x.delta) <> 0 order by 1, 2, 3
    on conflict (level, cx, cy) do update set count = g.count + excluded.count', delta);
  return null;
end
$$;

--
-- Name: facility_index_counts_truncate(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_counts_truncate() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  truncate facility_facet_counts, facility_grid_counts;
  return null;
end
$$;

--
-- Name: facility_index_description_words_delete(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_description_words_delete() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  delete from facility_description_words d
  using old_rows o, description_words_of(o.description_search) w
  where d.word = w.word and d.os_id = o.os_id;
  return null;
end $$;

--
-- Name: facility_index_description_words_insert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_description_words_insert() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  insert into facility_description_words (word, os_id)
  select w.word, n.os_id from new_rows n, description_words_of(n.description_search) w;
  return null;
end $$;

--
-- Name: facility_index_description_words_truncate(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_description_words_truncate() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  truncate facility_description_words;
  return null;
end $$;

--
-- Name: facility_index_description_words_update(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_description_words_update() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
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

--
-- Name: facility_index_duplicate_checks_insert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_duplicate_checks_insert() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  insert into facility_duplicate_checks (os_id) select os_id from new_rows;
  return null;
end $$;

--
-- Name: facility_index_duplicate_checks_update(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_duplicate_checks_update() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  insert into facility_duplicate_checks (os_id)
  select n.os_id from new_rows n join old_rows o using (os_id)
  where (n.name_search, n.address_search, n.lat, n.lng, n.country_code)
    is distinct from (o.name_search, o.address_search, o.lat, o.lng, o.country_code);
  return null;
end $$;

--
-- Name: facility_index_facet_grid_changes(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_facet_grid_changes() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  moved text := 'from new_rows n join old_rows o using (os_id) where (n.lat, n.lng, n.country_code, n.contributor_types,
    n.sectors, n.facility_types, n.processing_types, n.number_of_workers, n.has_approved_claim, n.has_pending_claim)
    is distinct from (o.lat, o.lng, o.country_code, o.contributor_types, o.sectors, o.facility_types, o.processing_types,
    o.number_of_workers, o.has_approved_claim, o.has_pending_claim)';
  delta text := case tg_op
    when 'INSERT' then 'select n.*, 1 as delta from new_rows n'
    when 'UPDATE' then format('select n.*, 1 as delta %s union all select o.*, -1 %s', moved, moved)
    else 'select o.*, -1 as delta from old_rows o' end;
begin
  execute format('insert into facility_facet_grid_counts as g (facet, value, level, cx, cy, count)
    select cell.facet, cell.value, cell.level, cell.cx, cell.cy, sum(x.delta) from (%s) x, facility_facet_grid_cells(%s) cell
    group by 1, 2, 3, 4, 5 having sum(x.delta) <> 0 order by 1, 2, 3, 4, 5
    on conflict (facet, value, level, cx, cy) do update set count = g.count + excluded.count', delta, 'x.lat, x.lng, x.country_code::text, x.contributor_types, x.sectors, x.facility_types, x.processing_types, x.number_of_workers, x.has_approved_claim, x.has_pending_claim');
  return null;
end
$$;

--
-- Name: facility_index_facet_grid_truncate(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_facet_grid_truncate() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  truncate facility_facet_grid_counts;
  return null;
end
$$;

--
-- Name: facility_index_facet_pair_changes(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_facet_pair_changes() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  -- Most updates (a list row matched) leave country, sectors and types as they were.
  changed text := 'from new_rows n join old_rows o using (os_id) where (n.country_code, n.contributor_types, n.sectors, n.facility_types)
    is distinct from (o.country_code, o.contributor_types, o.sectors, o.facility_types)';
  delta text := case tg_op
    when 'INSERT' then 'select n.*, 1 as delta from new_rows n'
    when 'UPDATE' then format('select n.*, 1 as delta %s union all select o.*, -1 %s', changed, changed)
    else 'select o.*, -1 as delta from old_rows o' end;
begin
  -- Sorted before writing, so concurrent refreshes take the counter rows in one order.
  execute format('insert into facility_facet_counts as c (facet, value, count)
    select p.facet, p.value, sum(x.delta) from (%s) x, facility_facet_pairs(x.country_code::text, x.contributor_types, x.sectors, x.facility_types) p
    group by 1, 2 having sum(x.delta) <> 0 order by 1, 2
    on conflict (facet, value) do update set count = c.count + excluded.count', delta);
  return null;
end
$$;

--
-- Name: facility_index_facet_postings_changes(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_facet_postings_changes() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  postings text := 'select x.os_id, p.facet, p.value, x.sort_name, x.lat, x.lng from %s x,
    facility_facet_postings_of(x.country_code::text, x.contributor_ids, x.list_ids, x.contributor_types, x.sectors,
      x.parent_companies, x.facility_types, x.processing_types, x.product_types, x.number_of_workers,
      x.native_language_names, x.has_approved_claim, x.has_pending_claim) p';
  -- An update touches only the rows whose postings differ: most refreshes change none of these columns.
  changed text := '(select n.* from new_rows n join old_rows o using (os_id)
    where (n.sort_name, n.lat, n.lng, n.country_code, n.contributor_ids, n.list_ids, n.contributor_types, n.sectors,
      n.parent_companies, n.facility_types, n.processing_types, n.product_types, n.number_of_workers,
      n.native_language_names, n.has_approved_claim, n.has_pending_claim)
    is distinct from (o.sort_name, o.lat, o.lng, o.country_code, o.contributor_ids, o.list_ids, o.contributor_types,
      o.sectors, o.parent_companies, o.facility_types, o.processing_types, o.product_types, o.number_of_workers,
      o.native_language_names, o.has_approved_claim, o.has_pending_claim))';
  was text := replace(changed, 'select n.*', 'select o.*');
  gone text;
  came text;
begin
  if tg_op = 'INSERT' then
    gone := null;
    came := format(postings, 'new_rows');
  elsif tg_op = 'DELETE' then
    gone := format(postings, 'old_rows');
    came := null;
  else
    gone := format('%s except all %s', format(postings, was), format(postings, changed));
    came := format('%s except all %s', format(postings, changed), format(postings, was));
  end if;
  if gone is not null then
    execute format('delete from facility_facet_postings f using (%s) g
      where f.facet = g.facet and f.value = g.value and f.sort_name = g.sort_name and f.os_id = g.os_id', gone);
  end if;
  if came is not null then
    execute format('insert into facility_facet_postings (facet, value, sort_name, os_id, lat, lng)
      select c.facet, c.value, c.sort_name, c.os_id, c.lat, c.lng from (%s) c', came);
  end if;
  return null;
end
$$;

--
-- Name: facility_index_facet_postings_truncate(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_facet_postings_truncate() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  truncate facility_facet_postings;
  return null;
end $$;

--
-- Name: facility_index_search_changes_delete(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_search_changes_delete() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  insert into facility_search_changes (os_id) select os_id from old_rows;
  return null;
end $$;

--
-- Name: facility_index_search_changes_insert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_search_changes_insert() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  insert into facility_search_changes (os_id) select os_id from new_rows;
  return null;
end $$;

--
-- Name: facility_index_search_changes_truncate(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_search_changes_truncate() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  insert into facility_search_changes (os_id) values (null);
  return null;
end $$;

--
-- Name: facility_index_search_changes_update(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_search_changes_update() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  insert into facility_search_changes (os_id)
  select n.os_id from new_rows n join old_rows o using (os_id)
  where (n.name_search, n.address_search, n.native_language_names, n.lat, n.lng, n.country_code)
    is distinct from (o.name_search, o.address_search, o.native_language_names, o.lat, o.lng, o.country_code);
  return null;
end $$;

--
-- Name: facility_index_search_words_delete(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_search_words_delete() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  delete from facility_search_words s
  using old_rows o, search_words_of(o.name_search, o.address_search, o.native_language_names) w
  where s.word = w.word and s.os_id = o.os_id;
  return null;
end $$;

--
-- Name: facility_index_search_words_insert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_search_words_insert() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  insert into facility_search_words (word, os_id, lat, lng, place, name_words, country_code)
  select w.word, n.os_id, n.lat, n.lng, w.place, search_name_words(n.name_search), n.country_code
  from new_rows n, search_words_of(n.name_search, n.address_search, n.native_language_names) w;
  return null;
end $$;

--
-- Name: facility_index_search_words_truncate(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_search_words_truncate() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  truncate facility_search_words;
  return null;
end $$;

--
-- Name: facility_index_search_words_update(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_search_words_update() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  -- Only rows whose text, local names, position or country changed: most index refreshes change none.
  delete from facility_search_words s
  using old_rows o join new_rows n using (os_id), search_words_of(o.name_search, o.address_search, o.native_language_names) w
  where s.word = w.word and s.os_id = o.os_id
    and (n.name_search, n.address_search, n.native_language_names, n.lat, n.lng, n.country_code)
      is distinct from (o.name_search, o.address_search, o.native_language_names, o.lat, o.lng, o.country_code);
  insert into facility_search_words (word, os_id, lat, lng, place, name_words, country_code)
  select w.word, n.os_id, n.lat, n.lng, w.place, search_name_words(n.name_search), n.country_code
  from new_rows n join old_rows o using (os_id), search_words_of(n.name_search, n.address_search, n.native_language_names) w
  where (n.name_search, n.address_search, n.native_language_names, n.lat, n.lng, n.country_code)
    is distinct from (o.name_search, o.address_search, o.native_language_names, o.lat, o.lng, o.country_code);
  return null;
end $$;

--
-- Name: facility_index_words_delete(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_words_delete() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  delete from facility_name_words w using old_rows o where w.os_id = o.os_id;
  return null;
end $$;

--
-- Name: facility_index_words_insert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_words_insert() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  insert into facility_name_words (country_code, word, os_id)
  select n.country_code, w, n.os_id from new_rows n, name_words_of(n.name_search) w
  on conflict do nothing;
  insert into name_words (word)
  select distinct w from new_rows n, name_words_of(n.name_search) w
  on conflict do nothing;
  return null;
end $$;

--
-- Name: facility_index_words_truncate(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_words_truncate() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  truncate facility_name_words;
  return null;
end $$;

--
-- Name: facility_index_words_update(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.facility_index_words_update() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  -- Only rows whose name or country changed: most index refreshes change neither.
  delete from facility_name_words w
  using new_rows n join old_rows o using (os_id)
  where w.os_id = n.os_id
    and (n.name_search is distinct from o.name_search or n.country_code is distinct from o.country_code)
    and (w.country_code <> n.country_code or w.word not in (select name_words_of(n.name_search)));
  insert into facility_name_words (country_code, word, os_id)
  select n.country_code, w, n.os_id
  from new_rows n join old_rows o using (os_id), name_words_of(n.name_search) w
  where n.name_search is distinct from o.name_search or n.country_code is distinct from o.country_code
  on conflict do nothing;
  insert into name_words (word)
  select distinct w
  from new_rows n join old_rows o using (os_id), name_words_of(n.name_search) w
  where n.name_search is distinct from o.name_search
  on conflict do nothing;
  return null;
end $$;

--
-- Name: name_word_keys_of(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.name_word_keys_of(word text) RETURNS TABLE(key text, dropped smallint)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select word, 0::smallint
  union all
  select left(word, i - 1) || substr(word, i + 1), i::smallint
  from generate_series(1, length(word)) i
  where length(word) between 3 and 32
$$;

--
-- Name: name_words_keys_delete(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.name_words_keys_delete() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  delete from name_word_keys w
  using old_rows o, name_word_keys_of(o.word) k
  where w.key = k.key and w.word = o.word and w.dropped = k.dropped;
  return null;
end $$;

--
-- Name: name_words_keys_insert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.name_words_keys_insert() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  insert into name_word_keys (key, word, dropped)
  select k.key, n.word, k.dropped from new_rows n, name_word_keys_of(n.word) k
  on conflict do nothing;
  return null;
end $$;

--
-- Name: name_words_keys_truncate(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.name_words_keys_truncate() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  truncate name_word_keys;
  return null;
end $$;

--
-- Name: name_words_of(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.name_words_of(name_search text) RETURNS SETOF text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ select distinct w from unnest(string_to_array(name_search, ' ')) w where length(w) >= 2 $$;

--
-- Name: rate_limit_log_take(text, boolean, integer, integer, integer, bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.rate_limit_log_take(p_holder text, p_is_write boolean, p_per_minute integer, p_per_day integer, p_writes_per_minute integer, p_now_ms bigint) RETURNS integer
    LANGUAGE plpgsql
    AS $$
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

--
-- Name: rate_limit_window_hit(text, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.rate_limit_window_hit(p_key text, p_window_ms integer) RETURNS TABLE(hits integer, ttl_ms integer)
    LANGUAGE sql
    AS $$
  insert into rate_limit_windows as w (key, count, ends_at)
  values (p_key, 1, clock_timestamp() + make_interval(secs => p_window_ms / 1000.0))
  on conflict (key) do update set
    count = case when w.ends_at <= clock_timestamp() then 1 else w.count + 1 end,
    ends_at = case when w.ends_at <= clock_timestamp() then excluded.ends_at else w.ends_at end
  returning count, greatest(0, ceil(extract(epoch from ends_at - clock_timestamp()) * 1000))::integer
$$;

--
-- Name: search_local_text(text[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_local_text(local_names text[]) RETURNS text
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$ select search_text(array_to_string(local_names, ' ')) $$;

--
-- Name: search_local_words(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_local_words(local_search text) RETURNS TABLE(word text)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select distinct left(substr(w, i), 100)
  from unnest(string_to_array(local_search, ' ')) w, generate_series(1, least(length(w), 100)) i
  where w <> '' and (i = 1 or substr(w, i, 1) ~ '[\u2e80-\u9fff\uf900-\ufaff\u3040-\u30ff\u3400-\u4dbf]')
$$;

--
-- Name: search_name_words(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_name_words(name_search text) RETURNS smallint
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select least(coalesce(array_length(string_to_array(nullif(name_search, ''), ' '), 1), 0), 32767)::smallint
$$;

--
-- Name: search_text(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_text(value text) RETURNS text
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$ select btrim(regexp_replace(lower(unaccent(coalesce(value, ''))), '[^[:alnum:]]+', ' ', 'g')) $$;

--
-- Name: search_words_of(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_words_of(name_search text, address_search text) RETURNS TABLE(word text, place smallint)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select left(w, 100), min(p)::smallint
  from (
    select n.w, case when n.i = 1 then 0 else 1 end as p
    from unnest(string_to_array(name_search, ' ')) with ordinality as n(w, i)
    union all
    select unnest(string_to_array(address_search, ' ')), 2
  ) words
  where w <> ''
  group by left(w, 100)
$$;

--
-- Name: search_words_of(text, text, text[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_words_of(name_search text, address_search text, local_names text[]) RETURNS TABLE(word text, place smallint)
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$
  select left(w, 100), min(p)::smallint
  from (
    select n.w, case when n.i = 1 then 0 else 1 end as p
    from unnest(string_to_array(name_search, ' ')) with ordinality as n(w, i)
    union all
    select l.word, 1 from search_local_words(search_local_text(local_names)) l
    union all
    select unnest(string_to_array(address_search, ' ')), 2
  ) words
  where w <> ''
  group by left(w, 100)
$$;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: api_blocks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.api_blocks (
    id bigint NOT NULL,
    contributor_id bigint NOT NULL,
    until timestamp with time zone NOT NULL,
    active boolean DEFAULT true NOT NULL,
    "limit" integer NOT NULL,
    actual integer NOT NULL,
    grace_limit integer,
    grace_reason text DEFAULT ''::text NOT NULL,
    grace_created_by_id bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT api_blocks_actual_check CHECK ((actual >= 0)),
    CONSTRAINT api_blocks_grace_limit_check CHECK ((grace_limit >= 0)),
    CONSTRAINT api_blocks_limit_check CHECK (("limit" >= 0))
);

--
-- Name: api_blocks_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.api_blocks ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.api_blocks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: api_limits; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.api_limits (
    contributor_id bigint NOT NULL,
    yearly_limit integer NOT NULL,
    period_start_date timestamp with time zone DEFAULT now() NOT NULL,
    renewal_period text DEFAULT 'YEARLY'::text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    rate_per_minute integer,
    rate_per_day integer,
    writes_per_minute integer,
    CONSTRAINT api_limits_rate_per_day_check CHECK ((rate_per_day > 0)),
    CONSTRAINT api_limits_rate_per_minute_check CHECK ((rate_per_minute > 0)),
    CONSTRAINT api_limits_renewal_period_check CHECK ((renewal_period = ANY (ARRAY['MONTHLY'::text, 'YEARLY'::text]))),
    CONSTRAINT api_limits_writes_per_minute_check CHECK ((writes_per_minute > 0)),
    CONSTRAINT api_limits_yearly_limit_check CHECK ((yearly_limit >= 0))
);

--
-- Name: api_requests; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.api_requests (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    path text NOT NULL,
    status_code smallint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: api_requests_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.api_requests ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.api_requests_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: api_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.api_tokens (
    key text NOT NULL,
    user_id bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: api_usage; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.api_usage (
    contributor_id bigint NOT NULL,
    period_start timestamp with time zone NOT NULL,
    call_count integer DEFAULT 0 NOT NULL,
    warned_at timestamp with time zone,
    CONSTRAINT api_usage_call_count_check CHECK ((call_count >= 0))
);

--
-- Name: audit_log; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.audit_log (
    id bigint NOT NULL,
    user_id bigint,
    action text NOT NULL,
    entity_type text NOT NULL,
    entity_id text NOT NULL,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: audit_log_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.audit_log ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.audit_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: contributor_partner_fields; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.contributor_partner_fields (
    contributor_id bigint NOT NULL,
    partner_field_id bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: contributors; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.contributors (
    id bigint NOT NULL,
    admin_id bigint NOT NULL,
    name text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    website text DEFAULT ''::text NOT NULL,
    contributor_type text NOT NULL,
    other_contributor_type text,
    is_verified boolean DEFAULT false NOT NULL,
    embed_level smallint,
    embed_config_id bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    auto_approve_lists boolean DEFAULT false NOT NULL,
    list_match_responsibility text DEFAULT 'contributor'::text NOT NULL,
    CONSTRAINT contributors_description_check CHECK ((char_length(description) <= 1000)),
    CONSTRAINT contributors_embed_level_check CHECK (((embed_level >= 1) AND (embed_level <= 3))),
    CONSTRAINT contributors_list_match_responsibility_check CHECK ((list_match_responsibility = ANY (ARRAY['contributor'::text, 'moderator'::text]))),
    CONSTRAINT contributors_name_check CHECK (((char_length(name) >= 1) AND (char_length(name) <= 200))),
    CONSTRAINT contributors_other_contributor_type_check CHECK ((char_length(other_contributor_type) <= 200)),
    CONSTRAINT contributors_website_check CHECK ((char_length(website) <= 200))
);

--
-- Name: contributors_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.contributors ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.contributors_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: download_allowances; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.download_allowances (
    contributor_id bigint NOT NULL,
    free_limit integer NOT NULL,
    free_used integer DEFAULT 0 NOT NULL,
    period_started_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT download_allowances_free_limit_check CHECK ((free_limit >= 0)),
    CONSTRAINT download_allowances_free_used_check CHECK ((free_used >= 0))
);

--
-- Name: download_checkout_sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.download_checkout_sessions (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    provider text NOT NULL,
    external_id text NOT NULL,
    redirect_path text DEFAULT '/'::text NOT NULL,
    records integer NOT NULL,
    status text DEFAULT 'OPEN'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    completed_at timestamp with time zone,
    CONSTRAINT download_checkout_sessions_records_check CHECK ((records > 0)),
    CONSTRAINT download_checkout_sessions_status_check CHECK ((status = ANY (ARRAY['OPEN'::text, 'COMPLETED'::text, 'EXPIRED'::text])))
);

--
-- Name: download_checkout_sessions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.download_checkout_sessions ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.download_checkout_sessions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: download_logs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.download_logs (
    id bigint NOT NULL,
    user_id bigint,
    contributor_id bigint,
    path text NOT NULL,
    record_count integer NOT NULL,
    is_free boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    source text DEFAULT 'client'::text NOT NULL,
    filters_key text,
    free_records integer DEFAULT 0 NOT NULL,
    purchased_records integer DEFAULT 0 NOT NULL,
    CONSTRAINT download_logs_free_records_check CHECK ((free_records >= 0)),
    CONSTRAINT download_logs_purchased_records_check CHECK ((purchased_records >= 0)),
    CONSTRAINT download_logs_record_count_check CHECK ((record_count >= 0)),
    CONSTRAINT download_logs_source_check CHECK ((source = ANY (ARRAY['export'::text, 'pages'::text, 'client'::text])))
);

--
-- Name: download_logs_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.download_logs ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.download_logs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: download_purchases; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.download_purchases (
    id bigint NOT NULL,
    contributor_id bigint NOT NULL,
    records integer NOT NULL,
    used integer DEFAULT 0 NOT NULL,
    payment_reference text,
    purchased_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    CONSTRAINT download_purchases_check CHECK (((used >= 0) AND (used <= records))),
    CONSTRAINT download_purchases_records_check CHECK ((records > 0))
);

--
-- Name: download_purchases_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.download_purchases ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.download_purchases_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: email_outbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.email_outbox (
    id bigint NOT NULL,
    to_address text NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    html_body text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    sent_at timestamp with time zone,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    dedupe_key text
);

--
-- Name: email_outbox_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.email_outbox ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.email_outbox_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: email_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.email_tokens (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    purpose text NOT NULL,
    token_hash text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT email_tokens_purpose_check CHECK ((purpose = ANY (ARRAY['confirm_email'::text, 'reset_password'::text])))
);

--
-- Name: email_tokens_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.email_tokens ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.email_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: embed_configs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.embed_configs (
    id bigint NOT NULL,
    width text DEFAULT '1000'::text NOT NULL,
    height text DEFAULT '800'::text NOT NULL,
    color text DEFAULT '#3d2f8c'::text NOT NULL,
    font text DEFAULT ''::text NOT NULL,
    prefer_contributor_name boolean DEFAULT false NOT NULL,
    text_search_label text DEFAULT ''::text NOT NULL,
    map_style text DEFAULT 'default'::text NOT NULL,
    hide_sector_data boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT embed_configs_map_style_check CHECK ((map_style = ANY (ARRAY['default'::text, 'silver'::text])))
);

--
-- Name: embed_configs_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.embed_configs ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.embed_configs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: embed_fields; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.embed_fields (
    id bigint NOT NULL,
    embed_config_id bigint NOT NULL,
    column_name text NOT NULL,
    display_name text NOT NULL,
    visible boolean DEFAULT true NOT NULL,
    searchable boolean DEFAULT false NOT NULL,
    "order" integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: embed_fields_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.embed_fields ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.embed_fields_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: extended_fields; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.extended_fields (
    id bigint NOT NULL,
    facility_id character(15) NOT NULL,
    contributor_id bigint NOT NULL,
    field_name text NOT NULL,
    value jsonb NOT NULL,
    facility_list_item_id bigint,
    moderation_event_id uuid,
    facility_claim_id bigint,
    is_verified boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT extended_fields_field_name_check CHECK ((field_name = ANY (ARRAY['name'::text, 'address'::text, 'number_of_workers'::text, 'native_language_name'::text, 'facility_type'::text, 'processing_type'::text, 'parent_company'::text, 'product_type'::text, 'sector'::text])))
);

--
-- Name: extended_fields_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.extended_fields ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.extended_fields_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: facilities; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facilities (
    os_id character(15) NOT NULL,
    name text NOT NULL,
    address text NOT NULL,
    country_code character(2) NOT NULL,
    lat double precision NOT NULL,
    lng double precision NOT NULL,
    has_inexact_coordinates boolean DEFAULT false NOT NULL,
    created_from_item_id bigint,
    created_from_moderation_id uuid,
    is_closed boolean DEFAULT false NOT NULL,
    new_os_id character(15),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    location_precision text,
    location_place text,
    CONSTRAINT facilities_lat_check CHECK (((lat >= ('-90'::integer)::double precision) AND (lat <= (90)::double precision))),
    CONSTRAINT facilities_lng_check CHECK (((lng >= ('-180'::integer)::double precision) AND (lng <= (180)::double precision)))
);

--
-- Name: facility_activity_reports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_activity_reports (
    id bigint NOT NULL,
    facility_id character(15) NOT NULL,
    reported_by_user_id bigint,
    reported_by_contributor_id bigint,
    closure_state text NOT NULL,
    reason_for_report text NOT NULL,
    status text DEFAULT 'PENDING'::text NOT NULL,
    status_change_reason text DEFAULT ''::text NOT NULL,
    status_change_by_id bigint,
    status_change_date timestamp with time zone,
    approved_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT facility_activity_reports_closure_state_check CHECK ((closure_state = ANY (ARRAY['OPEN'::text, 'CLOSED'::text]))),
    CONSTRAINT facility_activity_reports_reason_for_report_check CHECK (((char_length(reason_for_report) >= 1) AND (char_length(reason_for_report) <= 2000))),
    CONSTRAINT facility_activity_reports_status_check CHECK ((status = ANY (ARRAY['PENDING'::text, 'CONFIRMED'::text, 'REJECTED'::text])))
);

--
-- Name: facility_activity_reports_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.facility_activity_reports ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.facility_activity_reports_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: facility_aliases; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_aliases (
    os_id character(15) NOT NULL,
    facility_id character(15) NOT NULL,
    reason text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    created_from_item_id bigint,
    CONSTRAINT facility_aliases_reason_check CHECK ((reason = ANY (ARRAY['MERGE'::text, 'SPLIT'::text, 'LINK'::text, 'DELETE'::text])))
);

--
-- Name: facility_claim_attachments; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_claim_attachments (
    id bigint NOT NULL,
    facility_claim_id bigint NOT NULL,
    kind text NOT NULL,
    file_key text NOT NULL,
    file_name text NOT NULL,
    content_type text NOT NULL,
    file_size integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT facility_claim_attachments_content_type_check CHECK ((content_type = ANY (ARRAY['image/png'::text, 'image/jpeg'::text, 'application/pdf'::text]))),
    CONSTRAINT facility_claim_attachments_file_size_check CHECK (((file_size >= 1) AND (file_size <= 5242880))),
    CONSTRAINT facility_claim_attachments_kind_check CHECK ((kind = ANY (ARRAY['employment'::text, 'business'::text])))
);

--
-- Name: facility_claim_attachments_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.facility_claim_attachments ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.facility_claim_attachments_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: facility_claim_notes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_claim_notes (
    id bigint NOT NULL,
    facility_claim_id bigint NOT NULL,
    author_id bigint,
    note text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT facility_claim_notes_note_check CHECK (((char_length(note) >= 1) AND (char_length(note) <= 10000)))
);

--
-- Name: facility_claim_notes_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.facility_claim_notes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.facility_claim_notes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: facility_claims; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_claims (
    id bigint NOT NULL,
    facility_id character(15) NOT NULL,
    contributor_id bigint NOT NULL,
    status text DEFAULT 'PENDING'::text NOT NULL,
    contact_person text NOT NULL,
    job_title text NOT NULL,
    email text NOT NULL,
    website text DEFAULT ''::text NOT NULL,
    facility_website text DEFAULT ''::text NOT NULL,
    linkedin_profile text DEFAULT ''::text NOT NULL,
    sectors text[] DEFAULT '{}'::text[] NOT NULL,
    facility_workers_count text,
    facility_name_native_language text DEFAULT ''::text NOT NULL,
    opening_date date,
    closing_date date,
    estimated_annual_throughput bigint,
    energy_coal bigint,
    energy_natural_gas bigint,
    energy_diesel bigint,
    energy_kerosene bigint,
    energy_biomass bigint,
    energy_charcoal bigint,
    energy_animal_waste bigint,
    energy_electricity bigint,
    energy_other bigint,
    facility_name_english text DEFAULT ''::text NOT NULL,
    facility_description text DEFAULT ''::text NOT NULL,
    facility_phone_number text DEFAULT ''::text NOT NULL,
    facility_phone_number_publicly_visible boolean DEFAULT false NOT NULL,
    facility_website_publicly_visible boolean DEFAULT false NOT NULL,
    facility_parent_company_id bigint,
    facility_minimum_order_quantity text DEFAULT ''::text NOT NULL,
    facility_average_lead_time text DEFAULT ''::text NOT NULL,
    facility_female_workers_percentage smallint,
    facility_affiliations text[] DEFAULT '{}'::text[] NOT NULL,
    facility_certifications text[] DEFAULT '{}'::text[] NOT NULL,
    facility_production_types text[] DEFAULT '{}'::text[] NOT NULL,
    facility_product_types text[] DEFAULT '{}'::text[] NOT NULL,
    facility_types text[] DEFAULT '{}'::text[] NOT NULL,
    point_of_contact_person_name text DEFAULT ''::text NOT NULL,
    point_of_contact_email text DEFAULT ''::text NOT NULL,
    point_of_contact_publicly_visible boolean DEFAULT false NOT NULL,
    office_official_name text DEFAULT ''::text NOT NULL,
    office_address text DEFAULT ''::text NOT NULL,
    office_country_code character(2),
    office_phone_number text DEFAULT ''::text NOT NULL,
    office_info_publicly_visible boolean DEFAULT false NOT NULL,
    facility_address text DEFAULT ''::text NOT NULL,
    facility_lat double precision,
    facility_lng double precision,
    status_change_reason text DEFAULT ''::text NOT NULL,
    status_change_by_id bigint,
    status_change_date timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    language text DEFAULT 'en'::text NOT NULL,
    CONSTRAINT facility_claims_contact_person_check CHECK (((char_length(contact_person) >= 1) AND (char_length(contact_person) <= 200))),
    CONSTRAINT facility_claims_energy_animal_waste_check CHECK ((energy_animal_waste > 0)),
    CONSTRAINT facility_claims_energy_biomass_check CHECK ((energy_biomass > 0)),
    CONSTRAINT facility_claims_energy_charcoal_check CHECK ((energy_charcoal > 0)),
    CONSTRAINT facility_claims_energy_coal_check CHECK ((energy_coal > 0)),
    CONSTRAINT facility_claims_energy_diesel_check CHECK ((energy_diesel > 0)),
    CONSTRAINT facility_claims_energy_electricity_check CHECK ((energy_electricity > 0)),
    CONSTRAINT facility_claims_energy_kerosene_check CHECK ((energy_kerosene > 0)),
    CONSTRAINT facility_claims_energy_natural_gas_check CHECK ((energy_natural_gas > 0)),
    CONSTRAINT facility_claims_energy_other_check CHECK ((energy_other > 0)),
    CONSTRAINT facility_claims_estimated_annual_throughput_check CHECK ((estimated_annual_throughput > 0)),
    CONSTRAINT facility_claims_facility_female_workers_percentage_check CHECK (((facility_female_workers_percentage >= 0) AND (facility_female_workers_percentage <= 100))),
    CONSTRAINT facility_claims_job_title_check CHECK (((char_length(job_title) >= 1) AND (char_length(job_title) <= 200))),
    CONSTRAINT facility_claims_language_check CHECK ((language = ANY (ARRAY['en'::text, 'bn'::text, 'zh-Hans'::text, 'hi'::text, 'pt'::text, 'tr'::text]))),
    CONSTRAINT facility_claims_status_check CHECK ((status = ANY (ARRAY['PENDING'::text, 'APPROVED'::text, 'DENIED'::text, 'REVOKED'::text])))
);

--
-- Name: facility_claims_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.facility_claims ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.facility_claims_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: facility_description_words; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_description_words (
    word text NOT NULL COLLATE pg_catalog."C",
    os_id character(15) NOT NULL
);

--
-- Name: facility_duplicate_checks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_duplicate_checks (
    os_id character(15) NOT NULL,
    queued_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: facility_duplicate_passes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_duplicate_passes (
    id bigint NOT NULL,
    requested_by_id bigint,
    status text DEFAULT 'QUEUED'::text NOT NULL,
    countries_total integer DEFAULT 0 NOT NULL,
    countries_done integer DEFAULT 0 NOT NULL,
    facilities_total integer DEFAULT 0 NOT NULL,
    facilities_done integer DEFAULT 0 NOT NULL,
    pairs_found integer DEFAULT 0 NOT NULL,
    error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    started_at timestamp with time zone,
    finished_at timestamp with time zone,
    CONSTRAINT facility_duplicate_passes_status_check CHECK ((status = ANY (ARRAY['QUEUED'::text, 'RUNNING'::text, 'DONE'::text, 'FAILED'::text])))
);

--
-- Name: facility_duplicate_passes_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.facility_duplicate_passes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.facility_duplicate_passes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: facility_duplicates; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_duplicates (
    id bigint NOT NULL,
    os_id_a character(15) NOT NULL,
    os_id_b character(15) NOT NULL,
    country_code text NOT NULL,
    confidence real NOT NULL,
    evidence jsonb NOT NULL,
    dismissed_at timestamp with time zone,
    dismissed_by_id bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT facility_duplicates_check CHECK ((os_id_a < os_id_b)),
    CONSTRAINT facility_duplicates_confidence_check CHECK (((confidence >= (0)::double precision) AND (confidence <= (1)::double precision)))
);

--
-- Name: facility_duplicates_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.facility_duplicates ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.facility_duplicates_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: facility_facet_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_facet_counts (
    facet text NOT NULL,
    value text NOT NULL,
    count bigint NOT NULL
);

--
-- Name: facility_facet_grid_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_facet_grid_counts (
    facet text NOT NULL,
    value text NOT NULL,
    level smallint NOT NULL,
    cx integer NOT NULL,
    cy integer NOT NULL,
    count integer NOT NULL
);

--
-- Name: facility_facet_postings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_facet_postings (
    facet text NOT NULL,
    value text NOT NULL,
    sort_name text NOT NULL,
    os_id character(15) NOT NULL,
    lat double precision NOT NULL,
    lng double precision NOT NULL
);

--
-- Name: facility_grid_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_grid_counts (
    level smallint NOT NULL,
    cx integer NOT NULL,
    cy integer NOT NULL,
    count integer NOT NULL
);

--
-- Name: facility_index; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_index (
    os_id character(15) NOT NULL,
    name text NOT NULL,
    address text NOT NULL,
    country_code character(2) NOT NULL,
    lat double precision NOT NULL,
    lng double precision NOT NULL,
    name_search text NOT NULL,
    address_search text NOT NULL,
    sort_name text NOT NULL,
    alias_os_ids text[] DEFAULT '{}'::text[] NOT NULL,
    contributor_ids bigint[] DEFAULT '{}'::bigint[] NOT NULL,
    public_contributor_ids bigint[] DEFAULT '{}'::bigint[] NOT NULL,
    list_ids bigint[] DEFAULT '{}'::bigint[] NOT NULL,
    contributor_types text[] DEFAULT '{}'::text[] NOT NULL,
    sectors text[] DEFAULT '{}'::text[] NOT NULL,
    product_types text[] DEFAULT '{}'::text[] NOT NULL,
    facility_types text[] DEFAULT '{}'::text[] NOT NULL,
    processing_types text[] DEFAULT '{}'::text[] NOT NULL,
    parent_companies text[] DEFAULT '{}'::text[] NOT NULL,
    number_of_workers text[] DEFAULT '{}'::text[] NOT NULL,
    native_language_names text[] DEFAULT '{}'::text[] NOT NULL,
    number_of_public_contributors integer DEFAULT 0 NOT NULL,
    has_approved_claim boolean DEFAULT false NOT NULL,
    has_pending_claim boolean DEFAULT false NOT NULL,
    is_closed boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    description_search text DEFAULT ''::text NOT NULL
);

--
-- Name: facility_list_items; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_list_items (
    id bigint NOT NULL,
    facility_list_id bigint NOT NULL,
    row_index integer NOT NULL,
    raw_data jsonb NOT NULL,
    status text DEFAULT 'UPLOADED'::text NOT NULL,
    processing_started_at timestamp with time zone,
    processing_completed_at timestamp with time zone,
    processing_errors jsonb DEFAULT '[]'::jsonb NOT NULL,
    country_code character(2),
    name text DEFAULT ''::text NOT NULL,
    address text DEFAULT ''::text NOT NULL,
    clean_name text DEFAULT ''::text NOT NULL,
    clean_address text DEFAULT ''::text NOT NULL,
    sector text[] DEFAULT '{}'::text[] NOT NULL,
    product_type text[] DEFAULT '{}'::text[] NOT NULL,
    facility_type text[] DEFAULT '{}'::text[] NOT NULL,
    processing_type text[] DEFAULT '{}'::text[] NOT NULL,
    number_of_workers text,
    parent_company text,
    native_language_name text,
    given_lat double precision,
    given_lng double precision,
    geocoded_lat double precision,
    geocoded_lng double precision,
    geocoded_address text,
    facility_id character(15),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    geocoded_is_exact boolean,
    geocoded_precision text,
    CONSTRAINT facility_list_items_row_index_check CHECK ((row_index >= 0)),
    CONSTRAINT facility_list_items_status_check CHECK ((status = ANY (ARRAY['UPLOADED'::text, 'PARSED'::text, 'GEOCODED'::text, 'GEOCODED_NO_RESULTS'::text, 'MATCHED'::text, 'POTENTIAL_MATCH'::text, 'CONFIRMED_MATCH'::text, 'NEW_FACILITY'::text, 'ERROR'::text, 'ERROR_PARSING'::text, 'ERROR_GEOCODING'::text, 'ERROR_MATCHING'::text, 'DELETED'::text, 'REMOVED'::text, 'DUPLICATE'::text, 'ITEM_REMOVED'::text])))
);

--
-- Name: facility_list_items_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.facility_list_items ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.facility_list_items_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: facility_lists; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_lists (
    id bigint NOT NULL,
    contributor_id bigint NOT NULL,
    name text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    file_name text NOT NULL,
    file_key text NOT NULL,
    file_size bigint DEFAULT 0 NOT NULL,
    file_sha256 text,
    header jsonb DEFAULT '[]'::jsonb NOT NULL,
    nonstandard_fields text[] DEFAULT '{}'::text[] NOT NULL,
    status text DEFAULT 'PENDING'::text NOT NULL,
    status_change_reason text DEFAULT ''::text NOT NULL,
    status_changed_by_id bigint,
    status_changed_at timestamp with time zone,
    match_responsibility text DEFAULT 'contributor'::text NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    is_public boolean DEFAULT true NOT NULL,
    replaces_id bigint,
    parsing_errors jsonb DEFAULT '[]'::jsonb NOT NULL,
    item_count integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    parsed_at timestamp with time zone,
    processed_at timestamp with time zone,
    unstored_repeats integer DEFAULT 0 NOT NULL,
    CONSTRAINT facility_lists_description_check CHECK ((char_length(description) <= 1000)),
    CONSTRAINT facility_lists_match_responsibility_check CHECK ((match_responsibility = ANY (ARRAY['contributor'::text, 'moderator'::text]))),
    CONSTRAINT facility_lists_name_check CHECK (((char_length(name) >= 1) AND (char_length(name) <= 200))),
    CONSTRAINT facility_lists_status_check CHECK ((status = ANY (ARRAY['PENDING'::text, 'APPROVED'::text, 'REJECTED'::text, 'REPLACED'::text]))),
    CONSTRAINT facility_lists_unstored_repeats_check CHECK ((unstored_repeats >= 0))
);

--
-- Name: facility_lists_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.facility_lists ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.facility_lists_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: facility_locations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_locations (
    id bigint NOT NULL,
    facility_id character(15) NOT NULL,
    lat double precision NOT NULL,
    lng double precision NOT NULL,
    previous_lat double precision NOT NULL,
    previous_lng double precision NOT NULL,
    notes text DEFAULT ''::text NOT NULL,
    created_by_id bigint,
    contributor_id bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: facility_locations_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.facility_locations ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.facility_locations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: facility_match_jobs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_match_jobs (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    file_name text NOT NULL,
    file_key text NOT NULL,
    result_key text,
    status text DEFAULT 'QUEUED'::text NOT NULL,
    row_count integer NOT NULL,
    processed_count integer DEFAULT 0 NOT NULL,
    error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    finished_at timestamp with time zone,
    CONSTRAINT facility_match_jobs_processed_count_check CHECK ((processed_count >= 0)),
    CONSTRAINT facility_match_jobs_row_count_check CHECK ((row_count >= 0)),
    CONSTRAINT facility_match_jobs_status_check CHECK ((status = ANY (ARRAY['QUEUED'::text, 'RUNNING'::text, 'DONE'::text, 'FAILED'::text])))
);

--
-- Name: facility_match_jobs_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.facility_match_jobs ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.facility_match_jobs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: facility_matches; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_matches (
    id bigint NOT NULL,
    facility_id character(15) NOT NULL,
    facility_list_item_id bigint NOT NULL,
    status text NOT NULL,
    confidence numeric(6,5) DEFAULT 0 NOT NULL,
    results jsonb DEFAULT '{}'::jsonb NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT facility_matches_confidence_check CHECK (((confidence >= (0)::numeric) AND (confidence <= (1)::numeric))),
    CONSTRAINT facility_matches_status_check CHECK ((status = ANY (ARRAY['PENDING'::text, 'AUTOMATIC'::text, 'CONFIRMED'::text, 'REJECTED'::text, 'MERGED'::text])))
);

--
-- Name: facility_matches_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.facility_matches ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.facility_matches_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: facility_name_words; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_name_words (
    country_code character(2) NOT NULL,
    word text NOT NULL,
    os_id character(15) NOT NULL
);

--
-- Name: facility_search_changes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_search_changes (
    xid xid8 DEFAULT pg_current_xact_id() NOT NULL,
    os_id character(15),
    changed_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: facility_search_words; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.facility_search_words (
    word text NOT NULL COLLATE pg_catalog."C",
    os_id character(15) NOT NULL,
    lat double precision NOT NULL,
    lng double precision NOT NULL,
    place smallint NOT NULL,
    name_words smallint NOT NULL,
    country_code character(2) NOT NULL
);
ALTER TABLE ONLY public.facility_search_words ALTER COLUMN word SET STATISTICS 1000;

--
-- Name: feature_flags; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.feature_flags (
    name text NOT NULL,
    is_active boolean DEFAULT false NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: geocode_cache; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.geocode_cache (
    cache_key text NOT NULL,
    country_code character(2) NOT NULL,
    address text NOT NULL,
    result jsonb NOT NULL,
    provider text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: geocoder_request_slots; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.geocoder_request_slots (
    provider text NOT NULL,
    next_at timestamp with time zone NOT NULL
);

--
-- Name: groups; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.groups (
    id bigint NOT NULL,
    name text NOT NULL
);

--
-- Name: groups_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.groups ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.groups_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: job_owner_turns; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.job_owner_turns (
    owner text NOT NULL,
    turn_at timestamp with time zone NOT NULL
);

--
-- Name: jobs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.jobs (
    id bigint NOT NULL,
    name text NOT NULL,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL,
    status text DEFAULT 'queued'::text NOT NULL,
    dedupe_key text,
    attempts integer DEFAULT 0 NOT NULL,
    max_attempts integer DEFAULT 5 NOT NULL,
    run_at timestamp with time zone DEFAULT now() NOT NULL,
    locked_at timestamp with time zone,
    locked_by text,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    owner text,
    work_ms integer DEFAULT 0 NOT NULL,
    CONSTRAINT jobs_status_check CHECK ((status = ANY (ARRAY['queued'::text, 'running'::text, 'done'::text, 'failed'::text])))
);

--
-- Name: jobs_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.jobs ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.jobs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: moderation_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.moderation_events (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    contributor_id bigint NOT NULL,
    request_type text NOT NULL,
    source text NOT NULL,
    status text DEFAULT 'PENDING'::text NOT NULL,
    os_id character(15),
    raw_data jsonb NOT NULL,
    cleaned_data jsonb NOT NULL,
    geocode_result jsonb DEFAULT '{}'::jsonb NOT NULL,
    potential_matches jsonb DEFAULT '[]'::jsonb NOT NULL,
    request_hash text NOT NULL,
    facility_claim_id bigint,
    action_type text,
    action_reason_text_cleaned text DEFAULT ''::text NOT NULL,
    action_reason_text_raw text DEFAULT ''::text NOT NULL,
    action_perform_by_id bigint,
    status_change_date timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT moderation_events_action_type_check CHECK ((action_type = ANY (ARRAY['NEW_LOCATION'::text, 'MATCHED'::text, 'REJECTED'::text]))),
    CONSTRAINT moderation_events_request_type_check CHECK ((request_type = ANY (ARRAY['CREATE'::text, 'UPDATE'::text, 'CLAIM'::text]))),
    CONSTRAINT moderation_events_source_check CHECK ((source = ANY (ARRAY['API'::text, 'SLC'::text]))),
    CONSTRAINT moderation_events_status_check CHECK ((status = ANY (ARRAY['PENDING'::text, 'APPROVED'::text, 'REJECTED'::text])))
);

--
-- Name: name_word_keys; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.name_word_keys (
    key text NOT NULL,
    word text NOT NULL,
    dropped smallint NOT NULL
);

--
-- Name: name_words; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.name_words (
    word text NOT NULL
);

--
-- Name: partner_field_values; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.partner_field_values (
    id bigint NOT NULL,
    facility_id character(15) NOT NULL,
    partner_field_id bigint NOT NULL,
    contributor_id bigint NOT NULL,
    value jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: partner_field_values_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.partner_field_values ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.partner_field_values_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: partner_fields; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.partner_fields (
    id bigint NOT NULL,
    name text NOT NULL,
    type text NOT NULL,
    unit text DEFAULT ''::text NOT NULL,
    source_by text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT partner_fields_name_check CHECK ((name ~ '^[a-z][a-z0-9_]{0,49}$'::text)),
    CONSTRAINT partner_fields_type_check CHECK ((type = ANY (ARRAY['string'::text, 'int'::text, 'float'::text])))
);

--
-- Name: partner_fields_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.partner_fields ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.partner_fields_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: rate_limit_logs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rate_limit_logs (
    holder text NOT NULL,
    calls bigint[] DEFAULT '{}'::bigint[] NOT NULL,
    writes bigint[] DEFAULT '{}'::bigint[] NOT NULL,
    day integer NOT NULL,
    day_count integer DEFAULT 0 NOT NULL
);

--
-- Name: rate_limit_windows; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rate_limit_windows (
    key text NOT NULL,
    count integer NOT NULL,
    ends_at timestamp with time zone NOT NULL
);

--
-- Name: sessions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sessions (
    token_hash text NOT NULL,
    user_id bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_seen_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    ip text,
    user_agent text
);

--
-- Name: tile_cache_changes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tile_cache_changes (
    version bigint NOT NULL,
    lat double precision,
    lng double precision
);

--
-- Name: tile_cache_version; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tile_cache_version (
    id boolean DEFAULT true NOT NULL,
    version bigint DEFAULT 1 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT tile_cache_version_id_check CHECK (id)
);

--
-- Name: user_groups; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_groups (
    user_id bigint NOT NULL,
    group_id bigint NOT NULL
);

--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    id bigint NOT NULL,
    email text NOT NULL,
    password_hash text NOT NULL,
    is_active boolean DEFAULT false NOT NULL,
    is_superuser boolean DEFAULT false NOT NULL,
    is_staff boolean DEFAULT false NOT NULL,
    is_moderation_mode boolean DEFAULT false NOT NULL,
    should_receive_newsletter boolean DEFAULT false NOT NULL,
    has_agreed_to_terms_of_service boolean DEFAULT false NOT NULL,
    last_login_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT users_email_length CHECK (((char_length(email) >= 3) AND (char_length(email) <= 254)))
);

--
-- Name: users_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.users ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.users_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: api_blocks api_blocks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_blocks
    ADD CONSTRAINT api_blocks_pkey PRIMARY KEY (id);

--
-- Name: api_limits api_limits_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_limits
    ADD CONSTRAINT api_limits_pkey PRIMARY KEY (contributor_id);

--
-- Name: api_requests api_requests_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_requests
    ADD CONSTRAINT api_requests_pkey PRIMARY KEY (id);

--
-- Name: api_tokens api_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_tokens
    ADD CONSTRAINT api_tokens_pkey PRIMARY KEY (key);

--
-- Name: api_tokens api_tokens_user_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_tokens
    ADD CONSTRAINT api_tokens_user_id_key UNIQUE (user_id);

--
-- Name: api_usage api_usage_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_usage
    ADD CONSTRAINT api_usage_pkey PRIMARY KEY (contributor_id, period_start);

--
-- Name: audit_log audit_log_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_log
    ADD CONSTRAINT audit_log_pkey PRIMARY KEY (id);

--
-- Name: contributor_partner_fields contributor_partner_fields_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contributor_partner_fields
    ADD CONSTRAINT contributor_partner_fields_pkey PRIMARY KEY (contributor_id, partner_field_id);

--
-- Name: contributors contributors_admin_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contributors
    ADD CONSTRAINT contributors_admin_id_key UNIQUE (admin_id);

--
-- Name: contributors contributors_embed_config_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contributors
    ADD CONSTRAINT contributors_embed_config_id_key UNIQUE (embed_config_id);

--
-- Name: contributors contributors_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contributors
    ADD CONSTRAINT contributors_pkey PRIMARY KEY (id);

--
-- Name: download_allowances download_allowances_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.download_allowances
    ADD CONSTRAINT download_allowances_pkey PRIMARY KEY (contributor_id);

--
-- Name: download_checkout_sessions download_checkout_sessions_external_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.download_checkout_sessions
    ADD CONSTRAINT download_checkout_sessions_external_id_key UNIQUE (external_id);

--
-- Name: download_checkout_sessions download_checkout_sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.download_checkout_sessions
    ADD CONSTRAINT download_checkout_sessions_pkey PRIMARY KEY (id);

--
-- Name: download_logs download_logs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.download_logs
    ADD CONSTRAINT download_logs_pkey PRIMARY KEY (id);

--
-- Name: download_purchases download_purchases_payment_reference_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.download_purchases
    ADD CONSTRAINT download_purchases_payment_reference_key UNIQUE (payment_reference);

--
-- Name: download_purchases download_purchases_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.download_purchases
    ADD CONSTRAINT download_purchases_pkey PRIMARY KEY (id);

--
-- Name: email_outbox email_outbox_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_outbox
    ADD CONSTRAINT email_outbox_pkey PRIMARY KEY (id);

--
-- Name: email_tokens email_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_tokens
    ADD CONSTRAINT email_tokens_pkey PRIMARY KEY (id);

--
-- Name: email_tokens email_tokens_token_hash_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_tokens
    ADD CONSTRAINT email_tokens_token_hash_key UNIQUE (token_hash);

--
-- Name: embed_configs embed_configs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.embed_configs
    ADD CONSTRAINT embed_configs_pkey PRIMARY KEY (id);

--
-- Name: embed_fields embed_fields_embed_config_id_column_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.embed_fields
    ADD CONSTRAINT embed_fields_embed_config_id_column_name_key UNIQUE (embed_config_id, column_name);

--
-- Name: embed_fields embed_fields_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.embed_fields
    ADD CONSTRAINT embed_fields_pkey PRIMARY KEY (id);

--
-- Name: extended_fields extended_fields_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.extended_fields
    ADD CONSTRAINT extended_fields_pkey PRIMARY KEY (id);

--
-- Name: facilities facilities_location_precision_check; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.facilities
    ADD CONSTRAINT facilities_location_precision_check CHECK ((location_precision = ANY (ARRAY['address'::text, 'postal_code'::text, 'locality'::text, 'region'::text, 'country'::text]))) NOT VALID;

--
-- Name: facilities facilities_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facilities
    ADD CONSTRAINT facilities_pkey PRIMARY KEY (os_id);

--
-- Name: facility_activity_reports facility_activity_reports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_activity_reports
    ADD CONSTRAINT facility_activity_reports_pkey PRIMARY KEY (id);

--
-- Name: facility_aliases facility_aliases_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_aliases
    ADD CONSTRAINT facility_aliases_pkey PRIMARY KEY (os_id);

--
-- Name: facility_claim_attachments facility_claim_attachments_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_claim_attachments
    ADD CONSTRAINT facility_claim_attachments_pkey PRIMARY KEY (id);

--
-- Name: facility_claim_notes facility_claim_notes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_claim_notes
    ADD CONSTRAINT facility_claim_notes_pkey PRIMARY KEY (id);

--
-- Name: facility_claims facility_claims_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_claims
    ADD CONSTRAINT facility_claims_pkey PRIMARY KEY (id);

--
-- Name: facility_description_words facility_description_words_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_description_words
    ADD CONSTRAINT facility_description_words_pkey PRIMARY KEY (word, os_id);

--
-- Name: facility_duplicate_passes facility_duplicate_passes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_duplicate_passes
    ADD CONSTRAINT facility_duplicate_passes_pkey PRIMARY KEY (id);

--
-- Name: facility_duplicates facility_duplicates_os_id_a_os_id_b_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_duplicates
    ADD CONSTRAINT facility_duplicates_os_id_a_os_id_b_key UNIQUE (os_id_a, os_id_b);

--
-- Name: facility_duplicates facility_duplicates_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_duplicates
    ADD CONSTRAINT facility_duplicates_pkey PRIMARY KEY (id);

--
-- Name: facility_facet_counts facility_facet_counts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_facet_counts
    ADD CONSTRAINT facility_facet_counts_pkey PRIMARY KEY (facet, value);

--
-- Name: facility_facet_grid_counts facility_facet_grid_counts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_facet_grid_counts
    ADD CONSTRAINT facility_facet_grid_counts_pkey PRIMARY KEY (facet, value, level, cx, cy);

--
-- Name: facility_grid_counts facility_grid_counts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_grid_counts
    ADD CONSTRAINT facility_grid_counts_pkey PRIMARY KEY (level, cx, cy);

--
-- Name: facility_index facility_index_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_index
    ADD CONSTRAINT facility_index_pkey PRIMARY KEY (os_id);

--
-- Name: facility_list_items facility_list_items_facility_list_id_row_index_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_list_items
    ADD CONSTRAINT facility_list_items_facility_list_id_row_index_key UNIQUE (facility_list_id, row_index);

--
-- Name: facility_list_items facility_list_items_geocoded_precision_check; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.facility_list_items
    ADD CONSTRAINT facility_list_items_geocoded_precision_check CHECK ((geocoded_precision = ANY (ARRAY['address'::text, 'postal_code'::text, 'locality'::text, 'region'::text, 'country'::text]))) NOT VALID;

--
-- Name: facility_list_items facility_list_items_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_list_items
    ADD CONSTRAINT facility_list_items_pkey PRIMARY KEY (id);

--
-- Name: facility_lists facility_lists_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_lists
    ADD CONSTRAINT facility_lists_pkey PRIMARY KEY (id);

--
-- Name: facility_locations facility_locations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_locations
    ADD CONSTRAINT facility_locations_pkey PRIMARY KEY (id);

--
-- Name: facility_match_jobs facility_match_jobs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_match_jobs
    ADD CONSTRAINT facility_match_jobs_pkey PRIMARY KEY (id);

--
-- Name: facility_matches facility_matches_facility_list_item_id_facility_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_matches
    ADD CONSTRAINT facility_matches_facility_list_item_id_facility_id_key UNIQUE (facility_list_item_id, facility_id);

--
-- Name: facility_matches facility_matches_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_matches
    ADD CONSTRAINT facility_matches_pkey PRIMARY KEY (id);

--
-- Name: facility_name_words facility_name_words_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_name_words
    ADD CONSTRAINT facility_name_words_pkey PRIMARY KEY (country_code, word, os_id);

--
-- Name: feature_flags feature_flags_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.feature_flags
    ADD CONSTRAINT feature_flags_pkey PRIMARY KEY (name);

--
-- Name: geocode_cache geocode_cache_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.geocode_cache
    ADD CONSTRAINT geocode_cache_pkey PRIMARY KEY (cache_key);

--
-- Name: geocoder_request_slots geocoder_request_slots_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.geocoder_request_slots
    ADD CONSTRAINT geocoder_request_slots_pkey PRIMARY KEY (provider);

--
-- Name: groups groups_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.groups
    ADD CONSTRAINT groups_name_key UNIQUE (name);

--
-- Name: groups groups_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.groups
    ADD CONSTRAINT groups_pkey PRIMARY KEY (id);

--
-- Name: job_owner_turns job_owner_turns_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.job_owner_turns
    ADD CONSTRAINT job_owner_turns_pkey PRIMARY KEY (owner);

--
-- Name: jobs jobs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.jobs
    ADD CONSTRAINT jobs_pkey PRIMARY KEY (id);

--
-- Name: moderation_events moderation_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.moderation_events
    ADD CONSTRAINT moderation_events_pkey PRIMARY KEY (id);

--
-- Name: name_word_keys name_word_keys_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.name_word_keys
    ADD CONSTRAINT name_word_keys_pkey PRIMARY KEY (key, word, dropped);

--
-- Name: name_words name_words_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.name_words
    ADD CONSTRAINT name_words_pkey PRIMARY KEY (word);

--
-- Name: partner_field_values partner_field_values_facility_id_partner_field_id_contribut_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partner_field_values
    ADD CONSTRAINT partner_field_values_facility_id_partner_field_id_contribut_key UNIQUE (facility_id, partner_field_id, contributor_id);

--
-- Name: partner_field_values partner_field_values_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partner_field_values
    ADD CONSTRAINT partner_field_values_pkey PRIMARY KEY (id);

--
-- Name: partner_fields partner_fields_name_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partner_fields
    ADD CONSTRAINT partner_fields_name_key UNIQUE (name);

--
-- Name: partner_fields partner_fields_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partner_fields
    ADD CONSTRAINT partner_fields_pkey PRIMARY KEY (id);

--
-- Name: rate_limit_logs rate_limit_logs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rate_limit_logs
    ADD CONSTRAINT rate_limit_logs_pkey PRIMARY KEY (holder);

--
-- Name: rate_limit_windows rate_limit_windows_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rate_limit_windows
    ADD CONSTRAINT rate_limit_windows_pkey PRIMARY KEY (key);

--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (token_hash);

--
-- Name: tile_cache_version tile_cache_version_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tile_cache_version
    ADD CONSTRAINT tile_cache_version_pkey PRIMARY KEY (id);

--
-- Name: user_groups user_groups_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_groups
    ADD CONSTRAINT user_groups_pkey PRIMARY KEY (user_id, group_id);

--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

--
-- Name: api_blocks_contributor_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX api_blocks_contributor_idx ON public.api_blocks USING btree (contributor_id, active);

--
-- Name: api_requests_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX api_requests_user_idx ON public.api_requests USING btree (user_id, created_at);

--
-- Name: audit_log_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_log_created_idx ON public.audit_log USING btree (created_at DESC);

--
-- Name: audit_log_entity_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_log_entity_idx ON public.audit_log USING btree (entity_type, entity_id, created_at DESC);

--
-- Name: contributors_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contributors_name_idx ON public.contributors USING btree (lower(name));

--
-- Name: contributors_type_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contributors_type_idx ON public.contributors USING btree (contributor_type);

--
-- Name: download_logs_filters_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX download_logs_filters_idx ON public.download_logs USING btree (user_id, filters_key, created_at DESC);

--
-- Name: download_logs_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX download_logs_user_idx ON public.download_logs USING btree (user_id, created_at DESC);

--
-- Name: download_purchases_contributor_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX download_purchases_contributor_idx ON public.download_purchases USING btree (contributor_id, expires_at);

--
-- Name: email_outbox_dedupe_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX email_outbox_dedupe_key ON public.email_outbox USING btree (dedupe_key);

--
-- Name: email_outbox_to_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX email_outbox_to_idx ON public.email_outbox USING btree (lower(to_address), created_at DESC);

--
-- Name: email_tokens_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX email_tokens_user_idx ON public.email_tokens USING btree (user_id, purpose);

--
-- Name: extended_fields_contributor_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX extended_fields_contributor_idx ON public.extended_fields USING btree (contributor_id);

--
-- Name: extended_fields_facility_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX extended_fields_facility_idx ON public.extended_fields USING btree (facility_id, field_name);

--
-- Name: extended_fields_item_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX extended_fields_item_idx ON public.extended_fields USING btree (facility_list_item_id);

--
-- Name: facilities_country_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facilities_country_idx ON public.facilities USING btree (country_code);

--
-- Name: facilities_created_from_item_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facilities_created_from_item_idx ON public.facilities USING btree (created_from_item_id);

--
-- Name: facilities_new_os_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facilities_new_os_id_idx ON public.facilities USING btree (new_os_id) WHERE (new_os_id IS NOT NULL);

--
-- Name: facility_activity_reports_facility_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_activity_reports_facility_idx ON public.facility_activity_reports USING btree (facility_id, created_at DESC);

--
-- Name: facility_activity_reports_one_pending; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX facility_activity_reports_one_pending ON public.facility_activity_reports USING btree (facility_id) WHERE (status = 'PENDING'::text);

--
-- Name: facility_activity_reports_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_activity_reports_status_idx ON public.facility_activity_reports USING btree (status, created_at DESC);

--
-- Name: facility_aliases_created_from_item_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_aliases_created_from_item_idx ON public.facility_aliases USING btree (created_from_item_id) WHERE (created_from_item_id IS NOT NULL);

--
-- Name: facility_aliases_facility_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_aliases_facility_idx ON public.facility_aliases USING btree (facility_id);

--
-- Name: facility_claim_attachments_claim_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_claim_attachments_claim_idx ON public.facility_claim_attachments USING btree (facility_claim_id);

--
-- Name: facility_claim_notes_claim_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_claim_notes_claim_idx ON public.facility_claim_notes USING btree (facility_claim_id, created_at);

--
-- Name: facility_claims_contributor_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_claims_contributor_idx ON public.facility_claims USING btree (contributor_id, status);

--
-- Name: facility_claims_facility_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_claims_facility_idx ON public.facility_claims USING btree (facility_id, status);

--
-- Name: facility_claims_one_approved; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX facility_claims_one_approved ON public.facility_claims USING btree (facility_id) WHERE (status = 'APPROVED'::text);

--
-- Name: facility_claims_one_pending; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX facility_claims_one_pending ON public.facility_claims USING btree (facility_id, contributor_id) WHERE (status = 'PENDING'::text);

--
-- Name: facility_claims_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_claims_status_idx ON public.facility_claims USING btree (status, created_at DESC);

--
-- Name: facility_description_words_os_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_description_words_os_id_idx ON public.facility_description_words USING btree (os_id, word);

--
-- Name: facility_duplicate_checks_queued_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_duplicate_checks_queued_idx ON public.facility_duplicate_checks USING btree (queued_at);

--
-- Name: facility_duplicates_b_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_duplicates_b_idx ON public.facility_duplicates USING btree (os_id_b);

--
-- Name: facility_duplicates_open_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_duplicates_open_idx ON public.facility_duplicates USING btree (confidence DESC, id) WHERE (dismissed_at IS NULL);

--
-- Name: facility_facet_postings_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_facet_postings_page_idx ON public.facility_facet_postings USING btree (facet, value, sort_name, os_id) INCLUDE (lat, lng);

--
-- Name: facility_index_address_hash_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_address_hash_idx ON public.facility_index USING hash (address_search);

--
-- Name: facility_index_address_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_address_trgm_idx ON public.facility_index USING gin (address_search public.gin_trgm_ops);

--
-- Name: facility_index_aliases_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_aliases_idx ON public.facility_index USING gin (alias_os_ids);

--
-- Name: facility_index_claimed_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_claimed_idx ON public.facility_index USING btree (os_id) WHERE has_approved_claim;

--
-- Name: facility_index_contributor_ids_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_contributor_ids_idx ON public.facility_index USING gin (contributor_ids);

--
-- Name: facility_index_contributor_types_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_contributor_types_idx ON public.facility_index USING gin (contributor_types);

--
-- Name: facility_index_contributors_asc_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_contributors_asc_idx ON public.facility_index USING btree (number_of_public_contributors, sort_name, os_id);

--
-- Name: facility_index_contributors_desc_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_contributors_desc_idx ON public.facility_index USING btree (number_of_public_contributors DESC, sort_name, os_id);

--
-- Name: facility_index_country_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_country_idx ON public.facility_index USING btree (country_code, sort_name);

--
-- Name: facility_index_country_lat_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_country_lat_idx ON public.facility_index USING btree (country_code, lat);

--
-- Name: facility_index_country_lng_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_country_lng_idx ON public.facility_index USING btree (country_code, lng);

--
-- Name: facility_index_country_point_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_country_point_idx ON public.facility_index USING btree (country_code, lat, lng);

--
-- Name: facility_index_facility_types_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_facility_types_idx ON public.facility_index USING gin (facility_types);

--
-- Name: facility_index_list_ids_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_list_ids_idx ON public.facility_index USING gin (list_ids);

--
-- Name: facility_index_lng_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_lng_idx ON public.facility_index USING btree (lng);

--
-- Name: facility_index_location_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_location_page_idx ON public.facility_index USING btree (lat, lng) INCLUDE (sort_name, os_id);

--
-- Name: facility_index_name_search_hash_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_name_search_hash_idx ON public.facility_index USING hash (name_search);

--
-- Name: facility_index_name_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_name_trgm_idx ON public.facility_index USING gin (name_search public.gin_trgm_ops);

--
-- Name: facility_index_native_names_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_native_names_idx ON public.facility_index USING gin (native_language_names);

--
-- Name: facility_index_number_of_workers_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_number_of_workers_idx ON public.facility_index USING gin (number_of_workers);

--
-- Name: facility_index_parent_companies_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_parent_companies_idx ON public.facility_index USING gin (parent_companies);

--
-- Name: facility_index_pending_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_pending_idx ON public.facility_index USING btree (os_id) WHERE has_pending_claim;

--
-- Name: facility_index_processing_types_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_processing_types_idx ON public.facility_index USING gin (processing_types);

--
-- Name: facility_index_product_types_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_product_types_idx ON public.facility_index USING gin (product_types);

--
-- Name: facility_index_sectors_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_sectors_idx ON public.facility_index USING gin (sectors);

--
-- Name: facility_index_sort_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_sort_name_idx ON public.facility_index USING btree (sort_name, os_id);

--
-- Name: facility_index_tile_points_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_tile_points_idx ON public.facility_index USING btree (lat, lng) INCLUDE (os_id, name, has_approved_claim, is_closed);

--
-- Name: facility_index_updated_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_index_updated_idx ON public.facility_index USING btree (updated_at);

--
-- Name: facility_list_items_facility_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_list_items_facility_idx ON public.facility_list_items USING btree (facility_id);

--
-- Name: facility_list_items_list_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_list_items_list_status_idx ON public.facility_list_items USING btree (facility_list_id, status);

--
-- Name: facility_list_items_list_status_row_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_list_items_list_status_row_idx ON public.facility_list_items USING btree (facility_list_id, status, row_index);

--
-- Name: facility_list_items_search_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_list_items_search_idx ON public.facility_list_items USING gin (lower(((name || ' '::text) || address)) public.gin_trgm_ops);

--
-- Name: facility_lists_contributor_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_lists_contributor_idx ON public.facility_lists USING btree (contributor_id, created_at DESC);

--
-- Name: facility_lists_replaces_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_lists_replaces_idx ON public.facility_lists USING btree (replaces_id);

--
-- Name: facility_lists_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_lists_status_idx ON public.facility_lists USING btree (status, created_at DESC);

--
-- Name: facility_locations_facility_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_locations_facility_idx ON public.facility_locations USING btree (facility_id);

--
-- Name: facility_match_jobs_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_match_jobs_user_idx ON public.facility_match_jobs USING btree (user_id, created_at DESC);

--
-- Name: facility_matches_facility_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_matches_facility_idx ON public.facility_matches USING btree (facility_id, status);

--
-- Name: facility_matches_item_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_matches_item_idx ON public.facility_matches USING btree (facility_list_item_id, status);

--
-- Name: facility_name_words_os_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_name_words_os_id_idx ON public.facility_name_words USING btree (os_id);

--
-- Name: facility_search_changes_xid_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_search_changes_xid_idx ON public.facility_search_changes USING btree (xid);

--
-- Name: facility_search_words_os_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_search_words_os_id_idx ON public.facility_search_words USING btree (os_id, word) INCLUDE (place);

--
-- Name: facility_search_words_word_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX facility_search_words_word_idx ON public.facility_search_words USING btree (word, os_id) INCLUDE (lat, lng, place, name_words, country_code);

--
-- Name: jobs_dedupe_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX jobs_dedupe_key ON public.jobs USING btree (dedupe_key) WHERE (status = ANY (ARRAY['queued'::text, 'running'::text]));

--
-- Name: jobs_due_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX jobs_due_idx ON public.jobs USING btree (run_at) WHERE (status = 'queued'::text);

--
-- Name: jobs_running_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX jobs_running_idx ON public.jobs USING btree (locked_at) WHERE (status = 'running'::text);

--
-- Name: moderation_events_contributor_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX moderation_events_contributor_idx ON public.moderation_events USING btree (contributor_id, created_at DESC);

--
-- Name: moderation_events_country_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX moderation_events_country_idx ON public.moderation_events USING btree ((((cleaned_data -> 'country'::text) ->> 'alpha_2'::text)));

--
-- Name: moderation_events_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX moderation_events_created_idx ON public.moderation_events USING btree (created_at DESC);

--
-- Name: moderation_events_hash_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX moderation_events_hash_idx ON public.moderation_events USING btree (contributor_id, request_hash, created_at DESC);

--
-- Name: moderation_events_os_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX moderation_events_os_id_idx ON public.moderation_events USING btree (os_id);

--
-- Name: moderation_events_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX moderation_events_status_idx ON public.moderation_events USING btree (status, created_at DESC);

--
-- Name: name_words_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX name_words_trgm_idx ON public.name_words USING gin (word public.gin_trgm_ops);

--
-- Name: partner_field_values_contributor_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX partner_field_values_contributor_idx ON public.partner_field_values USING btree (contributor_id);

--
-- Name: partner_field_values_field_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX partner_field_values_field_idx ON public.partner_field_values USING btree (partner_field_id);

--
-- Name: rate_limit_logs_day_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rate_limit_logs_day_idx ON public.rate_limit_logs USING btree (day);

--
-- Name: rate_limit_windows_ends_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rate_limit_windows_ends_at_idx ON public.rate_limit_windows USING btree (ends_at);

--
-- Name: sessions_expires_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sessions_expires_idx ON public.sessions USING btree (expires_at);

--
-- Name: sessions_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sessions_user_idx ON public.sessions USING btree (user_id);

--
-- Name: tile_cache_changes_version_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tile_cache_changes_version_idx ON public.tile_cache_changes USING btree (version);

--
-- Name: users_email_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX users_email_key ON public.users USING btree (lower(email));

--
-- Name: facility_index facility_index_counts_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_counts_delete AFTER DELETE ON public.facility_index REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_count_changes();

--
-- Name: facility_index facility_index_counts_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_counts_insert AFTER INSERT ON public.facility_index REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_count_changes();

--
-- Name: facility_index facility_index_counts_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_counts_truncate AFTER TRUNCATE ON public.facility_index FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_counts_truncate();

--
-- Name: facility_index facility_index_counts_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_counts_update AFTER UPDATE ON public.facility_index REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_count_changes();

--
-- Name: facility_index facility_index_description_words_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_description_words_delete AFTER DELETE ON public.facility_index REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_description_words_delete();

--
-- Name: facility_index facility_index_description_words_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_description_words_insert AFTER INSERT ON public.facility_index REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_description_words_insert();

--
-- Name: facility_index facility_index_description_words_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_description_words_truncate AFTER TRUNCATE ON public.facility_index FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_description_words_truncate();

--
-- Name: facility_index facility_index_description_words_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_description_words_update AFTER UPDATE ON public.facility_index REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_description_words_update();

--
-- Name: facility_index facility_index_duplicate_checks_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_duplicate_checks_insert AFTER INSERT ON public.facility_index REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_duplicate_checks_insert();

--
-- Name: facility_index facility_index_duplicate_checks_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_duplicate_checks_update AFTER UPDATE ON public.facility_index REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_duplicate_checks_update();

--
-- Name: facility_index facility_index_facet_grid_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_facet_grid_delete AFTER DELETE ON public.facility_index REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_facet_grid_changes();

--
-- Name: facility_index facility_index_facet_grid_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_facet_grid_insert AFTER INSERT ON public.facility_index REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_facet_grid_changes();

--
-- Name: facility_index facility_index_facet_grid_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_facet_grid_truncate AFTER TRUNCATE ON public.facility_index FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_facet_grid_truncate();

--
-- Name: facility_index facility_index_facet_grid_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_facet_grid_update AFTER UPDATE ON public.facility_index REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_facet_grid_changes();

--
-- Name: facility_index facility_index_facet_pairs_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_facet_pairs_delete AFTER DELETE ON public.facility_index REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_facet_pair_changes();

--
-- Name: facility_index facility_index_facet_pairs_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_facet_pairs_insert AFTER INSERT ON public.facility_index REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_facet_pair_changes();

--
-- Name: facility_index facility_index_facet_pairs_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_facet_pairs_update AFTER UPDATE ON public.facility_index REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_facet_pair_changes();

--
-- Name: facility_index facility_index_facet_postings_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_facet_postings_delete AFTER DELETE ON public.facility_index REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_facet_postings_changes();

--
-- Name: facility_index facility_index_facet_postings_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_facet_postings_insert AFTER INSERT ON public.facility_index REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_facet_postings_changes();

--
-- Name: facility_index facility_index_facet_postings_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_facet_postings_truncate AFTER TRUNCATE ON public.facility_index FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_facet_postings_truncate();

--
-- Name: facility_index facility_index_facet_postings_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_facet_postings_update AFTER UPDATE ON public.facility_index REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_facet_postings_changes();

--
-- Name: facility_index facility_index_search_changes_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_search_changes_delete AFTER DELETE ON public.facility_index REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_search_changes_delete();

--
-- Name: facility_index facility_index_search_changes_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_search_changes_insert AFTER INSERT ON public.facility_index REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_search_changes_insert();

--
-- Name: facility_index facility_index_search_changes_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_search_changes_truncate AFTER TRUNCATE ON public.facility_index FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_search_changes_truncate();

--
-- Name: facility_index facility_index_search_changes_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_search_changes_update AFTER UPDATE ON public.facility_index REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_search_changes_update();

--
-- Name: facility_index facility_index_search_words_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_search_words_delete AFTER DELETE ON public.facility_index REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_search_words_delete();

--
-- Name: facility_index facility_index_search_words_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_search_words_insert AFTER INSERT ON public.facility_index REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_search_words_insert();

--
-- Name: facility_index facility_index_search_words_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_search_words_truncate AFTER TRUNCATE ON public.facility_index FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_search_words_truncate();

--
-- Name: facility_index facility_index_search_words_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_search_words_update AFTER UPDATE ON public.facility_index REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_search_words_update();

--
-- Name: facility_index facility_index_words_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_words_delete AFTER DELETE ON public.facility_index REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_words_delete();

--
-- Name: facility_index facility_index_words_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_words_insert AFTER INSERT ON public.facility_index REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_words_insert();

--
-- Name: facility_index facility_index_words_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_words_truncate AFTER TRUNCATE ON public.facility_index FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_words_truncate();

--
-- Name: facility_index facility_index_words_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER facility_index_words_update AFTER UPDATE ON public.facility_index REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.facility_index_words_update();

--
-- Name: name_words name_words_keys_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER name_words_keys_delete AFTER DELETE ON public.name_words REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.name_words_keys_delete();

--
-- Name: name_words name_words_keys_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER name_words_keys_insert AFTER INSERT ON public.name_words REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.name_words_keys_insert();

--
-- Name: name_words name_words_keys_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER name_words_keys_truncate AFTER TRUNCATE ON public.name_words FOR EACH STATEMENT EXECUTE FUNCTION public.name_words_keys_truncate();

--
-- Name: api_blocks api_blocks_contributor_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_blocks
    ADD CONSTRAINT api_blocks_contributor_id_fkey FOREIGN KEY (contributor_id) REFERENCES public.contributors(id) ON DELETE CASCADE;

--
-- Name: api_blocks api_blocks_grace_created_by_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_blocks
    ADD CONSTRAINT api_blocks_grace_created_by_id_fkey FOREIGN KEY (grace_created_by_id) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: api_limits api_limits_contributor_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_limits
    ADD CONSTRAINT api_limits_contributor_id_fkey FOREIGN KEY (contributor_id) REFERENCES public.contributors(id) ON DELETE CASCADE;

--
-- Name: api_requests api_requests_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_requests
    ADD CONSTRAINT api_requests_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: api_tokens api_tokens_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_tokens
    ADD CONSTRAINT api_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: api_usage api_usage_contributor_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_usage
    ADD CONSTRAINT api_usage_contributor_id_fkey FOREIGN KEY (contributor_id) REFERENCES public.contributors(id) ON DELETE CASCADE;

--
-- Name: audit_log audit_log_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_log
    ADD CONSTRAINT audit_log_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: contributor_partner_fields contributor_partner_fields_contributor_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contributor_partner_fields
    ADD CONSTRAINT contributor_partner_fields_contributor_id_fkey FOREIGN KEY (contributor_id) REFERENCES public.contributors(id) ON DELETE CASCADE;

--
-- Name: contributor_partner_fields contributor_partner_fields_partner_field_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contributor_partner_fields
    ADD CONSTRAINT contributor_partner_fields_partner_field_id_fkey FOREIGN KEY (partner_field_id) REFERENCES public.partner_fields(id) ON DELETE CASCADE;

--
-- Name: contributors contributors_admin_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contributors
    ADD CONSTRAINT contributors_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: contributors contributors_embed_config_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contributors
    ADD CONSTRAINT contributors_embed_config_id_fkey FOREIGN KEY (embed_config_id) REFERENCES public.embed_configs(id) ON DELETE SET NULL;

--
-- Name: download_allowances download_allowances_contributor_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.download_allowances
    ADD CONSTRAINT download_allowances_contributor_id_fkey FOREIGN KEY (contributor_id) REFERENCES public.contributors(id) ON DELETE CASCADE;

--
-- Name: download_checkout_sessions download_checkout_sessions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.download_checkout_sessions
    ADD CONSTRAINT download_checkout_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: download_logs download_logs_contributor_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.download_logs
    ADD CONSTRAINT download_logs_contributor_id_fkey FOREIGN KEY (contributor_id) REFERENCES public.contributors(id) ON DELETE SET NULL;

--
-- Name: download_logs download_logs_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.download_logs
    ADD CONSTRAINT download_logs_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: download_purchases download_purchases_contributor_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.download_purchases
    ADD CONSTRAINT download_purchases_contributor_id_fkey FOREIGN KEY (contributor_id) REFERENCES public.contributors(id) ON DELETE CASCADE;

--
-- Name: email_tokens email_tokens_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_tokens
    ADD CONSTRAINT email_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: embed_fields embed_fields_embed_config_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.embed_fields
    ADD CONSTRAINT embed_fields_embed_config_id_fkey FOREIGN KEY (embed_config_id) REFERENCES public.embed_configs(id) ON DELETE CASCADE;

--
-- Name: extended_fields extended_fields_claim_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.extended_fields
    ADD CONSTRAINT extended_fields_claim_fk FOREIGN KEY (facility_claim_id) REFERENCES public.facility_claims(id) ON DELETE CASCADE;

--
-- Name: extended_fields extended_fields_contributor_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.extended_fields
    ADD CONSTRAINT extended_fields_contributor_id_fkey FOREIGN KEY (contributor_id) REFERENCES public.contributors(id) ON DELETE CASCADE;

--
-- Name: extended_fields extended_fields_facility_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.extended_fields
    ADD CONSTRAINT extended_fields_facility_id_fkey FOREIGN KEY (facility_id) REFERENCES public.facilities(os_id) ON DELETE CASCADE;

--
-- Name: extended_fields extended_fields_facility_list_item_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.extended_fields
    ADD CONSTRAINT extended_fields_facility_list_item_id_fkey FOREIGN KEY (facility_list_item_id) REFERENCES public.facility_list_items(id) ON DELETE CASCADE;

--
-- Name: extended_fields extended_fields_moderation_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.extended_fields
    ADD CONSTRAINT extended_fields_moderation_fk FOREIGN KEY (moderation_event_id) REFERENCES public.moderation_events(id) ON DELETE CASCADE;

--
-- Name: facilities facilities_created_from_item_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facilities
    ADD CONSTRAINT facilities_created_from_item_fk FOREIGN KEY (created_from_item_id) REFERENCES public.facility_list_items(id) ON DELETE SET NULL;

--
-- Name: facilities facilities_created_from_moderation_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facilities
    ADD CONSTRAINT facilities_created_from_moderation_fk FOREIGN KEY (created_from_moderation_id) REFERENCES public.moderation_events(id) ON DELETE SET NULL;

--
-- Name: facility_activity_reports facility_activity_reports_facility_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_activity_reports
    ADD CONSTRAINT facility_activity_reports_facility_id_fkey FOREIGN KEY (facility_id) REFERENCES public.facilities(os_id) ON DELETE CASCADE;

--
-- Name: facility_activity_reports facility_activity_reports_reported_by_contributor_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_activity_reports
    ADD CONSTRAINT facility_activity_reports_reported_by_contributor_id_fkey FOREIGN KEY (reported_by_contributor_id) REFERENCES public.contributors(id) ON DELETE SET NULL;

--
-- Name: facility_activity_reports facility_activity_reports_reported_by_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_activity_reports
    ADD CONSTRAINT facility_activity_reports_reported_by_user_id_fkey FOREIGN KEY (reported_by_user_id) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: facility_activity_reports facility_activity_reports_status_change_by_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_activity_reports
    ADD CONSTRAINT facility_activity_reports_status_change_by_id_fkey FOREIGN KEY (status_change_by_id) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: facility_aliases facility_aliases_facility_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_aliases
    ADD CONSTRAINT facility_aliases_facility_id_fkey FOREIGN KEY (facility_id) REFERENCES public.facilities(os_id) ON DELETE CASCADE;

--
-- Name: facility_claim_attachments facility_claim_attachments_facility_claim_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_claim_attachments
    ADD CONSTRAINT facility_claim_attachments_facility_claim_id_fkey FOREIGN KEY (facility_claim_id) REFERENCES public.facility_claims(id) ON DELETE CASCADE;

--
-- Name: facility_claim_notes facility_claim_notes_author_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_claim_notes
    ADD CONSTRAINT facility_claim_notes_author_id_fkey FOREIGN KEY (author_id) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: facility_claim_notes facility_claim_notes_facility_claim_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_claim_notes
    ADD CONSTRAINT facility_claim_notes_facility_claim_id_fkey FOREIGN KEY (facility_claim_id) REFERENCES public.facility_claims(id) ON DELETE CASCADE;

--
-- Name: facility_claims facility_claims_contributor_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_claims
    ADD CONSTRAINT facility_claims_contributor_id_fkey FOREIGN KEY (contributor_id) REFERENCES public.contributors(id) ON DELETE CASCADE;

--
-- Name: facility_claims facility_claims_facility_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_claims
    ADD CONSTRAINT facility_claims_facility_id_fkey FOREIGN KEY (facility_id) REFERENCES public.facilities(os_id) ON DELETE CASCADE;

--
-- Name: facility_claims facility_claims_facility_parent_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_claims
    ADD CONSTRAINT facility_claims_facility_parent_company_id_fkey FOREIGN KEY (facility_parent_company_id) REFERENCES public.contributors(id) ON DELETE SET NULL;

--
-- Name: facility_claims facility_claims_status_change_by_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_claims
    ADD CONSTRAINT facility_claims_status_change_by_id_fkey FOREIGN KEY (status_change_by_id) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: facility_duplicate_passes facility_duplicate_passes_requested_by_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_duplicate_passes
    ADD CONSTRAINT facility_duplicate_passes_requested_by_id_fkey FOREIGN KEY (requested_by_id) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: facility_duplicates facility_duplicates_dismissed_by_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_duplicates
    ADD CONSTRAINT facility_duplicates_dismissed_by_id_fkey FOREIGN KEY (dismissed_by_id) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: facility_index facility_index_os_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_index
    ADD CONSTRAINT facility_index_os_id_fkey FOREIGN KEY (os_id) REFERENCES public.facilities(os_id) ON DELETE CASCADE;

--
-- Name: facility_list_items facility_list_items_facility_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_list_items
    ADD CONSTRAINT facility_list_items_facility_id_fkey FOREIGN KEY (facility_id) REFERENCES public.facilities(os_id) ON DELETE SET NULL;

--
-- Name: facility_list_items facility_list_items_facility_list_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_list_items
    ADD CONSTRAINT facility_list_items_facility_list_id_fkey FOREIGN KEY (facility_list_id) REFERENCES public.facility_lists(id) ON DELETE CASCADE;

--
-- Name: facility_lists facility_lists_contributor_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_lists
    ADD CONSTRAINT facility_lists_contributor_id_fkey FOREIGN KEY (contributor_id) REFERENCES public.contributors(id) ON DELETE CASCADE;

--
-- Name: facility_lists facility_lists_replaces_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_lists
    ADD CONSTRAINT facility_lists_replaces_id_fkey FOREIGN KEY (replaces_id) REFERENCES public.facility_lists(id) ON DELETE SET NULL;

--
-- Name: facility_lists facility_lists_status_changed_by_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_lists
    ADD CONSTRAINT facility_lists_status_changed_by_id_fkey FOREIGN KEY (status_changed_by_id) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: facility_locations facility_locations_contributor_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_locations
    ADD CONSTRAINT facility_locations_contributor_id_fkey FOREIGN KEY (contributor_id) REFERENCES public.contributors(id) ON DELETE SET NULL;

--
-- Name: facility_locations facility_locations_created_by_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_locations
    ADD CONSTRAINT facility_locations_created_by_id_fkey FOREIGN KEY (created_by_id) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: facility_locations facility_locations_facility_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_locations
    ADD CONSTRAINT facility_locations_facility_id_fkey FOREIGN KEY (facility_id) REFERENCES public.facilities(os_id) ON DELETE CASCADE;

--
-- Name: facility_match_jobs facility_match_jobs_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_match_jobs
    ADD CONSTRAINT facility_match_jobs_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: facility_matches facility_matches_facility_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_matches
    ADD CONSTRAINT facility_matches_facility_id_fkey FOREIGN KEY (facility_id) REFERENCES public.facilities(os_id) ON DELETE CASCADE;

--
-- Name: facility_matches facility_matches_facility_list_item_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.facility_matches
    ADD CONSTRAINT facility_matches_facility_list_item_id_fkey FOREIGN KEY (facility_list_item_id) REFERENCES public.facility_list_items(id) ON DELETE CASCADE;

--
-- Name: moderation_events moderation_events_action_perform_by_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.moderation_events
    ADD CONSTRAINT moderation_events_action_perform_by_id_fkey FOREIGN KEY (action_perform_by_id) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: moderation_events moderation_events_contributor_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.moderation_events
    ADD CONSTRAINT moderation_events_contributor_id_fkey FOREIGN KEY (contributor_id) REFERENCES public.contributors(id) ON DELETE CASCADE;

--
-- Name: moderation_events moderation_events_facility_claim_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.moderation_events
    ADD CONSTRAINT moderation_events_facility_claim_id_fkey FOREIGN KEY (facility_claim_id) REFERENCES public.facility_claims(id) ON DELETE SET NULL;

--
-- Name: moderation_events moderation_events_os_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.moderation_events
    ADD CONSTRAINT moderation_events_os_id_fkey FOREIGN KEY (os_id) REFERENCES public.facilities(os_id) ON DELETE SET NULL;

--
-- Name: partner_field_values partner_field_values_contributor_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partner_field_values
    ADD CONSTRAINT partner_field_values_contributor_id_fkey FOREIGN KEY (contributor_id) REFERENCES public.contributors(id) ON DELETE CASCADE;

--
-- Name: partner_field_values partner_field_values_facility_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partner_field_values
    ADD CONSTRAINT partner_field_values_facility_id_fkey FOREIGN KEY (facility_id) REFERENCES public.facilities(os_id) ON DELETE CASCADE;

--
-- Name: partner_field_values partner_field_values_partner_field_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.partner_field_values
    ADD CONSTRAINT partner_field_values_partner_field_id_fkey FOREIGN KEY (partner_field_id) REFERENCES public.partner_fields(id) ON DELETE CASCADE;

--
-- Name: sessions sessions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: user_groups user_groups_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_groups
    ADD CONSTRAINT user_groups_group_id_fkey FOREIGN KEY (group_id) REFERENCES public.groups(id) ON DELETE CASCADE;

--
-- Name: user_groups user_groups_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_groups
    ADD CONSTRAINT user_groups_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- PostgreSQL database dump complete
--
