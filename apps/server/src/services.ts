import type { FastifyBaseLogger } from 'fastify';
import { createFileStorage } from './adapters/file-storage.ts';
import { createMailer } from './adapters/mailer.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { createGeocoder } from './modules/geocoding/service.ts';
import { createMatcher } from './modules/matching/service.ts';
import { createModerationService } from './modules/moderation/service.ts';
import type { Services } from './shared-services.ts';

export type { Services } from './shared-services.ts';

/** The composition root: builds the shared services once per process (shared-services.ts says what they are). */
export function createServices(config: Config, db: Db, log?: FastifyBaseLogger): Services {
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  return {
    geocoder: createGeocoder({ config, db }),
    matcher: createMatcher(config.matchThresholds),
    mailer,
    files: createFileStorage(config),
    moderation: createModerationService({
      db,
      mailer,
      productName: config.productName,
      publicUrl: config.publicUrl,
      log,
    }),
  };
}
