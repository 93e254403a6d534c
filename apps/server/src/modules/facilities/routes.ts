import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readDbOf, type AppDeps } from '../../http/deps.ts';
import { searchParamsSchema } from './search-params.ts';
import { createSearchService } from './search-service.ts';
import type { SearchMemory } from './search-memory.ts';
import { createFacilityDetailService } from './detail-service.ts';
import { detailResponse, facilityCountResponse, mergesResponse, searchResponse } from '@registry/core/facility-api';
import { pageLinks, withPage } from '../../http/page-links.ts';
import { listMerges } from './merges.ts';

const detailQuerySchema = z.object({
  embed: z.string().optional(),
  contributor: z
    .string()
    .regex(/^\d{1,15}$/, 'Must be a whole number.')
    .transform(Number)
    .optional(),
});

export const facilityRoutes: FastifyPluginAsync<{ deps: AppDeps; searchMemory?: SearchMemory }> = async (
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
    async (request) => {
      const params = request.query;
      const result = await search.search(params, request.user?.contributorId ?? null);
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
    async (request) => ({ count: await search.count(request.query) }),
  );

  app.get(
    '/api/facilities/:osId/',
    {
      schema: {
        tags: ['facilities'],
        summary: 'One facility by its current or historical OS ID',
        description:
          "With embed=1&contributor={id} (an embedded map's facility page), also that contributor's own visible columns as contributor_fields.",
        params: z.object({ osId: z.string().max(40) }),
        querystring: detailQuerySchema,
        response: { 200: detailResponse },
      },
    },
    async (request) => {
      const query = request.query;
      const facility = await detail.get(
        request.params.osId,
        query.embed === '1' && query.contributor !== undefined ? query.contributor : null,
      );
      // Staff also get the matches, for the adjust, transfer and merge screens (spec part 2 §7).
      if (!request.user?.isSuperuser) return facility;
      return { ...facility, properties: { ...facility.properties, matches: await detail.staffMatches(facility.id) } };
    },
  );

  app.get(
    '/api/moderation-events/merge/',
    {
      schema: {
        tags: ['facilities'],
        summary: 'Facilities merged into others: which OS ID leads where since when',
        description:
          'Newest merge first. created_at and merge_date are both the time of the merge (when the merged OS ID started to lead to another facility).',
        response: { 200: mergesResponse },
      },
    },
    async () => listMerges(deps.db),
  );
};
