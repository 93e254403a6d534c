import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql, type DatabaseConnection, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';
import { lowerBackendPriority } from './background-priority.ts';
import { startEmbeddedPostgres, type EmbeddedOptions } from './embedded-postgres.ts';

// The pg driver returns int8/numeric as strings and DATE as a local-midnight Date; the code
// works with numbers and 'YYYY-MM-DD' strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
const TEXT_ARRAY = 1009 as Parameters<typeof pg.types.getTypeParser>[0];
const INT8_ARRAY = 1016 as Parameters<typeof pg.types.getTypeParser>[0];
const parseTextArray = pg.types.getTypeParser(TEXT_ARRAY);
pg.types.setTypeParser(INT8_ARRAY, (value) => (parseTextArray(value) as string[]).map(Number));

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  /** `embedded`: the PostgreSQL server this process started (`./data/postgres`); one process owns it. */
  kind: 'embedded' | 'postgres';
  /** Its connection string (tests clone databases on the same server). */
  url: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Data directory of the embedded server; undefined makes a throwaway one (tests, benchmarks). */
  embeddedDir?: string;
  poolSize?: number;
  /**
   * Connections for background work: their backends run at a low CPU priority when they are
   * processes of this machine (see background-priority.ts), so requests go first.
   */
  background?: boolean;
  /** What the embedded server's supervisor reports: a restart after PostgreSQL died, or that it could not come back. */
  supervision?: Pick<EmbeddedOptions, 'onRestart' | 'onLost'>;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, 'postgres', options.background);
  const scratch = options.embeddedDir ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'registry-db-'));
  const server = await startEmbeddedPostgres({
    dir: options.embeddedDir ?? path.join(scratch!, 'postgres'),
    temporary: scratch !== null,
    ...options.supervision,
  });
  const database = await openPostgres(server.url, options.poolSize ?? 10, 'embedded', options.background);
  return {
    ...database,
    async close() {
      await database.close();
      await server.stop(); // its fast shutdown rolls back what a cut-off job left open
      if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * Session settings for interactive queries: no JIT (a text search's estimate misleads the
 * planner into 30+ ms of compiling for a 100 ms query), and room to group a common word's
 * 60,000 matches in memory instead of spilling them to disk (4 MB by default).
 */
export const SESSION_OPTIONS = '-c jit=off -c work_mem=16MB';

async function openPostgres(
  connectionString: string,
  max: number,
  kind: Database['kind'],
  background = false,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000, options: SESSION_OPTIONS });
  // A client losing its server (restart) must not crash the process: an idle one is reported on
  // the pool, one in use on itself. Its query fails (503 to the caller) and the pool drops it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const onCreateConnection = background
    ? async (connection: DatabaseConnection) => void (await lowerBackendPriority(connection))
    : undefined;
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool, onCreateConnection }) });
  // A connection still in a transaction (a job cut off at shutdown) must not hold up the close:
  // the server rolls that transaction back when the process exits or the server stops.
  const close = () => Promise.race([db.destroy(), new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref())]);
  return { db, kind, url: connectionString, close };
}

/** Runs a script of several statements (no parameters) on one connection. */
export async function execScript(db: Db | Transaction<DB>, script: string): Promise<void> {
  await sql.raw(script).execute(db);
}

export async function ping(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
