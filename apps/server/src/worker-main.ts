// npm run worker: an extra worker process on the same PostgreSQL as the server(s).
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate, MigrationChangedError } from './db/migrate.ts';
import { createJobHandlers } from './job-handlers.ts';
import { scheduleOrphanSweeps } from './jobs/orphan-files.ts';
import { scheduleDuplicateChecks } from './modules/facility-duplicates/jobs.ts';
import { startWorker } from './jobs/worker.ts';
import { createLogger } from './logger.ts';
import { createServices } from './services.ts';

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  if (!config.databaseUrl) {
    // The embedded database belongs to one process: its server runs the worker itself.
    throw new ConfigError('npm run worker needs DATABASE_URL (a PostgreSQL server shared with the web server).');
  }
  // Its backends give the CPU to the web server's requests first (background-priority.ts).
  const database = await openDatabase({ databaseUrl: config.databaseUrl, background: true });
  await migrate(database.db);
  const worker = startWorker({
    db: database.db,
    handlers: createJobHandlers({ config, db: database.db, services: createServices(config, database.db, log) }),
    log,
  });
  log.info({ worker: worker.id }, 'worker started');
  scheduleOrphanSweeps(database.db, log);
  scheduleDuplicateChecks(database.db, log);
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'worker stopping after its current job');
    setTimeout(() => process.exit(1), 30_000).unref();
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof MigrationChangedError ? error.message : error);
  process.exit(1);
});
