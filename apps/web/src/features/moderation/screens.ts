// The moderation queue and a contribution record, each loaded with its own code (the app wraps them in lazyScreen).
export const loadModerationQueuePage = () =>
  import('./components/moderation-queue-page.tsx').then((module) => module.ModerationQueuePage);
export const loadContributionRecordPage = () =>
  import('./components/contribution-record-page.tsx').then((module) => module.ContributionRecordPage);
