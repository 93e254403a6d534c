import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRIES } from '@registry/core/countries';
import { CONTRIBUTOR_TYPES } from '@registry/core/contributor-types';
import { FACILITY_PROCESSING_TYPES } from '@registry/core/facility-types';
import { WORKER_RANGES } from '@registry/core/number-of-workers';
import { CLAIM_STATUS_VALUES } from '@registry/core/claim-statuses';
import {
  facilityProcessingTypesSchema,
  optionNamesSchema as names,
  optionPairsSchema as pairs,
  sectorGroupsSchema as sectorGroups,
} from '@registry/core/options-api';
import { readDbOf, type AppDeps } from '../../http/deps.ts';
import { requireContributor } from '../../http/request-user.ts';
import { createOptionService } from './service.ts';
import { currentTileCacheVersion } from '../facilities/index.ts';
import { listContributorLists, listPublicContributors } from './queries.ts';

const contributorIdsQuery = z.object({
  contributors: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : value.split(',')))
    .pipe(
      z.array(
        z
          .string()
          .trim()
          .regex(/^\d{1,15}$/, 'Must be a list of whole numbers.')
          .transform(Number),
      ),
    ),
});

const flag = z
  .enum(['true', 'false', '1', '0', ''], { error: "Must be 'true' or 'false'." })
  .optional()
  .transform((value) => value === 'true' || value === '1');

const sectorsQuery = z.object({
  contributor: z
    .string()
    .trim()
    .regex(/^\d{1,15}$/, 'Must be a whole number.')
    .transform(Number)
    .optional(),
  embed: flag,
  grouped: flag,
});

export const optionRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const db = readDbOf(deps);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['options'];

  app.get('/api/countries/', { schema: { tags, response: { 200: pairs } } }, async () =>
    [...COUNTRIES].sort((a, b) => a.name.localeCompare(b.name, 'en')).map((c) => [c.code, c.name] as [string, string]),
  );

  app.get('/api/contributor-types/', { schema: { tags, response: { 200: pairs } } }, async () =>
    CONTRIBUTOR_TYPES.map((type) => [type, type] as [string, string]),
  );

  app.get('/api/contributors/', { schema: { tags, response: { 200: pairs } } }, async () =>
    (await listPublicContributors(db)).map((c) => [c.id, c.name] as [number, string]),
  );

  app.get(
    '/api/contributor-lists-sorted/',
    { schema: { tags, querystring: contributorIdsQuery, response: { 200: pairs } } },
    async (request) => {
      const { contributors } = request.query;
      return (await listContributorLists(db, contributors)).map((l) => [l.id, l.name] as [number, string]);
    },
  );

  const options = createOptionService(db);

  app.get(
    '/api/sectors/',
    {
      schema: {
        tags,
        summary: 'Sector options',
        description:
          "Sector names A to Z. `contributor` (an id; sent by embedded maps with `embed=1`) narrows them to the sectors of that contributor's facilities. `grouped=true` answers groups instead: [{group_name, sectors: [names]}], groups A to Z with Other last; a sector may appear in several groups; with `contributor`, groups left empty are omitted.",
        querystring: sectorsQuery,
        response: { 200: z.union([names, sectorGroups]) },
      },
    },
    async (request) => {
      const { contributor, grouped } = request.query;
      return grouped ? options.sectorGroups(contributor) : options.sectors(contributor);
    },
  );

  app.get(
    '/api/parent-companies/',
    {
      schema: {
        tags,
        summary: 'Parent company options',
        description: '[name, name] pairs, one spelling per name regardless of case.',
        response: { 200: pairs },
      },
    },
    async () => (await options.parentCompanies()).map((name) => [name, name] as [string, string]),
  );

  app.get(
    '/api/product-types/',
    { schema: { tags, summary: 'Product types contributed for public facilities, A to Z', response: { 200: names } } },
    async () => options.productTypes(),
  );

  app.get(
    '/api/facility-processing-types/',
    {
      schema: {
        tags,
        summary: 'Facility types with the processing types done in each',
        description:
          '[{facilityType, processingTypes: [names]}], both A to Z; a processing type may belong to several facility types.',
        response: { 200: facilityProcessingTypesSchema },
      },
    },
    async () =>
      FACILITY_PROCESSING_TYPES.map((entry) => ({
        facilityType: entry.facilityType,
        processingTypes: [...entry.processingTypes],
      })),
  );

  app.get(
    '/api/workers-ranges/',
    { schema: { tags, summary: 'Number of workers ranges', response: { 200: names } } },
    async () => [...WORKER_RANGES],
  );

  app.get(
    '/api/claim-statuses/',
    {
      schema: {
        tags,
        summary: 'The states of a facility claim',
        description:
          'Plain status strings, as Open Supply Hub answers them (the web app takes their labels from the shared claim-statuses module).',
        response: { 200: z.array(z.enum(CLAIM_STATUS_VALUES)) },
      },
    },
    async () => [...CLAIM_STATUS_VALUES],
  );

  app.get(
    '/api/nonstandard-fields/',
    {
      schema: {
        tags,
        summary: "Column names outside the standard template in your organisation's active lists (for embed fields)",
        security: [{ token: [] }],
        response: { 200: names },
      },
    },
    async (request) => options.nonstandardFields(requireContributor(request).contributorId),
  );

  // Tile URLs embed this key; it changes whenever facilities change, so caches never serve stale tiles.
  app.get(
    '/api/current_tile_cache_key',
    { schema: { tags, response: { 200: z.string() } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return String(await currentTileCacheVersion(db));
    },
  );
};
