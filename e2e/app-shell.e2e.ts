import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer, type TestServer } from './server.ts';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  // Documentation pages live elsewhere; answer them locally so the test needs no network.
  await page.route('https://info.opensupplyhub.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Documentation</title><h1>Documentation</h1>' }),
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('app shell', () => {
  it('names each page in the browser tab and serves the icon', async () => {
    await page.goto(server.url);
    await expect.poll(() => page.title()).toBe('Open Supply Hub');
    await page.goto(`${server.url}/auth/login`);
    await expect.poll(() => page.title()).toBe('Log In | Open Supply Hub');
    await page.goto(`${server.url}/no/such/page`);
    await expect.poll(() => page.title()).toBe('Page Not Found | Open Supply Hub');

    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
    const icon = await fetch(`${server.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('shows the anonymous navigation, submenus and footer', async () => {
    await page.goto(server.url);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Explore', 'How It Works', 'About Us', 'Pricing', 'Language'])
      await nav.getByRole('button', { name }).waitFor();
    await nav.getByRole('link', { name: 'Login' }).waitFor();
    await nav.getByRole('link', { name: 'Register' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Add Data' }).getAttribute('href')).toBe('/contribute');
    expect(await nav.getByRole('button', { name: 'My Account' }).count()).toBe(0);

    await nav.getByRole('button', { name: 'Language' }).click();
    const languages = page.getByRole('menu').getByRole('menuitem');
    await expect.poll(() => languages.count()).toBe(5);
    await page.getByRole('menuitem', { name: /Turkish/ }).waitFor();
    await page.keyboard.press('Escape');

    const footer = page.getByRole('contentinfo');
    for (const name of [
      'Donate',
      'Subscribe',
      'FAQs',
      'Careers',
      'Media Hub',
      'Blog',
      'Terms of Service',
      'Privacy Policy',
      'Reporting Line',
      'Contact Us',
      'LinkedIn',
    ]) {
      await footer.getByRole('link', { name, exact: true }).waitFor();
    }
    await footer.getByRole('link', { name: /Creative Commons/ }).waitFor();
  });

  it('honours a request for reduced motion: buttons without transitions; with them otherwise', async () => {
    const transition = async (target: Page) => {
      await target.goto(server.url);
      const language = target.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Language' });
      return language.evaluate(
        (element) =>
          (globalThis as unknown as { getComputedStyle(e: unknown): { transitionDuration: string } }).getComputedStyle(
            element,
          ).transitionDuration,
      );
    };
    // This browser's pages ask for reduced motion (e2e/browser.ts); a context can ask for none.
    expect(await transition(page)).toBe('0s');
    const full = await browser.newContext({ reducedMotion: 'no-preference' });
    try {
      expect(await transition(await full.newPage())).toBe('0.25s, 0.25s, 0.25s, 0.25s');
    } finally {
      await full.close();
    }
  });

  it('shows not-found for unknown paths', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
  });

  it('redirects the legacy documentation routes', async () => {
    await page.goto(`${server.url}/tos`);
    await page.waitForURL('https://info.opensupplyhub.org/terms-of-service');
    await page.goto(`${server.url}/about/processing`);
    await page.waitForURL('https://info.opensupplyhub.org/resources/how-the-os-id-works');
  });

  it('replaces the navigation with a menu below 75rem', async () => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto(server.url);
    expect(await page.getByRole('button', { name: 'Explore' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'How It Works' }).click();
    await menu.getByRole('link', { name: 'How the OS ID works' }).waitFor();
    await menu.getByRole('link', { name: 'Login' }).waitFor();
    await page.getByRole('link', { name: 'Add Data' }).click();
    await page.waitForURL(`${server.url}/contribute`);
  });
});
