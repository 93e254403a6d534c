import { sql, type RawBuilder } from 'kysely';
import { WORKER_RANGE_BOUNDS } from '@registry/core/number-of-workers';
import { recordIndexChange, type ChangedPositions } from './facility-index-changes.ts';
import type { Executor } from '../../db/executor.ts';

/** The facilities one statement covers: the given OS IDs, or an os_id range of a full rebuild. */
type Scope = { ids: string[] } | { from: string; to: string | null };

/** Facilities per statement of a full rebuild: bounds memory and lock time on a million rows. */
const FULL_REBUILD_BATCH = 50_000;
/**
 * OS IDs per statement of a refresh of given facilities. Each source is filtered by `= any(ids)`,
 * which costs more per row the more ids there are: one statement for the 33,000 facilities a
 * 100,000-row list matched ran for minutes.
 */
const ID_BATCH = 2_000;

export interface RefreshOptions {
  /** Facilities per statement: of a full rebuild (default 50,000), of given OS IDs (default 2,000). */
  batchSize?: number;
  /** Called after each batch of a full rebuild. */
  onProgress?: (indexed: number, total: number) => void;
}

export interface RefreshResult {
  /** Facilities whose rows were rebuilt. */
  indexed: number;
  /** Rows that differ from before (new or changed). */
  changed: number;
  /** Rows of facilities that are gone. */
  removed: number;
}

/**
 * Rebuilds the facility_index rows of the given facilities (every facility when `osIds` is
 * omitted) from their source tables, removes rows of facilities that no longer exist, and, when
 * a row really changed, moves the tile cache version (see facility-index-changes.ts). Call it in
 * the same transaction as every change that affects a facility, so searches, tiles and
 * downloads never see half a change.
 */
export async function refreshFacilityIndex(
  db: Executor,
  osIds?: readonly string[],
  options: RefreshOptions = {},
): Promise<RefreshResult> {
  if (!db.isTransaction) return db.transaction().execute((trx) => refreshFacilityIndex(trx, osIds, options));
  // The statement is large and its set-returning functions make the planner expect far more
  // rows than there are: PostgreSQL would spend seconds JIT-compiling a plan that runs in
  // milliseconds. JIT stays off while it runs, then returns to what it was.
  const { rows } = await sql<{ jit: string }>`select current_setting('jit') as jit`.execute(db);
  await sql`set local jit = off`.execute(db);
  try {
    return await refresh(db, osIds, options);
  } finally {
    await sql`select set_config('jit', ${rows[0]!.jit}, true)`.execute(db);
  }
}

async function refresh(
  db: Executor,
  osIds: readonly string[] | undefined,
  options: RefreshOptions,
): Promise<RefreshResult> {
  if (osIds) {
    const ids = [...new Set(osIds)];
    const result: RefreshResult = { indexed: 0, changed: 0, removed: 0 };
    const positions: Position[] = [];
    const batchSize = options.batchSize ?? ID_BATCH;
    for (let start = 0; start < ids.length; start += batchSize) {
      const scope = { ids: ids.slice(start, start + batchSize) };
      const before =
        await sql<Position>`select os_id, lat, lng from facility_index where ${inScope(sql.ref('os_id'), scope)}`.execute(
          db,
        );
      const written = await upsertRows(db, scope);
      const gone = await sql<Position>`delete from facility_index i where ${inScope(sql.ref('i.os_id'), scope)}
        and not exists (select 1 from facilities f where f.os_id = i.os_id) returning os_id, lat, lng`.execute(db);
      result.indexed += (
        await sql<{
          n: number;
        }>`select count(*)::int as n from facilities where ${inScope(sql.ref('os_id'), scope)}`.execute(db)
      ).rows[0]!.n;
      result.changed += written.length;
      result.removed += gone.rows.length;
      // A changed facility may have left one tile and entered another: both positions count.
      const changedIds = new Set(written.map((row) => row.os_id));
      positions.push(...written, ...gone.rows, ...before.rows.filter((row) => changedIds.has(row.os_id)));
    }
    if (positions.length)
      await recordIndexChange(
        db,
        positions.map(({ lat, lng }) => ({ lat, lng })),
      );
    return result;
  }
  const removed = Number(
    (
      await sql`delete from facility_index i
    where not exists (select 1 from facilities f where f.os_id = i.os_id)`.execute(db)
    ).numAffectedRows ?? 0,
  );
  const total = (await sql<{ n: number }>`select count(*)::int as n from facilities`.execute(db)).rows[0]!.n;
  const bounds = await sql<{ os_id: string }>`
    select os_id from (select os_id, row_number() over (order by os_id) as n from facilities) numbered
    where (n - 1) % ${options.batchSize ?? FULL_REBUILD_BATCH} = 0 order by os_id`.execute(db);
  const starts = bounds.rows.map((row) => row.os_id);
  let indexed = 0;
  let changed = 0;
  for (const [i, from] of starts.entries()) {
    const to = starts[i + 1] ?? null;
    changed += await upsertRowCount(db, { from, to });
    indexed = to === null ? total : indexed + (options.batchSize ?? FULL_REBUILD_BATCH);
    options.onProgress?.(indexed, total);
  }
  const anywhere: ChangedPositions = 'anywhere';
  if (changed + removed > 0) await recordIndexChange(db, anywhere);
  return { indexed, changed, removed };
}

