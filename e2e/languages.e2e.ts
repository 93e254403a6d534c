import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { keepScreenshot } from './screenshots.ts';
import { startServer, type TestServer, WEB_CLIENT } from './server.ts';

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // A few demo facilities: the walk opens one of them.
  server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '20' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
});

/** A browser whose languages (navigator.languages and Accept-Language) are `locale`'s. */
async function visitor(locale: string, viewport = { width: 1400, height: 900 }) {
  const context = await browser.newContext({ locale, viewport });
  contexts.push(context);
  return context.newPage();
}

const nav = (page: Awaited<ReturnType<typeof visitor>>) => page.getByRole('navigation').first();

describe('the app in its languages', () => {
  it("opens a first visit in the browser's language, and in English when it has none of them", async () => {
    const brazilian = await visitor('pt-BR');
    await brazilian.goto(`${server.url}/facilities`);
    await nav(brazilian).getByRole('button', { name: 'Explorar' }).waitFor();
    expect(await brazilian.locator('html').getAttribute('lang')).toBe('pt');
    await expect.poll(() => brazilian.title()).toBe('Pesquisar | Open Supply Hub');
    await brazilian.getByRole('button', { name: 'Encontrar instalações' }).waitFor();

    const french = await visitor('fr-FR');
    await french.goto(`${server.url}/facilities`);
    await nav(french).getByRole('button', { name: 'Explore' }).waitFor();
    expect(await french.locator('html').getAttribute('lang')).toBe('en');
  });

  it('switches in place from the language menu, keeps the page, and remembers the choice', async () => {
    const page = await visitor('en-US');
    const address = `${server.url}/facilities?q=mill`;
    await page.goto(address);
    await nav(page).getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: /Turkish/ }).click();
    await nav(page).getByRole('button', { name: 'Keşfet' }).waitFor();
    expect(page.url()).toBe(address);
    expect(await page.locator('html').getAttribute('lang')).toBe('tr');
    expect(await page.evaluate("localStorage.getItem('lang')")).toBe('tr');
    const cookies = await page.context().cookies(server.url);
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('tr');

    // The menu now offers English back, and the choice outlasts the visit (and the browser's language).
    await nav(page).getByRole('button', { name: 'Dil' }).click();
    await page.getByRole('menuitem', { name: 'English' }).waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${server.url}/auth/login`);
    await nav(page).getByRole('button', { name: 'Keşfet' }).waitFor();
    await expect.poll(() => page.title()).toBe('Giriş yap | Open Supply Hub');
  });

  it('takes ?lang= for one page (the embedded map) without remembering it', async () => {
    const page = await visitor('en-US');
    await page.goto(`${server.url}/facilities?embed=1&contributors=1&lang=bn`);
    await page.getByRole('img', { name: 'Open Supply Hub দ্বারা চালিত' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('bn');
    await page.goto(`${server.url}/facilities`);
    await nav(page).getByRole('button', { name: 'Explore' }).waitFor();
  });

  /** In each language, texts the search page and a facility page show, and the tab of the results. */
  const WALK = [
    { locale: 'bn-BD', list: 'তালিকা', copy: 'OS ID কপি করুন' },
    { locale: 'zh-CN', list: '列表', copy: '复制 OS ID' },
    { locale: 'hi-IN', list: 'सूची', copy: 'OS ID कॉपी करें' },
    { locale: 'pt-BR', list: 'Lista', copy: 'Copiar OS ID' },
    { locale: 'tr-TR', list: 'Liste', copy: "OS ID'yi kopyala" },
  ];

  it.each(WALK)(
    'shows search and a facility in $locale on a 390 px phone, nothing wider than the screen',
    async (walk) => {
      const answer = (await (await fetch(`${server.url}/api/facilities/?pageSize=1`, WEB_CLIENT)).json()) as {
        features: { properties: { os_id: string } }[];
      };
      const osId = answer.features[0]!.properties.os_id;
      const page = await visitor(walk.locale, { width: 390, height: 800 });
      await page.goto(`${server.url}/facilities`);
      await page.getByRole('tab', { name: walk.list }).waitFor();
      await page.getByTestId('facility-results').waitFor();
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await keepScreenshot(page, `language-${walk.locale}-search`);
      await page.goto(`${server.url}/facilities/${osId}`);
      await page.getByRole('button', { name: walk.copy }).waitFor();
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await keepScreenshot(page, `language-${walk.locale}-facility`);
      await page.context().close();
    },
  );
});
