import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../http/deps.ts';
import { createFacilityDetailService } from './detail-service.ts';
import { detailResponse, mergesResponse } from '@registry/core/facility-api';
import { listMerges } from './merges.ts';

const detailQuerySchema = z.object({
  embed: z.string().optional(),
  contributor: z
    .string()
    .regex(/^\d{1,15}$/, 'Must be a whole number.')
    .transform(Number)
    .optional(),
});

export const facilityRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const detail = createFacilityDetailService(deps.db);

  app.get(
    '/api/facilities/:osId/',
    {
      schema: {
        tags: ['facilities'],
        summary: 'One facility by its current or historical OS ID',
        description:
          "With embed=1&contributor={id} (an embedded map's facility page), also that contributor's own visible columns as contributor_fields.",
        params: z.object({ osId: z.string().max(40) }),
        querystring: detailQuerySchema,
        response: { 200: detailResponse },
      },
    },
    async (request) => {
      const query = request.query;
      const facility = await detail.get(
        request.params.osId,
        query.embed === '1' && query.contributor !== undefined ? query.contributor : null,
      );
      // Staff also get the matches, for the adjust, transfer and merge screens (spec part 2 §7).
      if (!request.user?.isSuperuser) return facility;
      return { ...facility, properties: { ...facility.properties, matches: await detail.staffMatches(facility.id) } };
    },
  );

  app.get(
    '/api/moderation-events/merge/',
    {
      schema: {
        tags: ['facilities'],
        summary: 'Facilities merged into others: which OS ID leads where since when',
        description:
          'Newest merge first. created_at and merge_date are both the time of the merge (when the merged OS ID started to lead to another facility).',
        response: { 200: mergesResponse },
      },
    },
    async () => listMerges(deps.db),
  );
};
