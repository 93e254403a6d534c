import { countryName } from '@registry/core/countries';
import { ALPHA3_TO_ALPHA2 } from '@registry/core/country-alpha3';
import { isGeocodePrecision } from '@registry/core/geocode-precision';
import type { ProductionLocationDetail } from '@registry/core/production-location-api';
import type { Executor } from '../../db/executor.ts';
import { findV1Locations, type V1LocationRow } from './v1-queries.ts';

const ALPHA3_OF = new Map(Object.entries(ALPHA3_TO_ALPHA2).map(([alpha3, alpha2]) => [alpha2, alpha3]));

/** A value, or nothing when it is empty: the anchor leaves null values out, so do we. */
const present = <T>(value: T | null | undefined | '' | readonly unknown[]): T | undefined =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
    ? undefined
    : (value as T);

const toNumber = (value: number | string | null | undefined) =>
  value === null || value === undefined ? undefined : Number(value);

const isoDate = (value: string | null | undefined) => (value ? new Date(value).toISOString() : undefined);

function claimStatusOf(row: V1LocationRow): ProductionLocationDetail['claim_status'] {
  if (row.has_approved_claim) return 'claimed';
  return row.has_pending_claim ? 'pending' : 'unclaimed';
}

/** One row as the v1 answer shows it; `detail` adds what GET /{os_id}/ adds. */
export function toV1Location(row: V1LocationRow, detail: boolean): ProductionLocationDetail {
  const code = row.country_code.trim();
  const claim = row.claim;
  const energy = claim
    ? Object.fromEntries(
        Object.entries(claim.energy).flatMap(([source, value]) => (value === null ? [] : [[source, Number(value)]])),
      )
    : {};
  const location: ProductionLocationDetail = {
    os_id: row.os_id.trim(),
    name: row.name,
    local_name: present(claim?.native_name) ?? present(row.native_language_names[0]),
    description: present(claim?.description),
    address: row.address,
    country: { name: countryName(code) ?? code, alpha_2: code, alpha_3: ALPHA3_OF.get(code) },
    claim_status: claimStatusOf(row),
    claimed_at: row.has_approved_claim ? isoDate(claim?.claimed_at) : undefined,
    historical_os_id: row.alias_os_ids.map((id) => id.trim()),
    coordinates: { lat: row.lat, lng: row.lng },
    geocoded_location_type: isGeocodePrecision(row.location_precision) ? row.location_precision : null,
    business_url: present(claim?.website),
    sector: present(row.sectors),
    parent_company: present(row.parent_company),
    product_type: present(row.product_types),
    location_type: present(row.facility_types),
    processing_type: present(row.processing_types),
    number_of_workers: row.workers ? { min: Number(row.workers.min), max: Number(row.workers.max) } : undefined,
    minimum_order_quantity: present(claim?.minimum_order_quantity),
    average_lead_time: present(claim?.average_lead_time),
    percent_female_workers: toNumber(claim?.female_workers),
    affiliations: present(claim?.affiliations),
    certifications_standards_regulations: present(claim?.certifications),
    is_closed: row.is_closed,
    ...(detail
      ? {
          opened_at: present(claim?.opening_date),
          estimated_annual_throughput: toNumber(claim?.estimated_annual_throughput),
          actual_annual_energy_consumption: Object.keys(energy).length ? energy : undefined,
        }
      : {}),
  };
  return Object.fromEntries(
    Object.entries(location).filter(([, value]) => value !== undefined),
  ) as ProductionLocationDetail;
}

/** Current locations by OS ID with their v1 fields, in the order asked; IDs that are not current are left out. */
export async function v1LocationsByOsId(
  db: Executor,
  osIds: readonly string[],
  detail = false,
): Promise<ProductionLocationDetail[]> {
  const rows = new Map((await findV1Locations(db, osIds)).map((row) => [row.os_id.trim(), row]));
  return osIds.flatMap((osId) => {
    const row = rows.get(osId.trim());
    return row ? [toV1Location(row, detail)] : [];
  });
}
