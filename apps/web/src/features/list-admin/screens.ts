// The contributor lists screen, loaded with its own code (the app's route table loads it with `lazy:`).
export const loadDashboardListsPage = () =>
  import('./components/dashboard-lists-page.tsx').then((module) => module.DashboardListsPage);
