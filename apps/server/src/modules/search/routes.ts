import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readDbOf, type AppDeps } from '../../http/deps.ts';
import { facilityCountResponse, searchResponse } from '@registry/core/facility-api';
import { pageLinks, withPage } from '../../http/page-links.ts';
import { createFacilityDetailService } from '../facilities/index.ts';
import { searchParamsSchema } from './search-params.ts';
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
  fastify,
  { deps, searchMemory },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const search = createSearchService(readDbOf(deps), {
    cacheEntries: deps.config.searchCacheEntries,
    memory: searchMemory,
  });
  const detail = createFacilityDetailService(deps.db);

  app.get(
    '/api/facilities/',
    {
      schema: {
        tags: ['facilities'],
        summary: 'Search facilities',
        description:
          'Filters: q (name, address or OS ID), contributors, lists, contributor_types, countries, statuses (claimed, unclaimed, pending), sectors, parent_company, facility_type, processing_type, product_type, number_of_workers, native_language_name, combine_contributors=AND, boundary (GeoJSON Polygon), sort_by (name_asc, name_desc, contributors_desc, contributors_asc), page (up to 100), pageSize (up to 100; default 50, or 10 with detail=true). ' +
          'detail=true adds to each facility its contributors, contributor_fields, extended_fields and sector sources, as Open Supply Hub does.',
        querystring: searchParamsSchema,
        response: { 200: searchResponse },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.get(
    '/api/facilities/count/',
    {
      schema: {
        tags: ['facilities'],
        summary: 'Count facilities matching the search filters',
        querystring: searchParamsSchema,
        response: { 200: facilityCountResponse },
      },
    },
    async (request, reply) => {
      const { count, used } = await search.count(request.query);
      logPlan(request, reply, used);
      return { count };
    },
  );
};
