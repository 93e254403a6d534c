import { z } from 'zod';
import { MAP_STYLES } from './embed-config.ts';

/**
 * Answers of the embed-config routes: the configurator's stored config, and what the embedded
 * map reads. The bodies they take are embed-config.ts's embedConfigSchema.
 */

const embedFieldSchema = z.object({
  column_name: z.string(),
  display_name: z.string(),
  visible: z.boolean(),
  searchable: z.boolean(),
  order: z.number(),
});

/** The contributor's own config as stored (GET/POST/PUT /api/embed-configs/). */
export const storedEmbedConfigSchema = z.object({
  id: z.number(),
  width: z.string(),
  height: z.string(),
  color: z.string(),
  font: z.string(),
  map_style: z.enum(MAP_STYLES),
  hide_sector_data: z.boolean(),
  prefer_contributor_name: z.boolean(),
  text_search_label: z.string(),
  embed_fields: z.array(embedFieldSchema),
});
export type StoredEmbedConfig = z.infer<typeof storedEmbedConfigSchema>;

/** GET /api/contributor-embed-configs/{id}/: the config in effect at the contributor's embed level. */
export const contributorEmbedConfigSchema = z.object({
  contributor: z.number(),
  contributor_name: z.string(),
  embed_level: z.number(),
  color: z.string(),
  selectedMarkerColor: z.string(),
  font: z.string(),
  map_style: z.enum(MAP_STYLES),
  hide_sector_data: z.boolean(),
  prefer_contributor_name: z.boolean(),
  text_search_label: z.string(),
  extended_fields: z.array(embedFieldSchema).describe('Visible fields in their order.'),
});
