// Streaming export speed and server memory: seeds N facilities (100,000; 10,000 with --quick)
// into a scratch PostgreSQL database, starts the real server as its own process, downloads the
// whole result as CSV and as XLSX through HTTP, and reads the server's peak RSS (VmHWM).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const peakRssMiB = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

async function waitForHealth(base: string, child: { exitCode: number | null }) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

/** Downloads one file, counting bytes and lines as they arrive (nothing is kept). */
async function download(url: string, token: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Token ${token}` } });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
  }
  return {
    seconds: (performance.now() - started) / 1000,
    bytes,
    lines,
    records: Number(response.headers.get('x-record-count')),
  };
}

export async function benchDownloads(options: { quick: boolean; postgresUrl: string; port?: number }) {
  const facilities = options.quick ? 10_000 : 100_000;
  const admin = new pg.Client({ connectionString: options.postgresUrl });
  try {
    await admin.connect();
  } catch {
    return { skipped: `PostgreSQL not reachable at ${new URL(options.postgresUrl).host}` };
  }
  const name = `bench_downloads_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(options.postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  let child: ReturnType<typeof spawn> | undefined;
  try {
    await migrate(database.db);
    await seedDemo(database, { facilities, env: 'test' });
    const token = `bench-${process.pid}`;
    await database.db
      .insertInto('api_tokens')
      .columns(['key', 'user_id'])
      .expression((eb) =>
        eb
          .selectFrom('users')
          .select([eb.val(token).as('key'), 'id'])
          .where('email', '=', 'api@example.com'),
      )
      .execute();
    const port = options.port ?? 8096;
    child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_SEED: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, child);
    const pid = child.pid!;
    const startRss = peakRssMiB(pid);
    const csv = await download(`${base}/api/facilities-downloads/?format=csv`, token);
    const afterCsv = peakRssMiB(pid);
    const xlsx = await download(`${base}/api/facilities-downloads/?format=xlsx`, token);
    const afterXlsx = peakRssMiB(pid);
    return {
      facilities: csv.records,
      serverPeakRssMiBAfterStart: startRss,
      csv: {
        seconds: Number(csv.seconds.toFixed(2)),
        rowsPerSecond: Math.round(csv.records / csv.seconds),
        mebibytes: Number((csv.bytes / 2 ** 20).toFixed(1)),
        dataLines: csv.lines - 1,
        serverPeakRssMiB: afterCsv,
      },
      xlsx: {
        seconds: Number(xlsx.seconds.toFixed(2)),
        rowsPerSecond: Math.round(xlsx.records / xlsx.seconds),
        mebibytes: Number((xlsx.bytes / 2 ** 20).toFixed(1)),
        serverPeakRssMiB: afterXlsx,
      },
    };
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child!.once('exit', resolve));
    }
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

// Run on its own: npx tsx bench/downloads.ts [--quick]
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const quick = process.argv.includes('--quick');
  const report = await benchDownloads({
    quick,
    postgresUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  });
  console.log(JSON.stringify(report, null, 2));
}
