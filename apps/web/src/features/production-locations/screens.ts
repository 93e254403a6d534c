// The contribution screens, each loaded with its own code (the app's route table loads them with `lazy:`).
export const loadContributePage = () =>
  import('./components/contribute-page.tsx').then((module) => module.ContributePage);
export const loadUploadPage = () => import('./components/upload-page.tsx').then((module) => module.UploadPage);
export const loadSingleLocationPage = () =>
  import('./components/single-location-page.tsx').then((module) => module.SingleLocationPage);
export const loadOsIdResultPage = () =>
  import('./components/os-id-result-page.tsx').then((module) => module.OsIdResultPage);
export const loadSearchResultsPage = () =>
  import('./components/search-results-page.tsx').then((module) => module.SearchResultsPage);
export const loadLocationInfoPage = () =>
  import('./components/location-info-page.tsx').then((module) => module.LocationInfoPage);
