// The Contributors screen, loaded with its own code (the app wraps it in lazyScreen).
export const loadContributorsPage = () =>
  import('./components/contributors-page.tsx').then((module) => module.ContributorsPage);
