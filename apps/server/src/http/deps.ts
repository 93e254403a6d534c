import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Payments } from '../adapters/payments.ts';
import type { Services } from '../shared-services.ts';

/**
 * What the app is built from. Modules take what they need from here when they register;
 * services receive narrow slices, never the whole bag.
 */
export interface AppDeps {
  config: Config;
  db: Db;
  /**
   * Reads that may lag the primary by a moment (search, counts, tiles, filter options): a read
   * replica when DATABASE_READ_URL is set. Left out, they read `db`.
   */
  readDb?: Db;
  /** Built once per process by createServices and shared with the job handlers. */
  services: Services;
  /** Left out: built from the configuration (Stripe when STRIPE_SECRET_KEY is set, else none). */
  payments?: Payments | null;
  log?: FastifyBaseLogger;
  /** The built web app to serve; left out, apps/web/dist. */
  webDist?: string;
}

/** The database for lag-tolerant reads: the replica when there is one. */
export const readDbOf = (deps: AppDeps): Db => deps.readDb ?? deps.db;
