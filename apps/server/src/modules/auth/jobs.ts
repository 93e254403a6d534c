import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createMailer } from '../../adapters/mailer.ts';
import type { Db } from '../../db/database.ts';
import type { JobHandlers } from '../../jobs/job-types.ts';
import { createAuthService } from './service.ts';
import { PASSWORD_RESET_JOB } from './auth-job-types.ts';

export function authJobHandlers(deps: { config: Config; db: Db; log?: FastifyBaseLogger }): JobHandlers {
  const mailer = createMailer({ db: deps.db, smtpUrl: deps.config.smtpUrl, from: deps.config.mailFrom, log: deps.log });
  const auth = createAuthService({ db: deps.db, mailer, publicUrl: deps.config.publicUrl, productName: deps.config.productName });
  return { [PASSWORD_RESET_JOB]: (payload) => auth.sendPasswordResetLink(payload.email) };
}
