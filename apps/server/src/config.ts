import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true, false, 1, 0, yes, no, on, off',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

/** Exported for the test that no secret has a default. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
    DATABASE_READ_URL: url(['postgres:', 'postgresql:']).optional(),
    FILES_DIR: z.string().min(1).optional(),
    DEMO_SEED: booleanFlag.optional(),
    DEMO_FACILITIES: z.coerce.number({ error: 'must be a number' }).int().min(0).max(5_000_000).default(20_000),
    PUBLIC_URL: url(['http:', 'https:']).optional(),
    PRODUCT_NAME: z.string().min(1).max(100).default('Open Supply Hub'),
    SUPPORT_EMAIL: z.string().email({ error: 'must be an e-mail address' }).default('support@example.com'),
    MAIL_FROM: z.string().min(3).default('Open Supply Hub <noreply@example.com>'),
    SMTP_URL: url(['smtp:', 'smtps:']).optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    MAP_STYLE_URL: url(['http:', 'https:']).optional(),
    BASEMAP_PMTILES: z
      .string()
      .min(1)
      .refine((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true, 'no such file')
      .optional(),
    ANALYTICS_SCRIPT_URL: url(['https:']).optional(),
    STATIC_MAP_URL: url(['https:']).optional(),
    TRUST_PROXY: z
      .string()
      .regex(
        /^(true|false|\d{1,2}|[\w.:/]+(,[\w.:/]+)*)$/,
        'must be true, false, a number of proxy hops or a comma-separated list of proxy addresses',
      )
      .default('false'),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(10),
    // Lists one account may upload (issue [3.4]: 15 of 15 were accepted in a burst).
    LIST_UPLOADS_PER_MINUTE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(5),
    LIST_UPLOADS_PER_DAY: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1_000_000).default(100),
    MAX_UPLOAD_BYTES: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of bytes')
      .min(1024, 'must be at least 1024 (bytes)')
      .default(5 * 1024 * 1024),
    RUN_WORKER: booleanFlag.default(true),
    WEB_PROCESSES: z
      .string()
      .regex(/^(auto|[1-9]\d?)$/, 'must be auto or a number of processes from 1 to 99')
      .default('1'),
    AUTO_APPROVE_LISTS: booleanFlag.default(false),
    SEARCH_CACHE_ENTRIES: z.coerce.number({ error: 'must be a number' }).int().min(0).max(100_000).default(500),
    SEARCH_MEMORY_MIN_POSTINGS: z.coerce.number({ error: 'must be a number' }).int().min(0).default(2000),
    SEARCH_MEMORY_MIB: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(128),
    DOWNLOAD_FREE_ALLOWANCE: z.coerce.number({ error: 'must be a number' }).int().min(0).max(10_000_000).default(5000),
    DOWNLOAD_PURCHASE_RECORDS: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(1)
      .max(10_000_000)
      .default(10_000),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_PRICE_ID: z.string().min(1).optional(),
    GEOCODER: z
      .enum(['offline', 'google', 'nominatim'], { error: 'must be one of offline, google, nominatim' })
      .default('offline'),
    GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
    GOOGLE_GEOCODING_URL: url(['http:', 'https:']).default('https://maps.googleapis.com/maps/api/geocode/json'),
    NOMINATIM_URL: url(['http:', 'https:']).default('https://nominatim.openstreetmap.org'),
    NOMINATIM_MIN_INTERVAL_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(60_000).optional(),
    MATCH_AUTOMATIC_THRESHOLD: z.coerce.number({ error: 'must be a number' }).min(0).max(1).default(0.85),
    MATCH_POTENTIAL_THRESHOLD: z.coerce.number({ error: 'must be a number' }).min(0).max(1).default(0.6),
  })
  .superRefine((e, context) => {
    if (e.GEOCODER === 'google' && !e.GOOGLE_MAPS_API_KEY) {
      context.addIssue({ code: 'custom', path: ['GOOGLE_MAPS_API_KEY'], message: 'is required when GEOCODER=google' });
    }
    if (e.MATCH_POTENTIAL_THRESHOLD > e.MATCH_AUTOMATIC_THRESHOLD) {
      context.addIssue({
        code: 'custom',
        path: ['MATCH_POTENTIAL_THRESHOLD'],
        message: 'must not be above MATCH_AUTOMATIC_THRESHOLD',
      });
    }
  });

export type Config = ReturnType<typeof loadConfig>;

/** Fastify's trustProxy: all, none, the nearest N hops, or these proxy addresses. */
function trustProxySetting(value: string): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
  return value.split(',');
}

