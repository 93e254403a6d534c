import type { FastifyPluginAsync } from 'fastify';
import { LOCATION_MESSAGES, parseCoordinate } from '@registry/core/facility-admin';
import { facilityAdminEndpoints as endpoints } from '@registry/core/facility-admin-api';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { badRequest } from '../../http/errors.ts';
import { createFacilityAdminService } from './service.ts';

export const facilityAdminRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const admin = createFacilityAdminService({ db: deps.db, geocoder: deps.services.geocoder });

  // Signed in: the service tells who may merge which facilities (service.ts checkMayMerge).
  route(app, endpoints.merge, async (request) => admin.merge(request.user, request.query));

  route(app, endpoints.split, async (request) => admin.split(request.user, request.params.osId, request.body.match_id));
  route(app, endpoints.promote, async (request) =>
    admin.promote(request.user, request.params.osId, request.body.match_id),
  );
  route(app, endpoints.move, async (request) => admin.move(request.user, request.params.osId, request.body.match_id));

  route(app, endpoints.delete, async (request, reply) => {
    await admin.delete(request.user, request.params.osId);
    return reply.status(204).send(null);
  });

  route(app, endpoints.updateLocation, async (request) => {
    const body = request.body;
    const lat = parseCoordinate(body.lat);
    const lng = parseCoordinate(body.lng);
    if (lat === null || lng === null) {
      throw badRequest({
        ...(lat === null ? { lat: [LOCATION_MESSAGES.lat] } : {}),
        ...(lng === null ? { lng: [LOCATION_MESSAGES.lng] } : {}),
      });
    }
    const contributorId = typeof body.contributor_id === 'number' ? body.contributor_id : null;
    return admin.updateLocation(request.user, request.params.osId, {
      lat,
      lng,
      notes: body.notes.trim(),
      contributorId,
    });
  });

  route(app, endpoints.link, async (request) => admin.link(request.user, request.params.osId, request.body.new_os_id));

  route(app, endpoints.geocoder, async (request) => admin.geocode(request.query.address, request.query.country_code));
};
