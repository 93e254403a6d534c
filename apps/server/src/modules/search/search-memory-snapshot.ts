import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Every indexed facility as search-memory.ts needs it, read at one database snapshot: OS ID,
 * position, name length and country, each in a typed array by ordinal (the facility's place in
 * OS ID order). At 1.2M facilities ~42 MB, where as JavaScript objects it would be ~250 MB.
 */
export interface FacilitiesSnapshot {
  /** The database snapshot it was read at (pg_snapshot as text); moved on while nothing changes (search-memory.ts). */
  seenAt: string;
  /** When (Date.now()), moved with seenAt. */
  readAt: number;
  size: number;
  /** OS IDs, OS_ID_BYTES each, space-padded as char(15) is, ascending byte-wise. */
  osIds: Uint8Array;
  lat: Float64Array;
  lng: Float64Array;
  nameWords: Uint16Array;
  /** Two letters as one number (countryKey). */
  countries: Uint16Array;
}

const OS_ID_BYTES = 15;

/** A country code's two letters as one number. */
export const countryKey = (code: string) => code.charCodeAt(0) * 256 + code.charCodeAt(1);

/** Facilities per statement: bounds the driver's memory for rows (JavaScript objects) at a time. */
const BATCH = 50_000;

export async function facilitiesSnapshot(db: Db): Promise<FacilitiesSnapshot> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const { rows } = await sql<{ seen_at: string; size: number }>`
        select pg_current_snapshot()::text as seen_at, count(*)::int as size from facility_index`.execute(trx);
      const { seen_at: seenAt, size } = rows[0]!;
      const snapshot: FacilitiesSnapshot = {
        seenAt,
        readAt: Date.now(),
        size,
        osIds: new Uint8Array(size * OS_ID_BYTES).fill(32),
        lat: new Float64Array(size),
        lng: new Float64Array(size),
        nameWords: new Uint16Array(size),
        countries: new Uint16Array(size),
      };
      let ordinal = 0;
      let after = '';
      for (;;) {
        const batch = await sql<{ os_id: string; lat: number; lng: number; name_words: number; country_code: string }>`
          select os_id, lat, lng, search_name_words(name_search) as name_words, country_code from facility_index
          where os_id > ${after}::bpchar order by os_id limit ${BATCH}`.execute(trx);
        for (const row of batch.rows) {
          writeOsId(snapshot.osIds, ordinal, row.os_id);
          snapshot.lat[ordinal] = row.lat;
          snapshot.lng[ordinal] = row.lng;
          snapshot.nameWords[ordinal] = row.name_words;
          snapshot.countries[ordinal] = countryKey(row.country_code);
          ordinal++;
        }
        if (batch.rows.length < BATCH) break;
        after = batch.rows.at(-1)!.os_id;
      }
      inOsIdOrder(snapshot);
      return snapshot;
    });
}

function writeOsId(osIds: Uint8Array, ordinal: number, osId: string) {
  const start = ordinal * OS_ID_BYTES;
  for (let i = 0; i < OS_ID_BYTES; i++) osIds[start + i] = i < osId.length ? osId.charCodeAt(i) & 0xff : 32;
}

export function osIdAt(snapshot: FacilitiesSnapshot, ordinal: number): string {
  const start = ordinal * OS_ID_BYTES;
  return String.fromCharCode(...snapshot.osIds.subarray(start, start + OS_ID_BYTES)).trimEnd();
}

/** The OS ID at `ordinal` compared with `osId`, byte-wise as space-padded char(15). */
function compareAt(osIds: Uint8Array, ordinal: number, osId: string): number {
  const start = ordinal * OS_ID_BYTES;
  for (let i = 0; i < OS_ID_BYTES; i++) {
    const difference = osIds[start + i]! - (i < osId.length ? osId.charCodeAt(i) : 32);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The first ordinal from `from` whose OS ID is not below `osId` (galloping: OS IDs looked up in
 * ascending order each start where the last one was found).
 */
export function seekOsId(snapshot: FacilitiesSnapshot, osId: string, from = 0): number {
  let low = from;
  let high = from;
  let step = 1;
  while (high < snapshot.size && compareAt(snapshot.osIds, high, osId) < 0) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  high = Math.min(high, snapshot.size);
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareAt(snapshot.osIds, mid, osId) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The ordinal of `osId` (looking from `from` on), or -1 when the snapshot does not have it. */
export function indexOfOsId(snapshot: FacilitiesSnapshot, osId: string, from = 0): number {
  const ordinal = seekOsId(snapshot, osId, from);
  return ordinal < snapshot.size && compareAt(snapshot.osIds, ordinal, osId) === 0 ? ordinal : -1;
}

/**
 * Checks that the database's order of OS IDs (its collation's) is byte order, as the binary
 * search needs; for the uppercase letters and digits of OS IDs every collation seen agrees. A
 * database that does not is refused: search-memory.ts then leaves its searches to SQL.
 */
function inOsIdOrder({ osIds, size }: FacilitiesSnapshot) {
  for (let ordinal = 1; ordinal < size; ordinal++) {
    const [previous, start] = [(ordinal - 1) * OS_ID_BYTES, ordinal * OS_ID_BYTES];
    let i = 0;
    while (i < OS_ID_BYTES && osIds[previous + i] === osIds[start + i]) i++;
    if (i === OS_ID_BYTES || osIds[previous + i]! > osIds[start + i]!)
      throw new Error(`OS IDs are not in byte order at ordinal ${ordinal}: search memory off`);
  }
}
