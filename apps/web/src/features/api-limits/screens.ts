// The API blocks screens, each loaded with its own code (the app's route table loads them with `lazy:`).
export const loadApiBlocksPage = () =>
  import('./components/api-blocks-page.tsx').then((module) => module.ApiBlocksPage);
export const loadApiBlockDetailPage = () =>
  import('./components/api-block-detail-page.tsx').then((module) => module.ApiBlockDetailPage);
