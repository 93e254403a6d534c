import { sql, type RawBuilder } from 'kysely';
import { COUNTRIES, countryName } from '@registry/core/countries';
import type { Db } from '../../db/database.ts';
import {
  applySearchFilters,
  countFacilities,
  prepareTextQuery,
  type SearchParams,
  type TextQuery,
} from '../search/index.ts';

/** One facility of a download: the index row with its extended fields and claim state. */
export interface ExportRow {
  os_id: string;
  name: string;
  address: string;
  country_code: string;
  country_name: string;
  lat: number;
  lng: number;
  /** List fields joined with '|' by the database (cheaper to read than arrays). */
  sectors: string;
  product_types: string;
  facility_types: string;
  processing_types: string;
  parent_companies: string;
  number_of_workers: string;
  native_language_names: string;
  public_contributor_ids: number[];
  has_approved_claim: boolean;
  has_pending_claim: boolean;
  is_closed: boolean;
  geocoded_location_type: string | null;
}

const LIST_COLUMNS = [
  'sectors',
  'product_types',
  'facility_types',
  'processing_types',
  'parent_companies',
  'number_of_workers',
  'native_language_names',
] as const;
type ListColumn = (typeof LIST_COLUMNS)[number];

/** The search filters of a download, prepared once (the folded text query). */
export interface ExportQuery {
  params: SearchParams;
  textQuery: TextQuery | undefined;
}

export async function prepareExport(db: Db, params: SearchParams): Promise<ExportQuery> {
  return { params, textQuery: params.q ? await prepareTextQuery(db, params.q) : undefined };
}

export const countExport = (db: Db, query: ExportQuery) => countFacilities(db, query.params, query.textQuery);

/**
 * One keyset page of the filtered result in OS ID order, after `afterOsId`. Keyset pages cost
 * the same at any depth and hold no connection between pages (the embedded database is one
 * session shared by every request).
 */
export async function exportBatch(
  db: Db,
  query: ExportQuery,
  afterOsId: string | null,
  limit: number,
): Promise<ExportRow[]> {
  const joined = (column: ListColumn) => sql<string>`array_to_string(${sql.ref(column)}, '|')`.as(column);
  let builder = applySearchFilters(db.selectFrom('facility_index'), query.params, query.textQuery).select([
    'os_id',
    'name',
    'address',
    'country_code',
    'lat',
    'lng',
    ...LIST_COLUMNS.map(joined),
    'public_contributor_ids',
    'has_approved_claim',
    'has_pending_claim',
    'is_closed',
    sql<string | null>`(${GEOCODED_LOCATION_TYPE} from facilities f where f.os_id = facility_index.os_id)`.as(
      'geocoded_location_type',
    ),
  ]);
  if (afterOsId !== null) builder = builder.where('os_id', '>', afterOsId);
  const rows = await builder.orderBy('os_id', 'asc').limit(limit).execute();
  return rows.map((row) => ({ ...row, country_name: countryName(row.country_code) ?? row.country_code }));
}

/**
 * Where the keyset page before the one after `afterOsId` starts: after the OS ID `pageSize` rows
 * further back, or at the start (null) when fewer rows lie before it.
 */
export async function previousPageStart(
  db: Db,
  query: ExportQuery,
  afterOsId: string,
  pageSize: number,
): Promise<string | null> {
  const rows = await applySearchFilters(db.selectFrom('facility_index'), query.params, query.textQuery)
    .select('os_id')
    .where('os_id', '<=', afterOsId)
    .orderBy('os_id', 'desc')
    .limit(pageSize + 1)
    .execute();
  return rows.length > pageSize ? rows[pageSize]!.os_id : null;
}

/**
 * Async iteration over the whole result in batches; each batch is one short query, and the next
 * one is already running while the caller writes the current one.
 */
