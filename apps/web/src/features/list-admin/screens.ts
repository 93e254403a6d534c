// The contributor lists screen, loaded with its own code (the app wraps it in lazyScreen).
export const loadDashboardListsPage = () =>
  import('./components/dashboard-lists-page.tsx').then((module) => module.DashboardListsPage);
