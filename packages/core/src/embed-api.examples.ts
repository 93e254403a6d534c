import { storedEmbedConfigSchema, type StoredEmbedConfig } from './embed-api.ts';
import { optionNamesSchema } from './options-api.ts';

/** Example answers of the embed-config routes, parsed by their schemas (see facility-api.examples.ts). */

/** GET /api/embed-configs/ (its one item), PUT /api/embed-configs/{id}/: a level-3 config with one field shown. */
export const storedEmbedConfigExample: StoredEmbedConfig = storedEmbedConfigSchema.parse({
  id: 3,
  width: '800',
  height: '600',
  color: '#3d2f8c',
  font: 'Arial',
  map_style: 'default',
  hide_sector_data: false,
  prefer_contributor_name: false,
  text_search_label: 'Facility name or OS ID',
  embed_fields: [{ column_name: 'brand', display_name: 'Brand', visible: true, searchable: false, order: 0 }],
});

/** GET /api/nonstandard-fields/: the organisation's own list columns. */
export const nonstandardFieldsExample = optionNamesSchema.parse(['brand', 'supplier_tier']);
