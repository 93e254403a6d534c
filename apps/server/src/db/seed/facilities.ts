import { countryName } from '@registry/core/countries';
import type { OsIdGenerator } from '@registry/core/os-id';
import { formatNumberOfWorkers, workerRangeOf, type WorkerCount } from '@registry/core/number-of-workers';
import { addressVariant, streetAddress } from './addresses.ts';
import { DEMO_OWN_COLUMN, LAST_REQUEST, type SeedContributor, type SeedList } from './contributors.ts';
import { facilityName, nameVariant } from './names.ts';
import type { Place, PlacePicker } from './places.ts';
import type { Profile, ProfilePicker } from './profiles.ts';
import { addDays, cumulative, daysAfter, type Random } from './random.ts';

/** Everything a batch of facilities is generated from; counters advance across batches. */
export interface World {
  random: Random;
  places: PlacePicker;
  profiles: ProfilePicker;
  newOsId: OsIdGenerator;
  lists: readonly SeedList[];
  listWeights: readonly number[];
  contributors: readonly SeedContributor[];
  /** Facility-type contributors: the ones that claim facilities. */
  owners: readonly SeedContributor[];
  adminUserId: number;
  next: { itemId: number; claimId: number; facility: number; event: number; report: number };
  rowsInList: Map<number, number>;
}

/** What the sources of one facility agree it is. */
export interface FacilityTruth {
  osId: string;
  name: string;
  nativeName?: string;
  address: string;
  place: Place;
  profile: Profile;
  createdAt: Date;
  workers: number;
  parent?: string;
  products: string[];
  operations: { facilityType: string; processingTypes: string[] }[];
}

export interface Batch {
  facilities: object[];
  items: object[];
  matches: object[];
  extended: object[];
  events: object[];
  claims: object[];
  reports: object[];
  aliases: object[];
  /** A few generated facilities, for the demo list's potential matches. */
  sample: FacilityTruth[];
}

/** How many lists name a facility: most one, some many (shared suppliers of several brands). */
const SOURCE_COUNTS = cumulative([55, 22, 10, 6, 3, 2, 1, 1]);
const SHARE = {
  fromEvent: 0.015,
  updateEvent: 0.008,
  pendingEvent: 0.004,
  rejectedEvent: 0.001,
  claim: 0.006,
  report: 0.003,
  merge: 0.01,
};
type Extra = keyof typeof SHARE;
/** The first facilities get one of each extra, so even a tiny data set shows every kind. */
const EXAMPLES: Extra[] = [
  'fromEvent',
  'pendingEvent',
  'updateEvent',
  'rejectedEvent',
  'fromEvent',
  'claim',
  'claim',
  'claim',
  'report',
  'report',
  'report',
  'merge',
  'merge',
];
const CLAIM_STATUSES = [
  'APPROVED',
  'PENDING',
  'DENIED',
  'APPROVED',
  'APPROVED',
  'PENDING',
  'APPROVED',
  'APPROVED',
  'PENDING',
  'APPROVED',
];
const REPORT_STATUSES = ['CONFIRMED', 'PENDING', 'REJECTED', 'CONFIRMED', 'PENDING', 'CONFIRMED', 'PENDING'];

export function generateBatch(world: World, size: number): Batch {
  const batch: Batch = {
    facilities: [],
    items: [],
    matches: [],
    extended: [],
    events: [],
    claims: [],
    reports: [],
    aliases: [],
    sample: [],
  };
  for (let i = 0; i < size; i++) generateFacility(world, batch);
  return batch;
}

