import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { JobHandlers } from '../../jobs/job-types.ts';
import type { Services } from '../../shared-services.ts';
import { LIST_JOB_ATTEMPTS } from './list-job-types.ts';
import { parseList } from './parse-list.ts';
import { processList } from './process-list.ts';
import { sendListProcessedEmail } from './list-emails.ts';

/** The list pipeline's job handlers: parse (at upload), then geocode and match (after approval), then the e-mail. */
export function listJobHandlers(deps: {
  config: Config;
  db: Db;
  services: Pick<Services, 'files' | 'mailer' | 'geocoder' | 'matcher'>;
}): JobHandlers {
  const { files, mailer, geocoder, matcher } = deps.services;
  return {
    'lists.parse': (payload, context) => parseList({ db: deps.db, files }, payload.listId, context),
    'lists.process': (payload, context) =>
      processList({ db: deps.db, geocoder, matcher }, payload.listId, {
        lastAttempt: context.attempt >= LIST_JOB_ATTEMPTS,
        signal: context.signal,
        turnOver: context.turnOver,
      }),
    'lists.notify-processed': (payload) =>
      sendListProcessedEmail(
        { db: deps.db, mailer, productName: deps.config.productName, publicUrl: deps.config.publicUrl },
        payload.listId,
      ),
  };
}
