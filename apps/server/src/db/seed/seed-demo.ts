import { sql } from 'kysely';
import { createOsIdGenerator } from '@registry/core/os-id';
import type { Db } from '../database.ts';
import { vacuumSearchTables } from '../vacuum.ts';
import { indexAllInBulk } from '../../modules/facilities/derived-tables.ts';
import { refreshFacilityIndex } from '../../modules/facilities/facility-index.ts';
import type { Executor } from '../executor.ts';
import { bulkInsert, resetIdentity } from './bulk-insert.ts';
import { deferIndexes } from './bulk-load.ts';
import * as columns from './columns.ts';
import { buildContributors, buildLists, type SeedContributor } from './contributors.ts';
import { createDemoUsers } from './demo-users.ts';
import { demoReviewList } from './extras.ts';
import { generateBatch, type Batch, type FacilityTruth, type World } from './facilities.ts';
import { createPlacePicker } from './places.ts';
import { createProfilePicker } from './profiles.ts';
import { createRandom, cumulative } from './random.ts';

export interface SeedOptions {
  facilities: number;
  log?: (message: string) => void;
  /** NODE_ENV; the process's when omitted. */
  env?: string;
  /**
   * How the index's derived tables are built: 'bulk' (default) one statement per table after the
   * index rows; 'triggers' by facility_index's triggers as every write does (the test compares both).
   */
  derivedTables?: 'bulk' | 'triggers';
}

export interface SeedCounts {
  facilities: number;
  countries: number;
  users: number;
  contributors: number;
  lists: number;
  listItems: number;
  matches: number;
  extendedFields: number;
  moderationEvents: number;
  claims: number;
  reports: number;
  aliases: number;
}

