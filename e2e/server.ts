import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-users.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The header the web app sends with every call: without it, a session or a token, the API answers 401. */
export const WEB_CLIENT = { headers: { 'x-client-key': 'e2e' } };

export interface TestServer {
  url: string;
  /** The server's (primary) process. */
  pid: number;
  /** The first link of the e-mail sent to `to` whose path starts with `pathPrefix` (from the server log). */
  waitForEmailLink(to: string, pathPrefix: string, after?: number): Promise<string>;
  logLines(): Record<string, unknown>[];
  /** Sends the process a signal and waits for it to exit (no clean-up): the milliseconds it took. */
  signal(name: NodeJS.Signals): Promise<number>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** With DATABASE_URL (CI), a fresh PostgreSQL database on that server; else the embedded one. */
export async function freshDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { drop: async () => undefined };
  const name = `e2e_${process.pid}_${Date.now()}`;
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await run(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Polls GET /health until the server answers, failing early when the process exits. */
async function waitForHealth(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start within 120 s: ${stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts the real server (`tsx apps/server/src/main.ts`, run by this Node so signals reach it
 * directly) on a free port with a fresh data directory and, under DATABASE_URL, a fresh database.
 * An `env` that names DATABASE_URL or DATA_DIR shares them (several servers on one database).
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'registry-e2e-'));
  const database = env.DATABASE_URL ? { url: env.DATABASE_URL, drop: async () => undefined } : await freshDatabase();
  const lines: Record<string, unknown>[] = [];
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
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

/** Logs a demo account in through the API: its session cookie, for fetch calls that set up a test. */
export async function apiLogIn(server: Pick<TestServer, 'url'>, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${server.url}/user-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-key': 'e2e' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`log-in of ${email} failed: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/** Uploads a CSV list with the session `cookie` through the API; its id. */
export async function apiUploadList(server: TestServer, cookie: string, list: { name: string; csv: string; fileName: string; description?: string }): Promise<number> {
  const form = new FormData();
  form.set('name', list.name);
  if (list.description) form.set('description', list.description);
  form.set('file', new Blob([list.csv], { type: 'text/csv' }), list.fileName);
  const response = await fetch(`${server.url}/api/facility-lists/`, { method: 'POST', headers: { cookie, 'x-client-key': 'e2e' }, body: form });
  if (response.status !== 200) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}
