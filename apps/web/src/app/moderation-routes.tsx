import { DashboardRoute } from './dashboard-routes.tsx';
import { lazyScreen } from './lazy-screen.tsx';

const ModerationQueuePage = lazyScreen(() => import('@/features/dashboard/components/moderation-queue-page.tsx').then((module) => module.ModerationQueuePage));
const ContributionRecordPage = lazyScreen(() => import('@/features/dashboard/components/contribution-record-page.tsx').then((module) => module.ContributionRecordPage));

/** /dashboard/moderation-queue and /dashboard/moderation-queue/{moderationID}: superusers only. */
export function ModerationRoute({ screen }: { screen: 'queue' | 'record' }) {
  return <DashboardRoute>{screen === 'queue' ? <ModerationQueuePage /> : <ContributionRecordPage />}</DashboardRoute>;
}
