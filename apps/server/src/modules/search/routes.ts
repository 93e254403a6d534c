import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { facilityEndpoints as endpoints } from '@registry/core/facility-api';
import { readDbOf, type AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { pageLinks, withPage } from '../../http/page-links.ts';
import { createFacilityDetailService } from '../facilities/index.ts';
import { createSearchService, type PlanUsed } from './search-service.ts';
import type { SearchMemory } from './search-memory.ts';

/**
 * The plan that answered (search-plan.ts) on the request's log lines from here on, its 'request
 * completed' line among them: search_plan, and search_cached when the answer was kept from an earlier one.
 */
function logPlan(request: FastifyRequest, reply: FastifyReply, { plan, cached }: PlanUsed) {
  const log = request.log.child({ search_plan: plan, ...(cached ? { search_cached: true } : {}) });
  request.log = log;
  reply.log = log;
}

export const searchRoutes: FastifyPluginAsync<{ deps: AppDeps; searchMemory?: SearchMemory }> = async (
  app,
  { deps, searchMemory },
) => {
  const search = createSearchService(readDbOf(deps), {
    cacheEntries: deps.config.searchCacheEntries,
    memory: searchMemory,
  });
  const detail = createFacilityDetailService(deps.db);

  route(app, endpoints.search, async (request, reply) => {
    const params = request.query;
    const result = await search.search(params, request.user?.contributorId ?? null);
    logPlan(request, reply, result.used);
    const embedContributor = params.embed && params.contributors.length === 1 ? params.contributors[0]! : null;
    return {
      type: 'FeatureCollection' as const,
      count: result.count,
      extent: result.extent,
      ...pageLinks(
        deps.config.publicUrl,
        result.hasNextPage ? withPage(request.url, params.page + 1) : null,
        params.page > 1 ? withPage(request.url, params.page - 1) : null,
      ),
      is_same_contributor: result.isSameContributor,
      features: params.detail ? await detail.withSources(result.features, embedContributor) : result.features,
    };
  });

  route(app, endpoints.count, async (request, reply) => {
    const { count, used } = await search.count(request.query);
    logPlan(request, reply, used);
    return { count };
  });
};
