import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Executor } from '../db/executor.ts';
import { DERIVED_TABLES, derivedTableCounts } from '../modules/facilities/derived-tables.ts';
import { refreshFacilityIndex } from '../modules/facilities/facility-index.ts';

/** Thrown to roll the check's transaction back: it changes nothing. */
class RolledBack extends Error {}

/** Rows shown per table and side in a failure message. */
const SHOWN = 10;

/**
 * Facilities whose index rows a test made by hand (fixtures of the index's readers: search, tiles,
 * downloads), per database handle: their facility_index rows are not compared with a rebuild, but
 * the tables kept from them still are.
 */
const handIndexed = new WeakMap<object, Set<string>>();

/** Notes index rows a fixture wrote itself, so the consistency check keeps them as they are. */
export function markHandIndexed(db: Executor, osIds: readonly string[]): void {
  const known = handIndexed.get(db) ?? new Set<string>();
  for (const osId of osIds) known.add(osId.trim());
  handIndexed.set(db, known);
}

export interface TableDifference {
  table: string;
  /** Rows only the live table has (or, for facility_index, the live row of each differing facility). */
  live: Record<string, unknown>[];
  /** Rows only the rebuild / recount has. */
  rebuilt: Record<string, unknown>[];
  /** How many rows differ in all (live and rebuilt together). */
  count: number;
}

/**
 * Each derived table's live rows (a copy taken before the rebuild); counters keep rows whose count
 * fell to zero, and name_words keeps every word once indexed: those are left out. The recount is
 * the module's own (`derivedTableCounts`), read from the rebuilt index.
 */
const LIVE: Record<string, RawBuilder<unknown>> = {
  facility_facet_counts: sql`select facet, value, count::bigint from live_facility_facet_counts where count <> 0`,
  facility_grid_counts: sql`select level, cx, cy, count::int from live_facility_grid_counts where count <> 0`,
  facility_facet_grid_counts: sql`select facet, value, level, cx, cy, count::int from live_facility_facet_grid_counts where count <> 0`,
  facility_facet_postings: sql`select facet, value, sort_name, os_id, lat, lng from live_facility_facet_postings`,
  facility_search_words: sql`select word, os_id, lat, lng, place, name_words, country_code from live_facility_search_words`,
  facility_description_words: sql`select word, os_id from live_facility_description_words`,
  facility_name_words: sql`select country_code, word, os_id from live_facility_name_words`,
  // Only ever added to (misspellings of words once indexed stay findable): every indexed word is there.
  name_words: sql`select word from live_name_words where word in (select w from facility_index n, name_words_of(n.name_search) w)`,
  name_word_keys: sql`select key, word, dropped from live_name_word_keys`,
};
const DERIVED = derivedTableCounts('live_name_words').map(({ table, rows }) => ({
  table,
  live: LIVE[table]!,
  recount: rows,
}));

const LIVE_COPIES = ['facility_index', ...DERIVED_TABLES];

/**
 * Rebuilds facility_index from its source tables and recounts every table kept from it (db/README.md,
 * "Derived tables"), in a transaction that is rolled back, and returns the tables whose live rows
 * differ. A write that skipped `refreshFacilityIndex` shows as facility_index rows (and the counts
 * that follow them); a wrong trigger as its table's rows alone.
 */
