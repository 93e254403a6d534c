import { CONTRIBUTOR_TYPES, type ContributorType } from '@registry/core/contributor-types';
import { countryName } from '@registry/core/countries';
import type { PlacePicker } from './places.ts';
import { addDays, dateBetween, type Random } from './random.ts';

export interface SeedContributor {
  id: number;
  adminId: number;
  name: string;
  type: ContributorType;
  /** How much this contributor lists, relative to others (a few large brands list most). */
  weight: number;
}

export interface SeedList {
  id: number;
  contributorId: number;
  createdAt: Date;
  /** The list's columns beyond country, name and address: what its rows can carry. */
  columns: ReadonlySet<string>;
  weight: number;
}

/** Shares of contributor types among organisations that share data. */
const TYPE_SHARES: Record<ContributorType, number> = {
  'Brand / Retailer': 34,
  'Facility / Factory / Manufacturing Group / Supplier / Vendor': 15,
  'Auditor / Certification Scheme / Service Provider': 10,
  'Civil Society Organization': 10,
  'Multi-Stakeholder Initiative': 8,
  'Academic / Researcher / Journalist / Student': 8,
  Union: 6,
  Other: 9,
};
/** Brands, initiatives and auditors publish long lists; researchers and unions short ones. */
const TYPE_SIZE: Partial<Record<ContributorType, number>> = {
  'Brand / Retailer': 2,
  'Multi-Stakeholder Initiative': 2.5,
  'Auditor / Certification Scheme / Service Provider': 1.5,
  'Academic / Researcher / Journalist / Student': 0.4,
  Union: 0.5,
  Other: 0.6,
};

const FIRST = [
  'Northwind',
  'Bluebird',
  'Fairway',
  'Greenfield',
  'Meridian',
  'Cascade',
  'Lakeside',
  'Redwood',
  'Silver Fern',
  'Harbor',
  'Aurora',
  'Juniper',
  'Copper',
  'Willow',
  'Maple',
  'Ember',
  'Coastal',
  'Alpine',
  'Urban',
  'Wildflower',
  'Saltwater',
  'Granite',
  'Bramble',
  'Larkspur',
];
const NAMES: Record<ContributorType, (random: Random, first: string, place: string) => string> = {
  'Brand / Retailer': (r, first) =>
    `${first} ${r.pick(['Apparel', 'Outfitters', 'Clothing Co.', 'Sportswear', 'Home', 'Retail Group', 'Brands', 'Denim Co.', 'Footwear', 'Kids', 'Outdoor', 'Basics', 'Fashion Group', 'Stores'])}`,
  'Facility / Factory / Manufacturing Group / Supplier / Vendor': (r, first, place) =>
    `${r.chance(0.5) ? place : first} ${r.pick(['Textile Group', 'Apparel Group', 'Manufacturing Group', 'Holdings', 'Industries', 'Sourcing Ltd'])}`,
  'Auditor / Certification Scheme / Service Provider': (r, first) =>
    `${first} ${r.pick(['Audit Services', 'Certification', 'Social Compliance', 'Assurance', 'Inspection Services', 'Standards'])}`,
  'Civil Society Organization': (r, first, place) =>
    r.pick([
      `${place} Workers' Rights Network`,
      `${first} Labour Watch`,
      `Clean Supply Coalition ${place}`,
      `${place} Human Rights Centre`,
    ]),
  'Multi-Stakeholder Initiative': (r, first) =>
    r.pick([
      `${first} Initiative for Ethical Trade`,
      `${first} Sustainable Apparel Alliance`,
      `${first} Cotton Partnership`,
      `Responsible ${r.pick(['Sourcing', 'Leather', 'Electronics', 'Toys'])} Initiative ${first}`,
    ]),
  'Academic / Researcher / Journalist / Student': (r, first, place) =>
    r.pick([
      `University of ${place} Supply Chain Lab`,
      `${place} Institute for Labour Studies`,
      `${first} Investigative Journalism Project`,
      `Centre for Responsible Business, ${place}`,
    ]),
  Union: (r, _first, place) =>
    r.pick([
      `${place} Garment Workers Union`,
      `National Federation of Textile Workers, ${place}`,
      `Independent Union of ${place} Factory Workers`,
    ]),
  Other: (r, first, place) =>
    r.pick([
      `${first} Open Data Cooperative`,
      `${place} Chamber of Commerce`,
      `${place} Exporters Association`,
      `${first} Development Agency`,
    ]),
};
const OTHER_TYPES = ['Trade association', 'Government agency', 'Data cooperative', 'Development finance'];

export const DATA_START = new Date(Date.UTC(2019, 0, 1));
export const DATA_END = new Date(Date.UTC(2026, 5, 30));
/**
 * The moment the demo data describes: everything in it happened before (lists and facilities up to
 * DATA_END, then contributions, claims and reports about them), and every decision after its request.
 */
