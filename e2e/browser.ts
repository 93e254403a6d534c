import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-users.ts';

/**
 * The --disable-features Playwright (1.65) passes: Chromium keeps only the last such flag, so ours
 * repeats them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
/**
 * Headless Chromium 156 opens a window per page, and each loads its address bar's popup (a WebUI
 * page in a renderer of its own): ~0.7-1 s of CPU beside the page under test on two cores, which
 * a visitor's browser, its address bar long loaded, does not spend.
 */
const OMNIBOX_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * Debian's Chromium, headless, with the flags that let it (and WebGL maps) run in CI. Its pages
 * ask for reduced motion unless `motion` is 'full' (the benchmarks, the map's own tests): without
 * transitions, ripples and label fades, the software-rendered map draws about half the frames
 * (bench/history/2026-11.md, 2026-11-27 afternoon), and what the tests check does not move.
 */
export async function launchBrowser({ motion = 'reduced' }: { motion?: 'reduced' | 'full' } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-gl=angle',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(',')}`,
    ],
  });
  if (motion === 'full') return browser;
  // Headless Chromium ignores --force-prefers-reduced-motion; a context's emulation does not.
  const [newContext, newPage] = [browser.newContext.bind(browser), browser.newPage.bind(browser)];
  return Object.assign(browser, {
    newContext: (options: BrowserContextOptions = {}) => newContext({ reducedMotion: 'reduce', ...options }),
    newPage: (options: BrowserContextOptions = {}) => newPage({ reducedMotion: 'reduce', ...options }),
  });
}

/**
 * Logs in through the log-in form (with `?next=` when given) and waits for the signed-in menu:
 * the session cookie is then the page context's.
 */
export async function logInThroughForm(
  page: Page,
  serverUrl: string,
  email: string,
  options: { password?: string; next?: string } = {},
): Promise<void> {
  await page.goto(`${serverUrl}/auth/login${options.next ? `?next=${encodeURIComponent(options.next)}` : ''}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: 'My Account' }).waitFor();
}
