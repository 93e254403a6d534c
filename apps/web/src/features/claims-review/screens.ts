// Each screen is loaded with its own code the first time it shows (the app's route table loads them with `lazy:`).
export const loadClaimsListPage = () =>
  import('./components/claims-list-page.tsx').then((module) => module.ClaimsListPage);
export const loadClaimsDetailPage = () =>
  import('./components/claims-detail-page.tsx').then((module) => module.ClaimsDetailPage);
