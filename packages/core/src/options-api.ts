import { z } from 'zod';
import { CLAIM_STATUS_VALUES } from './claim-statuses.ts';
import { endpoint } from './endpoint.ts';

/**
 * Answers of the option routes (the filters' choices), the feature flags and the public client
 * settings: declared in the routes' schemas, read by the web app as inferred types.
 */

/** Filter options answer as [value, label] pairs, the shape the client's selects take. */
export const optionPairsSchema = z.array(z.tuple([z.union([z.string(), z.number()]), z.string()]));
export const optionNamesSchema = z.array(z.string());
export const sectorGroupsSchema = z.array(z.object({ group_name: z.string(), sectors: z.array(z.string()) }));
export const facilityProcessingTypesSchema = z.array(
  z.object({ facilityType: z.string(), processingTypes: z.array(z.string()) }),
);
export type SectorGroup = z.infer<typeof sectorGroupsSchema>[number];

/** GET /api-feature-flags/: flag name -> on. */
export const featureFlagsSchema = z.record(z.string(), z.boolean());
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

/** GET /api/client-config/: only values safe to show anyone. */
export const clientConfigSchema = z.object({
  map_style_url: z.string().nullable(),
  /** The TileJSON of the street map the server serves from BASEMAP_PMTILES; null when none is configured. */
  basemap_url: z.string().nullable(),
  analytics_script_url: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

const tags = ['options'];

const contributorIdsQuery = z.object({
  contributors: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : value.split(',')))
    .pipe(
      z.array(
        z
          .string()
          .trim()
          .regex(/^\d{1,15}$/, 'Must be a list of whole numbers.')
          .transform(Number),
      ),
    ),
});

const flag = z
  .enum(['true', 'false', '1', '0', ''], { error: "Must be 'true' or 'false'." })
  .optional()
  .transform((value) => value === 'true' || value === '1');

const sectorsQuery = z.object({
  contributor: z
    .string()
    .trim()
    .regex(/^\d{1,15}$/, 'Must be a whole number.')
    .transform(Number)
    .optional(),
  embed: flag,
  grouped: flag,
});

export const optionEndpoints = {
  countries: endpoint({
    method: 'GET',
    path: '/api/countries/',
    access: 'public',
    tags,
    response: { 200: optionPairsSchema },
  }),
  contributorTypes: endpoint({
    method: 'GET',
    path: '/api/contributor-types/',
    access: 'public',
    tags,
    response: { 200: optionPairsSchema },
  }),
  contributors: endpoint({
    method: 'GET',
    path: '/api/contributors/',
    access: 'public',
    tags,
    response: { 200: optionPairsSchema },
  }),
  contributorLists: endpoint({
    method: 'GET',
    path: '/api/contributor-lists-sorted/',
    access: 'public',
    tags,
    query: contributorIdsQuery,
    response: { 200: optionPairsSchema },
  }),
  sectors: endpoint({
    method: 'GET',
    path: '/api/sectors/',
    access: 'public',
    tags,
    summary: 'Sector options',
    description:
      "Sector names A to Z. `contributor` (an id; sent by embedded maps with `embed=1`) narrows them to the sectors of that contributor's facilities. `grouped=true` answers groups instead: [{group_name, sectors: [names]}], groups A to Z with Other last; a sector may appear in several groups; with `contributor`, groups left empty are omitted.",
    query: sectorsQuery,
    response: { 200: z.union([optionNamesSchema, sectorGroupsSchema]) },
  }),
  parentCompanies: endpoint({
    method: 'GET',
    path: '/api/parent-companies/',
    access: 'public',
    tags,
    summary: 'Parent company options',
    description: '[name, name] pairs, one spelling per name regardless of case.',
    response: { 200: optionPairsSchema },
  }),
  productTypes: endpoint({
    method: 'GET',
    path: '/api/product-types/',
    access: 'public',
    tags,
    summary: 'Product types contributed for public facilities, A to Z',
    response: { 200: optionNamesSchema },
  }),
  facilityProcessingTypes: endpoint({
    method: 'GET',
    path: '/api/facility-processing-types/',
    access: 'public',
    tags,
    summary: 'Facility types with the processing types done in each',
    description:
      '[{facilityType, processingTypes: [names]}], both A to Z; a processing type may belong to several facility types.',
    response: { 200: facilityProcessingTypesSchema },
  }),
  workersRanges: endpoint({
    method: 'GET',
    path: '/api/workers-ranges/',
    access: 'public',
    tags,
    summary: 'Number of workers ranges',
    response: { 200: optionNamesSchema },
  }),
  claimStatuses: endpoint({
    method: 'GET',
    path: '/api/claim-statuses/',
    access: 'public',
    tags,
    summary: 'The states of a facility claim',
    description:
      'Plain status strings, as Open Supply Hub answers them (the web app takes their labels from the shared claim-statuses module).',
    response: { 200: z.array(z.enum(CLAIM_STATUS_VALUES)) },
  }),
  nonstandardFields: endpoint({
    method: 'GET',
    path: '/api/nonstandard-fields/',
    access: 'contributor',
    tags,
    summary: "Column names outside the standard template in your organisation's active lists (for embed fields)",
    security: [{ token: [] }],
    response: { 200: optionNamesSchema },
  }),
  /** Tile URLs embed this key; it changes whenever facilities change, so caches never serve stale tiles. */
  tileCacheKey: endpoint({
    method: 'GET',
    path: '/api/current_tile_cache_key',
    access: 'public',
    tags,
    response: { 200: z.string() },
  }),
  featureFlags: endpoint({
    method: 'GET',
    path: '/api-feature-flags/',
    access: 'public',
    tags,
    summary: 'Feature flags: name -> on/off',
    response: { 200: featureFlagsSchema },
  }),
  clientConfig: endpoint({
    method: 'GET',
    path: '/api/client-config/',
    access: 'public',
    tags,
    summary:
      'Public client settings (MAP_STYLE_URL, null means the offline base map; basemap_url, the TileJSON of the BASEMAP_PMTILES street map drawn over it, or null; ANALYTICS_SCRIPT_URL, loaded only after cookie consent)',
    response: { 200: clientConfigSchema },
  }),
};
