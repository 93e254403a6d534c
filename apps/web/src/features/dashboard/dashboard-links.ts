import { paths } from '@/lib/paths.ts';

/** Spec part 2 §2 'Dashboard home': the tools, in the spec's order, and the audit screen of every staff action. */
export interface DashboardLink {
  label: string;
  to: string;
}

export function dashboardLinks({ claimFlag }: { claimFlag: boolean }): DashboardLink[] {
  return [
    { label: 'Contributor Lists', to: paths.dashboardLists },
    // Behind the claim_a_facility flag: with it off, the other links are shown without it.
    ...(claimFlag ? [{ label: 'Facility Claims', to: paths.claimsReview }] : []),
    { label: 'Delete a Facility', to: paths.deleteFacility },
    { label: 'Merge Two Facilities', to: paths.mergeFacilities },
    { label: 'Possible Duplicates', to: paths.duplicates },
    { label: 'Moderation Queue', to: paths.moderationQueue },
    { label: 'Adjust Facility Matches', to: paths.adjustFacilityMatches },
    { label: 'Update Facility Location', to: paths.updateFacilityLocation },
    { label: 'API Blocks', to: paths.apiBlocks },
    { label: 'Contributors', to: paths.contributors },
    { label: 'Status Reports', to: paths.activityReports },
    { label: 'Link to New OS ID', to: paths.linkId },
    { label: 'Geocode', to: paths.geocoder },
    { label: 'Audit log', to: paths.auditLog },
  ];
}
