import { z } from 'zod';

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
