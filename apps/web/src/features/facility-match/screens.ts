// The Find OS IDs screen, loaded with its own code (the app wraps it in lazyScreen).
export const loadFindOsIdsPage = () =>
  import('./components/find-os-ids-page.tsx').then((module) => module.FindOsIdsPage);
