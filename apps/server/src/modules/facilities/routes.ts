import type { FastifyPluginAsync } from 'fastify';
import { facilityEndpoints as endpoints } from '@registry/core/facility-api';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { createFacilityDetailService } from './detail-service.ts';
import { listMerges } from './merges.ts';

export const facilityRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const detail = createFacilityDetailService(deps.db);

  route(app, endpoints.detail, async (request) => {
    const query = request.query;
    const facility = await detail.get(
      request.params.osId,
      query.embed === '1' && query.contributor !== undefined ? query.contributor : null,
    );
    // Staff also get the matches, for the adjust, transfer and merge screens (spec part 2 §7).
    if (!request.user?.isSuperuser) return facility;
    return { ...facility, properties: { ...facility.properties, matches: await detail.staffMatches(facility.id) } };
  });

  route(app, endpoints.merges, async () => listMerges(deps.db));
};
