// One chunk per tool, loaded the first time it shows (the geocoder's and the location tool's maps load only there).
export const loadDeleteFacilityPage = () =>
  import('./components/delete-facility-page.tsx').then((module) => module.DeleteFacilityPage);
export const loadMergeFacilitiesPage = () =>
  import('./components/merge-facilities-page.tsx').then((module) => module.MergeFacilitiesPage);
export const loadAdjustMatchesPage = () =>
  import('./components/adjust-matches-page.tsx').then((module) => module.AdjustMatchesPage);
export const loadUpdateLocationPage = () =>
  import('./components/update-location-page.tsx').then((module) => module.UpdateLocationPage);
export const loadLinkIdPage = () => import('./components/link-id-page.tsx').then((module) => module.LinkIdPage);
export const loadGeocoderPage = () => import('./components/geocoder-page.tsx').then((module) => module.GeocoderPage);
