// Where the first visit's CPU time goes: a Chromium trace of a cold and a warm visit of
// /facilities on the first-visit bench's emulated phone network, summed by thread and, on the
// page's main thread, by kind of work and script, up to the results and up to the grid; with the
// main thread's long tasks in order and the API calls' in-page Resource Timing. Timings on a
// loaded machine are inflated; the CPU sums and the order are what compare between builds.
//   npx tsx bench/first-visit-trace.ts [runs] [--save DIR: write each trace's JSON there]
//     [--profile: V8's sampled profile too, self time by source file (built with
//     `npx vite build --sourcemap`, apps/web/dist's source maps name the app's files)]
//     [--functions: the same by function]
// Under DATABASE_URL it reuses (seeding once) the database the waterfall bench uses.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.ts';
import { gridDrawn, phoneNetworkPage, resultsShown } from './first-visit.ts';
import { startVisitServer } from './first-visit-waterfall.ts';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      frame?: string;
      documentLoaderURL?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const distAssets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist/assets');
const sourceMaps = new Map<string, TraceMap | null>();
/** Where a sampled frame's code comes from: the source file by the build's source map, else the script. */
function origin(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return `(${frame.functionName || 'native'})`;
  const file = path.basename(new URL(frame.url, 'http://x').pathname);
  if (!sourceMaps.has(file)) {
    const mapFile = path.join(distAssets, `${file}.map`);
    sourceMaps.set(file, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null);
  }
  const map = sourceMaps.get(file);
  if (!map || frame.lineNumber < 0 || frame.columnNumber < 0) return file;
  let position: ReturnType<typeof originalPositionFor>;
  try {
    position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  } catch {
    return file;
  }
  if (!position.source) return file;
  if (byFunction)
    return `${position.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${position.line} ${frame.functionName}`;
  return position.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
}

/** Sampled self time (ms) by source file, per thread, of the samples before `until` (trace µs). */
function profileByOrigin(events: TraceEvent[], threadKeys: Set<string>, from: number, until: number) {
  const profiles = new Map<string, { thread: string; start: number; nodes: Map<number, ProfileNode>; time: number }>();
  const out: Record<string, Record<string, number>> = {};
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name === 'Profile') {
      profiles.set(`${event.pid}:${event.id}`, {
        thread: key,
        start: event.args!.data!.startTime!,
        nodes: new Map(),
        time: 0,
      });
      continue;
    }
    if (event.name !== 'ProfileChunk') continue;
    const profile = profiles.get(`${event.pid}:${event.id}`);
    if (!profile || !threadKeys.has(profile.thread)) continue;
    const data = event.args!.data!;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const previous = profile.start + profile.time;
      profile.time += deltas[i] ?? 0;
      const at = profile.start + profile.time;
      if (at < from || at >= until) continue;
      const node = profile.nodes.get(samples[i]!);
      if (!node || node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') continue;
      const slot = (out[profile.thread] ??= {});
      const name = origin(node.callFrame);
      slot[name] = (slot[name] ?? 0) + (at - previous) / 1000;
    }
  }
  return out;
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
  '__metadata',
];
const PROFILE_CATEGORIES = ['disabled-by-default-v8.cpu_profiler'];

interface Summary {
  resultsMs: number;
  mapGridMs: number;
  threads: Record<string, { toResults: number; toGrid: number }>;
  /** The same tasks' thread (CPU) time. */
  threadsCpu: Record<string, { toResults: number; toGrid: number }>;
  mainByKind: Record<string, { toResults: number; toGrid: number }>;
  mainByScript: Record<string, { toResults: number; toGrid: number }>;
  longTasks: string[];
  resources: string[];
  profile: Record<string, Record<string, number>>;
}

const shortUrl = (url: string | undefined) => {
  if (!url) return '';
  try {
    const parsed = new URL(url);
    return (parsed.pathname + parsed.search).replace(/\?number_of_public_contributors.*/, '?…').slice(0, 70);
  } catch {
    return url.slice(0, 70);
  }
};

