import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { recordIndexChange, refreshFacilityIndex } from '../facilities/index.ts';

type Trx = Transaction<DB>;

/** The facilities a staff action touches, and the list rows matched to them. */
export interface FacilityScope {
  osIds: string[];
  itemIds: number[];
}

/** Every row of the scope, per table, as the database wrote it (to_jsonb of the row). */
export type FacilityState = Record<string, Record<string, unknown>[]>;

interface TableScope {
  table: string;
  key: string;
  where: (scope: FacilityScope) => RawBuilder<boolean>;
  /** Rows are only ever updated back, never deleted (they belong to lists or events, not to the facility). */
  keepRows?: boolean;
}

const ids = (scope: FacilityScope) => sql`${scope.osIds}::bpchar[]`;
const items = (scope: FacilityScope) => sql`${scope.itemIds}::bigint[]`;
const claimsOf = (scope: FacilityScope) => sql`(select id from facility_claims where facility_id = any(${ids(scope)}))`;

/**
 * The tables that make up a facility's state, parents first. Restoring writes them in this order
 * and removes rows the action added in the reverse order, so no cascade reaches a row outside it.
 */
const TABLES: TableScope[] = [
  { table: 'facilities', key: 'os_id', where: (s) => sql`os_id = any(${ids(s)}) or new_os_id = any(${ids(s)})` },
  { table: 'facility_claims', key: 'id', where: (s) => sql`facility_id = any(${ids(s)})` },
  {
    table: 'facility_list_items',
    key: 'id',
    keepRows: true,
    where: (s) => sql`facility_id = any(${ids(s)}) or id = any(${items(s)})`,
  },
  { table: 'moderation_events', key: 'id', keepRows: true, where: (s) => sql`os_id = any(${ids(s)})` },
  {
    table: 'facility_matches',
    key: 'id',
    where: (s) => sql`facility_id = any(${ids(s)}) or facility_list_item_id = any(${items(s)})`,
  },
  { table: 'extended_fields', key: 'id', where: (s) => sql`facility_id = any(${ids(s)})` },
  {
    table: 'facility_aliases',
    key: 'os_id',
    where: (s) => sql`facility_id = any(${ids(s)}) or os_id = any(${ids(s)})`,
  },
  { table: 'facility_claim_notes', key: 'id', where: (s) => sql`facility_claim_id in ${claimsOf(s)}` },
  { table: 'facility_claim_attachments', key: 'id', where: (s) => sql`facility_claim_id in ${claimsOf(s)}` },
  { table: 'facility_activity_reports', key: 'id', where: (s) => sql`facility_id = any(${ids(s)})` },
  { table: 'facility_locations', key: 'id', where: (s) => sql`facility_id = any(${ids(s)})` },
  { table: 'partner_field_values', key: 'id', where: (s) => sql`facility_id = any(${ids(s)})` },
  { table: 'facility_index', key: 'os_id', where: (s) => sql`os_id = any(${ids(s)})` },
];

/** The scope of some facilities: them, and every list row matched to them or pointing at them. */
export async function scopeOf(trx: Trx, osIds: string[]): Promise<FacilityScope> {
  const unique = [...new Set(osIds)];
  const { rows } = await sql<{ id: number }>`
    select facility_list_item_id as id from facility_matches where facility_id = any(${unique}::bpchar[])
    union select id from facility_list_items where facility_id = any(${unique}::bpchar[])
    order by id`.execute(trx);
  return { osIds: unique, itemIds: rows.map((row) => Number(row.id)) };
}

export async function lockFacilities(trx: Trx, osIds: string[]): Promise<void> {
  await sql`select os_id from facilities where os_id = any(${osIds}::bpchar[]) order by os_id for update`.execute(trx);
}

/** Reads the scope's rows of every table, each table ordered by its key. */
export async function readFacilityState(trx: Trx, scope: FacilityScope): Promise<FacilityState> {
  const state: FacilityState = {};
  for (const t of TABLES) {
    const { rows } = await sql<{ rows: Record<string, unknown>[] }>`
      select coalesce(jsonb_agg(to_jsonb(t) order by t.${sql.ref(t.key)}), '[]'::jsonb) as rows
      from ${sql.table(t.table)} t where ${t.where(scope)}`.execute(trx);
    state[t.table] = rows[0]!.rows;
  }
  return state;
}

/** Writable columns of a table (generated columns are left to the database). */
async function columnsOf(trx: Trx, table: string): Promise<string[]> {
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated <> 'ALWAYS'
    order by ordinal_position`.execute(trx);
  return rows.map((row) => row.column_name);
}

const keyOf = (row: Record<string, unknown>, key: string) => String(row[key]).trim();

/**
 * Puts the scope back to `target` exactly: rows the action added are removed, rows it changed or
 * removed are written back with every column (ids, timestamps) as they were. The facility index
 * is refreshed afterwards (a no-op when the restored rows agree with their sources) and the tile
 * cache moves over every position involved.
 */
export async function restoreFacilityState(trx: Trx, scope: FacilityScope, target: FacilityState): Promise<void> {
  const current = await readFacilityState(trx, scope);
  const wanted = (table: string, key: string) => new Set((target[table] ?? []).map((row) => keyOf(row, key)));

  // Rows added by the action, children first; facilities only after their rows have moved back.
  for (const t of [...TABLES].reverse()) {
    if (t.keepRows || t.table === 'facilities') continue;
    const keep = wanted(t.table, t.key);
    const extra = (current[t.table] ?? []).map((row) => keyOf(row, t.key)).filter((key) => !keep.has(key));
    if (extra.length)
      await sql`delete from ${sql.table(t.table)} where ${sql.ref(t.key)}::text = any(${extra}::text[])`.execute(trx);
  }
  for (const t of TABLES) {
    const rows = target[t.table] ?? [];
    if (rows.length === 0) continue;
    const columns = await columnsOf(trx, t.table);
    const list = sql.join(columns.map((c) => sql.ref(c)));
    const updates = sql.join(
      columns.filter((c) => c !== t.key).map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`),
    );
    await sql`
      insert into ${sql.table(t.table)} (${list}) overriding system value
      select ${list} from jsonb_populate_recordset(null::${sql.table(t.table)}, ${JSON.stringify(rows)}::jsonb)
      on conflict (${sql.ref(t.key)}) do update set ${updates}`.execute(trx);
  }
  const keepFacilities = wanted('facilities', 'os_id');
  const extraFacilities = (current.facilities ?? [])
    .map((row) => keyOf(row, 'os_id'))
    .filter((key) => !keepFacilities.has(key));
  if (extraFacilities.length)
    await sql`delete from facilities where os_id = any(${extraFacilities}::bpchar[])`.execute(trx);

  await refreshFacilityIndex(trx, scope.osIds);
  const positions = [...(current.facility_index ?? []), ...(target.facility_index ?? [])].map((row) => ({
    lat: Number(row.lat),
    lng: Number(row.lng),
  }));
  if (positions.length) await recordIndexChange(trx, positions);
}
