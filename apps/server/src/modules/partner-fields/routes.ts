import type { FastifyPluginAsync } from 'fastify';
import { normalizeOsId } from '@registry/core/os-id';
import { partnerFieldEndpoints as endpoints } from '@registry/core/partner-fields';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { createPartnerFieldService } from './service.ts';

/** Partner fields (see partnerFieldEndpoints): staff define and grant them, granted contributors fill them. */
export const partnerFieldRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const fields = createPartnerFieldService(deps.db);

  route(app, endpoints.list, async () => fields.list());
  route(app, endpoints.define, async (request, reply) => reply.code(201).send(await fields.define(request.body)));
  route(app, endpoints.grant, async (request) => fields.grant(request.params.id, request.params.contributorId));
  route(app, endpoints.revoke, async (request) => fields.revoke(request.params.id, request.params.contributorId));
  route(app, endpoints.fill, async (request) =>
    fields.fill(request.user, normalizeOsId(request.params.osId), request.params.name, request.body.value),
  );
};
