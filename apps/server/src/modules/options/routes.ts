import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRIES } from '@registry/core/countries';
import { CONTRIBUTOR_TYPES } from '@registry/core/contributor-types';
import type { AppDeps } from '../../http/deps.ts';
import { parseOrThrow } from '../../http/errors.ts';
import { currentTileCacheVersion, listContributorLists, listPublicContributors } from './queries.ts';

/** Filter options answer as [value, label] pairs, the shape the client's selects take. */
const pairs = z.array(z.tuple([z.union([z.string(), z.number()]), z.string()]));

const contributorIdsQuery = z.object({
  contributors: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : value.split(',')))
    .pipe(z.array(z.string().trim().regex(/^\d{1,15}$/, 'Must be a list of whole numbers.').transform(Number))),
});

export const optionRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['options'];

  app.get('/api/countries/', { schema: { tags, response: { 200: pairs } } }, async () =>
    [...COUNTRIES].sort((a, b) => a.name.localeCompare(b.name, 'en')).map((c) => [c.code, c.name] as [string, string]),
  );

  app.get('/api/contributor-types/', { schema: { tags, response: { 200: pairs } } }, async () =>
    CONTRIBUTOR_TYPES.map((type) => [type, type] as [string, string]),
  );

  app.get('/api/contributors/', { schema: { tags, response: { 200: pairs } } }, async () =>
    (await listPublicContributors(deps.db)).map((c) => [c.id, c.name] as [number, string]),
  );

  app.get('/api/contributor-lists-sorted/', { schema: { tags, response: { 200: pairs } } }, async (request) => {
    const { contributors } = parseOrThrow(contributorIdsQuery, request.query);
    return (await listContributorLists(deps.db, contributors)).map((l) => [l.id, l.name] as [number, string]);
  });

  // Tile URLs embed this key; it changes whenever facilities change, so caches never serve stale tiles.
  app.get('/api/current_tile_cache_key', { schema: { tags, response: { 200: z.string() } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return String(await currentTileCacheVersion(deps.db));
  });
};
