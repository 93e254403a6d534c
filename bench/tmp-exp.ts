import { chromium } from 'playwright-core';
import { startServer } from '../e2e/server.ts';
const server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: '500', LOG_LEVEL: 'warn' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] });
const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
for (const visit of ['cold', 'warm']) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 93750 });
  const t0 = Date.now();
  const lines: string[] = [];
  page.on('request', (r) => lines.push(`${Date.now() - t0} start ${r.url().replace(server.url, '').slice(0, 80)}`));
  page.on('requestfinished', (r) => lines.push(`${Date.now() - t0} end   ${r.url().replace(server.url, '').slice(0, 80)}`));
  page.on('console', (m) => lines.push(`${Date.now() - t0} console ${m.text().slice(0, 100)}`));
  await page.goto(`${server.url}/facilities`, { waitUntil: 'commit' });
  await page.getByRole('list', { name: 'Facilities' }).getByRole('listitem').first().waitFor();
  lines.push(`${Date.now() - t0} RESULTS`);
  await page.waitForTimeout(8000);
  console.log(visit, '\n' + lines.join('\n'));
  await page.close();
}
await browser.close(); await server.stop();