function generateFacility(world: World, batch: Batch) {
  const { random } = world;
  const example = EXAMPLES[world.next.facility++];
  const has = (extra: Extra) => example === extra || random.chance(SHARE[extra]);
  const place = world.places.pick();
  const profile = world.profiles(place.country);
  const naming = facilityName(random, place, profile);
  const sourceCount = random.pickWeighted([1, 2, 3, 4, 5, 6, 7, 8], SOURCE_COUNTS);
  const lists = pickLists(world, sourceCount).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const fromEvent = has('fromEvent');
  const createdAt = addDays(fromEvent ? eventDate(world, lists[0]!) : lists[0]!.createdAt, random.next() * 3);
  const operation = random.pick(profile.operations);
  const truth: FacilityTruth = {
    osId: world.newOsId(place.country, createdAt),
    name: naming.name,
    nativeName: naming.nativeName,
    address: streetAddress(random, place),
    place,
    profile,
    createdAt,
    // Log-uniform within the trade's usual sizes: many small sites, a few very large ones.
    workers: Math.round(profile.workers[0] * Math.pow(profile.workers[1] / profile.workers[0], random.next())),
    parent: random.chance(0.25)
      ? `${naming.brand} ${random.pick(['Group', 'Holdings', 'Industries Group'])}`
      : undefined,
    products: random.sample(profile.products, random.int(1, 3)),
    operations: [
      {
        facilityType: operation.facilityType,
        processingTypes: random.sample(operation.processingTypes, random.int(1, 3)),
      },
    ],
  };
  let createdFromItemId: number | null = null;
  let createdFromEventId: string | null = null;
  if (fromEvent) createdFromEventId = addEvent(world, batch, truth, { kind: 'create' });
  lists.forEach((list, j) => {
    const creates = !fromEvent && j === 0;
    const itemId = addListRow(
      world,
      batch,
      truth,
      list,
      creates ? 'NEW_FACILITY' : random.chance(0.8) ? 'MATCHED' : 'CONFIRMED_MATCH',
    );
    if (creates) createdFromItemId = itemId;
  });
  if (has('merge')) addMerge(world, batch, truth);
  if (has('updateEvent')) addEvent(world, batch, truth, { kind: 'update' });
  if (has('pendingEvent')) addEvent(world, batch, truth, { kind: 'pending' });
  if (has('rejectedEvent')) addEvent(world, batch, truth, { kind: 'rejected' });
  if (has('claim')) addClaim(world, batch, truth);
  const closed = has('report') && addReport(world, batch, truth);
  batch.facilities.push({
    os_id: truth.osId,
    name: truth.name,
    address: truth.address,
    country_code: place.country,
    lat: place.lat,
    lng: place.lng,
    created_from_item_id: createdFromItemId,
    created_from_moderation_id: createdFromEventId,
    is_closed: closed,
    created_at: createdAt,
    updated_at: createdAt,
  });
  if (batch.sample.length < 40 && random.chance(0.05)) batch.sample.push(truth);
}

function pickLists(world: World, count: number): SeedList[] {
  const picked = new Map<number, SeedList>();
  for (let attempt = 0; attempt < count * 3 && picked.size < count; attempt++) {
    const list = world.random.pickWeighted(world.lists, world.listWeights);
    picked.set(list.id, list);
  }
  return [...picked.values()];
}

const eventDate = (world: World, list: SeedList) => addDays(list.createdAt, -world.random.int(30, 400));

/** A number or a range around the true head count, the way lists report it. */
function reportedWorkers(random: Random, workers: number): WorkerCount {
  if (random.chance(0.6)) return { min: workers, max: workers };
  const min = Math.max(1, Math.round(workers * (0.6 + random.next() * 0.3)));
  return { min, max: Math.max(min, Math.round(workers * (1.05 + random.next() * 0.5))) };
}

