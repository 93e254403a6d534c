import type { FileStorage } from './adapters/file-storage.ts';
import type { Mailer } from './adapters/mailer.ts';
import type { Geocoder } from './modules/geocoding/service.ts';
import type { Matcher } from './modules/matching/service.ts';
import type { ModerationService } from './modules/moderation/service.ts';

/**
 * The services more than one module uses, built once per process by the composition root
 * (services.ts createServices): the HTTP plugins and the job handlers take them from here instead
 * of each building its own. Its own file, so what receives them never imports the root.
 */
export interface Services {
  geocoder: Geocoder;
  matcher: Matcher;
  mailer: Mailer;
  files: FileStorage;
  moderation: ModerationService;
}
