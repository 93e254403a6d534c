import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createMailer } from '../../adapters/mailer.ts';
import type { Db } from '../../db/database.ts';
import type { JobHandlers } from '../../jobs/job-types.ts';
import { createFileStorage } from '../../adapters/file-storage.ts';
import { createGeocoder } from '../geocoding/service.ts';
import { createMatcher } from '../matching/service.ts';
import { LIST_JOB_ATTEMPTS } from './list-job-types.ts';
import { parseList } from './parse-list.ts';
import { processList } from './process-list.ts';
import { sendListProcessedEmail } from './list-emails.ts';

/** The list pipeline's job handlers: parse (at upload), then geocode and match (after approval), then the e-mail. */
export function listJobHandlers(deps: { config: Config; db: Db; log?: FastifyBaseLogger }): JobHandlers {
  const files = createFileStorage(deps.config);
  const mailer = createMailer({ db: deps.db, smtpUrl: deps.config.smtpUrl, from: deps.config.mailFrom, log: deps.log });
  const geocoder = createGeocoder({ config: deps.config, db: deps.db });
  const matcher = createMatcher(deps.config.matchThresholds);
  return {
    'lists.parse': (payload, context) => parseList({ db: deps.db, files }, payload.listId, context.signal),
    'lists.process': (payload, context) =>
      processList({ db: deps.db, geocoder, matcher }, payload.listId, {
        lastAttempt: context.attempt >= LIST_JOB_ATTEMPTS,
        signal: context.signal,
      }),
    'lists.notify-processed': (payload) =>
      sendListProcessedEmail({ db: deps.db, mailer, productName: deps.config.productName, publicUrl: deps.config.publicUrl }, payload.listId),
  };
}