export class ConfigError extends Error {}

/** Reads and checks the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.STRIPE_SECRET_KEY && (!e.STRIPE_WEBHOOK_SECRET || !e.STRIPE_PRICE_ID)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY: needs STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID as well',
    );
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_READ_URL: a read replica needs DATABASE_URL (the embedded database has none)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const isProduction = e.NODE_ENV === 'production';
  // Links in e-mails and the session cookie's Secure flag come from PUBLIC_URL: no localhost guess in production.
  if (isProduction && !e.PUBLIC_URL?.startsWith('https:')) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: production needs the https:// address users reach the site at',
    );
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    embeddedDbDir: path.join(dataDir, 'postgres'),
    /** Where the embedded database was kept until round two (PGlite): see db/legacy-data-dir.ts. */
    legacyPgliteDir: path.join(dataDir, 'db'),
    // Uploaded lists and claim documents; several servers and workers share one (a network mount).
    filesDir: e.FILES_DIR ? path.resolve(e.FILES_DIR) : path.join(dataDir, 'files'),
    // Demo accounts are never created in production, whatever DEMO_SEED says.
    demoSeed: !isProduction && (e.DEMO_SEED ?? true),
    demoFacilities: e.DEMO_FACILITIES,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    /** PUBLIC_URL is https://: the session cookie is Secure and browsers are told to keep to https (HSTS, upgrade-insecure-requests); a plain-http LAN site gets neither. */
    https: e.PUBLIC_URL?.startsWith('https:') ?? false,
    productName: e.PRODUCT_NAME,
    supportEmail: e.SUPPORT_EMAIL,
    mailFrom: e.MAIL_FROM,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    mapStyleUrl: e.MAP_STYLE_URL,
    /** A PMTiles archive of street-level vector tiles (Protomaps) the server serves and the app draws over the offline map. */
    basemapPmtiles: e.BASEMAP_PMTILES ? path.resolve(e.BASEMAP_PMTILES) : undefined,
    /** Loaded by the web app only after cookie consent; none by default (offline). */
    analyticsScriptUrl: e.ANALYTICS_SCRIPT_URL,
    /** A static map service ({lat}, {lng}, {zoom}, {width}, {height} filled in); unset, the server draws the picture. */
    staticMapUrl: e.STATIC_MAP_URL,
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    runWorker: e.RUN_WORKER,
    /** HTTP server processes (node:cluster): one per core serves a read load on every core. */
    webProcesses: e.WEB_PROCESSES === 'auto' ? os.availableParallelism() : Number(e.WEB_PROCESSES),
    autoApproveLists: e.AUTO_APPROVE_LISTS,
    searchCacheEntries: e.SEARCH_CACHE_ENTRIES,
    /**
     * Text searches of common words only, answered from postings in memory (search-memory.ts):
     * a word is common from this many facilities (0: never), up to this many MiB per process.
     */
    searchMemory: { minPostings: e.SEARCH_MEMORY_MIN_POSTINGS, maxMiB: e.SEARCH_MEMORY_MIB },
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    listUploadLimits: { perMinute: e.LIST_UPLOADS_PER_MINUTE, perDay: e.LIST_UPLOADS_PER_DAY },
    /** Whose X-Forwarded-For to believe for the client address (rate limits): nobody's unless configured. */
    trustProxy: trustProxySetting(e.TRUST_PROXY),
    downloads: { freeAllowance: e.DOWNLOAD_FREE_ALLOWANCE, purchaseRecords: e.DOWNLOAD_PURCHASE_RECORDS },
    // Secrets stay here: never logged, never sent to clients.
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, priceId: e.STRIPE_PRICE_ID! }
      : null,
    geocoder: {
      provider: e.GEOCODER,
      googleApiKey: e.GOOGLE_MAPS_API_KEY,
      googleUrl: e.GOOGLE_GEOCODING_URL,
      nominatimUrl: e.NOMINATIM_URL.replace(/\/$/, ''),
      nominatimMinIntervalMs: e.NOMINATIM_MIN_INTERVAL_MS,
    },
    matchThresholds: { automatic: e.MATCH_AUTOMATIC_THRESHOLD, potential: e.MATCH_POTENTIAL_THRESHOLD },
  };
}
