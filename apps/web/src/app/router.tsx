import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ExternalRedirect } from '@/components/external-redirect.tsx';
import { NotFound } from '@/components/not-found.tsx';
import {
  loadConfirmAccountPage,
  loadLoginPage,
  loadRegisterPage,
  loadResetPasswordPage,
} from '@/features/auth/screens.ts';
import { loadFindOsIdsPage } from '@/features/facility-match/screens.ts';
import { loadListDetailPage, loadMyListsPage } from '@/features/lists/screens.ts';
import {
  loadContributePage,
  loadLocationInfoPage,
  loadOsIdResultPage,
  loadSearchResultsPage,
  loadSingleLocationPage,
  loadUploadPage,
} from '@/features/production-locations/screens.ts';
import { facilityQuery } from '@/features/facilities/api/facility-detail.ts';
import { EXTERNAL } from '@/lib/external-links.ts';
import { paths } from '@/lib/paths.ts';
import { RouteCrashScreen } from './crash-screen.tsx';
import { isEmbedMode } from './embed-mode.ts';
import { Layout } from './layout.tsx';
import { ScreenLoading } from './lazy-screen.tsx';
import { queryClient } from './providers.tsx';
import type { DashboardScreenName } from './screens/dashboard.tsx';
import { SearchScreen } from './screens/search.tsx';

/**
 * A route's screen, its code loaded the first time the route matches: each is a chunk of its own,
 * so a visitor of the search page downloads neither the dashboard nor the contribution forms.
 */
const screen = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

// Screens the app composes from several features (app/screens/), each loaded with its own code.
const facility = () => import('./screens/facility.tsx');
const claims = () => import('./screens/claims.tsx');
const dashboard = () => import('./screens/dashboard.tsx');

/**
 * A facility page's detail call leaves with the click, beside the page's code, not once the page
 * has rendered (the page's own query then finds it on its way, or fresh in the cache). An
 * embedded map's page asks with its contributor's config, which it loads first.
 */
function startFacilityCall({ params, request }: LoaderFunctionArgs): null {
  if (params.osID && !isEmbedMode(new URL(request.url).searchParams))
    void queryClient.prefetchQuery(facilityQuery(params.osID));
  return null;
}
/** A staff screen: its loader is in the dashboard's chunk, which its access gate needs first anyway. */
const staff = (name: DashboardScreenName) =>
  screen(() => dashboard().then((module) => module.dashboardScreens[name]()));

/** /dashboard and the staff screens, every one behind the dashboard's access gate. */
const dashboardRoutes: RouteObject = {
  path: paths.dashboard,
  lazy: screen(() => dashboard().then((module) => module.DashboardGate)),
  children: [
    { index: true, lazy: staff('home') },
    { path: paths.dashboardLists, lazy: staff('lists') },
    { path: paths.apiBlocks, lazy: staff('apiBlocks') },
    { path: paths.apiBlock, lazy: staff('apiBlock') },
    { path: paths.contributors, lazy: staff('contributors') },
    { path: paths.activityReports, lazy: staff('activityReports') },
    {
      // Claims review also needs the claim_a_facility flag.
      lazy: staff('claimsGate'),
      children: [
        { path: paths.claimsReview, lazy: staff('claimsList') },
        { path: paths.claimReview, lazy: staff('claimDetail') },
      ],
    },
    { path: paths.deleteFacility, lazy: staff('deleteFacility') },
    { path: paths.mergeFacilities, lazy: staff('mergeFacilities') },
    { path: paths.adjustFacilityMatches, lazy: staff('adjustMatches') },
    { path: paths.updateFacilityLocation, lazy: staff('updateLocation') },
    { path: paths.linkId, lazy: staff('linkId') },
    { path: paths.geocoder, lazy: staff('geocoder') },
    { path: paths.auditLog, lazy: staff('auditLog') },
    { path: paths.duplicates, lazy: staff('duplicates') },
    { path: paths.moderationQueue, lazy: staff('moderationQueue') },
    { path: paths.moderationRecord, lazy: staff('moderationRecord') },
  ],
};

/** Every URL of the app (spec part 1 §2, part 2 §2). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteCrashScreen />,
    children: [
      {
        // A screen that throws shows the crash screen inside the navigation and footer; a first
        // visit of a lazy screen shows the spinner there while its code loads.
        errorElement: <RouteCrashScreen />,
        hydrateFallbackElement: <ScreenLoading />,
        children: [
          { path: paths.login, lazy: screen(loadLoginPage) },
          { path: paths.register, lazy: screen(loadRegisterPage) },
          { path: paths.resetPassword, lazy: screen(loadResetPasswordPage) },
          { path: paths.confirmAccount, lazy: screen(loadConfirmAccountPage) },
          { path: paths.aboutProcessing, element: <ExternalRedirect to={EXTERNAL.processing} /> },
          { path: paths.aboutClaimedFacilities, element: <ExternalRedirect to={EXTERNAL.claimedFacilities} /> },
          { path: paths.terms, element: <ExternalRedirect to={EXTERNAL.terms} /> },
          {
            // The search comes with the app, so its request leaves as soon as the app starts; '/'
            // and '/facilities' share the element, so the map survives the first search.
            element: <SearchScreen />,
            children: [
              { path: paths.home, element: null },
              { path: paths.facilities, element: null },
            ],
          },
          {
            path: paths.facility,
            loader: startFacilityCall,
            lazy: screen(() => facility().then((module) => module.FacilityScreen)),
          },
          { path: paths.claimFacility, lazy: screen(() => claims().then((module) => module.ClaimScreen)) },
          { path: paths.claimed, lazy: screen(() => claims().then((module) => module.ClaimedListScreen)) },
          { path: paths.claimedFacility, lazy: screen(() => claims().then((module) => module.ClaimedDetailsScreen)) },
          dashboardRoutes,
          { path: paths.contribute, lazy: screen(loadContributePage) },
          { path: paths.multipleLocations, lazy: screen(loadUploadPage) },
          { path: paths.singleLocation, lazy: screen(loadSingleLocationPage) },
          { path: paths.singleLocationSearch, lazy: screen(loadSearchResultsPage) },
          { path: paths.singleLocationOsId, lazy: screen(loadOsIdResultPage) },
          { path: paths.newLocationInfo, lazy: screen(loadLocationInfoPage) },
          { path: paths.locationInfo, lazy: screen(loadLocationInfoPage) },
          { path: paths.findOsIds, lazy: screen(loadFindOsIdsPage) },
          { path: paths.lists, lazy: screen(loadMyListsPage) },
          { path: paths.list, lazy: screen(loadListDetailPage) },
          { path: paths.profile, lazy: screen(() => import('./screens/profile.tsx').then((m) => m.ProfileScreen)) },
          { path: paths.settings, lazy: screen(() => import('./screens/settings.tsx').then((m) => m.SettingsScreen)) },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
