// The status reports screen, loaded with its own code (the app's route table loads it with `lazy:`).
export const loadActivityReportsPage = () =>
  import('./components/activity-reports-page.tsx').then((module) => module.ActivityReportsPage);
