import { createBrowserRouter } from 'react-router';
import { ExternalRedirect } from '@/components/external-redirect.tsx';
import { NotFound } from '@/components/not-found.tsx';
import { loadActivityReportsPage } from '@/features/activity-reports/screens.ts';
import { loadApiBlockDetailPage, loadApiBlocksPage } from '@/features/api-blocks/screens.ts';
import { loadDashboardListsPage } from '@/features/list-admin/screens.ts';
import { EXTERNAL } from '@/lib/external-links.ts';
import { Layout } from './layout.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { RouteCrashScreen } from './crash-screen.tsx';
import { SearchRoute } from './search-route.tsx';

// Every screen but the home page's search loads with its own code (the layout shows a spinner
// meanwhile): a visitor of the search page downloads neither the dashboard nor the contribution
// forms. The search comes with the app, so its request leaves as soon as the app starts.
const LoginPage = lazyScreen(() => import('@/features/auth/components/login-page.tsx').then((module) => module.LoginPage));
const RegisterPage = lazyScreen(() => import('@/features/auth/components/register-page.tsx').then((module) => module.RegisterPage));
const ResetPasswordPage = lazyScreen(() => import('@/features/auth/components/reset-password-page.tsx').then((module) => module.ResetPasswordPage));
const ConfirmAccountPage = lazyScreen(() => import('@/features/auth/components/confirm-account-page.tsx').then((module) => module.ConfirmAccountPage));
const ContributePage = lazyScreen(() => import('@/features/contribute/components/contribute-page.tsx').then((module) => module.ContributePage));
const UploadPage = lazyScreen(() => import('@/features/contribute/components/upload-page.tsx').then((module) => module.UploadPage));
const SingleLocationPage = lazyScreen(() => import('@/features/contribute/components/single-location-page.tsx').then((module) => module.SingleLocationPage));
const OsIdResultPage = lazyScreen(() => import('@/features/contribute/components/os-id-result-page.tsx').then((module) => module.OsIdResultPage));
const SearchResultsPage = lazyScreen(() => import('@/features/contribute/components/search-results-page.tsx').then((module) => module.SearchResultsPage));
const LocationInfoPage = lazyScreen(() => import('@/features/contribute/components/location-info-page.tsx').then((module) => module.LocationInfoPage));
const MyListsPage = lazyScreen(() => import('@/features/lists/components/my-lists-page.tsx').then((module) => module.MyListsPage));
const ListDetailPage = lazyScreen(() => import('@/features/lists/components/list-detail-page.tsx').then((module) => module.ListDetailPage));
const FindOsIdsPage = lazyScreen(() => import('@/features/find-os-ids/components/find-os-ids-page.tsx').then((module) => module.FindOsIdsPage));
const FacilityRoute = lazyScreen(() => import('./facility-route.tsx').then((module) => module.FacilityRoute));
const ProfileRoute = lazyScreen(() => import('./profile-route.tsx').then((module) => module.ProfileRoute));
const SettingsRoute = lazyScreen(() => import('./settings-route.tsx').then((module) => module.SettingsRoute));
const ClaimRoute = lazyScreen(() => import('./claims-routes.tsx').then((module) => module.ClaimRoute));
const ClaimedRoute = lazyScreen(() => import('./claims-routes.tsx').then((module) => module.ClaimedRoute));
// The dashboard: staff screens, each behind the dashboard's access gate.
const DashboardRoute = lazyScreen(() => import('./dashboard-routes.tsx').then((module) => module.DashboardRoute));
const DashboardHomeRoute = lazyScreen(() => import('./dashboard-routes.tsx').then((module) => module.DashboardHomeRoute));
const DashboardContributorsRoute = lazyScreen(() => import('./dashboard-routes.tsx').then((module) => module.DashboardContributorsRoute));
const DashboardClaimsRoute = lazyScreen(() => import('./dashboard-routes.tsx').then((module) => module.DashboardClaimsRoute));
const ModerationRoute = lazyScreen(() => import('./moderation-routes.tsx').then((module) => module.ModerationRoute));
const FacilityAdminRoute = lazyScreen(() => import('./facility-admin-routes.tsx').then((module) => module.FacilityAdminRoute));
const DashboardListsPage = lazyScreen(loadDashboardListsPage);
const ApiBlocksPage = lazyScreen(loadApiBlocksPage);
const ApiBlockDetailPage = lazyScreen(loadApiBlockDetailPage);
const ActivityReportsPage = lazyScreen(loadActivityReportsPage);

