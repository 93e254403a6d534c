import fs from 'node:fs';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';
import { openPglite, PglitePool } from './pglite-pool.ts';

// The pg driver returns int8/numeric as strings and DATE as a local-midnight Date;
// numbers and 'YYYY-MM-DD' strings are what PGlite gives us, so both agree.
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
  kind: 'pglite' | 'postgres';
  /** Embedded only: writes the whole data directory to a tar file (test templates). */
  dumpDataDir?(filePath: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory of the embedded database; undefined keeps it in memory. */
  embeddedDir?: string;
  /** A dumped data directory to start the embedded database from (tests). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  if (options.embeddedDir) fs.mkdirSync(options.embeddedDir, { recursive: true });
  const pglite = await openPglite(options.embeddedDir, options.loadDataDir);
  const pool = new PglitePool(pglite);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool as unknown as pg.Pool }) });
  return {
    db,
    kind: 'pglite',
    async dumpDataDir(filePath) {
      const dump = await pglite.dumpDataDir('none');
      fs.writeFileSync(filePath, Buffer.from(await dump.arrayBuffer()));
    },
    close: () => db.destroy(),
  };
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  // Session settings for interactive queries: no JIT (a text search's estimate misleads the
  // planner into 30+ ms of compiling for a 100 ms query), and room to group a common word's
  // 60,000 matches in memory instead of spilling them to disk (4 MB by default).
  const options = '-c jit=off -c work_mem=16MB';
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000, options });
  // A client losing its server (restart) must not crash the process: an idle one is reported on
  // the pool, one in use on itself. Its query fails (503 to the caller) and the pool drops it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
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
