import type { FastifyRequest } from 'fastify';
import { requireContributor, requireModerator, requireSuperuser, requireUser } from './request-user.ts';

/**
 * The checks of request-user.ts as preValidation hooks: who may call a route is settled before
 * its schema looks at the input, so a 401 or 403 comes before a 400 (as in Django REST
 * framework). For the routes not yet registered from an endpoint declaration (downloads,
 * facility-admin, reports, production-locations): their handlers still call the
 * check for the typed user. A declared endpoint's access is checked by route() (endpoint-route.ts).
 */
const before = (check: (request: FastifyRequest) => unknown) => async (request: FastifyRequest) => {
  check(request);
};

export const signedIn = before(requireUser);
export const contributorsOnly = before(requireContributor);
export const moderatorsOnly = before(requireModerator);
export const superusersOnly = before(requireSuperuser);
