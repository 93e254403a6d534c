import { z } from 'zod';

const texts = z.union([z.array(z.string()), z.string()]);

/**
 * The create/update body as documented in OpenAPI. The rules (and their messages) are
 * checkProductionLocation's in packages/core/src/production-location-rules.ts.
 */
export const productionLocationPayloadSchema = z.object({
  name: z
    .string()
    .describe('Required; no leading or trailing spaces, not a number, not only symbols, at most 200 characters'),
  address: z.string().describe('Required; the same text rules as name'),
  country: z.string().describe('Required; ISO 3166-1 alpha-2 or alpha-3 code, or English name'),
  sector: texts.optional().describe('Sectors; values that are not known sectors are kept as product types'),
  product_type: texts.optional().describe('At most 50 product types'),
  location_type: texts.optional().describe('Location (facility) types'),
  processing_type: texts.optional(),
  number_of_workers: z
    .union([z.string(), z.number(), z.object({ min: z.number(), max: z.number() })])
    .optional()
    .describe("A positive number ('5'), a range ('3-10', min <= max, both >= 1), or {min, max}"),
  parent_company: z.string().optional(),
  local_name: z
    .string()
    .optional()
    .describe('The name in its own language and script (e.g. 达卡服装有限公司); the same text rules as name'),
  coordinates: z
    .object({ lat: z.number(), lng: z.number() })
    .optional()
    .describe('Where the location is; without it the address is geocoded'),
  duplicate_override: z
    .boolean()
    .optional()
    .describe('Create even when a location that looks the same exists (otherwise 409)'),
});
