import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downloadAllowanceSchema, downloadLogSchema, downloadPageSchema } from '@registry/core/download-api';
import { fileAnswer } from '@registry/core/file-api';
import type { AppDeps } from '../../http/deps.ts';
import { documentedOnly } from '../../http/validation.ts';
import { isFeatureActive } from '../feature-flags/queries.ts';
import { createAllowanceService } from './allowance-service.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { downloadQuery, parseDownloadRequest } from './download-params.ts';
import { DOWNLOAD_FILES } from './export-stream.ts';
import { createDownloadService } from './download-service.ts';

const tags = ['downloads'];

const logDownloadQuery = z.object({
  path: z.string({ error: 'This field is required.' }).min(1, 'This field is required.').max(4000),
  record_count: z
    .string({ error: 'This field is required.' })
    .regex(/^\d{1,9}$/, 'Must be a whole number, 0 or more.')
    .transform(Number),
});

export const downloadRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const allowance = createAllowanceService({ db: deps.db, freeAllowance: deps.config.downloads.freeAllowance });
  const downloads = createDownloadService({ db: deps.db, allowance, publicUrl: deps.config.publicUrl });

  // Untyped answers: a page, or a file stream.
  fastify.get(
    '/api/facilities-downloads/',
    {
      schema: {
        tags,
        summary: 'Download the facilities of a search',
        description:
          'Every filter of GET /api/facilities/. Without format: pages of up to 100 rows ({count, next, previous, nextPageURL, results: {headers, rows}}); follow next (absolute) or nextPageURL (a path). ' +
          'With format=csv or format=xlsx: the whole result as one streamed file (facilities.csv / facilities.xlsx). ' +
          'Signed-in accounts spend their download allowance once per download (a session caller sends the X-Client-Key header: without it, 403); the same search downloaded again within a day, in either format, costs nothing more. API token calls and downloads of your own contributor are free.',
        querystring: downloadQuery,
        response: {
          200: {
            description: 'A page of rows (JSON), or with format the whole result as a file',
            content: {
              'application/json': { schema: downloadPageSchema },
              ...fileAnswer(DOWNLOAD_FILES.csv.contentType, '').content,
              ...fileAnswer(DOWNLOAD_FILES.xlsx.contentType, '').content,
            },
          },
        },
      },
      // parseDownloadRequest reads the query: the download's own keys, then the filters, each refused on its own.
      validatorCompiler: documentedOnly,
      // A first page or a file spends the allowance: a session caller sends the client header.
      config: { stateChangingGet: true },
    },
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
  );

  app.post(
    '/api/log-download/',
    {
      schema: {
        tags,
        summary: 'Record a download of the search at path',
        description:
          'Charged now (201), or confirmed when the pages or file of that search were served in the last day (200).',
        querystring: logDownloadQuery,
        response: { 200: downloadLogSchema, 201: downloadLogSchema },
      },
    },
    async (request, reply) => {
      const { path, record_count } = request.query;
      const result = await downloads.log(request.user, path, record_count);
      return reply.status(result.status).send(result.body);
    },
  );

  app.get(
    '/api/download-allowance/',
    { schema: { tags, summary: "The account's download allowance", response: { 200: downloadAllowanceSchema } } },
    async (request) => {
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
    },
  );

  await app.register(checkoutRoutes, { deps });
};
