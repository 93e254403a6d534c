import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-embedded-'));
const dir = path.join(scratch, 'postgres');
const moduleUrl = new URL('./embedded-postgres.ts', import.meta.url).href;
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function select(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** The pid the running (or last) postmaster wrote, or null between a crash and the next start. */
function postmasterPid(): number | null {
  try {
    return Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}

describe('the embedded PostgreSQL server', () => {
  it('keeps its data across restarts and listens on no network port', async () => {
    const first = await startEmbeddedPostgres({ dir });
    await select(first.url, 'create table kept (n int); insert into kept values (42)');
    expect(await select(first.url, "select current_setting('listen_addresses') as listen")).toEqual([{ listen: '' }]);
    await first.stop();
    const second = await startEmbeddedPostgres({ dir });
    expect(await select(second.url, 'select n from kept')).toEqual([{ n: 42 }]);
    await second.stop();
  });

  it('refuses a data directory another live server process owns, not one a dead or unrelated process left', async () => {
    // Another Node process holds the directory until told to stop.
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `
      const { startEmbeddedPostgres } = await import(${JSON.stringify(moduleUrl)});
      const server = await startEmbeddedPostgres({ dir: ${JSON.stringify(dir)} });
      console.log('ready');
      process.stdin.once('data', async () => { await server.stop(); process.exit(0); });`,
      ],
      {
        cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..'),
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    await new Promise((resolve) => holder.stdout!.once('data', resolve));
    await expect(startEmbeddedPostgres({ dir })).rejects.toThrow(
      `The embedded database in ${dir} is in use by another process (pid ${holder.pid}); stop it first, or set DATA_DIR to another directory.`,
    );
    holder.stdin!.write('stop\n');
    await new Promise((resolve) => holder.once('exit', resolve));

    // After a reboot the recorded owner's pid may belong to anything: pid 1 is not a server.
    fs.writeFileSync(`${dir}.owner`, '1');
    const server = await startEmbeddedPostgres({ dir });
    expect(await select(server.url, 'select n from kept')).toEqual([{ n: 42 }]);
    await server.stop();
  }, 60_000);

  it('starts PostgreSQL again by itself when its postmaster is killed, with the data committed before', async () => {
    const restarts: { exit: string; ms: number }[] = [];
    const server = await startEmbeddedPostgres({ dir, onRestart: (event) => restarts.push(event) });
    const postmaster = postmasterPid()!;
    // A session left open, as a pool keeps them: its backend outlives the postmaster for a moment.
    const idle = new pg.Client({ connectionString: server.url });
    idle.on('error', () => undefined);
    await idle.connect();
    const killed = Date.now();
    process.kill(postmaster, 'SIGKILL');
    // A connection made in the instant after the signal may still reach the dying server: wait for
    // the postmaster that replaced it (its pid file), then for the data.
    await expect.poll(() => postmasterPid(), { timeout: 15_000, interval: 50 }).not.toBe(postmaster);
    await expect
      .poll(() => select(server.url, 'select n from kept').catch((error: Error) => error.message), {
        timeout: 15_000,
        interval: 100,
      })
      .toEqual([{ n: 42 }]);
    const back = Date.now() - killed;
    // The test's own query may reach the new server before the supervisor's readiness poll does.
    await expect
      .poll(() => restarts, { timeout: 5_000, interval: 50 })
      .toEqual([{ exit: 'SIGKILL', ms: expect.any(Number) }]);
    expect(back).toBeLessThan(15_000);
    await idle.end().catch(() => undefined);
    await server.stop();
  }, 60_000);

  it('reports the database lost when it cannot start again', async () => {
    let lost: Error | undefined;
    const server = await startEmbeddedPostgres({ dir, onLost: (error) => (lost = error) });
    const postmaster = postmasterPid()!;
    // A data directory that is no longer one: every start fails at once.
    fs.renameSync(path.join(dir, 'PG_VERSION'), path.join(dir, 'PG_VERSION.away'));
    process.kill(postmaster, 'SIGKILL');
    await expect
      .poll(() => lost?.message, { timeout: 30_000, interval: 100 })
      .toMatch(/^The embedded PostgreSQL server did not start:\n.*is not a valid data directory/s);
    fs.renameSync(path.join(dir, 'PG_VERSION.away'), path.join(dir, 'PG_VERSION'));
    await server.stop();
    const again = await startEmbeddedPostgres({ dir });
    expect(await select(again.url, 'select n from kept')).toEqual([{ n: 42 }]);
    await again.stop();
  }, 60_000);
});
