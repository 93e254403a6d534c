// The user's lists and one list, each loaded with its own code (the app's route table loads them with `lazy:`).
export const loadMyListsPage = () => import('./components/my-lists-page.tsx').then((module) => module.MyListsPage);
export const loadListDetailPage = () =>
  import('./components/list-detail-page.tsx').then((module) => module.ListDetailPage);