export async function* exportRows(db: Db, query: ExportQuery, batchSize = 5000): AsyncGenerator<ExportRow[]> {
  const fetchAfter = (after: string | null) => {
    const next = exportBatch(db, query, after, batchSize);
    next.catch(() => undefined); // a reader that stops early must not leave an unhandled rejection
    return next;
  };
  let pending: Promise<ExportRow[]> | null = fetchAfter(null);
  while (pending) {
    const batch: ExportRow[] = await pending;
    pending = batch.length === batchSize ? fetchAfter(batch[batch.length - 1]!.os_id) : null;
    if (batch.length) yield batch;
  }
}

/**
 * One CSV field in SQL, without subqueries (they would run once per row): quoted when it holds
 * a separator, prefixed with ' when a spreadsheet would read it as a formula (= + - @ tab CR),
 * the same rule as csvField in the downloads module.
 */
function csvText(value: RawBuilder<unknown>) {
  const f = sql`coalesce((${value})::text, '')`;
  const prefixed = sql`(case when left(${f}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then chr(39) || ${f} else ${f} end)`;
  const quoted = sql`(strpos(${f}, '"') > 0 or strpos(${f}, ',') > 0 or strpos(${f}, chr(10)) > 0 or strpos(${f}, chr(13)) > 0)`;
  return sql<string>`(case when ${quoted} then '"' || replace(${prefixed}, '"', '""') || '"' else ${prefixed} end)`;
}

/** A facility's point precision while the point is a geocoder's (the values need no CSV quoting). */
const GEOCODED_LOCATION_TYPE = sql`select case when f.has_inexact_coordinates then f.location_precision end`;

const COUNTRY_NAMES = JSON.stringify(Object.fromEntries(COUNTRIES.map((country) => [country.code, country.name])));

/**
 * The CSV lines of one keyset batch, built and joined by the database: the server passes one
 * string per batch through, which is what makes the CSV export fast and light on memory.
 */
export async function exportCsvBatch(db: Db, query: ExportQuery, afterOsId: string | null, limit: number) {
  let batch = applySearchFilters(db.selectFrom('facility_index'), query.params, query.textQuery).selectAll();
  if (afterOsId !== null) batch = batch.where('os_id', '>', afterOsId);
  const b = (name: string) => sql.ref(`b.${name}`);
  const list = (name: ListColumn) => csvText(sql`array_to_string(${b(name)}, '|')`);
  const line = sql`concat_ws(',',
    ${csvText(b('os_id'))}, ${csvText(b('name'))}, ${csvText(b('address'))}, ${csvText(b('country_code'))},
    ${csvText(sql`coalesce(countries.names ->> b.country_code::text, b.country_code::text)`)}, b.lat::text, b.lng::text,
    ${list('sectors')}, ${list('product_types')}, ${list('facility_types')}, ${list('processing_types')},
    ${list('number_of_workers')}, ${list('parent_companies')}, ${list('native_language_names')}, ${csvText(sql`n.names`)},
    case when b.has_approved_claim then 'claimed' when b.has_pending_claim then 'pending' else 'unclaimed' end,
    case when b.is_closed then 'true' else 'false' end,
    coalesce((${GEOCODED_LOCATION_TYPE} from facilities f where f.os_id = b.os_id), '')) || chr(13) || chr(10)`;
  // Contributor names by one join over the whole batch, not a lookup per row.
  const result = await sql<{ chunk: string | null; last: string | null; rows: number }>`
    with b as (${batch.orderBy('os_id', 'asc').limit(limit)}),
    n as (
      select b.os_id, string_agg(c.name, '|' order by u.n) as names
      from b cross join lateral unnest(b.public_contributor_ids) with ordinality as u(id, n)
      join contributors c on c.id = u.id
      group by b.os_id)
    select string_agg(${line}, '' order by b.os_id) as chunk, max(b.os_id) as last, count(*)::int as rows
    from b left join n on n.os_id = b.os_id cross join (select ${COUNTRY_NAMES}::jsonb as names) countries`.execute(db);
  const row = result.rows[0]!;
  return { chunk: row.chunk ?? '', last: row.last, rows: Number(row.rows) };
}

/** Names of contributors by id, for the contributors column. */
export async function contributorNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('contributors').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
