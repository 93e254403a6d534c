import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MODERATION_MESSAGES } from '@registry/core/moderation-events';
import { moderationEndpoints as endpoints } from '@registry/core/moderation-api';
import { normalizeOsId } from '@registry/core/os-id';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { forbidden, malformedRequest } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The moderation id of the path; a malformed one is a 400 (not a 404). */
function eventId(request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!UUID.test(id))
    throw malformedRequest('The moderation event id is invalid.', { moderation_id: ['Must be a valid UUID.'] });
  return id.toLowerCase();
}

/** Moderation decisions and the queue: superusers (the dashboard's role), after the signed-in check. */
function moderatorsOnly({ user }: { user: RequestUser }) {
  if (!user.isSuperuser) throw forbidden(MODERATION_MESSAGES.onlyModerator);
}

export const moderationRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const { moderation } = deps.services;

  route(
    app,
    endpoints.list,
    async (request) => {
      const query = request.query;
      return moderation.list({
        sources: query.source,
        statuses: query.status,
        countries: query.country,
        after: query.date_gte || null,
        before: query.date_lt || null,
        sortBy: query.sort_by,
        orderBy: query.order_by,
        from: query.from,
        size: query.size,
      });
    },
    { before: moderatorsOnly },
  );

  route(app, endpoints.get, async (request) => moderation.get(request.user, eventId(request)));

  route(
    app,
    endpoints.reject,
    async (request) => {
      const { action_reason_text_cleaned: cleaned, action_reason_text_raw: raw } = request.body;
      return moderation.reject(request.user, eventId(request), { cleaned, raw });
    },
    // The caller, then the id (a 400 of its own), before the body is read.
    {
      before: (request) => {
        moderatorsOnly(request);
        eventId(request);
      },
    },
  );

  route(
    app,
    endpoints.createLocation,
    async (request, reply) => reply.status(201).send(await moderation.createLocation(request.user, eventId(request))),
    { before: moderatorsOnly },
  );

  route(
    app,
    endpoints.confirmMatch,
    async (request) => moderation.confirmMatch(request.user, eventId(request), normalizeOsId(request.params.osId)),
    { before: moderatorsOnly },
  );
};
