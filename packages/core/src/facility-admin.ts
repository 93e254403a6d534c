/** Staff facility tools (spec part 2 §4-§5, §8): texts and rules shared by the dashboard and the server. */

export const FACILITY_ADMIN_TOASTS = {
  deleted: 'Facility was deleted',
  locationUpdated: 'Facility location was updated',
  reverted: 'Reverted match to original facility',
  splitCreated: 'New facility was created',
  promoted: 'Match was promoted',
  merged: 'Facilities were merged',
  // Not in the spec's list of toasts: the transfer's own, in the same words.
  moved: 'Match was transferred',
  linked: 'Facility was linked to the new OS ID',
} as const;

export const FACILITY_ADMIN_FALLBACKS = {
  delete: 'An error prevented deleting that facility',
  updateLocation: 'An error prevented updating the facility location',
  adjustMatch: 'An error prevented moving, splitting or promoting that facility match',
  fetchFacility: 'An error prevented fetching that facility',
  merge: 'An error prevented merging those facilities',
  mergeRequired: 'Target facility and to merge facility are required',
  matchIdRequired: 'facilityMatchID is a required parameter',
  osIdRequired: 'No OS ID was provided',
  link: 'An error prevented linking that facility',
  geocode: 'An error prevented geocoding that address',
} as const;

export const MERGE_MESSAGES = {
  alreadyMerge: 'That facility has already been added as the facility to merge.',
  alreadyTarget: 'That facility has already been added as the target facility.',
  alreadyMerged: (osId: string, into: string) => `Facility ${osId} has already been merged into ${into}.`,
} as const;

/** At most this many facilities are selected for a merge in the search results (spec part 1 §9). */
export const MERGE_SELECTION_MAX = 2;

/** Matches that can be split off, promoted or moved (spec part 2 §4 'Match adjust'). */
export const ADJUSTABLE_MATCH_STATUSES = ['AUTOMATIC', 'CONFIRMED', 'MERGED'] as const;
export const isAdjustableMatchStatus = (status: string) =>
  (ADJUSTABLE_MATCH_STATUSES as readonly string[]).includes(status);

export const MATCH_MESSAGES = {
  notAdjustable: 'Only AUTOMATIC, CONFIRMED or MERGED matches can be split, promoted or moved.',
  notOnFacility: 'That match does not belong to this facility.',
  createdFacility: 'This facility was created from that match, so it cannot be split from it.',
  alreadyOnFacility: 'That match already belongs to this facility.',
  itemAlreadyMatched: 'That list item already has a match to this facility.',
  notGeocoded: 'That list item has no coordinates, so it cannot become a facility.',
} as const;

export const LOCATION_MESSAGES = {
  required: 'Both latitude and longitude are required.',
  lat: 'Latitude must be a number between -90 and 90.',
  lng: 'Longitude must be a number between -180 and 180.',
  unchanged: 'The new coordinates are the same as the current ones.',
} as const;

export const LINK_MESSAGES = {
  unknown: (osId: string) => `Facility ${osId} does not exist.`,
  self: 'A facility cannot be linked to itself.',
} as const;

/** Parses a coordinate typed by a person: a finite number, or null. */
export function parseCoordinate(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The location form's problems (empty when it may be saved): range first, then "unchanged". */
export function locationProblems(
  lat: number | null,
  lng: number | null,
  current: { lat: number; lng: number } | null,
): string[] {
  if (lat === null || lng === null) return [LOCATION_MESSAGES.required];
  const problems: string[] = [];
  if (lat < -90 || lat > 90) problems.push(LOCATION_MESSAGES.lat);
  if (lng < -180 || lng > 180) problems.push(LOCATION_MESSAGES.lng);
  if (problems.length === 0 && current && current.lat === lat && current.lng === lng)
    problems.push(LOCATION_MESSAGES.unchanged);
  return problems;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The preview's distance text: km with 2 decimals (spec part 2 §4 'Location update'). */
export const formatDistanceKm = (km: number) => `${km.toFixed(2)} km`;

/**
 * The merge pickers' check when a facility is added to one side: it may not already be the other
 * side (spec part 2 §5 'Merge'). Returns the message, or null.
 */
export function mergePickProblem(side: 'target' | 'merge', osId: string, other: string | null): string | null {
  if (!other || other !== osId) return null;
  return side === 'target' ? MERGE_MESSAGES.alreadyMerge : MERGE_MESSAGES.alreadyTarget;
}
