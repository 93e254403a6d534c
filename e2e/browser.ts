import { chromium, type Browser, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-users.ts';

/** Debian's Chromium, headless, with the flags that let it (and WebGL maps) run in CI. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
    ],
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
