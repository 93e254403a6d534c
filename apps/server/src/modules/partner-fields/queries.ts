import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

export async function listFields(db: Executor) {
  const fields = await db.selectFrom('partner_fields').selectAll().orderBy('name').execute();
  const grants = await db
    .selectFrom('contributor_partner_fields as g')
    .innerJoin('contributors as c', 'c.id', 'g.contributor_id')
    .select(['g.partner_field_id', 'c.id', 'c.name'])
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
  return fields.map((field) => ({
    ...field,
    contributors: grants
      .filter((grant) => grant.partner_field_id === field.id)
      .map((grant) => ({ id: grant.id, name: grant.name })),
  }));
}

export const findField = (db: Executor, where: { id: number } | { name: string }) =>
  db
    .selectFrom('partner_fields')
    .selectAll()
    .where('id' in where ? 'id' : 'name', '=', 'id' in where ? where.id : where.name)
    .executeTakeFirst();

export async function insertField(
  db: Executor,
  field: { name: string; type: string; unit: string; source_by: string },
): Promise<number | null> {
  const row = await db
    .insertInto('partner_fields')
    .values(field)
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? row.id : null;
}

export const contributorExists = async (db: Executor, id: number) =>
  Boolean(await db.selectFrom('contributors').select('id').where('id', '=', id).executeTakeFirst());

export async function grant(db: Executor, fieldId: number, contributorId: number) {
  await db
    .insertInto('contributor_partner_fields')
    .values({ partner_field_id: fieldId, contributor_id: contributorId })
    .onConflict((oc) => oc.columns(['contributor_id', 'partner_field_id']).doNothing())
    .execute();
}

export async function revoke(db: Executor, fieldId: number, contributorId: number) {
  await db
    .deleteFrom('contributor_partner_fields')
    .where('partner_field_id', '=', fieldId)
    .where('contributor_id', '=', contributorId)
    .execute();
}

export const isGranted = async (db: Executor, fieldId: number, contributorId: number) =>
  Boolean(
    await db
      .selectFrom('contributor_partner_fields')
      .select('contributor_id')
      .where('partner_field_id', '=', fieldId)
      .where('contributor_id', '=', contributorId)
      .executeTakeFirst(),
  );

export async function upsertValue(
  db: Executor,
  value: { facility_id: string; partner_field_id: number; contributor_id: number; value: unknown },
) {
  await db
    .insertInto('partner_field_values')
    .values({ ...value, value: JSON.stringify(value.value) })
    .onConflict((oc) =>
      oc
        .columns(['facility_id', 'partner_field_id', 'contributor_id'])
        .doUpdateSet({ value: (eb) => eb.ref('excluded.value'), updated_at: sql<Date>`now()` }),
    )
    .execute();
}
