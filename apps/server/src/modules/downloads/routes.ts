import type { FastifyPluginAsync } from 'fastify';
import { downloadEndpoints as endpoints } from '@registry/core/download-api';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { documentedOnly } from '../../http/validation.ts';
import { isFeatureActive } from '../feature-flags/queries.ts';
import { createAllowanceService } from './allowance-service.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { parseDownloadRequest } from './download-params.ts';
import { createDownloadService } from './download-service.ts';

export const downloadRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const allowance = createAllowanceService({ db: deps.db, freeAllowance: deps.config.downloads.freeAllowance });
  const downloads = createDownloadService({ db: deps.db, allowance, publicUrl: deps.config.publicUrl });

  // Answers a page, or a file stream.
  route(
    app,
    endpoints.facilities,
    async (request, reply) => {
      const parsed = parseDownloadRequest(request.query as Record<string, unknown>);
      if (!parsed.format) return downloads.pages(request.user, parsed, request.url);
      const file = await downloads.export(request.user, { ...parsed, format: parsed.format }, request.url);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-record-count', String(file.count))
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
    {
      // parseDownloadRequest reads the query: the download's own keys, then the filters, each refused on its own.
      validatorCompiler: documentedOnly,
      // A first page or a file spends the allowance: a session caller sends the client header.
      config: { stateChangingGet: true },
    },
  );

  route(app, endpoints.log, async (request, reply) => {
    const { path, record_count } = request.query;
    const result = await downloads.log(request.user, path, record_count);
    return reply.status(result.status).send(result.body);
  });

  route(app, endpoints.allowance, async (request) => {
    const user = request.user;
    const privateInstance = await isFeatureActive(deps.db, 'private_instance');
    const base = { private_instance: privateInstance, purchasing_enabled: deps.config.stripe !== null };
    if (!user || user.contributorId === null) {
      const free = deps.config.downloads.freeAllowance;
      return {
        ...base,
        isAnon: !user,
        allowed_records_number: free,
        free_limit: free,
        free_used: 0,
        free_remaining: free,
        purchased_remaining: 0,
        period_started_at: null,
        renews_at: null,
      };
    }
    const summary = await allowance.summary(user.contributorId);
    return { ...base, isAnon: false, allowed_records_number: summary.remaining, ...summary };
  });

  await app.register(checkoutRoutes, { deps });
};
