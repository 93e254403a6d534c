import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseOrThrow } from '../../http/errors.ts';
import { readDbOf, type AppDeps } from '../../http/deps.ts';
import { searchParamsSchema } from './search-params.ts';
import { createSearchService } from './search-service.ts';
import { createFacilityDetailService } from './detail-service.ts';
import { listFacilityMatches } from '../facility-admin/service.ts';

const featureSchema = z.object({
  id: z.string(),
  type: z.literal('Feature'),
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({
    os_id: z.string(),
    name: z.string(),
    address: z.string(),
    country_code: z.string(),
    country_name: z.string(),
    has_approved_claim: z.boolean(),
    is_closed: z.boolean(),
    number_of_public_contributors: z.number().optional(),
  }),
});

const searchResponse = z.object({
  type: z.literal('FeatureCollection'),
  count: z.number(),
  extent: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  nextPageURL: z.string().nullable(),
  previousPageURL: z.string().nullable(),
  is_same_contributor: z.boolean(),
  features: z.array(featureSchema),
});

const detailQuerySchema = z.object({
  embed: z.string().optional(),
  contributor: z.string().regex(/^\d{1,15}$/, 'Must be a whole number.').transform(Number).optional(),
});

/** The same query string with another page number. */
function pageUrl(url: string, page: number): string {
  const parsed = new URL(url, 'http://localhost');
  parsed.searchParams.set('page', String(page));
  return `${parsed.pathname}${parsed.search}`;
}

export const facilityRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const search = createSearchService(readDbOf(deps), { cacheEntries: deps.config.searchCacheEntries });
  const detail = createFacilityDetailService(deps.db);

  app.get(
    '/api/facilities/',
    {
      schema: {
        tags: ['facilities'],
        summary: 'Search facilities',
        description:
          'Filters: q (name, address or OS ID), contributors, lists, contributor_types, countries, statuses (claimed, unclaimed, pending), sectors, parent_company, facility_type, processing_type, product_type, number_of_workers, native_language_name, combine_contributors=AND, boundary (GeoJSON Polygon), sort_by (name_asc, name_desc, contributors_desc, contributors_asc), page (up to 100), pageSize (up to 100; default 50, or 10 with detail=true).',
        response: { 200: searchResponse },
      },
    },
    async (request) => {
      const params = parseOrThrow(searchParamsSchema, request.query);
      const result = await search.search(params, request.user?.contributorId ?? null);
      return {
        type: 'FeatureCollection' as const,
        count: result.count,
        extent: result.extent,
        nextPageURL: result.hasNextPage ? pageUrl(request.url, params.page + 1) : null,
        previousPageURL: params.page > 1 ? pageUrl(request.url, params.page - 1) : null,
        is_same_contributor: result.isSameContributor,
        features: result.features,
      };
    },
  );

  app.get(
    '/api/facilities/count/',
    {
      schema: { tags: ['facilities'], summary: 'Count facilities matching the search filters', response: { 200: z.object({ count: z.number() }) } },
    },
    async (request) => ({ count: await search.count(parseOrThrow(searchParamsSchema, request.query)) }),
  );

  app.get(
    '/api/facilities/:osId/',
    {
      schema: {
        tags: ['facilities'],
        summary: 'One facility by its current or historical OS ID',
        description: "With embed=1&contributor={id} (an embedded map's facility page), also that contributor's own visible columns as contributor_fields.",
        params: z.object({ osId: z.string().max(40) }),
      },
    },
    async (request) => {
      const query = parseOrThrow(detailQuerySchema, request.query);
      const facility = await detail.get(request.params.osId, query.embed === '1' && query.contributor !== undefined ? query.contributor : null);
      // Staff also get the matches, for the adjust, transfer and merge screens (spec part 2 §7).
      if (!request.user?.isSuperuser) return facility;
      return { ...facility, properties: { ...facility.properties, matches: await listFacilityMatches(deps.db, facility.id) } };
    },
  );
};
