import { loadAuditLogPage } from '@/features/audit-log/screens.ts';
import {
  loadAdjustMatchesPage,
  loadDeleteFacilityPage,
  loadGeocoderPage,
  loadLinkIdPage,
  loadMergeFacilitiesPage,
  loadUpdateLocationPage,
} from '@/features/facility-admin/screens.ts';
import { DashboardRoute } from './dashboard-routes.tsx';
import { lazyScreen } from './lazy-screen.tsx';

/** One chunk per tool: the geocoder's and the location tool's maps load only there. */
const SCREENS = {
  delete: lazyScreen(loadDeleteFacilityPage),
  merge: lazyScreen(loadMergeFacilitiesPage),
  adjust: lazyScreen(loadAdjustMatchesPage),
  location: lazyScreen(loadUpdateLocationPage),
  link: lazyScreen(loadLinkIdPage),
  geocoder: lazyScreen(loadGeocoderPage),
  audit: lazyScreen(loadAuditLogPage),
} as const;

/** The staff facility tools (spec part 2 §2) and the audit log, behind the dashboard's access gate. */
export function FacilityAdminRoute({ screen }: { screen: keyof typeof SCREENS }) {
  const Screen = SCREENS[screen];
  return (
    <DashboardRoute>
      <Screen />
    </DashboardRoute>
  );
}
