/** Client routes of both spec documents whose screens land with later issues. */
export const PENDING_ROUTES: { path: string; screen: string }[] = [
  { path: '/dashboard/deletefacility', screen: 'Delete a Facility' },
  { path: '/dashboard/mergefacilities', screen: 'Merge Two Facilities' },
  { path: '/dashboard/adjustfacilitymatches', screen: 'Adjust Facility Matches' },
  { path: '/dashboard/updatefacilitylocation', screen: 'Update Facility Location' },
  { path: '/dashboard/linkid', screen: 'Link to New OS ID' },
  { path: '/dashboard/geocoder', screen: 'Geocode' },
];
