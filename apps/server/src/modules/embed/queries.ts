import { sql, type Transaction } from 'kysely';
import type { EmbedField, MapStyle } from '@registry/core/embed-config';
import type { EmbedConfigValues } from '@registry/core/embed-config-schema';
import type { DB } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';

/** The contributor's embed package and config; locked when a write follows. */
export async function findContributorEmbed(db: Executor, contributorId: number, forUpdate = false) {
  let query = db
    .selectFrom('contributors')
    .select(['id', 'name', 'embed_level', 'embed_config_id'])
    .where('id', '=', contributorId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findConfig(db: Executor, configId: number) {
  const config = await db
    .selectFrom('embed_configs')
    .select([
      'id',
      'width',
      'height',
      'color',
      'font',
      'map_style',
      'hide_sector_data',
      'prefer_contributor_name',
      'text_search_label',
    ])
    .where('id', '=', configId)
    .executeTakeFirst();
  if (!config) return undefined;
  const embed_fields: EmbedField[] = await db
    .selectFrom('embed_fields')
    .select(['column_name', 'display_name', 'visible', 'searchable', 'order'])
    .where('embed_config_id', '=', configId)
    .orderBy('order')
    .orderBy('id')
    .execute();
  // The table's check constraint holds map_style to MAP_STYLES.
  return { ...config, map_style: config.map_style as MapStyle, embed_fields };
}

const configColumns = (values: EmbedConfigValues) => ({
  width: values.width,
  height: values.height,
  color: values.color,
  font: values.font,
  map_style: values.map_style,
  hide_sector_data: values.hide_sector_data,
  prefer_contributor_name: values.prefer_contributor_name,
  text_search_label: values.text_search_label,
});

async function replaceFields(trx: Transaction<DB>, configId: number, fields: EmbedField[]) {
  await trx.deleteFrom('embed_fields').where('embed_config_id', '=', configId).execute();
  if (fields.length)
    await trx
      .insertInto('embed_fields')
      .values(fields.map((f) => ({ ...f, embed_config_id: configId })))
      .execute();
}

export async function insertConfig(trx: Transaction<DB>, contributorId: number, values: EmbedConfigValues) {
  const { id } = await trx
    .insertInto('embed_configs')
    .values(configColumns(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceFields(trx, id, values.embed_fields);
  await trx
    .updateTable('contributors')
    .set({ embed_config_id: id, updated_at: sql`now()` })
    .where('id', '=', contributorId)
    .execute();
  return id;
}

export async function updateConfig(trx: Transaction<DB>, configId: number, values: EmbedConfigValues) {
  await trx
    .updateTable('embed_configs')
    .set({ ...configColumns(values), updated_at: sql`now()` })
    .where('id', '=', configId)
    .execute();
  await replaceFields(trx, configId, values.embed_fields);
}
