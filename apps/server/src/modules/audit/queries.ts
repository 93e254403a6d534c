import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';

/** The action that records an undo; its entity is the audit entry it undid. */
export const UNDO_ACTION = 'audit.undo';

export interface AuditListQuery {
  action?: string;
  entityId?: string;
  limit: number;
  offset: number;
}

/** Newest first, without the undo snapshots (they can be large); with who undid each entry and when. */
export async function listEntries(db: Executor, query: AuditListQuery) {
  let base = db.selectFrom('audit_log as a');
  if (query.action) base = base.where('a.action', '=', query.action);
  if (query.entityId) base = base.where('a.entity_id', '=', query.entityId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('audit_log as undo', (join) =>
        join
          .on('undo.action', '=', UNDO_ACTION)
          .on('undo.entity_type', '=', 'audit_log')
          .on(sql`undo.entity_id`, '=', sql`a.id::text`),
      )
      .leftJoin('users as undoer', 'undoer.id', 'undo.user_id')
      .select([
        'a.id',
        'a.action',
        'a.entity_type',
        'a.entity_id',
        'a.created_at',
        'u.email as user_email',
        sql<Record<string, unknown>>`a.details - 'undo'`.as('details'),
        sql<boolean>`a.details ? 'undo'`.as('undoable'),
        'undo.created_at as undone_at',
        'undoer.email as undone_by',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
  ]);
  return { count: Number(count.n), rows };
}

/** One entry with its snapshots, locked so two undos of it cannot run at once. */
export async function lockEntry(trx: Transaction<DB>, id: number) {
  return trx.selectFrom('audit_log').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findUndo(db: Executor, id: number) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'created_at'])
    .where('action', '=', UNDO_ACTION)
    .where('entity_type', '=', 'audit_log')
    .where('entity_id', '=', String(id))
    .executeTakeFirst();
}
