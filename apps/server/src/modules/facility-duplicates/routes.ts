import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mergeAnswerSchema } from '@registry/core/facility-admin-api';
import {
  dismissAnswerSchema,
  duplicateListQuerySchema,
  duplicateMergeBodySchema,
  duplicatePageSchema,
  duplicatePassSchema,
  latestPassSchema,
} from '@registry/core/facility-duplicates-api';
import type { AppDeps } from '../../http/deps.ts';
import { requireSuperuser } from '../../http/request-user.ts';
import { superusersOnly } from '../../http/route-access.ts';
import { createFacilityAdminService } from '../facility-admin/service.ts';
import { createFacilityDuplicateService } from './service.ts';

const tags = ['possible duplicates'];
const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'A valid integer is required.')
    .transform(Number),
});

/** "Possible duplicates" (issue [3.1]): the finder's pairs for staff, and its full pass. */
export const facilityDuplicateRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const duplicates = createFacilityDuplicateService({
    db: deps.db,
    admin: createFacilityAdminService({ db: deps.db, geocoder: deps.services.geocoder }),
  });

  app.get(
    '/api/facility-duplicates/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Pairs of facilities that look like one place, best first',
        querystring: duplicateListQuerySchema,
        response: { 200: duplicatePageSchema },
      },
    },
    async (request) => duplicates.list(request.query),
  );

  app.post(
    '/api/facility-duplicates/:id/dismiss/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Not a duplicate: the pair is never proposed again',
        params: idParams,
        response: { 200: dismissAnswerSchema },
      },
    },
    async (request) => duplicates.dismiss(requireSuperuser(request), request.params.id),
  );

  app.post(
    '/api/facility-duplicates/:id/merge/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: "Merge the pair's other facility into `target` (audited and undoable, as the merge tool)",
        description:
          'A facility with a claim is merged away only with confirm_claimed: true (409 otherwise, saying which).',
        params: idParams,
        body: duplicateMergeBodySchema,
        response: { 200: mergeAnswerSchema },
      },
    },
    async (request) => duplicates.merge(requireSuperuser(request), request.params.id, request.body),
  );

  app.post(
    '/api/facility-duplicates/refresh/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Start a full pass of the finder over the registry (202 with its job)',
        description: 'While a pass is queued or running, answers that one.',
        response: { 202: duplicatePassSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await duplicates.refresh(requireSuperuser(request))),
  );

  app.get(
    '/api/facility-duplicates/refresh/',
    {
      preValidation: superusersOnly,
      schema: { tags, summary: 'The latest full pass and its progress', response: { 200: latestPassSchema } },
    },
    async () => ({ pass: await duplicates.latestPass() }),
  );
};
