import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  facilityMatchMessages,
  MATCH_BATCH_LIMIT,
  matchResultFileName,
  matchBatchSchema,
  matchJobSchema,
  matchRecordSchema,
  matchResultSchema,
} from '@registry/core/facility-match-api';
import { fileAnswer } from '@registry/core/file-api';
import { pendingModerationEventSchema } from '@registry/core/production-location-api';
import type { AppDeps } from '../../http/deps.ts';
import { asDownload } from '../../http/file-download.ts';
import { ApiError, badRequest, conflict, notFound, parseOrThrow } from '../../http/errors.ts';
import { storedFileOr404 } from '../../http/stored-file.ts';
import { requireContributor, type RequestUser } from '../../http/request-user.ts';
import { contributorsOnly } from '../../http/route-access.ts';
import { enqueue } from '../../jobs/queue.ts';
import { createApiLimitService } from '../api-limits/service.ts';
import { ListFileError, uploadedFileProblem, readUploadForm } from '../lists/index.ts';
import { createLocationContributions } from '../production-locations/contributions.ts';
import { documentedOnly } from '../../http/validation.ts';
import { productionLocationPayloadSchema } from '@registry/core/production-location-payload';
import { productionLocationMessages } from '../production-locations/service.ts';
import { MATCH_JOB_ATTEMPTS, matchJobView } from './match-job.ts';
import { readMatchFile } from './match-file.ts';
import { findMatchJob, insertMatchJob, setMatchJobFileKey } from './queries.ts';
import { rowOfRecord } from './rows.ts';
import { createFacilityMatchService } from './service.ts';

const tags = ['find OS IDs'];
const security = [{ token: [] }];

const createQuery = z.object({
  create: z
    .enum(['true', 'false'], { error: facilityMatchMessages.createFlag })
    .default('true')
    .describe('false: only match, store nothing (default true: contribute)'),
});
const jobParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Must be a whole number.')
    .transform(Number),
});

/** Matching without creating reads only: it is no write for the API rate limits. */
const matchesOnly = (request: FastifyRequest) => (request.query as { create?: unknown }).create === 'false';

/** A storage key of the job's file, from its id and a tame version of the file name. */
const fileKeyOf = (jobId: number, fileName: string) =>
  `facility-match/${jobId}/${
    fileName
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/^[._]+/, '')
      .slice(-120) || 'file'
  }`;

/**
 * "Find OS IDs" (issue [2.9]): the matcher as a service. Nothing is stored but the API call
 * count, one call per record (a file of more than 1,000 rows: the caller's job and its result).
 */
