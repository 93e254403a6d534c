/** Spec part 2 §2 'Dashboard home': the tools, in the spec's order, and the audit screen of every staff action. */
export interface DashboardLink {
  label: string;
  to: string;
}

export function dashboardLinks({ claimFlag }: { claimFlag: boolean }): DashboardLink[] {
  return [
    { label: 'Contributor Lists', to: '/dashboard/lists' },
    // Behind the claim_a_facility flag: with it off, the other links are shown without it.
    ...(claimFlag ? [{ label: 'Facility Claims', to: '/dashboard/claims' }] : []),
    { label: 'Delete a Facility', to: '/dashboard/deletefacility' },
    { label: 'Merge Two Facilities', to: '/dashboard/mergefacilities' },
    { label: 'Moderation Queue', to: '/dashboard/moderation-queue' },
    { label: 'Adjust Facility Matches', to: '/dashboard/adjustfacilitymatches' },
    { label: 'Update Facility Location', to: '/dashboard/updatefacilitylocation' },
    { label: 'API Blocks', to: '/dashboard/apiblocks' },
    { label: 'Contributors', to: '/dashboard/contributors' },
    { label: 'Status Reports', to: '/dashboard/activityreports' },
    { label: 'Link to New OS ID', to: '/dashboard/linkid' },
    { label: 'Geocode', to: '/dashboard/geocoder' },
    { label: 'Audit log', to: '/dashboard/audit' },
  ];
}
