import { matchRoutes } from 'react-router';
import type { MessageId } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';

type PathName = keyof typeof paths;

/**
 * Each route's name in the browser tab, a catalog key (null: the product's name alone). A route added to `paths`
 * does not compile until it is named here.
 */
const PAGE_TITLES: Record<PathName, MessageId | null> = {
  home: null,
  login: 'Log In',
  register: 'Register',
  resetPassword: 'Reset Password',
  confirmAccount: 'Confirm Account',
  aboutProcessing: null,
  aboutClaimedFacilities: null,
  terms: null,
  facilities: 'Search',
  facility: null,
  claimFacility: 'Claim a Production Location',
  claimed: 'My Claimed Facilities',
  claimedFacility: 'Claimed Facility Details',
  contribute: 'Contribute',
  multipleLocations: 'Upload Multiple Locations',
  singleLocation: 'Add a Single Location',
  singleLocationSearch: 'Production Location Search',
  singleLocationOsId: 'Production Location',
  newLocationInfo: 'Production Location Information',
  locationInfo: 'Production Location Information',
  findOsIds: 'Find OS IDs',
  lists: 'My Lists',
  list: 'List',
  profile: 'Profile',
  settings: 'Settings',
  dashboard: 'Dashboard',
  dashboardLists: 'Contributor Lists',
  apiBlocks: 'API Blocks',
  apiBlock: 'API Block',
  contributors: 'Contributors',
  activityReports: 'Facility Status Reports',
  claimsReview: 'Facility Claims',
  claimReview: 'Facility Claim',
  deleteFacility: 'Delete Facility',
  mergeFacilities: 'Merge Facilities',
  adjustFacilityMatches: 'Adjust Facility Matches',
  updateFacilityLocation: 'Update Facility Location',
  linkId: 'Link OS ID',
  geocoder: 'Geocoder',
  auditLog: 'Audit Log',
  duplicates: 'Possible Duplicates',
  moderationQueue: 'Moderation Queue',
  moderationRecord: 'Moderation Event',
};

/** Pages that set the title themselves: a facility's page names the facility once it has loaded. */
const NAMED_BY_THE_PAGE: ReadonlySet<PathName> = new Set(['facility']);

// react-router's own ranking picks the route (a static segment before a parameter).
const ROUTES = (Object.keys(paths) as PathName[]).map((id) => ({ id, path: paths[id] }));

/**
 * The tab's page name for a path: a route's name, null for the product's name alone (the home
 * page), 'Page Not Found' for no route, and undefined where the page names itself.
 */
export function pageTitleOf(pathname: string): MessageId | null | undefined {
  const id = matchRoutes(ROUTES, pathname)?.at(-1)?.route.id;
  if (id === undefined) return 'Page Not Found';
  return NAMED_BY_THE_PAGE.has(id) ? undefined : PAGE_TITLES[id];
}
