import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  groupNamesSchema,
  savedContributorSchema,
  staffContributorPageSchema,
} from '@registry/core/contributor-admin-api';
import { contributorSettingsPatch } from '@registry/core/contributor-settings';
import type { AppDeps } from '../../http/deps.ts';
import { requireSuperuser } from '../../http/request-user.ts';
import { superusersOnly } from '../../http/route-access.ts';
import { createContributorAdminService } from './service.ts';

const tags = ['staff'];
const idParams = z.object({
  id: z.coerce
    .number({ error: 'Must be a whole number.' })
    .int()
    .positive()
    .max(2 ** 52),
});
const listQuery = z.object({
  q: z.string().max(200).optional(),
  page: z.coerce.number({ error: 'Must be a whole number.' }).int().min(1).max(100000).default(1),
  pageSize: z.coerce.number({ error: 'Must be a whole number.' }).int().min(1).max(100).default(20),
});

/** The dashboard's Contributors screen: embed level, groups, moderation mode and verification per contributor. */
export const contributorAdminRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const contributors = createContributorAdminService(deps.db);

  app.get(
    '/api/staff/contributors/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Staff: contributors A-Z with their settings, searched by name, e-mail or id',
        querystring: listQuery,
        response: { 200: staffContributorPageSchema },
      },
    },
    async (request) => {
      const query = request.query;
      return contributors.list({ q: query.q, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
    },
  );

  app.patch(
    '/api/staff/contributors/:id/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: "Staff: set a contributor's embed level, groups, moderation mode or verification (undoable)",
        params: idParams,
        body: contributorSettingsPatch,
        response: { 200: savedContributorSchema },
      },
    },
    async (request) => contributors.update(requireSuperuser(request), request.params.id, request.body),
  );

  app.get(
    '/api/staff/groups/',
    { schema: { tags, summary: 'Staff: the groups a user can be put in', response: { 200: groupNamesSchema } } },
    async (request) => {
      requireSuperuser(request);
      return contributors.groups();
    },
  );
};
