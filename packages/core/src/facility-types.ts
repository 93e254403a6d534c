/**
 * Facility types (location types) and the processing types done in each: the taxonomy of
 * Open Supply Hub, served by `/api/facility-processing-types/` in this shape. A processing type
 * can belong to more than one facility type (Embroidery: assembly and textile production).
 */
const TAXONOMY: readonly { facilityType: string; processingTypes: readonly string[] }[] = [
  {
    facilityType: 'Final Product Assembly',
    processingTypes: [
      'Assembly',
      'Cut & Sew',
      'Cutting',
      'Embellishment',
      'Embroidery',
      'Final Product Assembly',
      'Finished Goods',
      'Ironing',
      'Knit Composite',
      'Knitwear Assembly',
      'Linking',
      'Making up',
      'Manufacturing',
      'Marker Making',
      'Molding',
      'Packaging',
      'Pattern Grading',
      'Pleating',
      'Product Finishing',
      'Ready Made Garment',
      'Sample Making',
      'Seam taping',
      'Sewing',
      'Steaming',
      'Stitching',
      'Tailoring',
    ],
  },
  {
    facilityType: 'Office / HQ',
    processingTypes: [
      'Headquarters',
      'No processing',
      'Office',
      'Office / HQ',
      'Recruitment Agency',
      'Sourcing Agent',
      'Trading',
      'Union Headquarters/Office',
    ],
  },
  {
    facilityType: 'Printing, Product Dyeing and Laundering',
    processingTypes: [
      'Batch Dyeing',
      'Coating',
      'Continuous dyeing',
      'Direct Digital Ink Printing',
      'Dyeing',
      'Fabric All Over Print',
      'Fabric Chemical Finishing',
      'Fiber Dye',
      'Finishing',
      'Flat Screen Printing',
      'Garment Dyeing',
      'Garment Finishing',
      'Garment Place Print',
      'Garment Wash',
      'Hand Dye',
      'Laundering',
      'Laundry',
      'Pre-treatment',
      'Printing',
      'Printing, Product Dyeing and Laundering',
      'Product Dyeing',
      'Rotary Printing',
      'Screen Printing',
      'Spray Dye',
      'Sublimation',
      'Textile Chemical Finishing',
      'Textile Dyeing',
      'Textile Mechanical Finishing',
      'Textile Printing',
      'Tye Dye',
      'Washing',
      'Wet Processing',
      'Wet roller printing',
      'Yarn Dyeing',
    ],
  },
  {
    facilityType: 'Raw Material Processing or Production',
    processingTypes: [
      'Biological Recycling',
      'Boiling',
      'Breeding',
      'Chemical Recycling',
      'Chemical Synthesis',
      'Collecting',
      'Concentrating',
      'Disassembly',
      'Down Processing',
      'Dry Spinning',
      'Extrusion',
      'Ginning',
      'Hatchery',
      'Mechanical Recycling',
      'Melt Spinning',
      'Preparation',
      'Preparatory',
      'Processing Site',
      'Pulp making',
      'Raw Material Processing or Production',
      'Retting',
      'Scouring',
      'Shredding',
      'Slaughterhouse',
      'Slaughtering',
      'Sorting',
      'Spinning',
      'Standardization / Chemical finishing',
      'Synthetic Leather Production',
      'Tannery',
      'Tanning',
      'Textile Recycling',
      'Top making',
      'Twisting/Texturizing Facility',
      'Wet Spinning',
      'Yarn spinning',
    ],
  },
  {
    facilityType: 'Textile or Material Production',
    processingTypes: [
      'Blending',
      'Bonding',
      'Buffing',
      'Circular Knitting',
      'Components',
      'Doubling',
      'Embellishment',
      'Embossing',
      'Embroidery',
      'Fabric mill',
      'Flat Knit',
      'Fusing',
      'Garment Accessories manufacturing',
      'Knitting',
      'Knitting Seamless',
      'Knitting V Bed',
      'Knitting Warp',
      'Lace Knitting',
      'Laminating',
      'Material Creation',
      'Material Production',
      'Mill',
      'Nonwoven Processing',
      'Nonwoven manufacturing',
      'Painting',
      'Pelletizing',
      'Pressing',
      'Spraying',
      'Straight Bar Knitting',
      'Textile Mill',
      'Textile or Material Production',
      'Weaving',
      'Welding',
    ],
  },
  {
    facilityType: 'Warehousing / Distribution',
    processingTypes: ['Packing', 'Warehousing / Distribution'],
  },
];

