import {
  COARSE_LOCATION_REASON,
  isGeocodePrecision,
  locationSentence,
  placesTheAddress,
} from '@registry/core/geocode-precision';
import { countryName } from '@registry/core/countries';
import type { ListItemStatus } from '@registry/core/list-status';
import type { ListMatch } from '@registry/core/lists-api';
import type { Executor } from '../../db/executor.ts';
import { facilitiesOf, matchesOfItems, type MatchRow } from './item-queries.ts';
import type { ItemRecord } from './queries.ts';

const point = (lat: number | null, lng: number | null) => (lat === null || lng === null ? null : { lng, lat });

function matchView(match: MatchRow) {
  return {
    id: match.id,
    status: match.status as ListMatch['status'],
    confidence: Number(match.confidence),
    os_id: match.os_id.trim(),
    name: match.name,
    address: match.address,
    location: { lng: match.lng, lat: match.lat },
    is_claimed: match.is_claimed,
    is_active: match.is_active,
    results: match.results as ListMatch['results'],
  };
}

/**
 * How precise the row's geocoded point is, the sentence saying so ('Location approximate: town
 * centre of Savar, Bangladesh'), and for a region's or a country's centre the flag's reason.
 */
function locationNote(item: ItemRecord) {
  const precision = isGeocodePrecision(item.geocoded_precision) ? item.geocoded_precision : null;
  return {
    geocoded_location_type: precision,
    location_note: precision && item.geocoded_address ? locationSentence(precision, item.geocoded_address) : null,
    location_warning: precision && !placesTheAddress(precision) ? COARSE_LOCATION_REASON : null,
  };
}

/** List items as the spec's List item entity (part 1 §3), with their matches and matched facility. */
export async function itemViews(db: Executor, items: ItemRecord[], listStatuses: string[]) {
  const [matches, facilities] = await Promise.all([
    matchesOfItems(
      db,
      items.map((item) => item.id),
    ),
    facilitiesOf(db, [...new Set(items.flatMap((item) => (item.facility_id ? [item.facility_id] : [])))]),
  ]);
  const facilityById = new Map(facilities.map((facility) => [facility.os_id.trim(), facility]));
  return items.map((item) => {
    const facility = item.facility_id ? facilityById.get(item.facility_id.trim()) : undefined;
    return {
      id: item.id,
      row_index: item.row_index,
      raw_data: item.raw_data,
      status: item.status as ListItemStatus,
      processing_started_at: item.processing_started_at?.toISOString() ?? null,
      processing_completed_at: item.processing_completed_at?.toISOString() ?? null,
      country_code: item.country_code,
      country_name: item.country_code ? (countryName(item.country_code) ?? item.country_code) : null,
      name: item.name,
      address: item.address,
      geocoded_point: point(item.geocoded_lat, item.geocoded_lng),
      geocoded_address: item.geocoded_address,
      ...locationNote(item),
      processing_errors: item.processing_errors as string[],
      list_statuses: listStatuses,
      matched_facility: facility
        ? {
            os_id: facility.os_id.trim(),
            name: facility.name,
            address: facility.address,
            location: { lng: facility.lng, lat: facility.lat },
            created_from_id: facility.created_from_item_id,
          }
        : null,
      matches: matches.filter((match) => match.facility_list_item_id === item.id).map(matchView),
    };
  });
}

export type ItemView = Awaited<ReturnType<typeof itemViews>>[number];
