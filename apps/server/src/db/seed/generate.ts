import { createOsIdGenerator } from '@registry/core/os-id';
import type { ColumnTypes } from './bulk-insert.ts';
import * as columns from './columns.ts';
import { buildContributors, buildLists, type SeedContributor } from './contributors.ts';
import { demoReviewList } from './extras.ts';
import { generateBatch, type FacilityTruth, type World } from './facilities.ts';
import { createPlacePicker } from './places.ts';
import { createProfilePicker } from './profiles.ts';
import { createRandom, cumulative } from './random.ts';

/** What the generation needs from the database: the demo accounts, made before it. Plain numbers, so a thread can be given them. */
export interface SeedPlan {
  facilities: number;
  /** The largest user and contributor ids after the demo accounts. */
  lastUserId: number;
  lastContributorId: number;
  adminUserId: number;
  demoContributorId: number;
  demoContributorAdminId: number;
}

export interface TableRows {
  table: string;
  types: ColumnTypes;
  rows: object[];
}

/** Rows for several tables, to be written in this order; `progress` is logged once they are. */
export interface SeedPart {
  tables: TableRows[];
  progress?: string;
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

/** Facilities generated at a time: bounds memory whatever N is. */
const BATCH = 20_000;
const SEED = 20_191_926;
/** The demo accounts (demo-users.ts): one user and one contributor each. */
const DEMO_ACCOUNTS = 4;

/**
 * Every row of the demo data set, part by part, from nothing but the plan: the same plan always
 * gives the same rows. It touches no database, so it can run in a thread of its own while the
 * database stores the parts it has already made (seed-demo.ts).
 */
export function* generateSeed(plan: SeedPlan): Generator<SeedPart, SeedCounts> {
  const facilityCount = plan.facilities;
  const random = createRandom(SEED + facilityCount);
  const places = createPlacePicker(random);
  const contributorCount = Math.min(8000, Math.max(24, Math.round(facilityCount / 60)));
  const built = buildContributors(random, places, {
    count: contributorCount,
    firstUserId: plan.lastUserId + 1,
    firstContributorId: plan.lastContributorId + 1,
  });
  const demoContributor: SeedContributor = {
    id: plan.demoContributorId,
    adminId: plan.demoContributorAdminId,
    name: 'Demo Brand Co.',
    type: 'Brand / Retailer',
    weight: 1,
  };
  const { rows: listRows, lists } = buildLists(random, [demoContributor, ...built.contributors], {
    firstListId: 1,
    adminUserId: plan.adminUserId,
    demoContributorId: plan.demoContributorId,
  });
  yield {
    tables: [
      { table: 'users', types: columns.USER_COLUMNS, rows: built.users },
      { table: 'contributors', types: columns.CONTRIBUTOR_COLUMNS, rows: built.rows },
      { table: 'facility_lists', types: columns.LIST_COLUMNS, rows: listRows },
    ],
  };

  const world: World = {
    random,
    places,
    profiles: createProfilePicker(random),
    newOsId: createOsIdGenerator(random.next),
    lists,
    listWeights: cumulative(lists.map((list) => list.weight)),
    contributors: built.contributors,
    owners: built.contributors.filter((c) => c.type.startsWith('Facility')),
    adminUserId: plan.adminUserId,
    next: { itemId: 1, claimId: 1, facility: 0, event: 0, report: 0 },
    rowsInList: new Map(),
  };
  const counts: SeedCounts = {
    facilities: facilityCount,
    countries: 0,
    users: built.users.length + DEMO_ACCOUNTS,
    contributors: built.rows.length + DEMO_ACCOUNTS,
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
  for (let done = 0; done < facilityCount;) {
    const size = Math.min(BATCH, facilityCount - done);
    const batch = generateBatch(world, size);
    done += size;
    for (const facility of batch.facilities as { country_code: string }[]) countries.add(facility.country_code);
    candidates.push(...batch.sample.slice(0, Math.max(0, 8 - candidates.length)));
    counts.listItems += batch.items.length;
    counts.matches += batch.matches.length;
    counts.extendedFields += batch.extended.length;
    counts.moderationEvents += batch.events.length;
    counts.claims += batch.claims.length;
    counts.reports += batch.reports.length;
    counts.aliases += batch.aliases.length;
    yield {
      tables: [
        { table: 'facilities', types: columns.FACILITY_COLUMNS, rows: batch.facilities },
        { table: 'facility_list_items', types: columns.ITEM_COLUMNS, rows: batch.items },
        { table: 'facility_matches', types: columns.MATCH_COLUMNS, rows: batch.matches },
        { table: 'moderation_events', types: columns.EVENT_COLUMNS, rows: batch.events },
        { table: 'facility_claims', types: columns.CLAIM_COLUMNS, rows: batch.claims },
        { table: 'extended_fields', types: columns.EXTENDED_FIELD_COLUMNS, rows: batch.extended },
        { table: 'facility_activity_reports', types: columns.REPORT_COLUMNS, rows: batch.reports },
        { table: 'facility_aliases', types: columns.ALIAS_COLUMNS, rows: batch.aliases },
      ],
      progress: `seeded ${done} of ${facilityCount} facilities`,
    };
  }
  counts.countries = countries.size;

  const review = demoReviewList(world, {
    listId: lists.length + 1,
    contributorId: plan.demoContributorId,
    candidates,
  });
  counts.lists += 1;
  counts.listItems += review.items.length;
  counts.matches += review.matches.length;
  yield {
    tables: [
      { table: 'facility_lists', types: columns.LIST_COLUMNS, rows: [review.list] },
      { table: 'facility_list_items', types: columns.ITEM_COLUMNS, rows: review.items },
      { table: 'facility_matches', types: columns.MATCH_COLUMNS, rows: review.matches },
    ],
  };
  return counts;
}
