import type { FastifyPluginAsync } from 'fastify';
import { COUNTRIES } from '@registry/core/countries';
import { CONTRIBUTOR_TYPES } from '@registry/core/contributor-types';
import { FACILITY_PROCESSING_TYPES } from '@registry/core/facility-types';
import { WORKER_RANGES } from '@registry/core/number-of-workers';
import { CLAIM_STATUS_VALUES } from '@registry/core/claim-statuses';
import { optionEndpoints as endpoints } from '@registry/core/options-api';
import { readDbOf, type AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { createOptionService } from './service.ts';
import { currentTileCacheVersion } from '../facilities/index.ts';
import { listContributorLists, listPublicContributors } from './queries.ts';

export const optionRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = readDbOf(deps);

  route(app, endpoints.countries, async () =>
    [...COUNTRIES].sort((a, b) => a.name.localeCompare(b.name, 'en')).map((c) => [c.code, c.name] as [string, string]),
  );

  route(app, endpoints.contributorTypes, async () => CONTRIBUTOR_TYPES.map((type) => [type, type] as [string, string]));

  route(app, endpoints.contributors, async () =>
    (await listPublicContributors(db)).map((c) => [c.id, c.name] as [number, string]),
  );

  route(app, endpoints.contributorLists, async (request) => {
    const { contributors } = request.query;
    return (await listContributorLists(db, contributors)).map((l) => [l.id, l.name] as [number, string]);
  });

  const options = createOptionService(db);

  route(app, endpoints.sectors, async (request) => {
    const { contributor, grouped } = request.query;
    return grouped ? options.sectorGroups(contributor) : options.sectors(contributor);
  });

  route(app, endpoints.parentCompanies, async () =>
    (await options.parentCompanies()).map((name) => [name, name] as [string, string]),
  );

  route(app, endpoints.productTypes, async () => options.productTypes());

  route(app, endpoints.facilityProcessingTypes, async () =>
    FACILITY_PROCESSING_TYPES.map((entry) => ({
      facilityType: entry.facilityType,
      processingTypes: [...entry.processingTypes],
    })),
  );

  route(app, endpoints.workersRanges, async () => [...WORKER_RANGES]);

  route(app, endpoints.claimStatuses, async () => [...CLAIM_STATUS_VALUES]);

  route(app, endpoints.nonstandardFields, async (request) => options.nonstandardFields(request.user.contributorId));

  route(app, endpoints.tileCacheKey, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return String(await currentTileCacheVersion(db));
  });
};
