import { useLocation } from 'react-router';
import { useSession } from '@/features/auth/api/session.ts';
import { ContributionRecordPage } from '@/features/dashboard/components/contribution-record-page.tsx';
import { ModerationQueuePage } from '@/features/dashboard/components/moderation-queue-page.tsx';
import { SuperuserGate } from '@/features/dashboard/components/superuser-gate.tsx';

/** /dashboard/moderation-queue and /dashboard/moderation-queue/{moderationID}: superusers only. */
export function ModerationRoute({ screen }: { screen: 'queue' | 'record' }) {
  const session = useSession();
  const location = useLocation();
  const data = session.data;
  const user = session.isPending ? undefined : data && !data.isAnon ? { isSuperuser: data.is_superuser } : null;
  return (
    <SuperuserGate user={user} path={location.pathname}>
      {screen === 'queue' ? <ModerationQueuePage /> : <ContributionRecordPage />}
    </SuperuserGate>
  );
}
