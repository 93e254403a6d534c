import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  facilityMatchMessages,
  MATCH_BATCH_LIMIT,
  matchBatchEndpoint,
  matchCreateQuery,
  matchJobEndpoint,
  matchJobFileEndpoint,
  matchOneEndpoint,
  matchRecordSchema,
  matchResultFileName,
} from '@registry/core/facility-match-api';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { asDownload } from '../../http/file-download.ts';
import { ApiError, badRequest, conflict, notFound, parseOrThrow } from '../../http/errors.ts';
import { storedFileOr404 } from '../../http/stored-file.ts';
import type { RequestUser } from '../../http/request-user.ts';
import { enqueue } from '../../jobs/queue.ts';
import { createApiLimitService } from '../api-limits/service.ts';
import { ListFileError, uploadedFileProblem, readUploadForm } from '../lists/index.ts';
import { createLocationContributions } from '../production-locations/contributions.ts';
import { documentedOnly } from '../../http/validation.ts';
import { productionLocationMessages } from '../production-locations/service.ts';
import { MATCH_JOB_ATTEMPTS, matchJobView } from './match-job.ts';
import { readMatchFile } from './match-file.ts';
import { findMatchJob, insertMatchJob, setMatchJobFileKey } from './queries.ts';
import { rowOfRecord } from './rows.ts';
import { createFacilityMatchService } from './service.ts';

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
export const facilityMatchRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
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

  route(
    app,
    matchOneEndpoint,
    async (request, reply) => {
      const { create } = parseOrThrow(matchCreateQuery, request.query);
      if (create === 'true') {
        const user = await writer(request, reply);
        return reply.status(202).send(await locations.submit(user, null, request.body));
      }
      const { user } = request;
      const record = parseOrThrow(matchRecordSchema, request.body ?? {});
      const row = rowOfRecord(record, 0);
      if (row.errors.length) throw badRequest({ non_field_errors: row.errors });
      await countRecords(user, 1);
      const { status, os_id, confidence, matches } = await matching.matchRow(row);
      // A valid record fails only when the geocoder does.
      if (status === 'ERROR') throw new ApiError(503, productionLocationMessages.geocoderDown);
      return reply.status(200).send({ status, os_id, confidence, matches });
    },
    // Validated by the handler: the body's schema depends on `create`.
    { config: { readOnly: matchesOnly }, validatorCompiler: documentedOnly },
  );

  route(
    app,
    matchBatchEndpoint,
    async (request, reply) => {
      const { user } = request;
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
    // Read by the handler: a JSON array or a multipart file, refused in this route's words.
    { config: { readOnly: () => true }, validatorCompiler: documentedOnly },
  );

  /** The caller's own job; anybody else's is not found. */
  async function ownJob(user: RequestUser, jobId: number) {
    const job = await findMatchJob(deps.db, jobId);
    if (!job || job.user_id !== user.id) throw notFound();
    return job;
  }

  route(app, matchJobEndpoint, async (request) => matchJobView(await ownJob(request.user, request.params.id)));

  route(app, matchJobFileEndpoint, async (request, reply) => {
    const job = await ownJob(request.user, request.params.id);
    if (job.status !== 'DONE' || !job.result_key) throw conflict('The file is not matched yet.');
    return asDownload(reply, 'text/csv; charset=utf-8', matchResultFileName(job.file_name)).send(
      await storedFileOr404(files, job.result_key),
    );
  });
};
