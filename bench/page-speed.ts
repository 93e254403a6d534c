// What a click costs in the browser, beside first-visit (which times a cold load): a search
// result clicked until the facility page shows its name and its map, and each staff dashboard
// screen opened from the dashboard home until its heading shows and nothing is loading. Debian's
// Chromium on a desktop viewport, no network throttling, the real server seeded with N demo
// facilities; five rounds, median and slowest, on the idle machine and with `--load N` busy
// processes beside it (the "load 4").
//   npm run bench:page-speed -- [--facilities N] [--rounds N] [--load N] [--dashboard-rounds N] [--no-build]
// `--no-build` serves the web build already in apps/web/dist (say, to time two builds in turn).
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import type { Page } from 'playwright-core';
import { launchBrowser, logInThroughForm } from '../e2e/browser.ts';
import { startServer, WEB_CLIENT, type TestServer } from '../e2e/server.ts';
import { buildWeb } from './first-visit.ts';
import { median } from './stats.ts';

export interface ClickTimes {
  medianMs: number;
  slowestMs: number;
}
export interface PageSpeed {
  load: string;
  resultToFacilityPage: ClickTimes;
  /** The same, from the click's event as the page received it: without Playwright's checks before it clicks. */
  resultToFacilityPageFromClickEvent: ClickTimes;
  /**
   * From the click event, the result clicked once the search page has settled (its map drawn, no
   * request for half a second), as a visitor who read the result clicks it: the others click as
   * soon as the link shows, while the search map still starts.
   */
  resultToFacilityPageSettled: ClickTimes;
  dashboard: Record<string, ClickTimes>;
}

const times = (samples: number[]): ClickTimes => ({
  medianMs: Math.round(median(samples)),
  slowestMs: Math.round(Math.max(...samples)),
});

/** Busy loops at the lowest priority: the load average rises by about `count`. */
function busyProcesses(count: number): ChildProcess[] {
  return Array.from({ length: count }, () =>
    spawn('nice', ['-n', '19', process.execPath, '-e', 'for(;;){}'], { stdio: 'ignore' }),
  );
}

interface ClickSample {
  /** From Playwright's click() (its checks that the link is visible, stable and hit first) to `done`. */
  fromCall: number;
  /**
   * From the click event's time stamp (when the browser took the click, before any script ran) to
   * the moment the page showed `shown` (its own observer's clock, not Playwright's polling).
   */
  fromEvent: number;
}

/**
 * From the click to the moment the page shows `done`; the clock is the page's own. `shown`, a
 * script expression, is watched in the page at each change of its DOM (a string, not a function:
 * the page runs it as written, without the helper names the compiler adds).
 */
async function timeClick(
  page: Page,
  click: () => Promise<void>,
  done: () => Promise<void>,
  shown = 'true',
): Promise<ClickSample> {
  await page.evaluate(`(() => {
    window.clickedAt = undefined;
    window.shownAt = undefined;
    addEventListener('click', (event) => { window.clickedAt = event.timeStamp; }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (window.clickedAt !== undefined && (${shown})) {
        window.shownAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  })()`);
  const started = (await page.evaluate('performance.now()')) as number;
  await click();
  await done();
  const [ended, clickedAt, shownAt] = (await page.evaluate(
    '[performance.now(), window.clickedAt, window.shownAt]',
  )) as [number, number, number | undefined];
  return { fromCall: ended - started, fromEvent: (shownAt ?? ended) - clickedAt };
}

/** No spinner or progress bar left on the page. */
const nothingLoading = (page: Page) =>
  page.locator('[role="progressbar"]').first().waitFor({ state: 'detached', timeout: 30_000 });

