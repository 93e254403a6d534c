import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

export interface LocationRow {
  os_id: string;
  name: string;
  address: string;
  country_code: string;
  lat: number;
  lng: number;
  alias_os_ids: string[];
  has_approved_claim: boolean;
  has_pending_claim: boolean;
  is_closed: boolean;
  /** How precise the facility's point is while it is a geocoder's (geocode-precision.ts). */
  location_precision: string | null;
}

const LOCATION_COLUMNS = [
  'os_id',
  'name',
  'address',
  'country_code',
  'lat',
  'lng',
  'alias_os_ids',
  'has_approved_claim',
  'has_pending_claim',
  'is_closed',
] as const;

/** Index rows of current facilities by OS ID (in no particular order). */
export async function findLocations(db: Executor, osIds: readonly string[]): Promise<LocationRow[]> {
  if (osIds.length === 0) return [];
  return db
    .selectFrom('facility_index')
    .select(LOCATION_COLUMNS)
    .select(
      sql<string | null>`(select case when f.has_inexact_coordinates then f.location_precision end
        from facilities f where f.os_id = facility_index.os_id)`.as('location_precision'),
    )
    .where('os_id', 'in', [...new Set(osIds)])
    .execute();
}

/** The current facility an older OS ID (merged, split, linked, deleted) now resolves to. */
export async function findAliasTarget(db: Executor, osId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('facility_aliases')
    .select('facility_id')
    .where('os_id', '=', osId)
    .executeTakeFirst();
  return row?.facility_id;
}
