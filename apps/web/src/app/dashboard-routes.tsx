import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ClaimsAccessGate } from '@/features/claims-review/index.ts';
import { loadClaimsDetailPage, loadClaimsListPage } from '@/features/claims-review/screens.ts';
import { loadContributorsPage } from '@/features/contributor-admin/screens.ts';
import { DashboardAccessGate, DashboardHome } from '@/features/dashboard/index.ts';
import { useFeatureFlags } from '@/lib/feature-flags.ts';
import { useSession } from '@/lib/session.ts';
import { lazyScreen } from './lazy-screen.tsx';

const ClaimsListPage = lazyScreen(loadClaimsListPage);
const ContributorsPage = lazyScreen(loadContributorsPage);
const ClaimsDetailPage = lazyScreen(loadClaimsDetailPage);

/** The session as the access gates take it: undefined while it loads, null when anonymous. */
function useGateUser() {
  const session = useSession();
  const data = session.data;
  return session.isPending ? undefined : data && !data.isAnon ? { isSuperuser: data.is_superuser } : null;
}

/** A staff dashboard screen behind the session (features do not import each other; the app composes them). */
export function DashboardRoute({ children }: { children: ReactNode }) {
  const user = useGateUser();
  const location = useLocation();
  return (
    <DashboardAccessGate access={{ user, path: location.pathname + location.search }}>{children}</DashboardAccessGate>
  );
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

/** /dashboard/claims and /dashboard/claims/{claimID}: superusers, with the claim flag on. */
export function DashboardClaimsRoute({ screen }: { screen: 'list' | 'detail' }) {
  const user = useGateUser();
  const flags = useFeatureFlags();
  const location = useLocation();
  const claimFlag = flags.isPending ? undefined : flags.data?.claim_a_facility === true;
  return (
    <ClaimsAccessGate access={{ user, claimFlag, path: location.pathname + location.search }}>
      {screen === 'list' ? <ClaimsListPage /> : <ClaimsDetailPage />}
    </ClaimsAccessGate>
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
