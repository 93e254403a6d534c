import path from 'node:path';
import type { Page } from 'playwright-core';

const DIR = path.join(import.meta.dirname, '../docs/screenshots');

/**
 * With SCREENSHOTS=1 the page as the walk sees it, kept as docs/screenshots/<name>.png for the
 * docs (`SCREENSHOTS=1 npx vitest run --config e2e/vitest.config.ts e2e/languages.e2e.ts ...`).
 */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  // The cookie banner (a fixed region) would cover half of a phone's screen.
  await page.evaluate(
    `document.querySelectorAll('[role="region"]').forEach((el) => { if (getComputedStyle(el).position === 'fixed') el.style.visibility = 'hidden'; })`,
  );
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: path.join(DIR, `${name}.png`) });
}
