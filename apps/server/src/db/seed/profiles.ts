import type { Sector } from '@registry/core/sectors';
import { cumulative, type Random } from './random.ts';

/**
 * What a facility makes, so that its name, sectors, product types, facility and processing
 * types and size agree with each other ('... Knitwear Ltd.' knits and sews apparel).
 */
export interface Profile {
  key: string;
  /** The first is the facility's main sector; contributors sometimes add one of the others. */
  sectors: Sector[];
  /** Words a name uses for the trade ('Garments', 'Knit Composite'). */
  nameWords: string[];
  products: string[];
  /** Facility types with the processing types such a facility does. */
  operations: { facilityType: string; processingTypes: string[] }[];
  /** Typical head count, low and high. */
  workers: [number, number];
}

const ASSEMBLY = 'Final Product Assembly';
const TEXTILE = 'Textile or Material Production';
const WET = 'Printing, Product Dyeing and Laundering';
const RAW = 'Raw Material Processing or Production';
const WAREHOUSE = 'Warehousing / Distribution';
const OFFICE = 'Office / HQ';

export const PROFILES: Record<string, Profile> = {
  garment: {
    key: 'garment',
    sectors: ['Apparel', 'Textiles', 'Apparel Accessories'],
    nameWords: [
      'Garment',
      'Garments',
      'Apparel',
      'Apparels',
      'Fashion',
      'Fashions',
      'Clothing',
      'Knitwear',
      'Knit Composite',
      'Sweaters',
      'Denim',
      'Sportswear',
      'Wear',
    ],
    products: [
      'T-shirts',
      'Polo Shirts',
      'Shirts',
      'Jeans',
      'Trousers',
      'Jackets',
      'Dresses',
      'Sweaters',
      'Hoodies',
      'Underwear',
      'Sportswear',
      'Outerwear',
      'Babywear',
      'Shorts',
      'Swimwear',
    ],
    operations: [
      {
        facilityType: ASSEMBLY,
        processingTypes: [
          'Cutting',
          'Sewing',
          'Cut & Sew',
          'Ironing',
          'Embroidery',
          'Packaging',
          'Sample Making',
          'Knitwear Assembly',
        ],
      },
      { facilityType: WET, processingTypes: ['Screen Printing', 'Garment Wash'] },
    ],
    workers: [150, 6000],
  },
  textile: {
    key: 'textile',
    sectors: ['Textiles', 'Apparel', 'Material Production'],
    nameWords: ['Textile', 'Textiles', 'Textile Mills', 'Spinning Mills', 'Weaving', 'Knitting', 'Fabrics', 'Yarns'],
    products: ['Yarn', 'Cotton Yarn', 'Woven Fabric', 'Knit Fabric', 'Denim Fabric', 'Jersey Fabric', 'Grey Fabric'],
    operations: [
      {
        facilityType: TEXTILE,
        processingTypes: ['Knitting', 'Weaving', 'Circular Knitting', 'Fabric mill', 'Textile Mill'],
      },
      { facilityType: RAW, processingTypes: ['Spinning', 'Yarn spinning', 'Scouring'] },
      { facilityType: WET, processingTypes: ['Textile Dyeing', 'Yarn Dyeing', 'Textile Printing'] },
    ],
    workers: [200, 9000],
  },
  wet: {
    key: 'wet',
    sectors: ['Textiles', 'Apparel', 'Printing'],
    nameWords: ['Dyeing', 'Printing', 'Washing', 'Prints', 'Dyeing & Printing', 'Processing'],
    products: ['Dyed Fabric', 'Printed Fabric', 'Washed Denim', 'Garment Printing'],
    operations: [
      {
        facilityType: WET,
        processingTypes: [
          'Dyeing',
          'Screen Printing',
          'Garment Dyeing',
          'Garment Wash',
          'Laundering',
          'Sublimation',
          'Rotary Printing',
        ],
      },
    ],
    workers: [50, 1500],
  },
  footwear: {
    key: 'footwear',
    sectors: ['Footwear', 'Leather', 'Sporting Goods'],
    nameWords: ['Footwear', 'Shoes', 'Shoe', 'Shoes Manufacturing'],
    products: ['Sneakers', 'Athletic Shoes', 'Sandals', 'Boots', 'Leather Shoes', 'Slippers', 'Shoe Uppers'],
    operations: [
      {
        facilityType: ASSEMBLY,
        processingTypes: ['Assembly', 'Cutting', 'Stitching', 'Molding', 'Final Product Assembly'],
      },
    ],
    workers: [300, 15000],
  },
  leather: {
    key: 'leather',
    sectors: ['Leather', 'Apparel Accessories', 'Footwear'],
    nameWords: ['Leather', 'Tannery', 'Leather Goods', 'Leather Works'],
    products: ['Finished Leather', 'Handbags', 'Belts', 'Wallets', 'Leather Jackets', 'Gloves'],
    operations: [
      { facilityType: RAW, processingTypes: ['Tanning', 'Tannery'] },
      { facilityType: ASSEMBLY, processingTypes: ['Cutting', 'Stitching', 'Assembly'] },
    ],
    workers: [40, 1200],
  },
  home: {
    key: 'home',
    sectors: ['Home Textiles', 'Textiles', 'Home Furnishings'],
    nameWords: ['Home Textiles', 'Home Fashions', 'Towels', 'Linens', 'Terry Towels', 'Made-ups'],
    products: ['Towels', 'Bed Sheets', 'Bedding', 'Curtains', 'Cushion Covers', 'Rugs', 'Table Linen'],
    operations: [
      { facilityType: TEXTILE, processingTypes: ['Weaving', 'Knitting'] },
      { facilityType: ASSEMBLY, processingTypes: ['Cutting', 'Sewing', 'Making up', 'Packaging'] },
    ],
    workers: [100, 5000],
  },
  accessories: {
    key: 'accessories',
    sectors: ['Apparel Accessories', 'Apparel', 'Jewelry'],
    nameWords: ['Accessories', 'Trims', 'Labels', 'Zippers', 'Buttons', 'Bags', 'Headwear', 'Socks'],
    products: [
      'Labels',
      'Zippers',
      'Buttons',
      'Hangtags',
      'Handbags',
      'Backpacks',
      'Caps',
      'Hats',
      'Socks',
      'Gloves',
      'Scarves',
    ],
    operations: [
      { facilityType: TEXTILE, processingTypes: ['Garment Accessories manufacturing', 'Components', 'Embroidery'] },
      { facilityType: ASSEMBLY, processingTypes: ['Assembly', 'Sewing', 'Packaging'] },
    ],
    workers: [30, 2500],
  },
  electronics: {
    key: 'electronics',
    sectors: ['Electronics', 'Consumer Electronics', 'Components'],
    nameWords: ['Electronics', 'Electronic Technology', 'Precision Electronics', 'Electric', 'Technology'],
    products: [
      'Printed Circuit Boards',
      'Chargers',
      'Power Adapters',
      'Cables',
      'Headphones',
      'Speakers',
      'LED Lighting',
      'Batteries',
    ],
    operations: [{ facilityType: ASSEMBLY, processingTypes: ['Assembly', 'Molding', 'Manufacturing', 'Packaging'] }],
    workers: [200, 20000],
  },
  toys: {
    key: 'toys',
    sectors: ['Toys', 'Hobby', 'Consumer Products'],
    nameWords: ['Toys', 'Toy', 'Plastic Products', 'Crafts', 'Gifts'],
    products: ['Plush Toys', 'Plastic Toys', 'Dolls', 'Board Games', 'Puzzles', 'Ride-on Toys'],
    operations: [{ facilityType: ASSEMBLY, processingTypes: ['Assembly', 'Molding', 'Sewing', 'Packaging'] }],
    workers: [100, 4000],
  },
  furniture: {
    key: 'furniture',
    sectors: ['Furniture', 'Home Furnishings', 'Wood Products'],
    nameWords: ['Furniture', 'Woodworks', 'Wood Industries', 'Home Furnishings'],
    products: ['Chairs', 'Tables', 'Cabinets', 'Sofas', 'Beds', 'Outdoor Furniture'],
    operations: [
      { facilityType: ASSEMBLY, processingTypes: ['Assembly', 'Cutting', 'Product Finishing', 'Packaging'] },
    ],
    workers: [50, 3000],
  },
  food: {
    key: 'food',
    sectors: ['Food', 'Food & Beverage', 'Agriculture', 'Food Manufacturing'],
    nameWords: ['Foods', 'Food Industries', 'Agro Products', 'Seafood', 'Beverages', 'Food Processing'],
    products: ['Frozen Seafood', 'Canned Fruit', 'Coffee', 'Tea', 'Cocoa', 'Spices', 'Juice', 'Snacks', 'Rice'],
    operations: [
      { facilityType: RAW, processingTypes: ['Processing Site', 'Sorting', 'Boiling', 'Preparation'] },
      { facilityType: WAREHOUSE, processingTypes: ['Packing'] },
    ],
    workers: [30, 3000],
  },
  farm: {
    key: 'farm',
    sectors: ['Agriculture', 'Farming', 'Crop Production'],
    nameWords: ['Farms', 'Estate', 'Plantation', 'Ginning', 'Cotton Ginning', 'Agro'],
    products: ['Cotton', 'Cotton Lint', 'Cocoa Beans', 'Coffee Cherries', 'Tea Leaves', 'Rubber'],
    operations: [{ facilityType: RAW, processingTypes: ['Ginning', 'Collecting', 'Sorting'] }],
    workers: [20, 800],
  },
  sports: {
    key: 'sports',
    sectors: ['Sporting Goods', 'Sports Equipment', 'Recreation'],
    nameWords: ['Sports', 'Sporting Goods', 'Sports Industries', 'Sportswear'],
    products: ['Footballs', 'Goalkeeper Gloves', 'Rackets', 'Fitness Equipment', 'Team Uniforms'],
    operations: [{ facilityType: ASSEMBLY, processingTypes: ['Stitching', 'Cutting', 'Assembly', 'Packaging'] }],
    workers: [50, 2000],
  },
  metal: {
    key: 'metal',
    sectors: ['Metal Manufacturing', 'Machinery Manufacturing', 'Automotive Parts'],
    nameWords: ['Metal Products', 'Precision Components', 'Auto Parts', 'Hardware', 'Machinery'],
    products: ['Metal Fittings', 'Fasteners', 'Auto Parts', 'Castings', 'Tools'],
    operations: [{ facilityType: ASSEMBLY, processingTypes: ['Manufacturing', 'Assembly', 'Molding'] }],
    workers: [40, 3000],
  },
  packaging: {
    key: 'packaging',
    sectors: ['Paper Products', 'Printing', 'Plastics'],
    nameWords: ['Packaging', 'Printing & Packaging', 'Paper Products', 'Cartons'],
    products: ['Cartons', 'Poly Bags', 'Hangtags', 'Paper Boxes', 'Labels'],
    operations: [
      { facilityType: WET, processingTypes: ['Printing'] },
      { facilityType: ASSEMBLY, processingTypes: ['Packaging'] },
    ],
    workers: [20, 900],
  },
  beauty: {
    key: 'beauty',
    sectors: ['Personal Care Products', 'Beauty Products', 'Chemicals'],
    nameWords: ['Cosmetics', 'Personal Care', 'Laboratories', 'Beauty'],
    products: ['Shampoo', 'Lotion', 'Soap', 'Lipstick', 'Perfume'],
    operations: [{ facilityType: ASSEMBLY, processingTypes: ['Manufacturing', 'Packaging'] }],
    workers: [30, 1500],
  },
  warehouse: {
    key: 'warehouse',
    sectors: ['Warehousing', 'Storage', 'Apparel'],
    nameWords: ['Logistics', 'Distribution', 'Distribution Center', 'Fulfilment'],
    products: ['Apparel', 'Footwear', 'Home Goods'],
    operations: [{ facilityType: WAREHOUSE, processingTypes: ['Warehousing / Distribution', 'Packing'] }],
    workers: [20, 1500],
  },
  office: {
    key: 'office',
    sectors: ['Apparel', 'Wholesale Trade', 'Professional Services'],
    nameWords: ['Trading', 'Sourcing', 'International', 'Enterprises', 'Holdings'],
    products: ['Apparel', 'Accessories'],
    operations: [
      { facilityType: OFFICE, processingTypes: ['Office / HQ', 'Sourcing Agent', 'Trading', 'Headquarters'] },
    ],
    workers: [5, 300],
  },
};

