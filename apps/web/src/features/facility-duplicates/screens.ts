// The possible duplicates screen, loaded with its own code (the app's route table loads it with `lazy:`).
export const loadDuplicatesPage = () =>
  import('./components/duplicates-page.tsx').then((module) => module.DuplicatesPage);
