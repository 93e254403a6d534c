import { createBrowserRouter } from 'react-router';
import { ExternalRedirect } from '@/components/external-redirect.tsx';
import { NotFound } from '@/components/not-found.tsx';
import { loadActivityReportsPage } from '@/features/activity-reports/screens.ts';
import { loadApiBlockDetailPage, loadApiBlocksPage } from '@/features/api-limits/screens.ts';
import {
  loadConfirmAccountPage,
  loadLoginPage,
  loadRegisterPage,
  loadResetPasswordPage,
} from '@/features/auth/screens.ts';
import {
  loadContributePage,
  loadLocationInfoPage,
  loadOsIdResultPage,
  loadSearchResultsPage,
  loadSingleLocationPage,
  loadUploadPage,
} from '@/features/production-locations/screens.ts';
import { loadFindOsIdsPage } from '@/features/facility-match/screens.ts';
import { loadDashboardListsPage } from '@/features/list-admin/screens.ts';
import { loadDuplicatesPage } from '@/features/facility-duplicates/screens.ts';
import { loadListDetailPage, loadMyListsPage } from '@/features/lists/screens.ts';
import { EXTERNAL } from '@/lib/external-links.ts';
import { paths } from '@/lib/paths.ts';
import { Layout } from './layout.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { RouteCrashScreen } from './crash-screen.tsx';
import { SearchRoute } from './search-route.tsx';

// Every screen but the home page's search loads with its own code (the layout shows a spinner
// meanwhile): a visitor of the search page downloads neither the dashboard nor the contribution
// forms. The search comes with the app, so its request leaves as soon as the app starts.
const LoginPage = lazyScreen(loadLoginPage);
const RegisterPage = lazyScreen(loadRegisterPage);
const ResetPasswordPage = lazyScreen(loadResetPasswordPage);
const ConfirmAccountPage = lazyScreen(loadConfirmAccountPage);
const ContributePage = lazyScreen(loadContributePage);
const UploadPage = lazyScreen(loadUploadPage);
const SingleLocationPage = lazyScreen(loadSingleLocationPage);
const OsIdResultPage = lazyScreen(loadOsIdResultPage);
const SearchResultsPage = lazyScreen(loadSearchResultsPage);
const LocationInfoPage = lazyScreen(loadLocationInfoPage);
const MyListsPage = lazyScreen(loadMyListsPage);
const ListDetailPage = lazyScreen(loadListDetailPage);
const FindOsIdsPage = lazyScreen(loadFindOsIdsPage);
const FacilityRoute = lazyScreen(() => import('./facility-route.tsx').then((module) => module.FacilityRoute));
const ProfileRoute = lazyScreen(() => import('./profile-route.tsx').then((module) => module.ProfileRoute));
const SettingsRoute = lazyScreen(() => import('./settings-route.tsx').then((module) => module.SettingsRoute));
const ClaimRoute = lazyScreen(() => import('./claims-routes.tsx').then((module) => module.ClaimRoute));
const ClaimedRoute = lazyScreen(() => import('./claims-routes.tsx').then((module) => module.ClaimedRoute));
// The dashboard: staff screens, each behind the dashboard's access gate.
const DashboardRoute = lazyScreen(() => import('./dashboard-routes.tsx').then((module) => module.DashboardRoute));
const DashboardHomeRoute = lazyScreen(() =>
  import('./dashboard-routes.tsx').then((module) => module.DashboardHomeRoute),
);
const DashboardContributorsRoute = lazyScreen(() =>
  import('./dashboard-routes.tsx').then((module) => module.DashboardContributorsRoute),
);
const DashboardClaimsRoute = lazyScreen(() =>
  import('./dashboard-routes.tsx').then((module) => module.DashboardClaimsRoute),
);
const ModerationRoute = lazyScreen(() => import('./moderation-routes.tsx').then((module) => module.ModerationRoute));
const FacilityAdminRoute = lazyScreen(() =>
  import('./facility-admin-routes.tsx').then((module) => module.FacilityAdminRoute),
);
const DashboardListsPage = lazyScreen(loadDashboardListsPage);
const ApiBlocksPage = lazyScreen(loadApiBlocksPage);
const ApiBlockDetailPage = lazyScreen(loadApiBlockDetailPage);
const ActivityReportsPage = lazyScreen(loadActivityReportsPage);
const DuplicatesPage = lazyScreen(loadDuplicatesPage);