/** Facilities generated (and inserted) at a time: bounds memory whatever N is. */
const BATCH = 20_000;
/** Tables the seed fills in bulk; their secondary indexes and foreign keys are built once, at the end. */
const SOURCE_TABLES = [
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
 * the same data. Demo accounts are part of it, so it refuses to run in production.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedCounts> {
  if ((options.env ?? process.env.NODE_ENV) === 'production') throw new Error(PRODUCTION_REFUSAL);
  if (!Number.isInteger(options.facilities) || options.facilities < 0)
    throw new Error('facilities must be a whole number, 0 or more');
  const log = options.log ?? (() => undefined);
  const counts = await db.transaction().execute(async (trx) => {
    // Two servers starting on one empty PostgreSQL database: the second waits, then finds data.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (!(await isDatabaseEmpty(trx)))
      throw new Error('The demo seed fills an empty database; this one has users or facilities.');
    return seedInTransaction(trx, options.facilities, log, options.derivedTables ?? 'bulk');
  });
  log('vacuuming the search tables');
  await vacuumSearchTables(db, { analyze: true });
  return counts;
}

async function seedInTransaction(
  db: Executor,
  facilityCount: number,
  log: (message: string) => void,
  derivedTables: 'bulk' | 'triggers',
): Promise<SeedCounts> {
  const random = createRandom(SEED_LOCK + facilityCount);
  const places = createPlacePicker(random);
  const demo = await createDemoUsers(db);
  const adminUserId = demo.users['admin@example.com']!;
  const demoContributorId = demo.contributors['contributor@example.com']!;
  const restoreSourceIndexes = await deferIndexes(db, SOURCE_TABLES);

  const firstIds = (
    await sql<{ users: number; contributors: number }>`
    select (select max(id) from users) as users, (select max(id) from contributors) as contributors`.execute(db)
  ).rows[0]!;
  const contributorCount = Math.min(8000, Math.max(24, Math.round(facilityCount / 60)));
  const built = buildContributors(random, places, {
    count: contributorCount,
    firstUserId: firstIds.users + 1,
    firstContributorId: firstIds.contributors + 1,
  });
  await bulkInsert(db, 'users', columns.USER_COLUMNS, built.users);
  await bulkInsert(db, 'contributors', columns.CONTRIBUTOR_COLUMNS, built.rows);
  const demoContributor: SeedContributor = {
    id: demoContributorId,
    adminId: demo.users['contributor@example.com']!,
    name: 'Demo Brand Co.',
    type: 'Brand / Retailer',
    weight: 1,
  };
  const { rows: listRows, lists } = buildLists(random, [demoContributor, ...built.contributors], {
    firstListId: 1,
    adminUserId,
    demoContributorId,
  });
  await bulkInsert(db, 'facility_lists', columns.LIST_COLUMNS, listRows);

  const world: World = {
    random,
    places,
    profiles: createProfilePicker(random),
    newOsId: createOsIdGenerator(random.next),
    lists,
    listWeights: cumulative(lists.map((list) => list.weight)),
    contributors: built.contributors,
    owners: built.contributors.filter((c) => c.type.startsWith('Facility')),
    adminUserId,
    next: { itemId: 1, claimId: 1, facility: 0, event: 0, report: 0 },
    rowsInList: new Map(),
  };
  const counts: SeedCounts = {
    facilities: facilityCount,
    countries: 0,
    users: built.users.length + 4,
    contributors: built.rows.length + 4,
    lists: lists.length,
    listItems: 0,
    matches: 0,
    extendedFields: 0,
    moderationEvents: 0,
    claims: 0,
    reports: 0,
    aliases: 0,
  };
  const countries = new Set<string>();
  const candidates: FacilityTruth[] = [];
  let inserting: Promise<void> = Promise.resolve();
  for (let done = 0; done < facilityCount;) {
    const size = Math.min(BATCH, facilityCount - done);
    // Generating the next batch overlaps the previous batch's inserts (PostgreSQL works in its own process).
    const batch = generateBatch(world, size);
    await inserting;
    done += size;
    for (const facility of batch.facilities as { country_code: string }[]) countries.add(facility.country_code);
    candidates.push(...batch.sample.slice(0, Math.max(0, 8 - candidates.length)));
    const progress = `seeded ${done} of ${facilityCount} facilities`;
    inserting = insertBatch(db, batch, counts).then(() => log(progress));
  }
  await inserting;
  counts.countries = countries.size;

  const review = demoReviewList(world, { listId: lists.length + 1, contributorId: demoContributorId, candidates });
  await bulkInsert(db, 'facility_lists', columns.LIST_COLUMNS, [review.list]);
  await bulkInsert(db, 'facility_list_items', columns.ITEM_COLUMNS, review.items);
  await bulkInsert(db, 'facility_matches', columns.MATCH_COLUMNS, review.matches);
  counts.lists += 1;
  counts.listItems += review.items.length;
  counts.matches += review.matches.length;

  await sql`update facility_lists l set item_count = c.n, file_size = 180 + c.n * 140
    from (select facility_list_id, count(*)::int as n from facility_list_items group by facility_list_id) c
    where c.facility_list_id = l.id`.execute(db);
  for (const table of ['users', 'contributors', 'facility_lists', 'facility_list_items', 'facility_claims'])
    await resetIdentity(db, table);

  log('building indexes and checking foreign keys');
  await restoreSourceIndexes();
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
  if (derivedTables === 'bulk') await indexAllInBulk(db, { onProgress, log });
  else await refreshFacilityIndex(db, undefined, { onProgress });
  log('building the facility index indexes');
  await restoreIndexIndexes();
  await sql`analyze facility_index`.execute(db);
  return counts;
}

async function insertBatch(db: Executor, batch: Batch, counts: SeedCounts) {
  await bulkInsert(db, 'facilities', columns.FACILITY_COLUMNS, batch.facilities);
  await bulkInsert(db, 'facility_list_items', columns.ITEM_COLUMNS, batch.items);
  await bulkInsert(db, 'facility_matches', columns.MATCH_COLUMNS, batch.matches);
  await bulkInsert(db, 'moderation_events', columns.EVENT_COLUMNS, batch.events);
  await bulkInsert(db, 'facility_claims', columns.CLAIM_COLUMNS, batch.claims);
  await bulkInsert(db, 'extended_fields', columns.EXTENDED_FIELD_COLUMNS, batch.extended);
  await bulkInsert(db, 'facility_activity_reports', columns.REPORT_COLUMNS, batch.reports);
  await bulkInsert(db, 'facility_aliases', columns.ALIAS_COLUMNS, batch.aliases);
  counts.listItems += batch.items.length;
  counts.matches += batch.matches.length;
  counts.extendedFields += batch.extended.length;
  counts.moderationEvents += batch.events.length;
  counts.claims += batch.claims.length;
  counts.reports += batch.reports.length;
  counts.aliases += batch.aliases.length;
}
