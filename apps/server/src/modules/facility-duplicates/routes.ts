import type { FastifyPluginAsync } from 'fastify';
import { duplicateEndpoints as endpoints } from '@registry/core/facility-duplicates-api';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { createFacilityAdminService } from '../facility-admin/service.ts';
import { createFacilityDuplicateService } from './service.ts';

/** "Possible duplicates" (issue [3.1]): the finder's pairs for staff, and its full pass. */
export const facilityDuplicateRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const duplicates = createFacilityDuplicateService({
    db: deps.db,
    admin: createFacilityAdminService({ db: deps.db, geocoder: deps.services.geocoder }),
  });

  route(app, endpoints.list, async (request) => duplicates.list(request.query));
  route(app, endpoints.dismiss, async (request) => duplicates.dismiss(request.user, request.params.id));
  route(app, endpoints.merge, async (request) => duplicates.merge(request.user, request.params.id, request.body));
  route(app, endpoints.refresh, async (request, reply) =>
    reply.status(202).send(await duplicates.refresh(request.user)),
  );
  route(app, endpoints.latestPass, async () => ({ pass: await duplicates.latestPass() }));
};