export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteCrashScreen />,
    children: [
      {
        // A screen that throws shows the crash screen inside the navigation and footer.
        errorElement: <RouteCrashScreen />,
        children: [
          { path: '/auth/login', element: <LoginPage /> },
          { path: '/auth/register', element: <RegisterPage /> },
          { path: '/auth/resetpassword/:uid', element: <ResetPasswordPage /> },
          { path: '/auth/confirm/:uid', element: <ConfirmAccountPage /> },
          { path: '/about/processing', element: <ExternalRedirect to={EXTERNAL.processing} /> },
          { path: '/about/claimedfacilities', element: <ExternalRedirect to={EXTERNAL.claimedFacilities} /> },
          { path: '/tos', element: <ExternalRedirect to={EXTERNAL.terms} /> },
          { element: <SearchRoute />, children: [{ path: '/', element: null }, { path: '/facilities', element: null }] },
          { path: '/facilities/:osID', element: <FacilityRoute /> },
          { path: '/facilities/:osID/claim', element: <ClaimRoute /> },
          { path: '/claimed', element: <ClaimedRoute screen="list" /> },
          { path: '/claimed/:claimID', element: <ClaimedRoute screen="details" /> },
          { path: '/dashboard', element: <DashboardHomeRoute /> },
          { path: '/dashboard/lists', element: <DashboardRoute><DashboardListsPage /></DashboardRoute> },
          { path: '/dashboard/apiblocks', element: <DashboardRoute><ApiBlocksPage /></DashboardRoute> },
          { path: '/dashboard/apiblocks/:blockId', element: <DashboardRoute><ApiBlockDetailPage /></DashboardRoute> },
          { path: '/dashboard/contributors', element: <DashboardContributorsRoute /> },
          { path: '/dashboard/activityreports', element: <DashboardRoute><ActivityReportsPage /></DashboardRoute> },
          { path: '/dashboard/claims', element: <DashboardClaimsRoute screen="list" /> },
          { path: '/dashboard/claims/:claimID', element: <DashboardClaimsRoute screen="detail" /> },
          { path: '/dashboard/deletefacility', element: <FacilityAdminRoute screen="delete" /> },
          { path: '/dashboard/mergefacilities', element: <FacilityAdminRoute screen="merge" /> },
          { path: '/dashboard/adjustfacilitymatches', element: <FacilityAdminRoute screen="adjust" /> },
          { path: '/dashboard/updatefacilitylocation', element: <FacilityAdminRoute screen="location" /> },
          { path: '/dashboard/linkid', element: <FacilityAdminRoute screen="link" /> },
          { path: '/dashboard/geocoder', element: <FacilityAdminRoute screen="geocoder" /> },
          { path: '/dashboard/audit', element: <FacilityAdminRoute screen="audit" /> },
          { path: '/contribute', element: <ContributePage /> },
          { path: '/contribute/multiple-locations', element: <UploadPage /> },
          { path: '/contribute/single-location', element: <SingleLocationPage /> },
          { path: '/contribute/single-location/search', element: <SearchResultsPage /> },
          { path: '/contribute/single-location/search/id/:osID', element: <OsIdResultPage /> },
          { path: '/contribute/single-location/info/:moderationID?', element: <LocationInfoPage /> },
          { path: '/contribute/single-location/:osID/info/:moderationID?', element: <LocationInfoPage /> },
          { path: '/dashboard/moderation-queue', element: <ModerationRoute screen="queue" /> },
          { path: '/dashboard/moderation-queue/:moderationID', element: <ModerationRoute screen="record" /> },
          { path: '/find-os-ids', element: <FindOsIdsPage /> },
          { path: '/lists', element: <MyListsPage /> },
          { path: '/lists/:listID', element: <ListDetailPage /> },
          { path: '/profile/:id', element: <ProfileRoute /> },
          { path: '/settings', element: <SettingsRoute /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
]);