/** Self time of complete events ('X') nested on one thread: each event's duration minus its children's. */
function selfTimes(events: TraceEvent[]): { event: TraceEvent; self: number; script?: string }[] {
  const sorted = events
    .filter((event) => event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const stack: { event: TraceEvent; self: number; script?: string }[] = [];
  const out: { event: TraceEvent; self: number; script?: string }[] = [];
  for (const event of sorted) {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= event.ts) stack.pop();
    const parent = stack.at(-1);
    const entry: { event: TraceEvent; self: number; script?: string } = {
      event,
      self: event.dur!,
      script: shortUrl(event.args?.data?.url) || parent?.script,
    };
    if (parent) parent.self -= Math.min(event.dur!, parent.event.ts + parent.event.dur! - event.ts);
    stack.push(entry);
    out.push(entry);
  }
  return out;
}

function summarize(events: TraceEvent[], resultsMs: number, mapGridMs: number, resources: string[]): Summary {
  const threadNames = new Map<string, string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name')
      threadNames.set(`${event.pid}:${event.tid}`, event.args!.name!);
  }
  const navigation = events
    .filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.includes('/facilities'))
    .sort((a, b) => a.ts - b.ts)[0];
  if (!navigation) throw new Error('no navigationStart in the trace');
  const zero = navigation.ts;
  const resultsTs = zero + resultsMs * 1000;
  const gridTs = zero + mapGridMs * 1000;
  const mainKey = `${navigation.pid}:${navigation.tid}`;
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph !== 'X' || event.ts < zero) continue;
    const key = `${event.pid}:${event.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key)!.push(event);
  }
  const add = (into: Record<string, { toResults: number; toGrid: number }>, key: string, ts: number, us: number) => {
    const slot = (into[key] ??= { toResults: 0, toGrid: 0 });
    if (ts < resultsTs) slot.toResults += us / 1000;
    if (ts < gridTs) slot.toGrid += us / 1000;
  };
  const threads: Summary['threads'] = {};
  const threadsCpu: Summary['threads'] = {};
  const mainByKind: Summary['mainByKind'] = {};
  const mainByScript: Summary['mainByScript'] = {};
  const longTasks: string[] = [];
  for (const [key, threadEvents] of byThread) {
    const name = key === mainKey ? 'page main' : (threadNames.get(key) ?? key);
    // Busy time: the top-level tasks (RunTask / ThreadControllerImpl::RunTask) of the thread.
    const tops = threadEvents.filter(
      (event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask',
    );
    let lastEnd = 0;
    for (const task of tops.sort((a, b) => a.ts - b.ts)) {
      if (task.ts < lastEnd) continue; // nested
      lastEnd = task.ts + task.dur!;
      add(threads, `${name} (${key.split(':')[0]})`, task.ts, task.dur!);
      add(threadsCpu, `${name} (${key.split(':')[0]})`, task.ts, task.tdur ?? 0);
    }
    if (key !== mainKey) continue;
    for (const { event, self, script } of selfTimes(threadEvents)) {
      if (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') {
        add(mainByKind, '(task, uncategorised)', event.ts, self);
        continue;
      }
      add(mainByKind, event.name, event.ts, self);
      if (script) add(mainByScript, script, event.ts, self);
    }
    for (const task of tops) {
      if (task.dur! < 30_000) continue;
      const inside = threadEvents.filter(
        (event) => event.ts >= task.ts && event.ts < task.ts + task.dur! && event !== task && event.dur! > 5_000,
      );
      const top = inside
        .slice(0, 6)
        .map(
          (event) =>
            `${event.name}${event.args?.data?.url ? ` ${shortUrl(event.args.data.url)}` : ''} ${Math.round(event.dur! / 1000)}`,
        )
        .join(' | ');
      longTasks.push(
        `${String(Math.round((task.ts - zero) / 1000)).padStart(6)} +${String(Math.round(task.dur! / 1000)).padStart(4)} ms  ${top}`,
      );
    }
  }
  const workers = [...threadNames].filter(([, name]) => name === 'DedicatedWorker thread').map(([key]) => key);
  const toResults = profileByOrigin(events, new Set([mainKey]), zero, resultsTs);
  const toGrid = profileByOrigin(events, new Set([mainKey, ...workers]), zero, gridTs);
  const profile: Summary['profile'] = {};
  if (toResults[mainKey]) profile['page main, to results'] = toResults[mainKey];
  for (const [key, value] of Object.entries(toGrid))
    profile[`${key === mainKey ? 'page main' : `worker ${key}`}, to grid`] = value;
  return { resultsMs, mapGridMs, threads, threadsCpu, mainByKind, mainByScript, longTasks, resources, profile };
}

async function tracedVisit(browser: Browser, context: BrowserContext, base: string, save?: string) {
  const { page } = await phoneNetworkPage(context);
  await browser.startTracing(page, { categories: profiling ? [...CATEGORIES, ...PROFILE_CATEGORIES] : CATEGORIES });
  const started = performance.now();
  await page.goto(`${base}/facilities`, { waitUntil: 'commit' });
  const results = resultsShown(page).then((shown) => shown - started);
  const grid = gridDrawn(page).then(() => performance.now() - started);
  const [resultsMs, mapGridMs] = await Promise.all([results, grid]);
  const resources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as unknown as { name: string; startTime: number; responseEnd: number })
      .filter((entry) => !entry.name.includes('/assets/') && !entry.name.includes('/tile/'))
      .map(
        (entry) =>
          `${String(Math.round(entry.startTime)).padStart(6)} ${String(Math.round(entry.responseEnd)).padStart(6)} ${entry.name.replace(/^https?:\/\/[^/]+/, '').replace(/\?number_of_public_contributors.*/, '?…')}`,
      ),
  );
  const buffer = await browser.stopTracing();
  if (save) fs.writeFileSync(save, buffer);
  await page.close();
  const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  return summarize(trace.traceEvents, Math.round(resultsMs), Math.round(mapGridMs), resources);
}

const table = (rows: Record<string, { toResults: number; toGrid: number }>, min = 5) =>
  Object.entries(rows)
    .filter(([, value]) => value.toGrid >= min)
    .sort((a, b) => b[1].toGrid - a[1].toGrid)
    .map(
      ([key, value]) =>
        `  ${String(Math.round(value.toResults)).padStart(6)} ${String(Math.round(value.toGrid)).padStart(6)}  ${key}`,
    )
    .join('\n');

function print(label: string, summary: Summary) {
  console.log(`\n=== ${label}: results ${summary.resultsMs} ms, grid ${summary.mapGridMs} ms`);
  console.log('busy ms by thread (to results, to grid):');
  console.log(table(summary.threads, 20));
  console.log('CPU ms of those tasks by thread (to results, to grid):');
  console.log(table(summary.threadsCpu, 20));
  console.log('page main thread, self ms by event:');
  console.log(table(summary.mainByKind));
  console.log('page main thread, self ms by script:');
  console.log(table(summary.mainByScript));
  console.log('page main thread tasks over 30 ms (start, duration, inner events over 5 ms):');
  console.log(summary.longTasks.join('\n'));
  console.log('API calls (Resource Timing: start, response end):');
  console.log(summary.resources.join('\n'));
  for (const [label, byOrigin] of Object.entries(summary.profile)) {
    const rows = Object.entries(byOrigin).sort((a, b) => b[1] - a[1]);
    const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`sampled self ms, ${label} (${Math.round(total)} ms sampled), top files:`);
    for (const [name, ms] of rows.slice(0, 25)) console.log(`  ${String(Math.round(ms)).padStart(6)}  ${name}`);
  }
}

const args = process.argv.slice(2);
const saveAt = args.indexOf('--save');
const saveDir = saveAt >= 0 ? args.splice(saveAt, 2)[1] : undefined;
const profiling = args.includes('--profile') || args.includes('--functions');
/** --functions: the profile by function (source file, line and name) rather than by file. */
const byFunction = args.includes('--functions');
const runs = Number(args.filter((arg) => !arg.startsWith('--'))[0] ?? 1);
const server = await startVisitServer();
const browser = await launchBrowser({ motion: 'full' });
try {
  if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const file = (name: string) => (saveDir ? path.join(saveDir, `${name}-${run + 1}.json`) : undefined);
    print(`cold ${run + 1}`, await tracedVisit(browser, context, server.url, file('cold')));
    print(`warm ${run + 1}`, await tracedVisit(browser, context, server.url, file('warm')));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
