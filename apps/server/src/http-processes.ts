// The HTTP side of `npm start`: served by this process, or by WEB_PROCESSES forked ones
// (node:cluster shares the port), each with its own connection pool. The primary keeps the
// database server, migrations, the seed and the background worker.
import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import type { createLogger } from './logger.ts';
import { buildApp } from './app.ts';
import { openDatabase, type Database } from './db/database.ts';
import { createServices, type Services } from './services.ts';

type Logger = ReturnType<typeof createLogger>;

export const SHUTDOWN_GRACE_MS = 2_500;

export interface HttpServing {
  /** Within SHUTDOWN_GRACE_MS requests finish; then open connections are cut. */
  close(): Promise<void>;
}

/** Builds the app over `database` (and the read replica, when configured) and listens on the configured port. */
export async function serveHttp(
  config: Config,
  database: Database,
  services: Services,
  log: Logger,
): Promise<HttpServing> {
  // Search, tiles and filter options may read from a replica; everything else reads the primary.
  const replica = config.databaseReadUrl ? await openDatabase({ databaseUrl: config.databaseReadUrl }) : null;
  const app = await buildApp({ config, db: database.db, readDb: replica?.db, services, log });
  await app.listen({ port: config.port, host: config.host });
  return {
    async close() {
      setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
      await app.close();
      await replica?.close();
    },
  };
}

/**
 * Forks `count` HTTP processes on the database at `databaseUrl` (the embedded server's socket
 * or DATABASE_URL) without a background worker of their own; one that dies is replaced.
 */
export function forkHttpProcesses(
  count: number,
  databaseUrl: string,
  log: Logger,
): HttpServing & { listening: Promise<void> } {
  let closing = false;
  const env = { DATABASE_URL: databaseUrl, RUN_WORKER: 'false', DEMO_SEED: 'false' };
  const fork = (): Worker => {
    const worker = cluster.fork(env);
    worker.on('exit', (code, signal) => {
      if (closing) return;
      log.error({ pid: worker.process.pid, code, signal }, 'an HTTP process stopped; starting another');
      setTimeout(fork, 1_000).unref();
    });
    return worker;
  };
  const workers = Array.from({ length: count }, fork);
  const listening = Promise.all(
    workers.map((worker) => new Promise<void>((resolve) => worker.once('listening', () => resolve()))),
  ).then(() => undefined);
  return {
    listening,
    async close() {
      closing = true;
      const alive = Object.values(cluster.workers ?? {}).filter(
        (worker): worker is Worker => worker !== undefined && !worker.isDead(),
      );
      await Promise.all(
        alive.map(
          (worker) =>
            new Promise<void>((resolve) => {
              worker.once('exit', () => resolve());
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/** In a forked HTTP process: serve until SIGTERM or SIGINT, then close within the grace. */
export async function runHttpProcess(config: Config, log: Logger): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const serving = await serveHttp(config, database, createServices(config, database.db, log), log);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 5_000).unref();
    await serving.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}
