// How long the offline gazetteer takes to load (in its worker thread) and the longest the server's
// event loop is blocked meanwhile (what a request arriving during the load would wait), measured
// in a fresh process so nothing has loaded it before; then the first geocode of a few countries.
import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gazetteerThread, startGazetteerThread } from '../apps/server/src/modules/geocoding/gazetteer-thread.ts';

export interface GazetteerLoadReport {
  loadMs: number;
  longestEventLoopBlockMs: number;
  /** The same over as long a time with nothing to do: the machine's own noise (other processes). */
  idleLongestEventLoopBlockMs: number;
  /** Share of the load's time the event loop was running code (not waiting), which the machine's noise does not inflate. */
  eventLoopBusyPercent: number;
  /** The main thread's heap after the load: the gazetteer is not in it. */
  heapUsedMiB: number;
  /** After the load, each country's first geocode: it builds that country's index (and India's PIN codes). */
  firstGeocodeMs: Record<string, number>;
}

/** A first address for a few countries: the biggest indexes, and an Indian PIN code. */
const FIRST_ADDRESSES: [string, string, string][] = [
  ['CN', 'CN', 'No. 99 Jinhu Road, Jintan City, Jiangsu'],
  ['US', 'US', '520 McCall Rd., Manhattan, KS'],
  ['BD', 'BD', 'Ashulia, Savar, Dhaka'],
  ['IN with PIN code', 'IN', 'No. 33, 4th Street, 600096'],
];

/** The longest the event loop was blocked while `work` ran, and how long it ran. */
async function longestBlock(
  work: () => Promise<unknown>,
): Promise<{ ms: number; blockMs: number; busyPercent: number }> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  await new Promise((resolve) => setTimeout(resolve, 20)); // the histogram counts from its first tick
  const utilization = performance.eventLoopUtilization();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  delay.disable();
  const busyPercent = Number((100 * performance.eventLoopUtilization(utilization).utilization).toFixed(1));
  return { ms, blockMs: Number((delay.max / 1e6).toFixed(1)), busyPercent };
}

async function measureHere(): Promise<GazetteerLoadReport> {
  const load = await longestBlock(startGazetteerThread);
  const idle = await longestBlock(() => new Promise((resolve) => setTimeout(resolve, load.ms)));
  const firstGeocodeMs: Record<string, number> = {};
  for (const [label, country, address] of FIRST_ADDRESSES) {
    const started = performance.now();
    await gazetteerThread().place(address, country);
    firstGeocodeMs[label] = Math.round(performance.now() - started);
  }
  return {
    loadMs: Math.round(load.ms),
    longestEventLoopBlockMs: load.blockMs,
    idleLongestEventLoopBlockMs: idle.blockMs,
    eventLoopBusyPercent: load.busyPercent,
    heapUsedMiB: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
    firstGeocodeMs,
  };
}

export function measureGazetteerLoad(): Promise<GazetteerLoadReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as GazetteerLoadReport)
        : reject(new Error(`gazetteer load bench exited with ${code}`)),
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await measureHere()));