export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteCrashScreen />,
    children: [
      {
        // A screen that throws shows the crash screen inside the navigation and footer.
        errorElement: <RouteCrashScreen />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          { path: paths.register, element: <RegisterPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.confirmAccount, element: <ConfirmAccountPage /> },
          { path: paths.aboutProcessing, element: <ExternalRedirect to={EXTERNAL.processing} /> },
          { path: paths.aboutClaimedFacilities, element: <ExternalRedirect to={EXTERNAL.claimedFacilities} /> },
          { path: paths.terms, element: <ExternalRedirect to={EXTERNAL.terms} /> },
          {
            element: <SearchRoute />,
            children: [
              { path: paths.home, element: null },
              { path: paths.facilities, element: null },
            ],
          },
          { path: paths.facility, element: <FacilityRoute /> },
          { path: paths.claimFacility, element: <ClaimRoute /> },
          { path: paths.claimed, element: <ClaimedRoute screen="list" /> },
          { path: paths.claimedFacility, element: <ClaimedRoute screen="details" /> },
          { path: paths.dashboard, element: <DashboardHomeRoute /> },
          {
            path: paths.dashboardLists,
            element: (
              <DashboardRoute>
                <DashboardListsPage />
              </DashboardRoute>
            ),
          },
          {
            path: paths.apiBlocks,
            element: (
              <DashboardRoute>
                <ApiBlocksPage />
              </DashboardRoute>
            ),
          },
          {
            path: paths.apiBlock,
            element: (
              <DashboardRoute>
                <ApiBlockDetailPage />
              </DashboardRoute>
            ),
          },
          { path: paths.contributors, element: <DashboardContributorsRoute /> },
          {
            path: paths.activityReports,
            element: (
              <DashboardRoute>
                <ActivityReportsPage />
              </DashboardRoute>
            ),
          },
          { path: paths.claimsReview, element: <DashboardClaimsRoute screen="list" /> },
          { path: paths.claimReview, element: <DashboardClaimsRoute screen="detail" /> },
          { path: paths.deleteFacility, element: <FacilityAdminRoute screen="delete" /> },
          { path: paths.mergeFacilities, element: <FacilityAdminRoute screen="merge" /> },
          { path: paths.adjustFacilityMatches, element: <FacilityAdminRoute screen="adjust" /> },
          { path: paths.updateFacilityLocation, element: <FacilityAdminRoute screen="location" /> },
          { path: paths.linkId, element: <FacilityAdminRoute screen="link" /> },
          { path: paths.geocoder, element: <FacilityAdminRoute screen="geocoder" /> },
          { path: paths.auditLog, element: <FacilityAdminRoute screen="audit" /> },
          {
            path: paths.duplicates,
            element: (
              <DashboardRoute>
                <DuplicatesPage />
              </DashboardRoute>
            ),
          },
          { path: paths.contribute, element: <ContributePage /> },
          { path: paths.multipleLocations, element: <UploadPage /> },
          { path: paths.singleLocation, element: <SingleLocationPage /> },
          { path: paths.singleLocationSearch, element: <SearchResultsPage /> },
          { path: paths.singleLocationOsId, element: <OsIdResultPage /> },
          { path: paths.newLocationInfo, element: <LocationInfoPage /> },
          { path: paths.locationInfo, element: <LocationInfoPage /> },
          { path: paths.moderationQueue, element: <ModerationRoute screen="queue" /> },
          { path: paths.moderationRecord, element: <ModerationRoute screen="record" /> },
          { path: paths.findOsIds, element: <FindOsIdsPage /> },
          { path: paths.lists, element: <MyListsPage /> },
          { path: paths.list, element: <ListDetailPage /> },
          { path: paths.profile, element: <ProfileRoute /> },
          { path: paths.settings, element: <SettingsRoute /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
]);
