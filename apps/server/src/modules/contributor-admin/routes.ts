import type { FastifyPluginAsync } from 'fastify';
import { contributorAdminEndpoints as endpoints } from '@registry/core/contributor-admin-api';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { createContributorAdminService } from './service.ts';

/** The dashboard's Contributors screen: embed level, groups, moderation mode and verification per contributor. */
export const contributorAdminRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const contributors = createContributorAdminService(deps.db);

  route(app, endpoints.list, async (request) => {
    const query = request.query;
    return contributors.list({ q: query.q, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  });
  route(app, endpoints.update, async (request) => contributors.update(request.user, request.params.id, request.body));
  route(app, endpoints.groups, async () => contributors.groups());
};
