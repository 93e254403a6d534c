// Each screen is loaded with its own code the first time it shows (the app wraps them in lazyScreen).
export const loadClaimsListPage = () =>
  import('./components/claims-list-page.tsx').then((module) => module.ClaimsListPage);
export const loadClaimsDetailPage = () =>
  import('./components/claims-detail-page.tsx').then((module) => module.ClaimsDetailPage);