/** The extended-field rows one source reports, as the list pipeline and moderation would store them. */
function extendedFields(
  random: Random,
  truth: FacilityTruth,
  columns: ReadonlySet<string>,
  source: Record<string, unknown>,
  contributorId: number,
  at: Date,
) {
  const rows: object[] = [];
  const raw: Record<string, string> = {};
  const add = (field_name: string, value: unknown) =>
    rows.push({
      facility_id: truth.osId,
      contributor_id: contributorId,
      field_name,
      value,
      is_verified: false,
      created_at: at,
      updated_at: at,
      ...source,
    });
  if (columns.has('number_of_workers') && random.chance(0.55)) {
    const count = reportedWorkers(random, truth.workers);
    raw.number_of_workers = formatNumberOfWorkers(count).replace(' - ', '-');
    add('number_of_workers', { ...count, range: workerRangeOf(count.max) });
  }
  if (columns.has('parent_company') && truth.parent && random.chance(0.7)) {
    raw.parent_company = random.chance(0.8) ? truth.parent : truth.parent.toUpperCase();
    add('parent_company', { raw_value: raw.parent_company, name: truth.parent });
  }
  if (columns.has('product_type') && random.chance(0.6)) {
    const products = random.sample(truth.products, random.int(1, truth.products.length));
    raw.product_type = products.join('|');
    add('product_type', { raw_values: products });
  }
  if (columns.has('facility_type') && random.chance(0.45)) {
    const [operation] = truth.operations;
    raw.facility_type = operation!.facilityType;
    raw.processing_type = operation!.processingTypes.join('|');
    add('facility_type', { raw_values: [operation!.facilityType], matched_values: [operation!.facilityType] });
    add('processing_type', {
      raw_values: operation!.processingTypes.map((type) => type.toLowerCase()),
      matched_values: operation!.processingTypes,
    });
  }
  if (columns.has('native_language_name') && truth.nativeName && random.chance(0.6)) {
    raw.native_language_name = truth.nativeName;
    add('native_language_name', { raw_value: truth.nativeName });
  }
  return { rows, raw };
}

function sectorsOf(random: Random, profile: Profile): string[] {
  return random.chance(0.2) ? [profile.sectors[0]!, random.pick(profile.sectors.slice(1))] : [profile.sectors[0]!];
}

/** One row of a contributor's list that names the facility, its match, and the fields it carries. */
export function addListRow(
  world: World,
  batch: Batch,
  truth: FacilityTruth,
  list: SeedList,
  status: string,
  matchStatus?: string,
): number {
  const { random } = world;
  const id = world.next.itemId++;
  const rowIndex = world.rowsInList.get(list.id) ?? 0;
  world.rowsInList.set(list.id, rowIndex + 1);
  const creates = status === 'NEW_FACILITY';
  const name = creates ? truth.name : nameVariant(random, truth.name);
  const address = creates ? truth.address : addressVariant(random, truth.address, truth.place.city);
  const processedAt = addDays(list.createdAt, 0.01 + random.next() * 0.05);
  const sector = list.columns.has('sector') ? sectorsOf(random, truth.profile) : [];
  const { rows, raw } = extendedFields(
    random,
    truth,
    list.columns,
    { facility_list_item_id: id },
    list.contributorId,
    processedAt,
  );
  const point = creates ? truth.place : world.places.near(truth.place);
  const country = random.chance(0.7) ? (countryName(truth.place.country) ?? truth.place.country) : truth.place.country;
  batch.items.push({
    id,
    facility_list_id: list.id,
    row_index: rowIndex,
    raw_data: {
      country,
      name,
      address,
      ...(sector.length ? { sector: sector.join('|') } : {}),
      ...raw,
      ...(list.columns.has(DEMO_OWN_COLUMN) ? { [DEMO_OWN_COLUMN]: `SC-${String(id).padStart(6, '0')}` } : {}),
    },
    status,
    processing_started_at: list.createdAt,
    processing_completed_at: processedAt,
    processing_errors: [],
    country_code: truth.place.country,
    name,
    address,
    sector,
    product_type: raw.product_type?.split('|') ?? [],
    facility_type: raw.facility_type ? [raw.facility_type] : [],
    processing_type: raw.processing_type?.split('|') ?? [],
    number_of_workers: raw.number_of_workers ?? null,
    parent_company: raw.parent_company ?? null,
    native_language_name: raw.native_language_name ?? null,
    geocoded_lat: point.lat,
    geocoded_lng: point.lng,
    geocoded_address: `${truth.place.city}, ${countryName(truth.place.country) ?? truth.place.country}`,
    facility_id: truth.osId,
    created_at: list.createdAt,
    updated_at: processedAt,
  });
  const confirmed = status === 'CONFIRMED_MATCH';
  const type = matchStatus === 'MERGED' ? 'merged' : creates ? 'new_facility' : confirmed ? 'confirmed' : 'automatic';
  batch.matches.push({
    facility_id: truth.osId,
    facility_list_item_id: id,
    status: matchStatus ?? (confirmed ? 'CONFIRMED' : 'AUTOMATIC'),
    confidence: creates ? 0 : confirmed ? 0.55 + random.next() * 0.3 : 0.85 + random.next() * 0.15,
    results: { version: 1, match_type: type },
    created_at: processedAt,
    updated_at: processedAt,
  });
  batch.extended.push(...rows);
  return id;
}

