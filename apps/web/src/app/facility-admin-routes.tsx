import { useLocation } from 'react-router';
import { useSession } from '@/features/auth/api/session.ts';
import { AdjustMatchesPage } from '@/features/dashboard/components/adjust-matches-page.tsx';
import { AuditLogPage } from '@/features/dashboard/components/audit-log-page.tsx';
import { DeleteFacilityPage } from '@/features/dashboard/components/delete-facility-page.tsx';
import { GeocoderPage } from '@/features/dashboard/components/geocoder-page.tsx';
import { LinkIdPage } from '@/features/dashboard/components/link-id-page.tsx';
import { MergeFacilitiesPage } from '@/features/dashboard/components/merge-facilities-page.tsx';
import { StaffAccessGate } from '@/features/dashboard/components/staff-access.tsx';
import { UpdateLocationPage } from '@/features/dashboard/components/update-location-page.tsx';

const SCREENS = {
  delete: DeleteFacilityPage,
  merge: MergeFacilitiesPage,
  adjust: AdjustMatchesPage,
  location: UpdateLocationPage,
  link: LinkIdPage,
  geocoder: GeocoderPage,
  audit: AuditLogPage,
} as const;

/** The staff facility tools (spec part 2 §2) and the audit log: superusers only. */
export function FacilityAdminRoute({ screen }: { screen: keyof typeof SCREENS }) {
  const session = useSession();
  const location = useLocation();
  const data = session.data;
  const user = session.isPending ? undefined : data && !data.isAnon ? { isSuperuser: data.is_superuser } : null;
  const Screen = SCREENS[screen];
  return (
    <StaffAccessGate user={user} path={location.pathname}>
      <Screen />
    </StaffAccessGate>
  );
}
