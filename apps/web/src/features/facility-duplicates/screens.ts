// The possible duplicates screen, loaded with its own code (the app wraps it in lazyScreen).
export const loadDuplicatesPage = () =>
  import('./components/duplicates-page.tsx').then((module) => module.DuplicatesPage);
