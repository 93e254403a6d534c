/** Client routes of both spec documents whose screens land with later issues. */
export const PENDING_ROUTES: { path: string; screen: string }[] = [
  { path: '/lists', screen: 'My Lists' },
  { path: '/lists/:listID', screen: 'List' },
  { path: '/dashboard', screen: 'Dashboard' },
  { path: '/dashboard/lists', screen: 'Contributor Lists' },
  { path: '/dashboard/apiblocks', screen: 'API Blocks' },
  { path: '/dashboard/apiblocks/:blockId', screen: 'API Block' },
  { path: '/dashboard/deletefacility', screen: 'Delete a Facility' },
  { path: '/dashboard/mergefacilities', screen: 'Merge Two Facilities' },
  { path: '/dashboard/adjustfacilitymatches', screen: 'Adjust Facility Matches' },
  { path: '/dashboard/updatefacilitylocation', screen: 'Update Facility Location' },
  { path: '/dashboard/activityreports', screen: 'Status Reports' },
  { path: '/dashboard/linkid', screen: 'Link to New OS ID' },
  { path: '/dashboard/geocoder', screen: 'Geocode' },
];
