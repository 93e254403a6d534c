import type { FastifyPluginAsync } from 'fastify';
import { profileEndpoints as endpoints } from '@registry/core/profile-api';
import type { AppDeps } from '../../http/deps.ts';
import { SESSION_COOKIE } from '../../http/csrf.ts';
import { route, type EndpointRequest } from '../../http/endpoint-route.ts';
import { forbidden } from '../../http/errors.ts';
import { hashSecret } from '../auth/tokens.ts';
import { createProfileService } from './service.ts';

/** Someone else's profile is refused (403) before its body is even read; a malformed id is left to the schema (400). */
function ownProfileFirst(request: EndpointRequest<typeof endpoints.update>) {
  const target = endpoints.update.params.safeParse(request.params);
  if (target.success && target.data.id !== request.user.id) throw forbidden('You can only edit your own profile.');
}

export const userProfileRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const profiles = createProfileService({ db: deps.db });

  route(app, endpoints.get, async (request) => profiles.get(request.user, request.params.id));
  route(
    app,
    endpoints.update,
    async (request) => {
      const cookie = request.cookies[SESSION_COOKIE];
      return profiles.update(request.user, request.params.id, request.body, cookie ? hashSecret(cookie) : null);
    },
    { before: ownProfileFirst },
  );
};
