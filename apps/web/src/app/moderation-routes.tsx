import { ContributionRecordPage } from '@/features/dashboard/components/contribution-record-page.tsx';
import { ModerationQueuePage } from '@/features/dashboard/components/moderation-queue-page.tsx';
import { DashboardRoute } from './dashboard-routes.tsx';

/** /dashboard/moderation-queue and /dashboard/moderation-queue/{moderationID}: superusers only. */
export function ModerationRoute({ screen }: { screen: 'queue' | 'record' }) {
  return <DashboardRoute>{screen === 'queue' ? <ModerationQueuePage /> : <ContributionRecordPage />}</DashboardRoute>;
}