const compareNames = (a: string, b: string) => a.localeCompare(b, 'en');

/** Facility types A to Z, each with its processing types A to Z. */
export const FACILITY_PROCESSING_TYPES: readonly { facilityType: string; processingTypes: readonly string[] }[] =
  TAXONOMY.map((entry) => ({
    facilityType: entry.facilityType,
    processingTypes: [...entry.processingTypes].sort(compareNames),
  })).sort((a, b) => compareNames(a.facilityType, b.facilityType));

export const FACILITY_TYPES: readonly string[] = FACILITY_PROCESSING_TYPES.map((entry) => entry.facilityType);

export const PROCESSING_TYPES: readonly string[] = [
  ...new Set(FACILITY_PROCESSING_TYPES.flatMap((entry) => entry.processingTypes)),
].sort(compareNames);

/** Common spellings in supplier lists that name a taxonomy value in other words. */
const ALIASES: Record<string, string> = {
  hq: 'Office / HQ',
  'head office': 'Office / HQ',
  sourcing: 'Sourcing Agent',
  'employment agency': 'Recruitment Agency',
  'staffing agency': 'Recruitment Agency',
  'union office': 'Union Headquarters/Office',
  warehouse: 'Warehousing / Distribution',
  warehousing: 'Warehousing / Distribution',
  distribution: 'Warehousing / Distribution',
  'final assembly': 'Final Product Assembly',
  'product assembly': 'Final Product Assembly',
  knitwear: 'Knitwear Assembly',
  'ready made': 'Ready Made Garment',
  dyehouse: 'Dyeing',
  'roller printing': 'Wet roller printing',
  'textile production': 'Textile or Material Production',
  'raw material processing': 'Raw Material Processing or Production',
  'raw material production': 'Raw Material Processing or Production',
};

/** Case, accents and punctuation do not matter: 'office hq' and 'Office / HQ' are one value. */
export function taxonomyKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const keyed = (values: readonly string[]) => new Map(values.map((value) => [taxonomyKey(value), value]));
const FACILITY_TYPE_BY_KEY = keyed(FACILITY_TYPES);
const PROCESSING_TYPE_BY_KEY = keyed(PROCESSING_TYPES);
const ALIAS_BY_KEY = new Map(Object.entries(ALIASES).map(([alias, value]) => [taxonomyKey(alias), value]));

/** The canonical facility type for a written value (exact or a known alias); undefined otherwise. */
export function findFacilityType(value: string): string | undefined {
  const key = taxonomyKey(value);
  const found = FACILITY_TYPE_BY_KEY.get(key) ?? ALIAS_BY_KEY.get(key);
  return found && FACILITY_TYPE_BY_KEY.has(taxonomyKey(found)) ? found : undefined;
}

/** The canonical processing type for a written value (exact or a known alias); undefined otherwise. */
export function findProcessingType(value: string): string | undefined {
  const key = taxonomyKey(value);
  return PROCESSING_TYPE_BY_KEY.get(key) ?? ALIAS_BY_KEY.get(key);
}

/** The facility types in which a processing type is done (the filter's dependent options). */
export function facilityTypesOf(processingType: string): string[] {
  const canonical = findProcessingType(processingType);
  if (!canonical) return [];
  return FACILITY_PROCESSING_TYPES.filter((entry) => entry.processingTypes.includes(canonical)).map(
    (entry) => entry.facilityType,
  );
}

/** The processing types of a facility type; empty for an unknown one. */
export function processingTypesOf(facilityType: string): readonly string[] {
  const canonical = findFacilityType(facilityType);
  return FACILITY_PROCESSING_TYPES.find((entry) => entry.facilityType === canonical)?.processingTypes ?? [];
}
