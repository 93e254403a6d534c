import type { Executor } from '../../db/executor.ts';

/** What a staff action changed: enough to show it and, for undoable actions, to restore `before`. */
export interface AuditEntry {
  userId: number | null;
  /** e.g. 'facility.merge', 'facility.split', 'report.confirm', 'api_block.update' */
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  /** Anything else worth keeping (reason texts, ids of rows created by the action). */
  extra?: Record<string, unknown>;
}

/**
 * Records one staff action in audit_log. Call it inside the transaction that makes the change, so the
 * record and the change land (or fail) together.
 */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<number> {
  const details = { before: entry.before ?? null, after: entry.after ?? null, ...entry.extra };
  const row = await db
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      details: JSON.stringify(details),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