export async function indexDifferences(db: Db): Promise<TableDifference[]> {
  const differences: TableDifference[] = [];
  const byHand = [...(handIndexed.get(db) ?? [])];
  await db
    .transaction()
    .execute(async (trx) => {
      for (const table of LIVE_COPIES)
        await sql`create temp table ${sql.table(`live_${table}`)} on commit drop as table ${sql.table(table)}`.execute(
          trx,
        );
      await refreshFacilityIndex(trx);
      if (byHand.length) {
        // The fixtures' own rows go back as they were; the triggers follow, as for any write.
        await sql`delete from facility_index where os_id = any(${byHand}::bpchar[])`.execute(trx);
        await sql`insert into facility_index select * from live_facility_index where os_id = any(${byHand}::bpchar[])`.execute(
          trx,
        );
      }

      const index = await sql<{
        os_id: string;
        live: Record<string, unknown> | null;
        rebuilt: Record<string, unknown> | null;
      }>`
        select coalesce(l.os_id, r.os_id) as os_id, to_jsonb(l) - 'updated_at' as live, to_jsonb(r) - 'updated_at' as rebuilt
        from live_facility_index l full join facility_index r on r.os_id = l.os_id
        where (to_jsonb(l) - 'updated_at') is distinct from (to_jsonb(r) - 'updated_at')
        order by 1`.execute(trx);
      if (index.rows.length) {
        differences.push({
          table: 'facility_index',
          live: index.rows.map((row) => changedColumns(row.os_id, row.live, row.rebuilt)),
          rebuilt: index.rows.map((row) => changedColumns(row.os_id, row.rebuilt, row.live)),
          count: index.rows.length,
        });
      }

      for (const { table, live, recount } of DERIVED) {
        const { rows } = await sql<{ side: 'live' | 'rebuilt'; row: Record<string, unknown>; total: number }>`
          with live as (${live}), recount as (${recount}),
          differing as (
            select 'live' as side, to_jsonb(x) as row from (select * from live except all select * from recount) x
            union all
            select 'rebuilt', to_jsonb(x) from (select * from recount except all select * from live) x)
          select side, row, count(*) over ()::int as total from differing order by side, row::text`.execute(trx);
        if (rows.length) {
          differences.push({
            table,
            live: rows.filter((row) => row.side === 'live').map((row) => row.row),
            rebuilt: rows.filter((row) => row.side === 'rebuilt').map((row) => row.row),
            count: rows[0]!.total,
          });
        }
      }
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return differences;
}

/** The os_id and the columns of `row` that differ from `other` (the whole row when there is no other). */
function changedColumns(
  osId: string,
  row: Record<string, unknown> | null,
  other: Record<string, unknown> | null,
): Record<string, unknown> {
  if (!row) return { os_id: osId, missing: true };
  if (!other) return row;
  const changed: Record<string, unknown> = { os_id: osId };
  for (const [column, value] of Object.entries(row))
    if (JSON.stringify(value) !== JSON.stringify(other[column])) changed[column] = value;
  return changed;
}

/** The failure message: each table, how many rows differ, and the first of them on each side. */
export function describeDifferences(differences: readonly TableDifference[]): string {
  const lines = [
    'The derived tables disagree with a rebuild from the source tables (a write that skipped refreshFacilityIndex, or a wrong trigger):',
  ];
  for (const { table, live, rebuilt, count } of differences) {
    lines.push(`${table}: ${count} differing row${count === 1 ? '' : 's'}`);
    if (table === 'facility_index') {
      // One line per facility: the columns that differ, live and rebuilt side by side.
      for (const [i, row] of live.slice(0, SHOWN).entries()) {
        const other = rebuilt[i]!;
        const columns = Object.keys({ ...row, ...other }).filter((column) => column !== 'os_id');
        const pairs = columns.map((c) => `${c} live ${JSON.stringify(row[c])} rebuilt ${JSON.stringify(other[c])}`);
        lines.push(`  ${String(row.os_id)}: ${pairs.join('; ')}`);
      }
      if (live.length > SHOWN) lines.push(`  ... and ${live.length - SHOWN} more`);
      continue;
    }
    for (const [side, rows] of [
      ['live   ', live],
      ['rebuilt', rebuilt],
    ] as const) {
      for (const row of rows.slice(0, SHOWN)) lines.push(`  ${side} ${JSON.stringify(row)}`);
      if (rows.length > SHOWN) lines.push(`  ${side} ... and ${rows.length - SHOWN} more`);
    }
  }
  return lines.join('\n');
}

/** Throws, naming the tables and rows, when facility_index or a table kept from it is not what a rebuild makes. */
export async function expectIndexConsistent(db: Db): Promise<void> {
  const differences = await indexDifferences(db);
  if (differences.length) throw new Error(describeDifferences(differences));
}
