/** The fixed sector set (spec part 1 §9), grouped for `/api/sectors/?grouped=true`. */
export const SECTOR_GROUPS: readonly { group_name: string; sectors: readonly string[] }[] = [
  {
    group_name: 'Agriculture, Food & Beverage',
    sectors: ['Agriculture', 'Animal Production', 'Aquaculture', 'Beverages', 'Coffee', 'Cocoa', 'Dairy', 'Fishing', 'Food', 'Food & Beverage', 'Fruits & Vegetables', 'Grains', 'Meat Processing', 'Nuts', 'Palm Oil', 'Seafood', 'Spices', 'Sugar', 'Tea', 'Tobacco'],
  },
  {
    group_name: 'Apparel, Footwear & Textiles',
    sectors: ['Accessories', 'Apparel', 'Apparel Accessories', 'Bags', 'Denim', 'Footwear', 'Hosiery', 'Knitwear', 'Leather', 'Lingerie', 'Luggage', 'Outdoor Apparel', 'Sportswear', 'Swimwear', 'Textiles', 'Uniforms', 'Workwear', 'Yarn & Fibres'],
  },
  {
    group_name: 'Consumer Products',
    sectors: ['Appliances', 'Beauty & Personal Care', 'Cleaning Products', 'Consumer Electronics', 'Cosmetics', 'Eyewear', 'Furniture', 'Hard Goods', 'Home', 'Home Accessories', 'Home Furnishings', 'Home Textiles', 'Household Items', 'Jewelry', 'Kitchenware', 'Office Supplies', 'Personal Care & Home Health', 'Pet Supplies', 'Sporting Goods', 'Stationery', 'Toys', 'Watches'],
  },
  {
    group_name: 'Electronics & Technology',
    sectors: ['Batteries', 'Cables & Wires', 'Computers', 'Electrical Equipment', 'Electronic Components', 'Electronics', 'Information Technology', 'Semiconductors', 'Solar Panels', 'Telecommunications'],
  },
  {
    group_name: 'Industrial & Materials',
    sectors: ['Aerospace', 'Automotive', 'Automotive Parts', 'Building Materials', 'Ceramics', 'Chemicals', 'Coatings & Paints', 'Construction', 'Electrical Machinery', 'Glass', 'Industrial Machinery', 'Machinery', 'Manufacturing', 'Metal Products', 'Metals', 'Minerals', 'Mining', 'Packaging', 'Paper Products', 'Plastics', 'Printing', 'Rubber Products', 'Shipbuilding', 'Steel', 'Tools', 'Wood & Wood Products'],
  },
  {
    group_name: 'Energy & Utilities',
    sectors: ['Coal', 'Energy', 'Oil & Gas', 'Renewable Energy', 'Utilities', 'Waste Management', 'Recycling', 'Water'],
  },
  {
    group_name: 'Health & Life Sciences',
    sectors: ['Biotechnology', 'Healthcare', 'Medical Devices', 'Medical Equipment', 'Personal Protective Equipment (PPE)', 'Pharmaceuticals'],
  },
  {
    group_name: 'Services & Logistics',
    sectors: ['Business Services', 'Distribution', 'Education', 'Finance', 'Hospitality', 'Logistics', 'Media', 'Retail', 'Shipping', 'Transportation', 'Warehousing', 'Wholesale'],
  },
  {
    group_name: 'Other',
    sectors: ['Arts & Crafts', 'Musical Instruments', 'Other', 'Unspecified'],
  },
];

export const SECTORS: readonly string[] = SECTOR_GROUPS.flatMap((group) => group.sectors).sort((a, b) => a.localeCompare(b, 'en'));

/** A row without any sector is filed under this one. */
export const UNSPECIFIED_SECTOR = 'Unspecified';

const SECTOR_BY_LOWER = new Map(SECTORS.map((sector) => [sector.toLowerCase(), sector]));

/** The canonical sector for a value in any case; undefined when it is not a sector. */
export function findSector(value: string): string | undefined {
  return SECTOR_BY_LOWER.get(value.trim().toLowerCase());
}
