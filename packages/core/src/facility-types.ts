/** Facility types and the processing types done in each (the taxonomy of Open Supply Hub). */
export const FACILITY_PROCESSING_TYPES: readonly { facilityType: string; processingTypes: readonly string[] }[] = [
  { facilityType: 'Final Product Assembly', processingTypes: ['Assembly', 'Cutting', 'Sewing', 'Embroidery', 'Ironing', 'Finishing', 'Packing', 'Quality Control', 'Linking', 'Molding', 'Lasting', 'Stitching'] },
  { facilityType: 'Printing, Product Dyeing and Laundering', processingTypes: ['Printing', 'Screen Printing', 'Digital Printing', 'Heat Transfer', 'Product Dyeing', 'Garment Dyeing', 'Laundering', 'Washing', 'Garment Washing'] },
  { facilityType: 'Textile or Material Production', processingTypes: ['Spinning', 'Weaving', 'Knitting', 'Textile Dyeing', 'Yarn Dyeing', 'Textile Finishing', 'Coating', 'Nonwoven Production', 'Tanning', 'Leather Finishing'] },
  { facilityType: 'Raw Material Processing or Production', processingTypes: ['Ginning', 'Fibre Production', 'Raw Material Processing', 'Rubber Processing', 'Recycling', 'Smelting', 'Farming', 'Extraction'] },
  { facilityType: 'Component Production', processingTypes: ['Component Manufacturing', 'Trim Production', 'Zipper Production', 'Button Production', 'Label Production', 'Injection Molding', 'Metal Stamping', 'Electronics Assembly'] },
  { facilityType: 'Warehousing / Distribution', processingTypes: ['Warehousing', 'Distribution', 'Fulfillment', 'Logistics'] },
  { facilityType: 'Office / HQ', processingTypes: ['Office / HQ', 'Sourcing', 'Design'] },
];

export const FACILITY_TYPES: readonly string[] = FACILITY_PROCESSING_TYPES.map((entry) => entry.facilityType);
export const PROCESSING_TYPES: readonly string[] = [...new Set(FACILITY_PROCESSING_TYPES.flatMap((entry) => entry.processingTypes))].sort();

const FACILITY_TYPE_BY_LOWER = new Map(FACILITY_TYPES.map((type) => [type.toLowerCase(), type]));
const PROCESSING_TYPE_BY_LOWER = new Map(PROCESSING_TYPES.map((type) => [type.toLowerCase(), type]));

export const findFacilityType = (value: string) => FACILITY_TYPE_BY_LOWER.get(value.trim().toLowerCase());
export const findProcessingType = (value: string) => PROCESSING_TYPE_BY_LOWER.get(value.trim().toLowerCase());

/** The facility types in which a processing type is done. */
export function facilityTypesOf(processingType: string): string[] {
  const canonical = findProcessingType(processingType);
  return FACILITY_PROCESSING_TYPES.filter((entry) => canonical && entry.processingTypes.includes(canonical)).map((entry) => entry.facilityType);
}

export function processingTypesOf(facilityType: string): readonly string[] {
  const canonical = findFacilityType(facilityType);
  return FACILITY_PROCESSING_TYPES.find((entry) => entry.facilityType === canonical)?.processingTypes ?? [];
}
