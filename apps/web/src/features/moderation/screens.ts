// The moderation queue and a contribution record, each loaded with its own code (the app's route table loads them with `lazy:`).
export const loadModerationQueuePage = () =>
  import('./components/moderation-queue-page.tsx').then((module) => module.ModerationQueuePage);
export const loadContributionRecordPage = () =>
  import('./components/contribution-record-page.tsx').then((module) => module.ContributionRecordPage);
