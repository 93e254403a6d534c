import type { FastifyPluginAsync, FastifySchemaCompiler } from 'fastify';
import { productionLocationEndpoints as endpoints } from '@registry/core/production-location-endpoints';
import { parseV1Search, V1_QUERY_INVALID } from '@registry/core/production-location-search-params';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { malformedRequest } from '../../http/errors.ts';
import type { SearchMemory } from '../search/index.ts';
import { createLocationContributions } from './contributions.ts';
import { DuplicateSubmissionError } from './duplicate-submission.ts';
import { documentedOnly } from '../../http/validation.ts';

/** The v1 search's query string, read by parseV1Search: a bad parameter is a 400 naming it, as the anchor answers. */
const v1QueryValidator: FastifySchemaCompiler<unknown> = () => (data) => {
  const parsed = parseV1Search((data ?? {}) as Record<string, unknown>);
  return parsed.ok ? { value: parsed.search } : { error: malformedRequest(V1_QUERY_INVALID, parsed.errors) };
};

export const productionLocationRoutes: FastifyPluginAsync<{ deps: AppDeps; searchMemory?: SearchMemory }> = async (
  app,
  { deps, searchMemory },
) => {
  const { locations, writer } = createLocationContributions(deps, searchMemory);

  route(
    app,
    endpoints.search,
    async (request, reply) => {
      const { way, ...answer } = await locations.search(request.query);
      const log = request.log.child({ v1_search: way });
      request.log = log;
      reply.log = log;
      return answer;
    },
    { validatorCompiler: v1QueryValidator },
  );
  route(app, endpoints.get, async (request) => locations.get(request.params.osId));

  // checkProductionLocation (packages/core) checks the bodies for the spec's messages; the schema
  // documents them. `writer` limits a session's writes a minute (429).
  route(
    app,
    endpoints.create,
    async (request, reply) => {
      const user = await writer(request, reply);
      try {
        return reply.status(202).send(await locations.submit(user, null, request.body));
      } catch (error) {
        // The anchor's answer names the earlier submission.
        if (error instanceof DuplicateSubmissionError) return reply.status(409).send(error.body);
        throw error;
      }
    },
    { validatorCompiler: documentedOnly },
  );
  route(
    app,
    endpoints.update,
    async (request, reply) => {
      const user = await writer(request, reply);
      return reply.status(202).send(await locations.submit(user, request.params.osId, request.body));
    },
    { validatorCompiler: documentedOnly },
  );
};
