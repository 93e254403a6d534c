import { loadContributionRecordPage, loadModerationQueuePage } from '@/features/moderation/screens.ts';
import { DashboardRoute } from './dashboard-routes.tsx';
import { lazyScreen } from './lazy-screen.tsx';

const ModerationQueuePage = lazyScreen(loadModerationQueuePage);
const ContributionRecordPage = lazyScreen(loadContributionRecordPage);

/** /dashboard/moderation-queue and /dashboard/moderation-queue/{moderationID}: superusers only. */
export function ModerationRoute({ screen }: { screen: 'queue' | 'record' }) {
  return <DashboardRoute>{screen === 'queue' ? <ModerationQueuePage /> : <ContributionRecordPage />}</DashboardRoute>;
}
