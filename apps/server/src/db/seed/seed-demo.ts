import { sql } from 'kysely';
import { CONTRIBUTOR_TYPES } from '@registry/core/contributor-types';
import { createOsIdGenerator } from '@registry/core/os-id';
import { FACILITY_PROCESSING_TYPES } from '@registry/core/facility-types';
import { workerRangeOf } from '@registry/core/number-of-workers';
import type { Db } from '../database.ts';
import { refreshFacilityIndex } from '../../modules/facilities/facility-index.ts';
import { bulkInsert, resetIdentity } from './bulk-insert.ts';
import { createDemoUsers } from './demo-users.ts';
import { facilityName, nativeLanguageName, PARENT_COMPANIES, PRODUCT_TYPES, streetAddress } from './names.ts';
import { createPlacePicker } from './places.ts';
import { createRandom, cumulative } from './random.ts';
import { seedExtras } from './seed-extras.ts';

export interface SeedOptions {
  facilities: number;
  log?: (message: string) => void;
  env?: string;
}

export interface SeedCounts {
  facilities: number;
  contributors: number;
  lists: number;
  listItems: number;
  extendedFields: number;
  countries: number;
}

const BATCH = 20_000;
const SECTOR_CHOICES = ['Apparel', 'Apparel', 'Apparel', 'Textiles', 'Footwear', 'Home Textiles', 'Accessories', 'Leather', 'Electronics', 'Toys', 'Furniture', 'Food', 'Agriculture', 'Packaging', 'Sporting Goods'];

