import type { Db } from '../../db/database.ts';

export async function featureFlags(db: Db): Promise<Record<string, boolean>> {
  const rows = await db.selectFrom('feature_flags').select(['name', 'is_active']).orderBy('name').execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.is_active]));
}

export async function isFeatureActive(db: Db, name: string): Promise<boolean> {
  const row = await db.selectFrom('feature_flags').select('is_active').where('name', '=', name).executeTakeFirst();
  return row?.is_active ?? false;
}
