// Street map tiles (BASEMAP_PMTILES) as a browser asks for them: every tile of the Florence
// fixture (shared/fixtures/basemap) from zoom 0 to 14, and addresses outside it (204), requested
// 8 at a time for ROUNDS rounds from the real server; the time to the whole answer, p50/p95/p99.
// Goal ([3.8]): p95 under 10 ms. Usage: npm run bench:basemap (ROUNDS=5 by default).
import http from 'node:http';
import { basemapFixture } from '../apps/server/src/test/basemap-fixture.ts';
import { startServer } from '../apps/server/src/test/server-process.ts';
import { tileOf } from '../apps/server/src/modules/tiles/mercator.ts';
import { summarize } from './stats.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const AT_ONCE = 8;
const agent = new http.Agent({ keepAlive: true, maxSockets: AT_ONCE });

/** One GET as a browser sends it (gzip accepted): milliseconds to the last byte, and the status. */
function timedGet(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
        response.resume();
        response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode! }));
      })
      .on('error', reject);
  });
}

const server = await startServer({ BASEMAP_PMTILES: basemapFixture(), DEMO_SEED: 'false', LOG_LEVEL: 'warn' });
try {
  const tileJson = (await (await fetch(`${server.url}/tile/basemap.json`)).json()) as {
    bounds: [number, number, number, number];
    minzoom: number;
    maxzoom: number;
    tiles: string[];
  };
  const version = new URL(tileJson.tiles[0]!).searchParams.get('v');
  const [west, south, east, north] = tileJson.bounds;
  const urls: string[] = [];
  for (let z = tileJson.minzoom; z <= tileJson.maxzoom + 1; z++) {
    // The file's tiles, a ring of tiles around them (outside its bounds: 204) and zoom 15 (past its deepest: 204).
    const low = tileOf(z, west, north);
    const high = tileOf(z, east, south);
    for (let x = low.x - 1; x <= high.x + 1; x++)
      for (let y = low.y - 1; y <= high.y + 1; y++)
        if (x >= 0 && y >= 0 && x < 2 ** z && y < 2 ** z)
          urls.push(`${server.url}/tile/basemap/${z}/${x}/${y}.mvt?v=${version}`);
  }
  const samples: number[] = [];
  const statuses: Record<number, number> = {};
  for (let round = 0; round < ROUNDS; round++) {
    let next = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < urls.length) {
          const { ms, status } = await timedGet(urls[next++]!);
          samples.push(ms);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      }),
    );
  }
  console.log(
    JSON.stringify({ case: 'basemap tiles', tiles: urls.length, rounds: ROUNDS, statuses, ms: summarize(samples) }),
  );
} finally {
  agent.destroy();
  await server.stop();
}
