// The Contributors screen, loaded with its own code (the app's route table loads it with `lazy:`).
export const loadContributorsPage = () =>
  import('./components/contributors-page.tsx').then((module) => module.ContributorsPage);
