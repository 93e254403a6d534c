import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { accountMessages } from '@registry/core/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database.ts';
import { DEMO_PASSWORD, DEMO_USERS_IN_PRODUCTION, createDemoUsers } from './db/seed/demo-users.ts';
import { openTestDatabase } from './test/test-database.ts';
import { nodeArgs, startServer, type TestServer } from './test/server-process.ts';

/**
 * The demo accounts' password is published: a production server on a database that still has
 * them refuses to start, saying how to disable them; once disabled it starts and they cannot log in.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let database: Database;
let server: TestServer | null = null;
beforeAll(async () => {
  database = await openTestDatabase();
  await createDemoUsers(database.db);
});
afterAll(async () => {
  await server?.stop();
  await database?.close();
});

const production = () => ({
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://registry.example',
  DATABASE_URL: database.url,
});

describe('demo accounts in production', () => {
  it('refuses to start while they can log in, saying how to disable them; starts once they are disabled', async () => {
    await expect(startServer(production())).rejects.toThrow(`server exited (1): ${DEMO_USERS_IN_PRODUCTION}\n`);
    expect(DEMO_USERS_IN_PRODUCTION).toBe(
      "Refusing to start: the demo accounts (admin@example.com, moderator@example.com, contributor@example.com, api@example.com) exist in this production database, and their password is published. Disable them with `npm run disable-demo-accounts` (run with the server's environment; their data stays, they can no longer log in), then start again.",
    );

    const run = promisify(execFile);
    const cli = () =>
      run(process.execPath, nodeArgs(undefined, 'apps/server/src/db/disable-demo-accounts-cli.ts'), {
        cwd: root,
        env: { ...process.env, ...production() },
      });
    expect((await cli()).stdout).toBe('Disabled 4 demo account(s).\n');
    expect((await cli()).stdout).toBe('No demo account can log in: nothing to do.\n');

    server = await startServer(production());
    const login = await fetch(`${server.url}/user-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-key': 'test' },
      body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(400);
    expect(await login.json()).toEqual({ non_field_errors: [accountMessages.invalidCredentials] });
  }, 120_000);
});
