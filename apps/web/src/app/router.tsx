import { createBrowserRouter } from 'react-router';
import { ExternalRedirect } from '@/components/external-redirect.tsx';
import { NotFound } from '@/components/not-found.tsx';
import { EXTERNAL } from '@/lib/external-links.ts';
import { LoginPage } from '@/features/auth/components/login-page.tsx';
import { RegisterPage } from '@/features/auth/components/register-page.tsx';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page.tsx';
import { ConfirmAccountPage } from '@/features/auth/components/confirm-account-page.tsx';
import { ContributePage } from '@/features/contribute/components/contribute-page.tsx';
import { UploadPage } from '@/features/contribute/components/upload-page.tsx';
import { SingleLocationPage } from '@/features/contribute/components/single-location-page.tsx';
import { OsIdResultPage } from '@/features/contribute/components/os-id-result-page.tsx';
import { SearchResultsPage } from '@/features/contribute/components/search-results-page.tsx';
import { LocationInfoPage } from '@/features/contribute/components/location-info-page.tsx';
import { MyListsPage } from '@/features/lists/components/my-lists-page.tsx';
import { ListDetailPage } from '@/features/lists/components/list-detail-page.tsx';
import { FacilityRoute } from './facility-route.tsx';
import { Layout } from './layout.tsx';
import { SearchRoute } from './search-route.tsx';
import { ProfileRoute } from './profile-route.tsx';
import { SettingsRoute } from './settings-route.tsx';
import { ClaimedRoute, ClaimRoute, DashboardClaimsRoute } from './claims-routes.tsx';
import { ModerationRoute } from './moderation-routes.tsx';
import { FacilityAdminRoute } from './facility-admin-routes.tsx';
import { DashboardContributorsRoute, DashboardHomeRoute, DashboardRoute } from './dashboard-routes.tsx';
import { DashboardListsPage } from '@/features/dashboard/components/dashboard-lists-page.tsx';
import { ApiBlocksPage } from '@/features/dashboard/components/api-blocks-page.tsx';
import { ApiBlockDetailPage } from '@/features/dashboard/components/api-block-detail-page.tsx';
import { ActivityReportsPage } from '@/features/dashboard/components/activity-reports-page.tsx';
import { RouteCrashScreen } from './crash-screen.tsx';

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
