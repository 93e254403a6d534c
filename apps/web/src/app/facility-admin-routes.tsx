import { AdjustMatchesPage } from '@/features/dashboard/components/adjust-matches-page.tsx';
import { AuditLogPage } from '@/features/dashboard/components/audit-log-page.tsx';
import { DeleteFacilityPage } from '@/features/dashboard/components/delete-facility-page.tsx';
import { GeocoderPage } from '@/features/dashboard/components/geocoder-page.tsx';
import { LinkIdPage } from '@/features/dashboard/components/link-id-page.tsx';
import { MergeFacilitiesPage } from '@/features/dashboard/components/merge-facilities-page.tsx';
import { UpdateLocationPage } from '@/features/dashboard/components/update-location-page.tsx';
import { DashboardRoute } from './dashboard-routes.tsx';

const SCREENS = {
  delete: DeleteFacilityPage,
  merge: MergeFacilitiesPage,
  adjust: AdjustMatchesPage,
  location: UpdateLocationPage,
  link: LinkIdPage,
  geocoder: GeocoderPage,
  audit: AuditLogPage,
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
