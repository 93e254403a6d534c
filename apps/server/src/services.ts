import type { FastifyBaseLogger } from 'fastify';
import { createFileStorage, type FileStorage } from './adapters/file-storage.ts';
import { createMailer, type Mailer } from './adapters/mailer.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { createGeocoder, type Geocoder } from './modules/geocoding/service.ts';
import { createMatcher, type Matcher } from './modules/matching/service.ts';
import { createModerationService, type ModerationService } from './modules/moderation/service.ts';

/**
 * The services more than one module uses, built once per process (the composition root): the HTTP
 * plugins and the job handlers take them from here instead of each building its own.
 */
export interface Services {
  geocoder: Geocoder;
  matcher: Matcher;
  mailer: Mailer;
  files: FileStorage;
  moderation: ModerationService;
}

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
