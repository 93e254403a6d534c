import { Kysely, PostgresDialect, sql, type PostgresPool } from 'kysely';
import pg from 'pg';
import { SESSION_OPTIONS, type Database } from '../database.ts';
import type { DB } from '../schema.ts';
import { vacuumSearchTables } from '../vacuum.ts';
import { indexAllInBulk } from '../../modules/facilities/derived-tables.ts';
import { refreshFacilityIndex } from '../../modules/facilities/facility-index.ts';
import type { Executor } from '../executor.ts';
import { bulkInsert, resetIdentity } from './bulk-insert.ts';
import { deferIndexes } from './bulk-load.ts';
import { copyIn } from './copy-in.ts';
import { createDemoUsers } from './demo-users.ts';
import { generateSeed, type SeedCounts, type SeedPlan } from './generate.ts';
import { generatedParts } from './generate-thread.ts';

export type { SeedCounts } from './generate.ts';

export interface SeedOptions {
  facilities: number;
  log?: (message: string) => void;
  /** NODE_ENV; the process's when omitted. */
  env?: string;
  /**
   * How the source rows are stored: 'copy' (default) made in a thread of their own as COPY text;
   * 'insert' made here and inserted by statements, as the seed did before (the test compares both).
   */
  load?: 'copy' | 'insert';
  /**
   * How the index's derived tables are built: 'bulk' (default) one statement per table after the
   * index rows; 'triggers' by facility_index's triggers as every write does (the test compares both).
   */
  derivedTables?: 'bulk' | 'triggers';
}

/** Tables the seed fills in bulk; their secondary indexes and foreign keys are built once, at the end. */
export const SOURCE_TABLES = [
  'facility_lists',
  'facilities',
  'facility_list_items',
  'facility_matches',
  'extended_fields',
  'moderation_events',
  'facility_claims',
  'facility_activity_reports',
  'facility_aliases',
];
const SEED_LOCK = 20_191_926;

export const PRODUCTION_REFUSAL = 'The demo seed creates demo accounts and never runs with NODE_ENV=production.';

/** True for a database with no facilities and no users: the demo seed's precondition. */
export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const { rows } = await sql<{ used: boolean }>`
    select exists (select 1 from facilities) or exists (select 1 from users) as used`.execute(db);
  return !rows[0]!.used;
}

/**
 * Fills an empty database with the demo data set, in one transaction: the same N always gives
 * the same data. Demo accounts are part of it, so it refuses to run in production. It runs on
 * a connection of its own (COPY needs the driver's client, which the pool does not lend).
 */
export async function seedDemo(database: Pick<Database, 'db' | 'url'>, options: SeedOptions): Promise<SeedCounts> {
  if ((options.env ?? process.env.NODE_ENV) === 'production') throw new Error(PRODUCTION_REFUSAL);
  if (!Number.isInteger(options.facilities) || options.facilities < 0)
    throw new Error('facilities must be a whole number, 0 or more');
  const log = options.log ?? (() => undefined);
  const client = new pg.Client({ connectionString: database.url, options: SESSION_OPTIONS });
  await client.connect();
  client.on('error', () => undefined); // a lost connection fails the statement running on it
  // Kysely on that one connection, so the seed's statements and its COPY share the transaction.
  const pool: PostgresPool = {
    connect: async () => Object.assign(client, { release: () => undefined }),
    end: async () => undefined,
  };
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  try {
    const counts = await db.transaction().execute(async (trx) => {
      // Two servers starting on one empty PostgreSQL database: the second waits, then finds data.
      await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
      if (!(await isDatabaseEmpty(trx)))
        throw new Error('The demo seed fills an empty database; this one has users or facilities.');
      return seedInTransaction(trx, client, options, log);
    });
    log('vacuuming the search tables');
    await vacuumSearchTables(database.db, { analyze: true });
    return counts;
  } finally {
    await db.destroy();
    await client.end();
  }
}

async function seedInTransaction(
  db: Executor,
  client: pg.Client,
  options: SeedOptions,
  log: (message: string) => void,
): Promise<SeedCounts> {
  // Nothing to wait for at commit but the WAL of one transaction; losing it in a crash loses an
  // empty database's first seed, which the next start makes again.
  await sql`set local synchronous_commit = off`.execute(db);
  const demo = await createDemoUsers(db);
  const restoreSourceIndexes = await deferIndexes(db, SOURCE_TABLES);
  const last = (
    await sql<{ users: number; contributors: number }>`
    select (select max(id) from users) as users, (select max(id) from contributors) as contributors`.execute(db)
  ).rows[0]!;
  const plan: SeedPlan = {
    facilities: options.facilities,
    lastUserId: last.users,
    lastContributorId: last.contributors,
    adminUserId: demo.users['admin@example.com']!,
    demoContributorId: demo.contributors['contributor@example.com']!,
    demoContributorAdminId: demo.users['contributor@example.com']!,
  };
  const counts = options.load === 'insert' ? await insertRows(db, plan, log) : await copyRows(client, plan, log);

  await sql`update facility_lists l set item_count = c.n, file_size = 180 + c.n * 140
    from (select facility_list_id, count(*)::int as n from facility_list_items group by facility_list_id) c
    where c.facility_list_id = l.id`.execute(db);
  for (const table of ['users', 'contributors', 'facility_lists', 'facility_list_items', 'facility_claims'])
    await resetIdentity(db, table);

  log('building indexes and checking foreign keys');
  await restoreSourceIndexes(log);
  // Fresh statistics, so the index refresh plans its joins for the real sizes; a small sample
  // is enough for that and keeps ANALYZE quick on the embedded database.
  // This database's own tables only: a bare ANALYZE also takes the shared catalogs (pg_authid...),
  // whose lock a seed running in another database of the same server holds until it commits.
  await sql`set local default_statistics_target = 20`.execute(db);
  const tables = await sql<{
    name: string;
  }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
  await sql`analyze ${sql.join(tables.rows.map((table) => sql.id(table.name)))}`.execute(db);
  await sql`reset default_statistics_target`.execute(db);
  log('writing the facility index');
  const restoreIndexIndexes = await deferIndexes(db, ['facility_index', 'facility_search_words']);
  const onProgress = (done: number, total: number) => log(`indexed ${done} of ${total} facilities`);
  if ((options.derivedTables ?? 'bulk') === 'bulk') await indexAllInBulk(db, { onProgress, log });
  else await refreshFacilityIndex(db, undefined, { onProgress });
  log('building the facility index indexes');
  await restoreIndexIndexes(log);
  await sql`analyze facility_index`.execute(db);
  return counts;
}

/** The rows made in a thread as COPY text, each part copied in as the thread makes the next. */
async function copyRows(client: pg.Client, plan: SeedPlan, log: (message: string) => void): Promise<SeedCounts> {
  const parts = generatedParts(plan);
  for (;;) {
    const next = await parts.next();
    if (next.done) return next.value;
    for (const { statement, data } of next.value.tables) await copyIn(client, statement, data);
    if (next.value.progress) log(next.value.progress);
  }
}

/** The rows made here and inserted by statements: the way the seed stored them before COPY. */
async function insertRows(db: Executor, plan: SeedPlan, log: (message: string) => void): Promise<SeedCounts> {
  const parts = generateSeed(plan);
  for (;;) {
    const next = parts.next();
    if (next.done) return next.value;
    for (const { table, types, rows } of next.value.tables) await bulkInsert(db, table, types, rows);
    if (next.value.progress) log(next.value.progress);
  }
}
