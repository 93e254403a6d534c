// npm start: config -> database -> migrations -> demo seed -> worker -> HTTP (here, or in
// WEB_PROCESSES forked processes: see http-processes.ts).
import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate, MigrationChangedError } from './db/migrate.ts';
import { unimportedPgliteMessage } from './db/legacy-data-dir.ts';
import { createLogger } from './logger.ts';
import { SHUTDOWN_GRACE_MS, forkHttpProcesses, runHttpProcess, serveHttp, type HttpServing } from './http-processes.ts';
import { isDatabaseEmpty, seedDemo } from './db/seed/seed-demo.ts';
import { DEMO_USERS_IN_PRODUCTION, demoLoginLines, hasDemoUsers } from './db/seed/demo-users.ts';
import { createJobHandlers } from './job-handlers.ts';
import { scheduleOrphanSweeps } from './jobs/orphan-files.ts';
import { scheduleDuplicateChecks } from './modules/facility-duplicates/jobs.ts';
import { startWorker } from './jobs/worker.ts';
import { preloadGeocoder } from './modules/geocoding/service.ts';
import { createServices } from './services.ts';

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  if (cluster.isWorker) return runHttpProcess(config, log);
  preloadGeocoder(config, log); // the offline gazetteer loads in its own thread meanwhile
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDir: config.embeddedDbDir,
    supervision: {
      onRestart: ({ exit, ms }) => log.warn({ exit, ms }, 'embedded database restarted'),
      // Without its database the server serves nothing but 503s: it ends, non-zero, so that
      // whatever runs it (systemd, a container) starts it again or tells someone.
      onLost: (error) => {
        log.fatal({ err: error }, 'embedded database lost: it could not be restarted');
        process.exit(1);
      },
    },
  });
  const applied = await migrate(database.db);
  if (applied.length) log.info({ applied }, 'database migrated');
  // Their password is published: in production they would be a hole, not a convenience.
  if (config.isProduction && (await hasDemoUsers(database.db))) {
    await database.close();
    throw new ConfigError(DEMO_USERS_IN_PRODUCTION);
  }
  log.info({ database: database.kind === 'embedded' ? config.embeddedDbDir : 'postgres' }, 'database ready');
  const legacy = database.kind === 'embedded' ? unimportedPgliteMessage(config.legacyPgliteDir) : null;
  if (legacy && (await isDatabaseEmpty(database.db))) {
    await database.close();
    throw new ConfigError(legacy);
  }
  if (config.demoSeed && (await isDatabaseEmpty(database.db))) {
    log.info({ facilities: config.demoFacilities }, 'empty database: seeding the demo data set (first start only)');
    const counts = await seedDemo(database, {
      facilities: config.demoFacilities,
      env: config.env,
      log: (message) => log.info(message),
    });
    log.info(counts, 'demo data seeded');
  }
  // One set of services for the HTTP side and the in-process worker.
  const services = createServices(config, database.db, log);
  // Background jobs (list parsing, geocoding, matching) run here unless RUN_WORKER=false, on
  // connections of their own whose backends give the CPU to requests first (background-priority.ts).
  const background = config.runWorker
    ? await openDatabase({ databaseUrl: database.url, poolSize: 4, background: true })
    : null;
  const worker = background
    ? startWorker({
        db: background.db,
        handlers: createJobHandlers({ config, db: background.db, services }),
        log,
        soleWorker: database.kind === 'embedded',
      })
    : null;
  if (worker) {
    scheduleOrphanSweeps(database.db, log);
    scheduleDuplicateChecks(database.db, log);
  }
  const forked = config.webProcesses > 1 ? forkHttpProcesses(config.webProcesses, database.url, log) : null;

  let closing = false;
  let http: HttpServing | null = null;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    // Within 5 s: requests and the current job get 2.5 s to finish; then open connections are
    // cut and the job goes back to the queue, its open batch rolled back with its connection.
    const force = setTimeout(() => process.exit(1), 5_000).unref();
    await Promise.all([http?.close(), forked?.close(), worker?.stop({ graceMs: SHUTDOWN_GRACE_MS })]);
    await background?.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  http = forked ? null : await serveHttp(config, database, services, log);
  await forked?.listening;
  log.info(
    `${config.productName} is serving http://localhost:${config.port}${forked ? ` from ${config.webProcesses} processes` : ''}`,
  );
  if (!config.isProduction && (await hasDemoUsers(database.db))) console.log(demoLoginLines().join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MigrationChangedError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
