/**
 * The fixed sector set of the registry (spec part 1 §9: "a fixed set of about 130"), the same
 * names Open Supply Hub offers, so data moves between the two without mapping.
 */
export const SECTORS = [
  'Accommodation',
  'Aerospace',
  'Agriculture',
  'Air Transportation',
  'Allied Products',
  'Animal Production',
  'Apparel',
  'Apparel Accessories',
  'Appliances',
  'Aquaculture',
  'Archives',
  'Arts',
  'Arts & Entertainment',
  'Automotive',
  'Automotive Parts',
  'Banking',
  'Beauty Products',
  'Beverages',
  'Biotechnology',
  'Books',
  'Building Construction',
  'Building Materials',
  'Chemicals',
  'Civics',
  'Civil Engineering Construction',
  'Coal',
  'Commodities',
  'Components',
  'Computers',
  'Computing Infrastructure',
  'Construction',
  'Consumer Electronics',
  'Consumer Products',
  'Crop Production',
  'Durable Goods',
  'Educational Services',
  'Electrical Devices',
  'Electricity',
  'Electronic Product Manufacturing',
  'Electronics',
  'Energy',
  'Energy Production & Utilities',
  'Entertainment',
  'Environmental, Social and Corporate Governance',
  'Equipment',
  'Farming',
  'Finance',
  'Financial Services',
  'Fishing',
  'Food',
  'Food & Beverage',
  'Food Industry',
  'Food Manufacturing',
  'Footwear',
  'Forestry',
  'Furniture',
  'Garden Tools',
  'Gas',
  'General Merchandise',
  'Government Registry',
  'Ground Passenger Transportation',
  'Hard Goods',
  'Health',
  'Healthcare',
  'Hobby',
  'Home',
  'Home Accessories',
  'Home Furnishings',
  'Home Textiles',
  'Hospitals',
  'Hunting',
  'Information',
  'International Affairs',
  'Jewelry',
  'Leather',
  'Logging',
  'Machinery Manufacturing',
  'Maintenance',
  'Manufacturing',
  'Maritime Transportation',
  'Material Production',
  'Medical Equipment & Services',
  'Merchant Wholesalers',
  'Metal Manufacturing',
  'Mining',
  'Multi-Category',
  'Musical Instruments',
  'Nondurable Goods',
  'Nursing',
  'Oil & Gas',
  'Paper Products',
  'Parts Dealers',
  'Personal Care Products',
  'Pharmaceuticals',
  'Pipeline Transportation',
  'Plastics',
  'Printing',
  'Professional Services',
  'Quarrying',
  'Rail Transportation',
  'Recreation',
  'Recycling',
  'Renewable Energy',
  'Renting',
  'Repair',
  'Research',
  'Rubber Products',
  'Solar Energy',
  'Specialty Trade Contractors',
  'Sporting Goods',
  'Sports Equipment',
  'Storage',
  'Supplies Dealers',
  'Technical and Scientific Activities',
  'Technical Services',
  'Technology',
  'Telecommunications',
  'Textiles',
  'Tobacco Products',
  'Toys',
  'Transportation Equipment',
  'Trucking',
  'Unspecified',
  'Utilities',
  'Warehousing',
  'Waste Management',
  'Water Utilities',
  'Wholesale Trade',
  'Wood Products',
] as const;

export type Sector = (typeof SECTORS)[number];

/** A list row or contribution that names no sector is filed under this one. */
export const UNSPECIFIED_SECTOR: Sector = 'Unspecified';

/**
 * Groups for `/api/sectors/?grouped=true`. A sector may sit in several groups (Manufacturing
 * belongs to seven), as in the grouped picker users know from Open Supply Hub.
 */
