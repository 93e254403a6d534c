/**
 * Every route of the app: the patterns app/router.tsx matches, and below them the builders of the
 * links that carry params. A path without params is its own link (`paths.contribute`).
 */
export const paths = {
  home: '/',
  login: '/auth/login',
  register: '/auth/register',
  resetPassword: '/auth/resetpassword/:uid',
  confirmAccount: '/auth/confirm/:uid',
  aboutProcessing: '/about/processing',
  aboutClaimedFacilities: '/about/claimedfacilities',
  terms: '/tos',
  facilities: '/facilities',
  facility: '/facilities/:osID',
  claimFacility: '/facilities/:osID/claim',
  claimed: '/claimed',
  claimedFacility: '/claimed/:claimID',
  contribute: '/contribute',
  multipleLocations: '/contribute/multiple-locations',
  singleLocation: '/contribute/single-location',
  singleLocationSearch: '/contribute/single-location/search',
  singleLocationOsId: '/contribute/single-location/search/id/:osID',
  newLocationInfo: '/contribute/single-location/info/:moderationID?',
  locationInfo: '/contribute/single-location/:osID/info/:moderationID?',
  findOsIds: '/find-os-ids',
  lists: '/lists',
  list: '/lists/:listID',
  profile: '/profile/:id',
  settings: '/settings',
  dashboard: '/dashboard',
  dashboardLists: '/dashboard/lists',
  apiBlocks: '/dashboard/apiblocks',
  apiBlock: '/dashboard/apiblocks/:blockId',
  contributors: '/dashboard/contributors',
  activityReports: '/dashboard/activityreports',
  claimsReview: '/dashboard/claims',
  claimReview: '/dashboard/claims/:claimID',
  deleteFacility: '/dashboard/deletefacility',
  mergeFacilities: '/dashboard/mergefacilities',
  adjustFacilityMatches: '/dashboard/adjustfacilitymatches',
  updateFacilityLocation: '/dashboard/updatefacilitylocation',
  linkId: '/dashboard/linkid',
  geocoder: '/dashboard/geocoder',
  auditLog: '/dashboard/audit',
  duplicates: '/dashboard/duplicates',
  moderationQueue: '/dashboard/moderation-queue',
  moderationRecord: '/dashboard/moderation-queue/:moderationID',
} as const;

const segment = (value: string | number) => encodeURIComponent(String(value));

/** /auth/login, with the page to come back to after signing in. */
export const loginPath = (next: string) => `${paths.login}?next=${encodeURIComponent(next)}`;

export const facilityPath = (osId: string) => `${paths.facilities}/${segment(osId)}`;

export const claimFacilityPath = (osId: string) => `${facilityPath(osId)}/claim`;

/** The search page with a query string (its filters), or without one. */
export const facilitiesSearchPath = (query: string) => (query ? `${paths.facilities}?${query}` : paths.facilities);

export const claimedFacilityPath = (claimId: string | number) => `${paths.claimed}/${segment(claimId)}/`;

export const singleLocationSearchPath = (query: string) => `${paths.singleLocationSearch}/?${query}`;

export const singleLocationOsIdPath = (osId: string) => `${paths.singleLocationSearch}/id/${segment(osId)}`;

/**
 * The contribution form: of a new location (no OS ID) or of an existing one; with a moderation id
 * (its confirmation), with '' (a trailing slash, as the search results link it) or without.
 */
export function locationInfoPath(osId: string | undefined, moderationId?: string): string {
  const base = osId ? `${paths.singleLocation}/${segment(osId)}/info` : `${paths.singleLocation}/info`;
  return moderationId === undefined ? base : `${base}/${moderationId && segment(moderationId)}`;
}

export const listPath = (listId: number) => `${paths.lists}/${listId}`;

export const profilePath = (id: number) => paths.profile.replace(':id', String(id));

export const apiBlockPath = (blockId: number) => `${paths.apiBlocks}/${blockId}`;

export const claimReviewPath = (claimId: number) => `${paths.claimsReview}/${claimId}`;

export const moderationRecordPath = (moderationId: string) => `${paths.moderationQueue}/${segment(moderationId)}`;