interface Position {
  os_id: string;
  lat: number;
  lng: number;
}

/** `column` restricted to the scope, written so the column's btree index serves it. */
function inScope(column: RawBuilder<unknown>, scope: Scope): RawBuilder<boolean> {
  if ('ids' in scope) return sql<boolean>`${column} = any(${scope.ids}::bpchar[])`;
  return scope.to === null
    ? sql<boolean>`${column} >= ${scope.from}::bpchar`
    : sql<boolean>`(${column} >= ${scope.from}::bpchar and ${column} < ${scope.to}::bpchar)`;
}

/** The worker ranges as a SQL VALUES list, so the index uses the bounds packages/core defines. */
function workerRangeValues(): RawBuilder<unknown> {
  return sql`(values ${sql.join(WORKER_RANGE_BOUNDS.map((b) => sql`(${b.label}::text, ${b.min}::int, ${b.max}::int)`))})`;
}

/**
 * One statement: what the facility's public sources say, aggregated per facility. Sources are
 * active matches (AUTOMATIC, CONFIRMED, MERGED) of rows in active public lists, approved
 * moderation events (and the event a facility was created from), and approved claims.
 * Extended fields count only while their own source does. A claimant is among contributor_ids
 * (filterable) but, as on the facility page, not among the public contributors counted.
 */
async function upsertRows(db: Executor, scope: Scope): Promise<Position[]> {
  return (await sql<Position>`${upsertStatement(scope)} returning os_id, lat, lng`.execute(db)).rows;
}

/** The same for a batch of a full rebuild, where only the number of changed rows is wanted. */
async function upsertRowCount(db: Executor, scope: Scope): Promise<number> {
  return Number((await upsertStatement(scope).execute(db)).numAffectedRows ?? 0);
}

/** Index columns compared before a write: a row equal to what it would become is left alone. */
const COMPARED = [
  'name',
  'address',
  'country_code',
  'lat',
  'lng',
  'name_search',
  'address_search',
  'sort_name',
  'alias_os_ids',
  'contributor_ids',
  'public_contributor_ids',
  'list_ids',
  'contributor_types',
  'sectors',
  'product_types',
  'facility_types',
  'processing_types',
  'parent_companies',
  'number_of_workers',
  'native_language_names',
  'description_search',
  'number_of_public_contributors',
  'has_approved_claim',
  'has_pending_claim',
  'is_closed',
  'created_at',
];
const CURRENT_VALUES = sql.raw(COMPARED.map((column) => `facility_index.${column}`).join(', '));
const NEW_VALUES = sql.raw(COMPARED.map((column) => `excluded.${column}`).join(', '));