const GROUPS: Record<string, readonly Sector[]> = {
  Accommodation: ['Accommodation', 'Renting'],
  Aerospace: ['Aerospace', 'Air Transportation'],
  'Agriculture, Food & Beverage': [
    'Agriculture',
    'Animal Production',
    'Aquaculture',
    'Beverages',
    'Biotechnology',
    'Commodities',
    'Crop Production',
    'Farming',
    'Fishing',
    'Food',
    'Food & Beverage',
    'Food Industry',
    'Food Manufacturing',
  ],
  'Apparel, Footwear, Textiles': [
    'Apparel',
    'Apparel Accessories',
    'Footwear',
    'Home Accessories',
    'Home Textiles',
    'Jewelry',
    'Leather',
    'Manufacturing',
    'Material Production',
    'Printing',
    'Sporting Goods',
    'Textiles',
  ],
  Automotive: ['Automotive', 'Automotive Parts', 'Components', 'Manufacturing', 'Parts Dealers', 'Repair', 'Trucking'],
  Construction: [
    'Building Construction',
    'Building Materials',
    'Civil Engineering Construction',
    'Components',
    'Construction',
    'Equipment',
    'Maintenance',
    'Pipeline Transportation',
    'Specialty Trade Contractors',
    'Transportation Equipment',
    'Trucking',
  ],
  Cosmetics: ['Beauty Products', 'Chemicals', 'Personal Care Products'],
  'Durable Goods': [
    'Appliances',
    'Durable Goods',
    'Hard Goods',
    'Home',
    'Machinery Manufacturing',
    'Maintenance',
    'Manufacturing',
    'Repair',
    'Technical Services',
  ],
  'Education, Research, Services': [
    'Archives',
    'Educational Services',
    'Environmental, Social and Corporate Governance',
    'International Affairs',
    'Professional Services',
    'Research',
    'Technical and Scientific Activities',
  ],
  Electronics: [
    'Components',
    'Consumer Electronics',
    'Electrical Devices',
    'Electronic Product Manufacturing',
    'Electronics',
    'Manufacturing',
    'Repair',
  ],
  Energy: [
    'Electricity',
    'Energy',
    'Energy Production & Utilities',
    'Gas',
    'Oil & Gas',
    'Renewable Energy',
    'Solar Energy',
    'Utilities',
  ],
  Entertainment: ['Arts', 'Arts & Entertainment', 'Entertainment', 'Recreation'],
  Finance: ['Banking', 'Finance', 'Financial Services'],
  Forestry: [
    'Forestry',
    'Furniture',
    'Home Accessories',
    'Home Furnishings',
    'Logging',
    'Manufacturing',
    'Material Production',
    'Paper Products',
    'Wood Products',
  ],
  'General Merchandise': [
    'Commodities',
    'Consumer Products',
    'Garden Tools',
    'General Merchandise',
    'Hobby',
    'Merchant Wholesalers',
    'Multi-Category',
    'Musical Instruments',
    'Nondurable Goods',
    'Plastics',
    'Rubber Products',
    'Supplies Dealers',
    'Toys',
    'Waste Management',
    'Wholesale Trade',
  ],
  Governmental: ['Civics', 'Government Registry'],
  Health: ['Health', 'Healthcare', 'Hospitals', 'Medical Equipment & Services', 'Nursing', 'Pharmaceuticals'],
  Mining: [
    'Coal',
    'Commodities',
    'Gas',
    'Jewelry',
    'Manufacturing',
    'Material Production',
    'Metal Manufacturing',
    'Mining',
    'Oil & Gas',
    'Pipeline Transportation',
    'Quarrying',
  ],
  Press: ['Books', 'Paper Products', 'Printing'],
  'Sporting Goods': ['Manufacturing', 'Recreation', 'Sporting Goods', 'Sports Equipment'],
  Storage: ['Storage', 'Warehousing'],
  Technology: [
    'Computers',
    'Computing Infrastructure',
    'Information',
    'Manufacturing',
    'Technology',
    'Telecommunications',
  ],
  Transportation: [
    'Air Transportation',
    'Equipment',
    'Ground Passenger Transportation',
    'Maritime Transportation',
    'Pipeline Transportation',
    'Rail Transportation',
    'Transportation Equipment',
    'Trucking',
  ],
  Utilities: ['Recycling', 'Utilities', 'Waste Management', 'Water Utilities'],
  Other: ['Allied Products', 'Hunting', 'Tobacco Products', 'Unspecified'],
};

export interface SectorGroup {
  group_name: string;
  sectors: Sector[];
}

/** Groups A to Z with 'Other' last, sectors A to Z within each: the grouped picker's order. */
export const SECTOR_GROUPS: readonly SectorGroup[] = Object.entries(GROUPS)
  .map(([group_name, sectors]) => ({ group_name, sectors: [...sectors].sort(compareNames) }))
  .sort(
    (a, b) =>
      Number(a.group_name === 'Other') - Number(b.group_name === 'Other') || compareNames(a.group_name, b.group_name),
  );

function compareNames(a: string, b: string): number {
  return a.localeCompare(b, 'en');
}

const SECTOR_BY_KEY = new Map<string, Sector>(SECTORS.map((sector) => [sector.toLowerCase(), sector]));

/** The canonical sector for a value in any case and spacing; undefined when it is not a sector. */
export function findSector(value: string): Sector | undefined {
  return SECTOR_BY_KEY.get(value.trim().replace(/\s+/g, ' ').toLowerCase());
}

/** The names of the groups a sector is shown under. */
export function sectorGroupsOf(sector: string): string[] {
  const canonical = findSector(sector);
  return SECTOR_GROUPS.filter((group) => canonical && group.sectors.includes(canonical)).map(
    (group) => group.group_name,
  );
}

/** Known sectors (any case) become sectors, the rest product types: lists and the v1 API alike. */
export function sectorsAndProducts(values: readonly string[]): { sectors: string[]; products: string[] } {
  const sectors: string[] = [];
  const products: string[] = [];
  for (const value of values) {
    const sector = findSector(value);
    if (sector) {
      if (!sectors.includes(sector)) sectors.push(sector);
    } else if (!products.includes(value)) products.push(value);
  }
  return { sectors, products };
}
