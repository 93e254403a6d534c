import { z } from 'zod';
import { MAP_STYLES } from './embed-config.ts';
import { embedConfigSchema } from './embed-config-schema.ts';
import { endpoint } from './endpoint.ts';

/**
 * Answers of the embed-config routes: the configurator's stored config, and what the embedded
 * map reads. The bodies they take are embed-config-schema.ts's embedConfigSchema.
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

const tags = ['embed'];
const idParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Must be a whole number.')
    .transform(Number),
});
const saveDescription =
  'The service checks the body after the embedded map feature, your embed level and your config (404, 409), then its shape and what your level includes (400).';

export const embedEndpoints = {
  listOwn: endpoint({
    method: 'GET',
    path: '/api/embed-configs/',
    access: 'contributor',
    tags,
    summary: "Your organisation's embed configs: a list of none or one",
    response: { 200: z.array(storedEmbedConfigSchema) },
  }),
  own: endpoint({
    method: 'GET',
    path: '/api/embed-configs/:id/',
    access: 'contributor',
    tags,
    summary: "Your organisation's embed config (the configurator)",
    params: idParam,
    response: { 200: storedEmbedConfigSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/embed-configs/',
    access: 'contributor',
    tags,
    summary: 'Create your embed config; what it may hold depends on your embed level',
    description: saveDescription,
    body: embedConfigSchema,
    response: { 201: storedEmbedConfigSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/embed-configs/:id/',
    access: 'contributor',
    tags,
    summary: 'Update your embed config',
    description: saveDescription,
    params: idParam,
    body: embedConfigSchema,
    response: { 200: storedEmbedConfigSchema },
  }),
  ofContributor: endpoint({
    method: 'GET',
    path: '/api/contributor-embed-configs/:id/',
    access: 'public',
    tags,
    summary:
      "The embedded map's config for a contributor (public; features above the contributor's level fall back to defaults)",
    params: idParam,
    response: { 200: contributorEmbedConfigSchema },
  }),
};