/** The usual mix of trades; countries below shift it towards what they are known for. */
const DEFAULT_MIX: Record<string, number> = {
  garment: 40,
  textile: 10,
  wet: 4,
  footwear: 5,
  leather: 2,
  home: 4,
  accessories: 5,
  electronics: 5,
  toys: 3,
  furniture: 4,
  food: 4,
  farm: 2,
  sports: 1,
  metal: 3,
  packaging: 2,
  beauty: 2,
  warehouse: 2,
  office: 2,
};
const COUNTRY_MIX: Record<string, Record<string, number>> = {
  BD: { garment: 72, textile: 12, wet: 5, home: 3, accessories: 3, leather: 2, footwear: 2, office: 1 },
  KH: { garment: 78, footwear: 10, accessories: 6, wet: 3, warehouse: 1, office: 2 },
  MM: { garment: 80, footwear: 8, accessories: 6, textile: 4, office: 2 },
  PK: { garment: 35, textile: 25, home: 15, sports: 10, leather: 8, wet: 4, office: 3 },
  IN: {
    garment: 38,
    textile: 18,
    home: 10,
    leather: 6,
    accessories: 6,
    wet: 6,
    food: 4,
    farm: 4,
    footwear: 4,
    office: 4,
  },
  VN: { garment: 45, footwear: 18, textile: 8, electronics: 8, furniture: 8, accessories: 6, food: 4, office: 3 },
  ID: { garment: 40, footwear: 25, textile: 12, furniture: 6, food: 6, accessories: 6, office: 5 },
  CN: {
    garment: 28,
    textile: 12,
    electronics: 14,
    toys: 8,
    furniture: 7,
    accessories: 7,
    footwear: 6,
    home: 4,
    metal: 5,
    packaging: 4,
    wet: 3,
    beauty: 2,
  },
  TR: { garment: 50, textile: 22, wet: 10, home: 8, leather: 4, footwear: 3, office: 3 },
  IT: { garment: 25, leather: 22, textile: 20, footwear: 18, accessories: 10, office: 5 },
  PT: { garment: 35, footwear: 30, textile: 25, home: 5, office: 5 },
  US: { warehouse: 25, office: 20, garment: 15, food: 15, beauty: 10, metal: 10, packaging: 5 },
  ET: { garment: 60, textile: 20, leather: 10, farm: 10 },
  LK: { garment: 80, textile: 10, accessories: 6, office: 4 },
};

export type ProfilePicker = (country: string) => Profile;

export function createProfilePicker(random: Random): ProfilePicker {
  const choices = new Map<string, { keys: string[]; weights: number[] }>();
  const choiceFor = (country: string) => {
    const mix = COUNTRY_MIX[country] ?? DEFAULT_MIX;
    let choice = choices.get(country);
    if (!choice) {
      const keys = Object.keys(mix);
      choice = { keys, weights: cumulative(keys.map((key) => mix[key]!)) };
      choices.set(country, choice);
    }
    return choice;
  };
  return (country) => {
    const { keys, weights } = choiceFor(country);
    return PROFILES[random.pickWeighted(keys, weights)]!;
  };
}
