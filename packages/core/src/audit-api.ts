import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParams, pageQuery } from './http-params.ts';

/**
 * Answers of the staff audit log (GET /api/audit-log/, POST /api/audit-log/{id}/undo/). The
 * server validates its replies with these and documents them in OpenAPI; the web client reads the
 * inferred types.
 */

export const auditEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  created_at: z.string(),
  user_email: z.string().nullable(),
  /** What the action changed, as recorded (its shape depends on the action); null when not recorded. */
  before: z.unknown(),
  after: z.unknown(),
  undone_at: z.string().nullable(),
  undone_by: z.string().nullable(),
  can_undo: z.boolean(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({ count: z.number(), results: z.array(auditEntrySchema) });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

export const auditUndoSchema = z.object({
  id: z.number(),
  action: z.string(),
  entity_id: z.string(),
  undone: z.literal(true),
});
export type AuditUndo = z.infer<typeof auditUndoSchema>;

const tags = ['audit'];

export const auditEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/audit-log/',
    access: 'superuser',
    tags,
    summary: 'Staff: every staff action, newest first, with who undid it',
    query: pageQuery.extend({ action: z.string().max(100).optional(), entity_id: z.string().max(100).optional() }),
    response: { 200: auditLogPageSchema },
  }),
  undo: endpoint({
    method: 'POST',
    path: '/api/audit-log/:id/undo/',
    access: 'superuser',
    tags,
    summary:
      "Staff: undo a merge, split, promote, move, delete, location update, link or change of a contributor's settings",
    params: idParams,
    response: { 200: auditUndoSchema },
  }),
};
