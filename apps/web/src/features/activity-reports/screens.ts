// The status reports screen, loaded with its own code (the app wraps it in lazyScreen).
export const loadActivityReportsPage = () =>
  import('./components/activity-reports-page.tsx').then((module) => module.ActivityReportsPage);