export const facilityMatchRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { files } = deps.services;
  const matching = createFacilityMatchService({
    db: deps.db,
    matcher: deps.services.matcher,
    geocoder: deps.services.geocoder,
  });
  const limits = createApiLimitService({
    db: deps.db,
    mailer: deps.services.mailer,
    productName: deps.config.productName,
    log: deps.log,
  });
  const { locations, writer } = createLocationContributions(deps);

  /** Counts the records against the caller's allowance (a token call's own count is one of them); 429 past it. */
  const countRecords = (user: RequestUser & { contributorId: number }, records: number) =>
    limits.countRecords(user.contributorId, records, user.via === 'token' ? 1 : 0);

  app.post(
    '/api/facilities/',
    {
      config: { readOnly: matchesOnly },
      schema: {
        tags,
        summary: 'Match one record (create=false: nothing is stored), or contribute it (create=true, the default)',
        description:
          `create=false answers the match status (MATCHED, POTENTIAL_MATCH, or NEW_FACILITY: no match), the matched facility or the candidates with OS ID, name, address, confidence and the matcher's evidence; one API call. ${facilityMatchMessages.nothingPublished} ` +
          "create=true contributes the location as POST /api/v1/production-locations/ does (its body, its answer 202 with the pending moderation event, its refusals in this route's error style). " +
          'Refusals: 400 a missing or invalid field ({field: [messages]}) or a record the list rules refuse ({non_field_errors: [...]}); 429 over the API allowance or rate limit.',
        querystring: createQuery,
        body: matchRecordSchema.or(productionLocationPayloadSchema),
        response: { 200: matchResultSchema, 202: pendingModerationEventSchema },
        security,
      },
      validatorCompiler: documentedOnly,
    },
    async (request, reply) => {
      const { create } = parseOrThrow(createQuery, request.query);
      if (create === 'true') {
        const user = await writer(request, reply);
        return reply.status(202).send(await locations.submit(user, null, request.body));
      }
      const user = requireContributor(request);
      const record = parseOrThrow(matchRecordSchema, request.body ?? {});
      const row = rowOfRecord(record, 0);
      if (row.errors.length) throw badRequest({ non_field_errors: row.errors });
      await countRecords(user, 1);
      const { status, os_id, confidence, matches } = await matching.matchRow(row);
      // A valid record fails only when the geocoder does.
      if (status === 'ERROR') throw new ApiError(503, productionLocationMessages.geocoderDown);
      return reply.status(200).send({ status, os_id, confidence, matches });
    },
  );

  app.post(
    '/api/facilities/match/',
    {
      config: { readOnly: () => true },
      schema: {
        tags,
        summary: `Match up to ${MATCH_BATCH_LIMIT.toLocaleString('en-US')} records at once; nothing is stored`,
        description:
          `A JSON array of records ({country, name, address, lat?, lng?}), or multipart/form-data with a .csv or .xlsx file (field "file") with the list template's columns. ` +
          `Answers one result per record, in input order; a record that cannot be matched has status ERROR and its errors, the others are answered all the same. ` +
          `A file of more than ${MATCH_BATCH_LIMIT.toLocaleString('en-US')} rows is matched in the background: 202 with the job, whose result_url gives the file back with os_id, match_status and confidence added. ` +
          `Each record is one API call; a request with more records than the allowance has left answers 429. ${facilityMatchMessages.nothingPublished}`,
        consumes: ['application/json', 'multipart/form-data'],
        body: z.array(matchRecordSchema).max(MATCH_BATCH_LIMIT),
        response: { 200: matchBatchSchema, 202: matchJobSchema },
        security,
      },
      validatorCompiler: documentedOnly,
    },
    async (request, reply) => {
      const user = requireContributor(request);
      if (!request.isMultipart()) {
        const body: unknown = request.body;
        if (!Array.isArray(body)) throw badRequest({ non_field_errors: [facilityMatchMessages.notArray] });
        if (body.length === 0) throw badRequest({ non_field_errors: [facilityMatchMessages.empty] });
        if (body.length > MATCH_BATCH_LIMIT)
          throw badRequest({ non_field_errors: [facilityMatchMessages.tooManyRecords(MATCH_BATCH_LIMIT)] });
        await countRecords(user, body.length);
        const results = await matching.matchRows(body.map(rowOfRecord));
        return reply.status(200).send({ count: results.length, results });
      }

      const form = await readUploadForm(request);
      const problem = uploadedFileProblem(form.file, deps.config.maxUploadBytes);
      if (problem || !form.file) throw badRequest({ file: [problem!] });
      const file = form.file;
      let read;
      try {
        read = await readMatchFile(file.fileName, file.content, MATCH_BATCH_LIMIT);
      } catch (error) {
        if (!(error instanceof ListFileError)) throw error;
        throw badRequest({ file: [error.message] });
      }
      if (read.total === 0) throw badRequest({ file: [facilityMatchMessages.empty] });
      await countRecords(user, read.total);
      if (read.total <= MATCH_BATCH_LIMIT) {
        const results = await matching.matchRows(read.rows);
        return reply.status(200).send({ count: results.length, header: read.header, results });
      }
      const job = await deps.db.transaction().execute(async (trx) => {
        const created = await insertMatchJob(trx, {
          userId: user.id,
          fileName: file.fileName.slice(-200),
          fileKey: 'pending',
          rowCount: read.total,
        });
        const fileKey = fileKeyOf(created.id, file.fileName);
        // Stored before the commit: a job never points at a file that is not there.
        await files.put(fileKey, file.content);
        await setMatchJobFileKey(trx, created.id, fileKey);
        await enqueue(
          trx,
          'facility-match.run',
          { jobId: created.id },
          { dedupeKey: `facility-match.run:${created.id}`, maxAttempts: MATCH_JOB_ATTEMPTS },
        );
        return { ...created, file_key: fileKey };
      });
      return reply.status(202).send(matchJobView(job));
    },
  );

  /** The caller's own job; anybody else's is not found. */
  async function ownJob(request: FastifyRequest, jobId: number) {
    const user = requireContributor(request);
    const job = await findMatchJob(deps.db, jobId);
    if (!job || job.user_id !== user.id) throw notFound();
    return job;
  }

  app.get(
    '/api/facilities/match/jobs/:id/',
    {
      preValidation: contributorsOnly,
      schema: {
        tags,
        summary: 'A matching job of yours: status and progress (processed_count of row_count)',
        params: jobParams,
        response: { 200: matchJobSchema },
        security,
      },
    },
    async (request) => matchJobView(await ownJob(request, request.params.id)),
  );

  app.get(
    '/api/facilities/match/jobs/:id/file/',
    {
      preValidation: contributorsOnly,
      schema: {
        tags,
        summary:
          'The file of a finished job, as CSV with os_id, match_status and confidence added to its columns (409 until DONE)',
        params: jobParams,
        response: { 200: fileAnswer('text/csv', 'The matched file (a download)') },
        security,
      },
    },
    async (request, reply) => {
      const job = await ownJob(request, request.params.id);
      if (job.status !== 'DONE' || !job.result_key) throw conflict('The file is not matched yet.');
      return asDownload(reply, 'text/csv; charset=utf-8', matchResultFileName(job.file_name)).send(
        await storedFileOr404(files, job.result_key),
      );
    },
  );
};
