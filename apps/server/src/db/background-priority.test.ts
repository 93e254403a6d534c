import os from 'node:os';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundNice } from './background-priority.ts';
import { openDatabase, type Database } from './database.ts';
import { openTestDatabase } from '../test/test-database.ts';

// The test database runs on this machine (the embedded server, or PostgreSQL on 127.0.0.1) and the
// tests run as root or as the server's user, so its backends are ours to renice.
let requests: Database;
let background: Database;
beforeAll(async () => {
  requests = await openTestDatabase();
  background = await openDatabase({ databaseUrl: requests.url, poolSize: 2, background: true });
});
afterAll(async () => {
  await background?.close();
  await requests?.close();
});

const backendPid = async (database: Database) =>
  (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0]!.pid;

describe('background database sessions', () => {
  it('run their backends at a low CPU priority, and request sessions at the normal one', async () => {
    const [backgroundPid, requestPid] = await Promise.all([backendPid(background), backendPid(requests)]);
    expect(backgroundPid).not.toBe(requestPid);
    expect(os.getPriority(backgroundPid)).toBe(backgroundNice());
    expect(backgroundNice()).toBeGreaterThan(os.getPriority(requestPid));
  });

  it('lower every new connection of the pool, not only the first', async () => {
    const pids = await background.db.connection().execute(async (first) => {
      const inner = await backendPid(background); // the pool's second connection, while the first is held
      return [(await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(first)).rows[0]!.pid, inner];
    });
    expect(new Set(pids).size).toBe(2);
    expect(pids.map((pid) => os.getPriority(pid))).toEqual([backgroundNice(), backgroundNice()]);
  });
});