function upsertStatement(scope: Scope): RawBuilder<unknown> {
  const within = (column: string) => inScope(sql.ref(column), scope);
  // Written insert-first (the WITH inside the INSERT): drivers that read the command from the
  // statement's first word then report the affected row count.
  return sql`
    insert into facility_index (os_id, name, address, country_code, lat, lng, name_search, address_search, sort_name,
      alias_os_ids, contributor_ids, public_contributor_ids, list_ids, contributor_types, sectors, product_types,
      facility_types, processing_types, parent_companies, number_of_workers, native_language_names, description_search,
      number_of_public_contributors, has_approved_claim, has_pending_claim, is_closed, created_at, updated_at)
    with visible_item as (
      select m.facility_id as os_id, li.id as item_id, l.id as list_id, l.contributor_id, li.sector
      from facility_matches m
      join facility_list_items li on li.id = m.facility_list_item_id
      join facility_lists l on l.id = li.facility_list_id
      where ${within('m.facility_id')} and m.is_active and m.status in ('AUTOMATIC', 'CONFIRMED', 'MERGED')
        and l.is_active and l.is_public
    ),
    approved_event as (
      select e.id, e.os_id, e.contributor_id, e.cleaned_data -> 'sector' as sector
      from moderation_events e
      where ${within('e.os_id')} and e.status = 'APPROVED'
      union
      select e.id, f.os_id, e.contributor_id, e.cleaned_data -> 'sector'
      from facilities f join moderation_events e on e.id = f.created_from_moderation_id
      where ${within('f.os_id')}
    ),
    -- At most one a facility (facility_claims_one_approved).
    approved_claim as (
      select c.id, c.facility_id as os_id, c.contributor_id, c.sectors, c.facility_description
      from facility_claims c
      where ${within('c.facility_id')} and c.status = 'APPROVED'
    ),
    contribution as (
      select os_id, contributor_id, list_id, true as is_public_source from visible_item
      union all select os_id, contributor_id, null, true from approved_event
      union all select os_id, contributor_id, null, false from approved_claim
    ),
    by_contributor as (
      select c.os_id,
        array_agg(distinct c.contributor_id) as contributor_ids,
        coalesce(array_agg(distinct c.contributor_id) filter (where c.is_public_source), '{}') as public_contributor_ids,
        coalesce(array_agg(distinct c.list_id) filter (where c.list_id is not null), '{}') as list_ids,
        array_agg(distinct k.contributor_type) as contributor_types
      from contribution c cross join lateral (select contributor_type from contributors k where k.id = c.contributor_id limit 1) k
      group by c.os_id
    ),
    -- The sources' states are read row by row (lateral, limit 1: always by primary key). Joined, the
    -- planner, misjudging how many rows an id list yields, hashed all moderation events and
    -- claims: half of a 100-facility refresh at 1.2M facilities.
    extended as (
      select x.facility_id as os_id, x.field_name, x.value
      from extended_fields x
      left join visible_item vi on vi.item_id = x.facility_list_item_id and vi.os_id = x.facility_id
      left join lateral (select e.status from moderation_events e where e.id = x.moderation_event_id limit 1) e on true
      left join lateral (select fc.status from facility_claims fc where fc.id = x.facility_claim_id limit 1) fc on true
      where ${within('x.facility_id')}
        and (x.facility_list_item_id is null or vi.item_id is not null)
        and (x.moderation_event_id is null or e.status = 'APPROVED')
        and (x.facility_claim_id is null or fc.status = 'APPROVED')
    ),
    -- Values are arrays, or a lone string where one value was written; anything else is skipped
    -- rather than failing the whole refresh.
    field_value as (
      select os_id, field_name, btrim(v) as value
      from extended
      cross join lateral (select case field_name
          when 'product_type' then value -> 'raw_values'
          when 'facility_type' then value -> 'matched_values'
          when 'processing_type' then value -> 'matched_values'
          when 'sector' then value -> 'values'
          when 'native_language_name' then value -> 'raw_value'
          when 'parent_company' then coalesce(value -> 'name', value -> 'raw_value')
        end as raw) picked
      cross join lateral jsonb_array_elements_text(case jsonb_typeof(picked.raw)
          when 'array' then picked.raw when 'string' then jsonb_build_array(picked.raw) else '[]' end) v
      union all
      select x.os_id, x.field_name, r.label
      from extended x
      join ${workerRangeValues()} as r (label, low, high)
        on x.field_name = 'number_of_workers' and jsonb_typeof(x.value -> 'min') = 'number'
        and jsonb_typeof(x.value -> 'max') = 'number'
        and (x.value ->> 'max')::numeric >= r.low and (r.high is null or (x.value ->> 'min')::numeric <= r.high)
    ),
    by_field as (
      select os_id,
        coalesce(array_agg(distinct value) filter (where field_name = 'product_type'), '{}') as product_types,
        coalesce(array_agg(distinct value) filter (where field_name = 'facility_type'), '{}') as facility_types,
        coalesce(array_agg(distinct value) filter (where field_name = 'processing_type'), '{}') as processing_types,
        coalesce(array_agg(distinct lower(value)) filter (where field_name = 'parent_company'), '{}') as parent_companies,
        coalesce(array_agg(distinct value) filter (where field_name = 'number_of_workers'), '{}') as number_of_workers,
        coalesce(array_agg(distinct value) filter (where field_name = 'native_language_name'), '{}') as native_language_names
      from field_value where value <> '' group by os_id
    ),
    sector_value as (
      select os_id, unnest(sector) as sector from visible_item
      union all
      select os_id, s from approved_event, jsonb_array_elements_text(case jsonb_typeof(sector)
        when 'array' then sector when 'string' then jsonb_build_array(sector) else '[]' end) s
      union all
      select os_id, unnest(sectors) from approved_claim
      union all
      select os_id, value from field_value where field_name = 'sector'
    ),
    by_sector as (
      select os_id, array_agg(distinct btrim(sector)) as sectors from sector_value where btrim(sector) <> '' group by os_id
    ),
    by_claim as (
      select facility_id as os_id, bool_or(status = 'APPROVED') as approved, bool_or(status = 'PENDING') as pending
      from facility_claims
      where ${within('facility_id')} and status in ('APPROVED', 'PENDING')
      group by facility_id
    ),
    by_alias as (
      select facility_id as os_id, array_agg(os_id::text order by os_id) as aliases
      from facility_aliases where ${within('facility_id')} group by facility_id
    )
    select f.os_id, f.name, f.address, f.country_code, f.lat, f.lng, search_text(f.name), search_text(f.address),
      lower(unaccent(f.name)), coalesce(a.aliases, '{}'), coalesce(bc.contributor_ids, '{}'),
      coalesce(bc.public_contributor_ids, '{}'), coalesce(bc.list_ids, '{}'), coalesce(bc.contributor_types, '{}'),
      coalesce(bs.sectors, '{}'), coalesce(bf.product_types, '{}'), coalesce(bf.facility_types, '{}'),
      coalesce(bf.processing_types, '{}'), coalesce(bf.parent_companies, '{}'), coalesce(bf.number_of_workers, '{}'),
      coalesce(bf.native_language_names, '{}'), coalesce(search_text(ac.facility_description), ''),
      coalesce(cardinality(bc.public_contributor_ids), 0),
      coalesce(cl.approved, false), coalesce(cl.pending, false), f.is_closed, f.created_at, now()
    from facilities f
    left join by_contributor bc on bc.os_id = f.os_id
    left join by_sector bs on bs.os_id = f.os_id
    left join by_field bf on bf.os_id = f.os_id
    left join by_claim cl on cl.os_id = f.os_id
    left join by_alias a on a.os_id = f.os_id
    left join approved_claim ac on ac.os_id = f.os_id
    where ${within('f.os_id')}
    on conflict (os_id) do update set
      name = excluded.name, address = excluded.address, country_code = excluded.country_code,
      lat = excluded.lat, lng = excluded.lng, name_search = excluded.name_search,
      address_search = excluded.address_search, sort_name = excluded.sort_name,
      alias_os_ids = excluded.alias_os_ids, contributor_ids = excluded.contributor_ids,
      public_contributor_ids = excluded.public_contributor_ids, list_ids = excluded.list_ids,
      contributor_types = excluded.contributor_types, sectors = excluded.sectors,
      product_types = excluded.product_types, facility_types = excluded.facility_types,
      processing_types = excluded.processing_types, parent_companies = excluded.parent_companies,
      number_of_workers = excluded.number_of_workers, native_language_names = excluded.native_language_names,
      description_search = excluded.description_search,
      number_of_public_contributors = excluded.number_of_public_contributors,
      has_approved_claim = excluded.has_approved_claim, has_pending_claim = excluded.has_pending_claim,
      is_closed = excluded.is_closed, created_at = excluded.created_at, updated_at = now()
    where (${CURRENT_VALUES}) is distinct from (${NEW_VALUES})`;
}
