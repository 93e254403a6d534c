import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { expectIndexConsistent } from './index-consistency.ts';
import { openTestDatabase } from './test-database.ts';
import { createServices } from '../services.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh migrated database, for HTTP tests through `app.inject` (`webDist`: the
 * built web app it serves). Its data directory is its own too: stored files are keyed by row id
 * (`lists/1/...`), which test files running at the same time share.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { webDist?: string } = {},
): Promise<TestApp> {
  const ownDataDir = env.DATA_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'registry-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Tests upload many lists per account within a minute; the limit's own tests set it.
    LIST_UPLOADS_PER_MINUTE: '100000',
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...env,
  });
  const database = await openTestDatabase();
  const app = await buildApp({
    config,
    db: database.db,
    services: createServices(config, database.db),
    webDist: options.webDist,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    /**
     * Also the file's check that every write refreshed the index: facility_index and the tables
     * kept from it must be what a rebuild from the source tables makes (index-consistency.ts).
     */
    async close() {
      await app.close();
      try {
        await expectIndexConsistent(database.db);
      } finally {
        await database.close();
        if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
      }
    },
  };
}
