import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useFeatureFlags } from '@/features/auth/api/feature-flags.ts';
import { useSession } from '@/features/auth/api/session.ts';
import { ContributorsPage } from '@/features/dashboard/components/contributors-page.tsx';
import { DashboardAccessGate } from '@/features/dashboard/components/dashboard-access.tsx';
import { DashboardHome } from '@/features/dashboard/components/dashboard-home.tsx';

/** A staff dashboard screen behind the session (features do not import each other; the app composes them). */
export function DashboardRoute({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const data = session.data;
  const user = session.isPending ? undefined : data && !data.isAnon ? { isSuperuser: data.is_superuser } : null;
  return <DashboardAccessGate access={{ user, path: location.pathname + location.search }}>{children}</DashboardAccessGate>;
}

/** /dashboard: the Facility Claims link follows the claim_a_facility flag. */
export function DashboardHomeRoute() {
  const flags = useFeatureFlags();
  return (
    <DashboardRoute>
      <DashboardHome claimFlag={flags.data?.claim_a_facility === true} />
    </DashboardRoute>
  );
}

/** /dashboard/contributors: embed level, groups, moderation mode and verification per contributor. */
export function DashboardContributorsRoute() {
  return (
    <DashboardRoute>
      <ContributorsPage />
    </DashboardRoute>
  );
}
