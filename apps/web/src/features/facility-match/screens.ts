// The Find OS IDs screen, loaded with its own code (the app's route table loads it with `lazy:`).
export const loadFindOsIdsPage = () =>
  import('./components/find-os-ids-page.tsx').then((module) => module.FindOsIdsPage);
