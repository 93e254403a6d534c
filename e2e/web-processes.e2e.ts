import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT, startServer, type TestServer } from './server.ts';

/**
 * The server's HTTP processes: its children running main.ts or, in a run with the server's bundle
 * (global-setup.ts), main.mjs (the embedded database's processes are not).
 */
function httpProcesses(pid: number): number[] {
  const children = fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return children.filter((child) => {
    try {
      return /main\.(ts|mjs)/.test(fs.readFileSync(`/proc/${child}/cmdline`, 'utf8'));
    } catch {
      return false; // exited meanwhile
    }
  });
}

/** A GET on a connection of its own (fetch would reuse one to a process killed meanwhile): its status. */
function statusOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: WEB_CLIENT.headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      })
      .on('error', reject);
  });
}

const alive = (pid: number) =>
  fs.existsSync(`/proc/${pid}`) && !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');

async function until<T>(check: () => T | undefined, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('WEB_PROCESSES=2: the HTTP side on two processes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ WEB_PROCESSES: '2' });
  }, 180_000);
  afterAll(() => server?.stop());

  it('forks two HTTP processes that answer, and replaces one that dies', async () => {
    const first = httpProcesses(server.pid);
    expect(first).toHaveLength(2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => statusOf(`${server.url}/api/countries/`)));
    expect(answers).toEqual(Array(20).fill(200));

    // A connection handed to the killed process before the first one sees it die is lost (the
    // client retries); once it has seen it, connections go to the living ones.
    process.kill(first[0]!, 'SIGKILL');
    const replaced = await until(() => {
      const now = httpProcesses(server.pid);
      return now.length === 2 && !now.includes(first[0]!) ? now : undefined;
    }, 'a new HTTP process');
    expect(replaced).toContain(first[1]);
    const after = await Promise.all(Array.from({ length: 20 }, () => statusOf(`${server.url}/api/countries/`)));
    expect(after).toEqual(Array(20).fill(200));
  }, 60_000);

  it('stops every process within 5 s of SIGTERM', async () => {
    const processes = httpProcesses(server.pid);
    const took = await server.signal('SIGTERM');
    expect(took).toBeLessThan(5_000);
    for (const pid of processes) expect(alive(pid), `HTTP process ${pid}`).toBe(false);
  }, 30_000);
});
