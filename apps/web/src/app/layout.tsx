import { Suspense, useEffect } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessages } from '@/api/errors.ts';
import { FALLBACK_MESSAGES } from '@/api/fallback-messages.ts';
import { AnalyticsLoader } from '@/components/consent/analytics-loader.tsx';
import { CookieConsentBanner } from '@/components/consent/cookie-consent-banner.tsx';
import { SurveyDialog } from '@/components/consent/survey-dialog.tsx';
import { useToast } from '@/components/toast.tsx';
import { useLogout } from '@/features/auth/index.ts';
import { useFeatureFlags } from '@/lib/feature-flags.ts';
import { documentTitle } from '@/lib/document-title.ts';
import { useLanguage, useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { PRODUCT_NAME } from '@/lib/product.ts';
import { useSession } from '@/lib/session.ts';
import { EmbedFooter } from './embed-footer.tsx';
import { isEmbedMode } from './embed-mode.ts';
import { ScreenLoading } from './lazy-screen.tsx';
import { Footer } from './footer.tsx';
import { FundraisingBanner } from './fundraising-banner.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { pageTitleOf } from './page-titles.ts';
import { NavMenu } from './nav-menu.tsx';
import {
  accountMenu,
  anonymousAccountItems,
  languageMenu,
  MAIN_MENUS,
  navItemKey,
  type NavGroup,
} from './navigation.ts';

/** Spec part 1 §2 and §9: a mobile menu replaces the navigation at max width 75rem. */
const MOBILE_QUERY = '(max-width:75rem)';

export function Layout() {
  const [params] = useSearchParams();
  return (
    <>
      <RouteTitle />
      {isEmbedMode(params) ? <EmbedLayout /> : <FullLayout />}
    </>
  );
}

/** The browser tab names the current route; a page that names itself (a facility's) is left to do so. */
function RouteTitle() {
  const t = useT();
  const { pathname } = useLocation();
  const id = pageTitleOf(pathname);
  const title = id ? t(id) : id;
  useEffect(() => {
    if (title !== undefined) document.title = documentTitle(title);
  }, [title]);
  return null;
}

/** The current screen, with a spinner while its code loads. */
function ScreenOutlet() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Outlet />
    </Suspense>
  );
}

/** The embedded map: no app header, banners or dialogs; a 'Powered by' footer (spec part 1 §2, §6). */
function EmbedLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      {/* A page taller than the frame (a facility) scrolls inside it, above the footer, not under it. */}
      <Box component="main" sx={{ flexGrow: 1, minHeight: 0, overflowY: 'auto' }}>
        <ScreenOutlet />
      </Box>
      <EmbedFooter />
    </Box>
  );
}

function FullLayout() {
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const flags = useFeatureFlags();
  const logout = useLogout();
  const toast = useToast();
  const navigate = useNavigate();
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const location = useLocation();
  const accountItems = anonymousAccountItems(location.pathname + location.search + location.hash);

  useEffect(() => {
    if (flags.isError) toast(t(FALLBACK_MESSAGES.featureFlags));
  }, [flags.isError, toast, t]);

  const onAction = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate(paths.home),
      onError: (error) => toast(errorMessages(error, FALLBACK_MESSAGES.logOut)[0]!),
    });
  const user = session.data && !session.data.isAnon ? session.data : null;
  // While the session loads, show neither Login nor My Account rather than the wrong one.
  const anonymous = !user && !session.isPending;
  const accountGroup: NavGroup[] = user ? [{ label: 'My Account', items: accountMenu(user, flags.data ?? {}) }] : [];
  const groups = [...MAIN_MENUS, languageMenu(language), ...accountGroup];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <FundraisingBanner />
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography
            variant="h6"
            component={RouterLink}
            to={paths.home}
            sx={{ flexGrow: 1, color: 'inherit', textDecoration: 'none' }}
          >
            {PRODUCT_NAME}
          </Typography>
          {mobile ? (
            <MobileMenu groups={groups} flatItems={anonymous ? accountItems : []} onAction={onAction} />
          ) : (
            <Box component="nav" aria-label={t('Main')} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              {groups.map((group) => (
                <NavMenu key={group.label} group={group} onAction={onAction} />
              ))}
              {anonymous &&
                accountItems.map((item) =>
                  'to' in item ? (
                    <Button key={navItemKey(item)} color="inherit" component={RouterLink} to={item.to}>
                      {t(item.label)}
                    </Button>
                  ) : null,
                )}
              <Button variant="contained" component={RouterLink} to={paths.contribute} sx={{ ml: 1 }}>
                {t('Add Data')}
              </Button>
            </Box>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1 }}>
        <ScreenOutlet />
      </Box>
      <Footer />
      <CookieConsentBanner />
      <SurveyDialog />
      <AnalyticsLoader />
    </Box>
  );
}
