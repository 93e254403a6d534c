/**
 * Header mapping of uploaded lists: names matched case-insensitively, surrounding spaces
 * ignored, spaces and hyphens treated as underscores, and the common variants accepted.
 * Any other column is kept as a non-standard field.
 */
export const STANDARD_COLUMNS = {
  country: ['country', 'country_name', 'country_code', 'facility_country'],
  name: ['name', 'facility_name', 'facility', 'supplier_name', 'factory_name', 'site_name', 'production_location_name'],
  address: ['address', 'facility_address', 'full_address', 'street_address', 'supplier_address', 'factory_address'],
  lat: ['lat', 'latitude'],
  lng: ['lng', 'lon', 'long', 'longitude'],
  sector_product_type: ['sector_product_type'],
  sector: ['sector', 'sectors'],
  product_type: ['product_type', 'product_types'],
  facility_type_processing_type: ['facility_type_processing_type'],
  facility_type: ['facility_type', 'facility_types', 'location_type'],
  processing_type: ['processing_type', 'processing_types'],
  number_of_workers: ['number_of_workers', 'workers', 'number_of_employees', 'employees'],
  parent_company: ['parent_company', 'parent_company_name', 'parent'],
  native_language_name: ['native_language_name', 'local_name', 'local_language_name', 'name_native_language'],
} as const;

export type StandardColumn = keyof typeof STANDARD_COLUMNS;
export const REQUIRED_COLUMNS: StandardColumn[] = ['country', 'name', 'address'];

export function foldHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

const COLUMN_BY_VARIANT = new Map<string, StandardColumn>(
  Object.entries(STANDARD_COLUMNS).flatMap(([column, variants]) => variants.map((v) => [v, column as StandardColumn])),
);

export interface ColumnMapping {
  /** Standard column -> index in the file (the first matching header wins). */
  standard: Partial<Record<StandardColumn, number>>;
  /** Non-standard header text -> index. */
  nonstandard: Record<string, number>;
  missing: StandardColumn[];
}

export function mapColumns(header: string[]): ColumnMapping {
  const standard: ColumnMapping['standard'] = {};
  const nonstandard: Record<string, number> = {};
  header.forEach((text, index) => {
    const column = COLUMN_BY_VARIANT.get(foldHeader(text));
    if (column && standard[column] === undefined) standard[column] = index;
    else if (foldHeader(text)) nonstandard[text.trim()] = index;
  });
  return { standard, nonstandard, missing: REQUIRED_COLUMNS.filter((column) => standard[column] === undefined) };
}

/** The CSV template offered on the upload page. */
export const TEMPLATE_CSV =
  'country,name,local_name,address,sector,product_type,facility_type,processing_type,number_of_workers,parent_company,lat,lng\n' +
  'Bangladesh,Example Garments Ltd.,,"Plot 12, Road 3, Ashulia, Dhaka",Apparel,T-shirts,Final Product Assembly,Sewing,1001-5000,Example Group,,\n';