/** True for a database with no facilities and no users: the demo seed's precondition. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await sql<{ used: boolean }>`
    select exists (select 1 from facilities) or exists (select 1 from users) as used`.execute(db);
  return !row.rows[0]!.used;
}

/**
 * Fills an empty database with the demo data set: the same N always gives the same data.
 * Demo accounts are part of it, so it refuses to run in production.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedCounts> {
  if ((options.env ?? process.env.NODE_ENV) === 'production') {
    throw new Error('The demo seed creates demo accounts and never runs with NODE_ENV=production.');
  }
  const log = options.log ?? (() => undefined);
  const random = createRandom(20_191_926 + options.facilities);
  const newOsId = createOsIdGenerator(random.next);
  const places = createPlacePicker(random);

  const demo = await createDemoUsers(db);
  const maxIds = await sql<{ users: number; contributors: number }>`
    select (select max(id) from users) as users, (select max(id) from contributors) as contributors`.execute(db);
  let nextUserId = maxIds.rows[0]!.users + 1;
  let nextContributorId = maxIds.rows[0]!.contributors + 1;

  // Contributors of every type; facility-type ones later claim facilities.
  const contributorCount = Math.max(CONTRIBUTOR_TYPES.length * 3, Math.min(20_000, Math.round(options.facilities / 60)));
  const users: Record<string, unknown>[] = [];
  const contributors: { id: number; admin_id: number; name: string; contributor_type: string; is_verified: boolean; description: string }[] = [];
  for (let i = 0; i < contributorCount; i++) {
    const type = CONTRIBUTOR_TYPES[i % CONTRIBUTOR_TYPES.length]!;
    const userId = nextUserId++;
    users.push({ id: userId, email: `member${i + 1}@contributors.example`, password_hash: '!', is_active: true });
    const place = places.pick();
    contributors.push({
      id: nextContributorId++,
      admin_id: userId,
      name: type.startsWith('Facility') ? facilityName(random, place.country, place.city) : `${random.pick(['Northwind', 'Bluebird', 'Fairway', 'Greenfield', 'Meridian', 'Cascade', 'Lakeside', 'Redwood'])} ${type.split(' / ')[0]} ${i + 1}`,
      contributor_type: type,
      is_verified: random.chance(0.3),
      description: `${type} contributing supplier data.`,
    });
  }
  await bulkInsert(db, 'users', { id: 'bigint[]', email: 'text[]', password_hash: 'text[]', is_active: 'boolean[]' }, users, { overrideIdentity: true });
  await bulkInsert(db, 'contributors', { id: 'bigint[]', admin_id: 'bigint[]', name: 'text[]', contributor_type: 'text[]', is_verified: 'boolean[]', description: 'text[]' }, contributors, { overrideIdentity: true });
  await sql`update contributors set other_contributor_type = 'Cooperative' where contributor_type = 'Other' and other_contributor_type is null`.execute(db);

  // Lists: one to three per contributor, three for the demo contributor.
  const listOwners = [...contributors.map((c) => c.id), demo['contributor@example.com']!, demo['contributor@example.com']!, demo['contributor@example.com']!];
  const lists: { id: number; contributor_id: number; name: string; file_name: string; file_key: string; status: string; match_responsibility: string; created_at: string }[] = [];
  let listId = 1;
  for (const owner of listOwners) {
    const count = owner === demo['contributor@example.com'] ? 1 : random.int(1, 3);
    for (let i = 0; i < count; i++) {
      const season = `${random.pick(['Spring', 'Summer', 'Fall', 'Winter'])} ${random.int(2019, 2026)}`;
      const name = `${season} ${random.pick(['Supplier List', 'Compliance List', 'Production Locations', 'Tier 1 and 2'])}`;
      lists.push({
        id: listId,
        contributor_id: owner,
        name,
        file_name: `${name.replace(/ /g, '_')}.csv`,
        file_key: `demo/${listId}.csv`,
        status: 'APPROVED',
        match_responsibility: random.chance(0.5) ? 'moderator' : 'contributor',
        created_at: new Date(Date.UTC(2019, 0, 1) + random.int(0, 2500) * 86_400_000).toISOString(),
      });
      listId++;
    }
  }
  await bulkInsert(db, 'facility_lists', { id: 'bigint[]', contributor_id: 'bigint[]', name: 'text[]', file_name: 'text[]', file_key: 'text[]', status: 'text[]', match_responsibility: 'text[]', created_at: 'timestamptz[]' }, lists, { overrideIdentity: true });
  // Larger contributors list more facilities.
  const listWeights = cumulative(lists.map((_, i) => 1 + (i % 7)));
  const rowCounters = new Map<number, number>();

  const countries = new Set<string>();
  let itemId = 1;
  let itemCount = 0;
  let extendedCount = 0;
  const osIds: string[] = [];
  for (let start = 0; start < options.facilities; start += BATCH) {
    const size = Math.min(BATCH, options.facilities - start);
    const facilities: Record<string, unknown>[] = [];
    const items: Record<string, unknown>[] = [];
    const matches: Record<string, unknown>[] = [];
    const extended: Record<string, unknown>[] = [];
    for (let i = 0; i < size; i++) {
      const place = places.pick();
      countries.add(place.country);
      const created = new Date(Date.UTC(2019, 0, 1) + random.int(0, 2850) * 86_400_000);
      const osId = newOsId(place.country, created);
      osIds.push(osId);
      const name = facilityName(random, place.country, place.city);
      const address = streetAddress(random, place.country, place.city);
      facilities.push({ os_id: osId, name, address, country_code: place.country, lat: place.lat, lng: place.lng, created_at: created.toISOString() });
      const contributions = random.chance(0.6) ? 1 : random.chance(0.6) ? 2 : random.chance(0.7) ? 3 : 4;
      const used = new Set<number>();
      for (let c = 0; c < contributions; c++) {
        const list = random.pickWeighted(lists, listWeights);
        if (used.has(list.id)) continue;
        used.add(list.id);
        const row = rowCounters.get(list.id) ?? 0;
        rowCounters.set(list.id, row + 1);
        // Later contributors write the same facility a little differently.
        const itemName = c === 0 ? name : random.chance(0.5) ? name.toUpperCase() : name.replace(/,? (Co\.?,? )?Ltd\.?$/i, '');
        const sector = [random.pick(SECTOR_CHOICES)];
        items.push({
          id: itemId,
          facility_list_id: list.id,
          row_index: row,
          raw_data: { country: place.country, name: itemName, address, sector: sector.join('|') },
          status: 'MATCHED',
          country_code: place.country,
          name: itemName,
          address,
          sector: sector,
          facility_id: osId,
          processing_started_at: list.created_at,
          processing_completed_at: list.created_at,
        });
        matches.push({ facility_id: osId, facility_list_item_id: itemId, status: c === 0 || random.chance(0.7) ? 'AUTOMATIC' : 'CONFIRMED', confidence: c === 0 ? 1 : 0.85 + random.next() * 0.15, results: { version: 1, match_type: c === 0 ? 'new_facility' : 'automatic' } });
        if (c === 0) extended.push(...extendedFieldsFor(random, osId, list.contributor_id, itemId, place.country));
        itemId++;
      }
    }
    await bulkInsert(db, 'facilities', { os_id: 'text[]', name: 'text[]', address: 'text[]', country_code: 'text[]', lat: 'float8[]', lng: 'float8[]', created_at: 'timestamptz[]' }, facilities);
    await bulkInsert(db, 'facility_list_items', {
      id: 'bigint[]', facility_list_id: 'bigint[]', row_index: 'int[]', raw_data: 'jsonb[]', status: 'text[]', country_code: 'text[]',
      name: 'text[]', address: 'text[]', sector: 'text[][]', facility_id: 'text[]', processing_started_at: 'timestamptz[]', processing_completed_at: 'timestamptz[]',
    }, items, { overrideIdentity: true });
    await bulkInsert(db, 'facility_matches', { facility_id: 'text[]', facility_list_item_id: 'bigint[]', status: 'text[]', confidence: 'numeric[]', results: 'jsonb[]' }, matches);
    await bulkInsert(db, 'extended_fields', { facility_id: 'text[]', contributor_id: 'bigint[]', field_name: 'text[]', value: 'jsonb[]', facility_list_item_id: 'bigint[]' }, extended);
    itemCount += items.length;
    extendedCount += extended.length;
    log(`seeded ${Math.min(start + size, options.facilities)} of ${options.facilities} facilities`);
  }

  await sql`update facilities f set created_from_item_id = m.id
    from (select facility_id, min(id) as id from facility_list_items group by facility_id) m
    where m.facility_id = f.os_id`.execute(db);
  await sql`update facility_lists l set item_count = c.n
    from (select facility_list_id, count(*) as n from facility_list_items group by facility_list_id) c
    where c.facility_list_id = l.id`.execute(db);
  for (const table of ['users', 'contributors', 'facility_lists', 'facility_list_items']) await resetIdentity(db, table);

  await seedExtras(db, random, { osIds, contributors, demoContributorId: demo['contributor@example.com']!, newOsId });
  log('building the facility index');
  await refreshFacilityIndex(db);
  return { facilities: options.facilities, contributors: contributors.length + 4, lists: lists.length, listItems: itemCount, extendedFields: extendedCount, countries: countries.size };
}

function extendedFieldsFor(random: ReturnType<typeof createRandom>, osId: string, contributorId: number, itemId: number, country: string) {
  const rows: Record<string, unknown>[] = [];
  const add = (field_name: string, value: unknown) => rows.push({ facility_id: osId, contributor_id: contributorId, field_name, value, facility_list_item_id: itemId });
  if (random.chance(0.6)) {
    const min = random.int(20, 6000);
    const max = random.chance(0.5) ? min : min + random.int(10, 3000);
    add('number_of_workers', { min, max, range: workerRangeOf(max) });
  }
  if (random.chance(0.3)) {
    const name = random.pick(PARENT_COMPANIES);
    add('parent_company', { raw_value: name, name });
  }
  if (random.chance(0.6)) add('product_type', { raw_values: [random.pick(PRODUCT_TYPES), random.pick(PRODUCT_TYPES)].filter((v, i, a) => a.indexOf(v) === i) });
  if (random.chance(0.5)) {
    const entry = random.pick(FACILITY_PROCESSING_TYPES);
    const processing = random.pick(entry.processingTypes);
    add('facility_type', { raw_values: [entry.facilityType], matched_values: [entry.facilityType] });
    add('processing_type', { raw_values: [processing.toLowerCase()], matched_values: [processing] });
  }
  const native = random.chance(0.5) ? nativeLanguageName(random, country) : undefined;
  if (native) add('native_language_name', { raw_value: native });
  return rows;
}
