/** Client routes of both spec documents whose screens land with later issues. */
export const PENDING_ROUTES: { path: string; screen: string }[] = [
  { path: '/contribute/single-location', screen: 'Add a single production location' },
  { path: '/contribute/single-location/search', screen: 'Search results' },
  { path: '/contribute/single-location/search/id/:osID', screen: 'Search by OS ID' },
  { path: '/contribute/single-location/info/:moderationID?', screen: 'Add a production location' },
  { path: '/contribute/single-location/:osID/info/:moderationID?', screen: 'Add data to a production location' },
  { path: '/lists', screen: 'My Lists' },
  { path: '/lists/:listID', screen: 'List' },
  { path: '/dashboard/moderation-queue', screen: 'Moderation Queue' },
  { path: '/dashboard/moderation-queue/:moderationID', screen: 'Contribution Record' },
];