/**
 * A duplicate that staff merged into this facility: its row now matches here (MERGED) and its
 * OS ID, older than the merge, resolves here through an alias.
 */
function addMerge(world: World, batch: Batch, truth: FacilityTruth) {
  const list = world.random.pickWeighted(world.lists, world.listWeights);
  addListRow(world, batch, truth, list, 'MATCHED', 'MERGED');
  const mergedAt = daysAfter(
    world.random,
    list.createdAt > truth.createdAt ? list.createdAt : truth.createdAt,
    5,
    120,
    LAST_REQUEST,
  );
  batch.aliases.push({
    os_id: world.newOsId(truth.place.country, list.createdAt),
    facility_id: truth.osId,
    reason: 'MERGE',
    created_at: mergedAt,
  });
}

type EventKind = { kind: 'create' | 'update' | 'pending' | 'rejected' };

/** A single-location contribution (API or the web form) and what became of it. */
function addEvent(world: World, batch: Batch, truth: FacilityTruth, { kind }: EventKind): string {
  const { random } = world;
  const id = random.uuid();
  const contributor = random.pick(world.contributors);
  const at = kind === 'create' ? truth.createdAt : daysAfter(random, truth.createdAt, 10, 600, LAST_REQUEST);
  const name = kind === 'create' ? truth.name : nameVariant(random, truth.name);
  const sector = sectorsOf(random, truth.profile);
  const allColumns = new Set([
    'number_of_workers',
    'parent_company',
    'product_type',
    'facility_type',
    'processing_type',
    'native_language_name',
  ]);
  const { rows, raw } = extendedFields(random, truth, allColumns, { moderation_event_id: id }, contributor.id, at);
  const country = { name: countryName(truth.place.country), alpha_2: truth.place.country };
  const decided = kind !== 'pending';
  const decidedAt = addDays(at, random.int(1, 6));
  batch.events.push({
    id,
    contributor_id: contributor.id,
    request_type: kind === 'create' || (kind === 'pending' && random.chance(0.6)) ? 'CREATE' : 'UPDATE',
    source: world.next.event++ % 2 === 0 ? 'API' : 'SLC',
    status: kind === 'pending' ? 'PENDING' : kind === 'rejected' ? 'REJECTED' : 'APPROVED',
    os_id: kind === 'pending' || kind === 'rejected' ? null : truth.osId,
    raw_data: { name, address: truth.address, country: truth.place.country, sector, ...raw },
    cleaned_data: { name, address: truth.address, country, sector, ...raw },
    geocode_result: {
      geocoded_point: { lat: truth.place.lat, lng: truth.place.lng },
      geocoded_address: `${truth.place.city}, ${country.name}`,
    },
    potential_matches:
      kind === 'pending'
        ? [{ os_id: truth.osId, name: truth.name, address: truth.address, confidence: 0.6 + random.next() * 0.3 }]
        : [],
    request_hash: Array.from({ length: 16 }, () => random.int(0, 255).toString(16).padStart(2, '0')).join(''),
    action_type:
      kind === 'create' ? 'NEW_LOCATION' : kind === 'update' ? 'MATCHED' : kind === 'rejected' ? 'REJECTED' : null,
    action_reason_text_cleaned:
      kind === 'rejected' ? 'The submitted address points to an office building, not a production location.' : '',
    action_perform_by_id: decided ? world.adminUserId : null,
    status_change_date: decided ? decidedAt : null,
    created_at: at,
    updated_at: decided ? decidedAt : at,
  });
  // Fields of a pending or rejected contribution are not stored against the facility.
  if (kind === 'create' || kind === 'update') batch.extended.push(...rows);
  return id;
}

