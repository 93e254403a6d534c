import type { FastifyPluginAsync } from 'fastify';
import { auditEndpoints } from '@registry/core/audit-api';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { createAuditService } from './service.ts';

export const auditRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const audit = createAuditService(deps.db);

  route(app, auditEndpoints.list, async (request) => {
    const query = request.query;
    return audit.list({
      action: query.action,
      entityId: query.entity_id,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
  });

  route(app, auditEndpoints.undo, async (request) => audit.undo(request.user, request.params.id));
};