async function resultClicks(
  page: Page,
  server: TestServer,
  rounds: number,
  { settled = false } = {},
): Promise<ClickSample[]> {
  const found = (await (await fetch(`${server.url}/api/facilities/?pageSize=${rounds}`, WEB_CLIENT)).json()) as {
    features: { properties: { os_id: string; name: string } }[];
  };
  const samples: ClickSample[] = [];
  for (const { properties: facility } of found.features.slice(0, rounds)) {
    await page.goto(`${server.url}/facilities`);
    const link = page.getByRole('link', { name: facility.name, exact: true }).first();
    await link.waitFor();
    if (settled) {
      await page.locator('main .maplibregl-canvas').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    samples.push(
      await timeClick(
        page,
        () => link.click(),
        async () => {
          await page.getByRole('heading', { level: 1, name: facility.name }).waitFor();
          await page.locator('main .maplibregl-canvas').first().waitFor();
        },
        `document.querySelector('main h1')?.textContent.includes(${JSON.stringify(facility.name)}) && document.querySelector('main .maplibregl-canvas') !== null`,
      ),
    );
  }
  return samples;
}

async function dashboardScreens(page: Page, server: TestServer, rounds: number): Promise<Record<string, number[]>> {
  const samples: Record<string, number[]> = {};
  await page.goto(`${server.url}/dashboard`);
  const main = page.getByRole('main');
  await main.getByRole('link').first().waitFor();
  const labels = await main.getByRole('link').allTextContents();
  for (let round = 0; round < rounds; round++) {
    for (const label of labels) {
      await page.goto(`${server.url}/dashboard`);
      const link = main.getByRole('link', { name: label, exact: true });
      await link.waitFor();
      const sample = await timeClick(
        page,
        () => link.click(),
        async () => {
          await page.waitForURL((url) => url.pathname !== '/dashboard');
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await nothingLoading(page);
        },
      );
      (samples[label] ??= []).push(sample.fromCall);
    }
  }
  return samples;
}

export async function benchPageSpeed(options: {
  facilities: number;
  rounds: number;
  load: number;
  /** Rounds of the dashboard screens (0: none, only the result clicks). */
  dashboardRounds: number;
  /** false: serve the web build already there. */
  build?: boolean;
}) {
  if (options.build !== false) await buildWeb();
  const server = await startServer({ DEMO_SEED: 'true', DEMO_FACILITIES: String(options.facilities) });
  const browser = await launchBrowser();
  const results: PageSpeed[] = [];
  try {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await logInThroughForm(page, server.url, 'admin@example.com');
    // One untimed pass: every screen's code is in the browser's cache, as for a staff member at work.
    await resultClicks(page, server, 1);
    if (options.dashboardRounds > 0) await dashboardScreens(page, server, 1);
    for (const load of [0, options.load]) {
      const busy = busyProcesses(load);
      try {
        const loadAverage = os.loadavg()[0]!.toFixed(1);
        const clicks = await resultClicks(page, server, options.rounds);
        const settled = await resultClicks(page, server, options.rounds, { settled: true });
        const screens =
          options.dashboardRounds > 0 ? await dashboardScreens(page, server, options.dashboardRounds) : {};
        results.push({
          load: `${load} busy processes (load average ${loadAverage} at the start)`,
          resultToFacilityPage: times(clicks.map((click) => click.fromCall)),
          resultToFacilityPageFromClickEvent: times(clicks.map((click) => click.fromEvent)),
          resultToFacilityPageSettled: times(settled.map((click) => click.fromEvent)),
          dashboard: Object.fromEntries(Object.entries(screens).map(([label, samples]) => [label, times(samples)])),
        });
      } finally {
        for (const child of busy) child.kill();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? Number(args[at + 1]) : fallback;
  };
  const results = await benchPageSpeed({
    facilities: option('facilities', 20_000),
    rounds: option('rounds', 5),
    load: option('load', 4),
    dashboardRounds: option('dashboard-rounds', option('rounds', 5)),
    build: !args.includes('--no-build'),
  });
  console.log(JSON.stringify(results, null, 2));
  for (const result of results) {
    console.log(`\n${result.load}`);
    console.log(
      `  result click -> facility page: median ${result.resultToFacilityPage.medianMs} ms, slowest ${result.resultToFacilityPage.slowestMs} ms`,
    );
    const fromEvent = result.resultToFacilityPageFromClickEvent;
    console.log(`    from the click event: median ${fromEvent.medianMs} ms, slowest ${fromEvent.slowestMs} ms`);
    const settled = result.resultToFacilityPageSettled;
    console.log(
      `    clicked once the search page settled, from the event: median ${settled.medianMs} ms, slowest ${settled.slowestMs} ms`,
    );
    for (const [label, t] of Object.entries(result.dashboard))
      console.log(`  ${label}: median ${t.medianMs} ms, slowest ${t.slowestMs} ms`);
  }
}