export const SEED_NOW = new Date(Date.UTC(2026, 8, 30));
/** The latest request (contribution, claim, report, merge): its decision, up to 20 days later, is still before SEED_NOW. */
export const LAST_REQUEST = addDays(SEED_NOW, -30);

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The contributing organisations and their (unusable-password) admin users. */
export function buildContributors(
  random: Random,
  places: PlacePicker,
  input: { count: number; firstUserId: number; firstContributorId: number },
) {
  const types = Object.keys(TYPE_SHARES) as ContributorType[];
  const users: object[] = [];
  const rows: object[] = [];
  const contributors: SeedContributor[] = [];
  const taken = new Set<string>();
  for (let i = 0; i < input.count; i++) {
    // The first of each type come in turn, so even a tiny data set has every type.
    const type =
      i < CONTRIBUTOR_TYPES.length * 2 ? CONTRIBUTOR_TYPES[i % CONTRIBUTOR_TYPES.length]! : pickShare(random, types);
    const place = places.pick();
    const placeName = random.chance(0.5) ? place.city : (countryName(place.country) ?? place.city);
    let name = NAMES[type](random, random.pick(FIRST), placeName);
    if (taken.has(name)) name = `${name} ${i + 1}`;
    taken.add(name);
    const id = input.firstContributorId + i;
    const adminId = input.firstUserId + i;
    const createdAt = dateBetween(random, DATA_START, addDays(DATA_END, -200));
    const domain = `${slug(name).slice(0, 40)}.example`;
    // '!' matches no scrypt hash: these accounts exist to own data, nobody logs in as them.
    users.push({
      id: adminId,
      email: `${random.pick(['sourcing', 'compliance', 'data', 'info', 'research'])}.${id}@${domain}`,
      password_hash: '!',
      is_active: true,
      has_agreed_to_terms_of_service: true,
      created_at: createdAt,
    });
    rows.push({
      id,
      admin_id: adminId,
      name,
      description: `${name} shares the production locations it works with.`,
      website: `https://www.${domain}`,
      contributor_type: type,
      other_contributor_type: type === 'Other' ? random.pick(OTHER_TYPES) : null,
      is_verified: random.chance(0.35),
      created_at: createdAt,
    });
    // Zipf-like sizes: a few contributors list most facilities, as in the real registry.
    contributors.push({
      id,
      adminId,
      name,
      type,
      weight: (TYPE_SIZE[type] ?? 1) / Math.pow(1 + random.int(0, input.count), 0.8),
    });
  }
  return { users, rows, contributors };
}

function pickShare(random: Random, types: ContributorType[]): ContributorType {
  let target = random.next() * 100;
  for (const type of types) {
    target -= TYPE_SHARES[type];
    if (target < 0) return type;
  }
  return types[0]!;
}

const SEASONS = ['Spring', 'Summer', 'Fall', 'Winter'];
const KINDS = [
  'Supplier List',
  'Compliance List',
  'Factory List',
  'Production Locations',
  'Affiliate List',
  'Apparel List',
  'Factory Disclosure',
];
const HEADERS = [
  ['sector'],
  ['sector', 'number_of_workers', 'parent_company'],
  [
    'sector',
    'product_type',
    'facility_type',
    'processing_type',
    'number_of_workers',
    'parent_company',
    'native_language_name',
  ],
];

/** A non-standard column of the demo brand's lists: its own code for each supplier. */
export const DEMO_OWN_COLUMN = 'supplier_code';

/** Approved, public facility lists; each contributor publishes one to a few, bigger ones more. */
export function buildLists(
  random: Random,
  contributors: readonly SeedContributor[],
  input: { firstListId: number; adminUserId: number; demoContributorId: number },
) {
  const rows: object[] = [];
  const lists: SeedList[] = [];
  const maxWeight = Math.max(...contributors.map((c) => c.weight));
  for (const contributor of contributors) {
    const isDemo = contributor.id === input.demoContributorId;
    const count = isDemo
      ? 3
      : 1 + Math.min(4, Math.floor(random.next() * 5 * Math.sqrt(contributor.weight / maxWeight)));
    for (let i = 0; i < count; i++) {
      const id = input.firstListId + lists.length;
      const yearEnd = new Date(Math.min(Date.UTC(2024 + i, 11, 31), DATA_END.getTime()));
      const createdAt = isDemo
        ? dateBetween(random, new Date(Date.UTC(2024 + i, 0, 1)), yearEnd)
        : dateBetween(random, DATA_START, DATA_END);
      const year = createdAt.getUTCFullYear();
      const name = random.chance(0.7)
        ? `${random.pick(SEASONS)} ${year} ${random.pick(KINDS)}`
        : random.pick([
            `${year} Tier 1 and 2 Suppliers`,
            `Tier 1 Factory List ${year}`,
            `Supplier Disclosure ${year} (Q${random.int(1, 4)})`,
          ]);
      const fileName = random.chance(0.6) ? `${name}.csv` : `${name.replace(/[^A-Za-z0-9]+/g, '_')}.xlsx`;
      // The demo brand's lists carry a column of its own, which its embedded map can show and search.
      const ownColumns = isDemo ? [DEMO_OWN_COLUMN] : [];
      const header = ['country', 'name', 'address', ...random.pick(HEADERS), ...ownColumns];
      // Drawn in the order the fields were before (the seed's data stays the same).
      const description = random.chance(0.7) ? `Production locations ${contributor.name} worked with in ${year}.` : '';
      const approvedAt = addDays(createdAt, random.int(1, 5));
      rows.push({
        id,
        contributor_id: contributor.id,
        name,
        description,
        file_name: fileName,
        file_key: `lists/${id}/${fileName.replace(/ /g, '_')}`,
        header,
        nonstandard_fields: ownColumns,
        status: 'APPROVED',
        status_changed_by_id: input.adminUserId,
        status_changed_at: approvedAt,
        match_responsibility: random.chance(0.7) ? 'moderator' : 'contributor',
        // A few contributors keep a list off the public map; it must not show in the index.
        is_public: isDemo || random.chance(0.98),
        created_at: createdAt,
        parsed_at: createdAt,
        processed_at: approvedAt,
      });
      lists.push({
        id,
        contributorId: contributor.id,
        createdAt,
        columns: new Set(header.slice(3)),
        weight: (isDemo ? maxWeight / 2 : contributor.weight) / count,
      });
    }
  }
  return { rows, lists };
}
