import { DashboardRoute } from './dashboard-routes.tsx';
import { lazyScreen } from './lazy-screen.tsx';

/** One chunk per tool: the geocoder's and the location tool's maps load only there. */
const SCREENS = {
  delete: lazyScreen(() => import('@/features/dashboard/components/delete-facility-page.tsx').then((module) => module.DeleteFacilityPage)),
  merge: lazyScreen(() => import('@/features/dashboard/components/merge-facilities-page.tsx').then((module) => module.MergeFacilitiesPage)),
  adjust: lazyScreen(() => import('@/features/dashboard/components/adjust-matches-page.tsx').then((module) => module.AdjustMatchesPage)),
  location: lazyScreen(() => import('@/features/dashboard/components/update-location-page.tsx').then((module) => module.UpdateLocationPage)),
  link: lazyScreen(() => import('@/features/dashboard/components/link-id-page.tsx').then((module) => module.LinkIdPage)),
  geocoder: lazyScreen(() => import('@/features/dashboard/components/geocoder-page.tsx').then((module) => module.GeocoderPage)),
  audit: lazyScreen(() => import('@/features/dashboard/components/audit-log-page.tsx').then((module) => module.AuditLogPage)),
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
