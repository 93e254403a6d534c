// npm start: config -> database -> migrations -> demo seed -> worker -> HTTP.
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate, MigrationChangedError } from './db/migrate.ts';
import { importPgliteData } from './db/import-pglite.ts';
import { buildApp } from './app.ts';
import { createLogger } from './logger.ts';
import { isDatabaseEmpty, seedDemo } from './db/seed/seed-demo.ts';
import { demoLoginLines, hasDemoUsers } from './db/seed/demo-users.ts';
import { createJobHandlers } from './jobs/handlers.ts';
import { startWorker } from './jobs/worker.ts';
import { preloadGeocoder } from './modules/geocoding/service.ts';
import { createServices } from './services.ts';

const SHUTDOWN_GRACE_MS = 2_500;

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  preloadGeocoder(config, log); // the offline gazetteer loads in its own thread meanwhile
  const database = await openDatabase({ databaseUrl: config.databaseUrl, embeddedDir: config.embeddedDbDir });
  const applied = await migrate(database.db);
  if (applied.length) log.info({ applied }, 'database migrated');
  log.info({ database: database.kind === 'embedded' ? config.embeddedDbDir : 'postgres' }, 'database ready');
  if (database.kind === 'embedded' && (await isDatabaseEmpty(database.db))) {
    await importPgliteData(config.legacyPgliteDir, database.db, (message) => log.info(message));
  }
  if (config.demoSeed && (await isDatabaseEmpty(database.db))) {
    log.info({ facilities: config.demoFacilities }, 'empty database: seeding the demo data set (first start only)');
    const counts = await seedDemo(database.db, { facilities: config.demoFacilities, env: config.env, log: (message) => log.info(message) });
    log.info(counts, 'demo data seeded');
  }
  // Search, tiles and filter options may read from a replica; everything else reads the primary.
  const replica = config.databaseReadUrl ? await openDatabase({ databaseUrl: config.databaseReadUrl }) : null;
  // One set of services for the HTTP plugins and the in-process worker.
  const services = createServices(config, database.db, log);
  const app = await buildApp({ config, db: database.db, readDb: replica?.db, services, log });
  // Background jobs (list parsing, geocoding, matching) run here unless RUN_WORKER=false.
  const handlers = createJobHandlers({ config, db: database.db, services });
  const worker = config.runWorker ? startWorker({ db: database.db, handlers, log, soleWorker: database.kind === 'embedded' }) : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Within 5 s: requests and the current job get 2.5 s to finish; then open connections are
    // cut and the job goes back to the queue, its open batch rolled back with its connection.
    const force = setTimeout(() => process.exit(1), 5_000).unref();
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    await Promise.all([app.close(), worker?.stop({ graceMs: SHUTDOWN_GRACE_MS })]);
    await replica?.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.productName} is serving http://localhost:${config.port}`);
  if (await hasDemoUsers(database.db)) {
    // Their password is published: in production that is a hole, not a convenience.
    if (config.isProduction) log.warn('demo accounts (admin@example.com, ...) exist in this production database: delete them');
    else console.log(demoLoginLines().join('\n'));
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MigrationChangedError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
