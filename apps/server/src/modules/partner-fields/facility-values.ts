import type { FacilityPartnerFields } from '@registry/core/partner-fields';
import type { Executor } from '../../db/executor.ts';

/**
 * partner_fields of a facility's detail: each field that has a value, with every granted
 * contributor's value. A value stays shown after its contributor's grant ends (it was theirs to
 * give); it goes with the field or the contributor.
 */
export async function findPartnerFieldValues(db: Executor, osId: string): Promise<FacilityPartnerFields> {
  const rows = await db
    .selectFrom('partner_field_values as v')
    .innerJoin('partner_fields as f', 'f.id', 'v.partner_field_id')
    .innerJoin('contributors as c', 'c.id', 'v.contributor_id')
    .select([
      'f.name',
      'f.unit',
      'f.source_by',
      'v.value',
      'v.updated_at',
      'c.id as contributor_id',
      'c.name as contributor_name',
    ])
    .where('v.facility_id', '=', osId)
    .orderBy('f.name')
    .orderBy('v.updated_at', 'desc')
    .orderBy('v.id')
    .execute();
  const fields: FacilityPartnerFields = {};
  for (const row of rows) {
    (fields[row.name] ??= []).push({
      value: row.value as string | number,
      unit: row.unit,
      source_by: row.source_by,
      contributor_id: row.contributor_id,
      contributor_name: row.contributor_name,
      updated_at: row.updated_at.toISOString(),
    });
  }
  return fields;
}
