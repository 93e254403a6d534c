import { isGeocodePrecision } from '@registry/core/geocode-precision';
import { countryName } from '@registry/core/countries';
import type { ProductionLocation } from '@registry/core/production-location-api';
import type { Executor } from '../../db/executor.ts';
import { findAliasTarget, findLocations, type LocationRow } from './location-queries.ts';

/** The claim status the single-location screens show: an approved claim wins over a pending one. */
export function claimStatusOf(
  row: Pick<LocationRow, 'has_approved_claim' | 'has_pending_claim'>,
): ProductionLocation['claim_status'] {
  if (row.has_approved_claim) return 'claimed';
  return row.has_pending_claim ? 'pending' : 'unclaimed';
}

export function toProductionLocation(row: LocationRow): ProductionLocation {
  const osId = row.os_id.trim();
  const countryCode = row.country_code.trim();
  return {
    os_id: osId,
    name: row.name,
    address: row.address,
    country: { name: countryName(countryCode) ?? countryCode, alpha_2: countryCode },
    claim_status: claimStatusOf(row),
    historical_os_id: row.alias_os_ids.map((id) => id.trim()),
    coordinates: { lat: row.lat, lng: row.lng },
    geocoded_location_type: isGeocodePrecision(row.location_precision) ? row.location_precision : null,
    is_closed: row.is_closed,
  };
}

/** Current locations by OS ID, in the order asked; IDs that are not current facilities are left out. */
export async function locationsByOsId(db: Executor, osIds: readonly string[]): Promise<ProductionLocation[]> {
  const rows = new Map((await findLocations(db, osIds)).map((row) => [row.os_id.trim(), row]));
  return osIds.flatMap((osId) => {
    const row = rows.get(osId);
    return row ? [toProductionLocation(row)] : [];
  });
}

export type ResolvedLocation =
  | { kind: 'current'; location: ProductionLocation }
  | { kind: 'historical'; location: ProductionLocation }
  | { kind: 'unknown' };

/** An OS ID as the current location, the location an older ID now resolves to, or unknown. */
export async function resolveLocation(db: Executor, osId: string): Promise<ResolvedLocation> {
  const [current] = await locationsByOsId(db, [osId]);
  if (current) return { kind: 'current', location: current };
  const target = await findAliasTarget(db, osId);
  const [location] = target ? await locationsByOsId(db, [target.trim()]) : [];
  return location ? { kind: 'historical', location } : { kind: 'unknown' };
}
