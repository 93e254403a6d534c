import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { JobHandlers } from '../../jobs/job-types.ts';
import type { Services } from '../../shared-services.ts';
import { createAuthService } from './service.ts';
import { PASSWORD_RESET_JOB } from './auth-job-types.ts';

export function authJobHandlers(deps: { config: Config; db: Db; services: Pick<Services, 'mailer'> }): JobHandlers {
  const auth = createAuthService({
    db: deps.db,
    mailer: deps.services.mailer,
    publicUrl: deps.config.publicUrl,
    productName: deps.config.productName,
  });
  return { [PASSWORD_RESET_JOB]: (payload) => auth.sendPasswordResetLink(payload.email) };
}
