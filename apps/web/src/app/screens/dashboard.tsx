import { Outlet, useLocation } from 'react-router';
import { loadActivityReportsPage } from '@/features/activity-reports/screens.ts';
import { loadApiBlockDetailPage, loadApiBlocksPage } from '@/features/api-limits/screens.ts';
import { loadAuditLogPage } from '@/features/audit-log/screens.ts';
import { ClaimsAccessGate } from '@/features/claims-review/index.ts';
import { loadClaimsDetailPage, loadClaimsListPage } from '@/features/claims-review/screens.ts';
import { loadContributorsPage } from '@/features/contributor-admin/screens.ts';
import { DashboardAccessGate, DashboardHome } from '@/features/dashboard/index.ts';
import {
  loadAdjustMatchesPage,
  loadDeleteFacilityPage,
  loadGeocoderPage,
  loadLinkIdPage,
  loadMergeFacilitiesPage,
  loadUpdateLocationPage,
} from '@/features/facility-admin/screens.ts';
import { loadDuplicatesPage } from '@/features/facility-duplicates/screens.ts';
import { loadDashboardListsPage } from '@/features/list-admin/screens.ts';
import { loadContributionRecordPage, loadModerationQueuePage } from '@/features/moderation/screens.ts';
import { useFeatureFlags } from '@/lib/feature-flags.ts';
import { useSession } from '@/lib/session.ts';

/** The session as the access gates take it: undefined while it loads, null when anonymous. */
function useGateUser() {
  const session = useSession();
  const data = session.data;
  return session.isPending ? undefined : data && !data.isAnon ? { isSuperuser: data.is_superuser } : null;
}

/** /dashboard and every staff screen under it, behind the session (the app composes the features). */
export function DashboardGate() {
  const user = useGateUser();
  const location = useLocation();
  return (
    <DashboardAccessGate access={{ user, path: location.pathname + location.search }}>
      <Outlet />
    </DashboardAccessGate>
  );
}

/** /dashboard: the Facility Claims link follows the claim_a_facility flag. */
export function DashboardHomeScreen() {
  const flags = useFeatureFlags();
  return <DashboardHome claimFlag={flags.data?.claim_a_facility === true} />;
}

/** /dashboard/claims and /dashboard/claims/{claimID}: superusers, with the claim flag on. */
export function ClaimsGate() {
  const user = useGateUser();
  const flags = useFeatureFlags();
  const location = useLocation();
  const claimFlag = flags.isPending ? undefined : flags.data?.claim_a_facility === true;
  return (
    <ClaimsAccessGate access={{ user, claimFlag, path: location.pathname + location.search }}>
      <Outlet />
    </ClaimsAccessGate>
  );
}

/**
 * The staff screens' code, each a chunk of its own. Their loaders live here, in the dashboard's
 * chunk, rather than in the route table: each loader names its chunk's files, and the app's first
 * download would otherwise carry those lists for screens most visitors never open.
 */
export const dashboardScreens = {
  home: () => Promise.resolve(DashboardHomeScreen),
  lists: loadDashboardListsPage,
  apiBlocks: loadApiBlocksPage,
  apiBlock: loadApiBlockDetailPage,
  contributors: loadContributorsPage,
  activityReports: loadActivityReportsPage,
  claimsGate: () => Promise.resolve(ClaimsGate),
  claimsList: loadClaimsListPage,
  claimDetail: loadClaimsDetailPage,
  deleteFacility: loadDeleteFacilityPage,
  mergeFacilities: loadMergeFacilitiesPage,
  adjustMatches: loadAdjustMatchesPage,
  updateLocation: loadUpdateLocationPage,
  linkId: loadLinkIdPage,
  geocoder: loadGeocoderPage,
  auditLog: loadAuditLogPage,
  duplicates: loadDuplicatesPage,
  moderationQueue: loadModerationQueuePage,
  moderationRecord: loadContributionRecordPage,
};
export type DashboardScreenName = keyof typeof dashboardScreens;