const CONTACTS = [
  'Li Wei',
  'Rahim Uddin',
  'Priya Nair',
  'Nguyen Van An',
  'Ayse Kaya',
  'Maria Silva',
  'Sokha Chan',
  'Ahmed Khan',
  'Dewi Lestari',
  'Giulia Rossi',
];

/** The owner's claim of the facility; an approved one brings its own extended fields. */
function addClaim(world: World, batch: Batch, truth: FacilityTruth) {
  const { random } = world;
  const contributor = random.pick(world.owners);
  const id = world.next.claimId++;
  const at = daysAfter(random, truth.createdAt, 30, 700, LAST_REQUEST);
  const status = CLAIM_STATUSES[(id - 1) % CLAIM_STATUSES.length]!;
  const contact = random.pick(CONTACTS);
  const decided = status !== 'PENDING';
  const decidedAt = addDays(at, random.int(2, 20));
  const domain = `${
    truth.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 24) || 'facility'
  }.example`;
  batch.claims.push({
    id,
    facility_id: truth.osId,
    contributor_id: contributor.id,
    status,
    contact_person: contact,
    job_title: random.pick(['General Manager', 'Owner', 'Compliance Manager', 'Director', 'HR Manager']),
    email: `${contact.split(' ')[0]!.toLowerCase()}@${domain}`,
    website: `https://www.${domain}`,
    sectors: [truth.profile.sectors[0]],
    facility_workers_count: String(truth.workers),
    facility_name_native_language: truth.nativeName ?? '',
    facility_description: `${truth.name} runs ${truth.operations[0]!.processingTypes.join(', ').toLowerCase()} for ${truth.products.join(', ').toLowerCase()}.`,
    facility_phone_number: `+${random.int(10, 99)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
    facility_phone_number_publicly_visible: random.chance(0.5),
    facility_website_publicly_visible: random.chance(0.5),
    status_change_reason: status === 'DENIED' ? 'The documents did not show a link to this facility.' : '',
    status_change_by_id: decided ? world.adminUserId : null,
    status_change_date: decided ? decidedAt : null,
    created_at: at,
    updated_at: decided ? decidedAt : at,
  });
  if (status === 'APPROVED') {
    batch.extended.push({
      facility_id: truth.osId,
      contributor_id: contributor.id,
      field_name: 'number_of_workers',
      value: { min: truth.workers, max: truth.workers, range: workerRangeOf(truth.workers) },
      facility_claim_id: id,
      is_verified: true,
      created_at: decidedAt,
      updated_at: decidedAt,
    });
  }
}

/** A closure (or reopening) report; returns whether the facility is now closed. */
function addReport(world: World, batch: Batch, truth: FacilityTruth): boolean {
  const { random } = world;
  const reporter = random.pick(world.contributors);
  const closure = random.chance(0.85) ? 'CLOSED' : 'OPEN';
  const status = REPORT_STATUSES[world.next.report++ % REPORT_STATUSES.length]!;
  const at = daysAfter(random, truth.createdAt, 60, 900, LAST_REQUEST);
  const decided = status !== 'PENDING';
  const decidedAt = addDays(at, random.int(1, 14));
  batch.reports.push({
    facility_id: truth.osId,
    reported_by_user_id: reporter.adminId,
    reported_by_contributor_id: reporter.id,
    closure_state: closure,
    reason_for_report:
      closure === 'CLOSED'
        ? random.pick([
            'Production stopped and the site was sold.',
            'The factory moved to a new industrial park.',
            'Our auditors found the site closed.',
          ])
        : 'The site reopened under the same management.',
    status,
    status_change_reason: status === 'REJECTED' ? 'Production continues at this address.' : '',
    status_change_by_id: decided ? world.adminUserId : null,
    status_change_date: decided ? decidedAt : null,
    approved_at: status === 'CONFIRMED' ? decidedAt : null,
    created_at: at,
    updated_at: decided ? decidedAt : at,
  });
  return status === 'CONFIRMED' && closure === 'CLOSED';
}
