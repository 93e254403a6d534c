import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { contributorSettingsPatch } from '@registry/core/contributor-settings';
import type { AppDeps } from '../../http/deps.ts';
import { parseOrThrow } from '../../http/errors.ts';
import { requireSuperuser } from '../../http/request-user.ts';
import { createContributorAdminService } from './service.ts';

const tags = ['staff'];
const idParams = z.object({ id: z.coerce.number({ error: 'Must be a whole number.' }).int().positive().max(2 ** 52) });
const listQuery = z.object({
  q: z.string().max(200).optional(),
  page: z.coerce.number({ error: 'Must be a whole number.' }).int().min(1).max(100000).default(1),
  pageSize: z.coerce.number({ error: 'Must be a whole number.' }).int().min(1).max(100).default(20),
});

/** The dashboard's Contributors screen: embed level, groups, moderation mode and verification per contributor. */
export const contributorAdminRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const contributors = createContributorAdminService(deps.db);

  app.get('/api/staff/contributors/', { schema: { tags, summary: 'Staff: contributors A-Z with their settings, searched by name, e-mail or id' } }, async (request) => {
    requireSuperuser(request);
    const query = parseOrThrow(listQuery, request.query);
    return contributors.list({ q: query.q, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  });

  app.patch('/api/staff/contributors/:id/', { schema: { tags, summary: "Staff: set a contributor's embed level, groups, moderation mode or verification (undoable)" } }, async (request) => {
    const user = requireSuperuser(request);
    const { id } = parseOrThrow(idParams, request.params);
    return contributors.update(user, id, parseOrThrow(contributorSettingsPatch, request.body ?? {}));
  });

  app.get('/api/staff/groups/', { schema: { tags, summary: 'Staff: the groups a user can be put in' } }, async (request) => {
    requireSuperuser(request);
    return contributors.groups();
  });
};
