import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * The real server as a child process (`tsx apps/server/src/main.ts`, or its bundle), for the browser tests, the
 * benchmarks and the restart and crash tests: one place that spawns it, waits for it and stops it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface TestServer {
  url: string;
  /** The server's (primary) process. */
  pid: number;
  /** The data directory (the embedded database lives in its `postgres` folder). */
  dataDir: string;
  /** The first link of the e-mail sent to `to` whose path starts with `pathPrefix` (from the server log). */
  waitForEmailLink(to: string, pathPrefix: string, after?: number): Promise<string>;
  logLines(): Record<string, unknown>[];
  /** Resolves when the process has exited, with how it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the process a signal and waits for it to exit (no clean-up): the milliseconds it took. */
  signal(name: NodeJS.Signals): Promise<number>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * With DATABASE_URL (CI), a fresh PostgreSQL database on that server; else the embedded one.
 * `demoFacilities`, in a run whose global setup names demo templates (E2E_DEMO_TEMPLATES): a clone
 * of the seeded demo data set of that size (DEMO_FACILITIES: undefined is the default size).
 */
export async function freshDatabase(
  options: { demoFacilities?: string } = {},
): Promise<{ url?: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { drop: async () => undefined };
  const name = `e2e_${process.pid}_${Date.now()}`;
  const templates = process.env.E2E_DEMO_TEMPLATES;
  const template =
    templates && 'demoFacilities' in options
      ? await (await import('./demo-template.ts')).demoTemplate(base, templates, options.demoFacilities)
      : null;
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await run(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Polls GET /health until the server answers, failing early when the process exits. */
async function waitForHealth(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}): ${stderr()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start within 120 s: ${stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Node's arguments to run `source` (relative to the root): its bundle when the browser tests'
 * global setup built one (E2E_SERVER_MAIN, E2E_WORKER_MAIN: a start then skips tsx's resolving and
 * loading of ~250 TypeScript files), else the source through tsx.
 */
export const nodeArgs = (bundle: string | undefined, source: string): string[] =>
  bundle ? [bundle] : ['--import', 'tsx', source];

/**
 * Starts the real server (run by this Node so signals reach it directly) on a free port with a
 * fresh data directory and, under DATABASE_URL, a fresh database. An `env` that names
 * DATABASE_URL or DATA_DIR shares them (several servers, or one server restarted, on one database);
 * DATABASE_URL '' runs it on the embedded database whatever the test run's.
 */
export async function startServer(serverEnv: Record<string, string> = {}): Promise<TestServer> {
  const { DATABASE_URL: givenUrl, ...env } = serverEnv;
  const port = await freePort();
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'registry-e2e-'));
  const seeded = env.DEMO_SEED === 'true' ? { demoFacilities: env.DEMO_FACILITIES } : {};
  const database =
    givenUrl !== undefined ? { url: givenUrl || undefined, drop: async () => undefined } : await freshDatabase(seeded);
  const lines: Record<string, unknown>[] = [];
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const child: ChildProcess = spawn(
    process.execPath,
    nodeArgs(process.env.E2E_SERVER_MAIN, 'apps/server/src/main.ts'),
    {
      cwd: root,
      env: {
        ...parentEnv,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://localhost:${port}`,
        DEMO_SEED: 'false',
        LOG_LEVEL: 'info',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        // Browser files upload many lists from one account within a minute.
        LIST_UPLOADS_PER_MINUTE: '1000',
        ...(database.url ? { DATABASE_URL: database.url } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const line of parts) {
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // plain text (the demo login banner) is not a log record
      }
    }
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

  const url = `http://localhost:${port}`;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    await database.drop();
    if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, child, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    pid: child.pid!,
    dataDir,
    exited,
    logLines: () => lines,
    async signal(name) {
      const sent = performance.now();
      child.kill(name);
      await exited;
      return performance.now() - sent;
    },
    async waitForEmailLink(to, pathPrefix, after = 0) {
      const until = Date.now() + 15_000;
      for (;;) {
        const link = lines
          .slice(after)
          .filter((line) => line.msg === 'email queued' && line.to === to)
          .flatMap((line) => (line.links as string[]) ?? [])
          .find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix));
        if (link) return link;
        if (Date.now() > until) throw new Error(`no e-mail to ${to} with a link to ${pathPrefix}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop,
  };
}
