import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLogPageSchema, auditUndoSchema } from '@registry/core/audit-api';
import type { AppDeps } from '../../http/deps.ts';
import { requireSuperuser } from '../../http/request-user.ts';
import { superusersOnly } from '../../http/route-access.ts';
import { createAuditService } from './service.ts';

const idParams = z.object({
  id: z.coerce
    .number({ error: 'Must be a whole number.' })
    .int()
    .positive()
    .max(2 ** 52),
});
const listQuery = z.object({
  action: z.string().max(100).optional(),
  entity_id: z.string().max(100).optional(),
  page: z.coerce.number({ error: 'Must be a whole number.' }).int().min(1).max(100000).default(1),
  pageSize: z.coerce.number({ error: 'Must be a whole number.' }).int().min(1).max(100).default(20),
});

export const auditRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit'];
  const audit = createAuditService(deps.db);

  app.get(
    '/api/audit-log/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Staff: every staff action, newest first, with who undid it',
        querystring: listQuery,
        response: { 200: auditLogPageSchema },
      },
    },
    async (request) => {
      const query = request.query;
      return audit.list({
        action: query.action,
        entityId: query.entity_id,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
    },
  );

  app.post(
    '/api/audit-log/:id/undo/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary:
          "Staff: undo a merge, split, promote, move, delete, location update, link or change of a contributor's settings",
        params: idParams,
        response: { 200: auditUndoSchema },
      },
    },
    async (request) => audit.undo(requireSuperuser(request), request.params.id),
  );
};
