import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { readDbOf, type AppDeps } from './http/deps.ts';
import { errorHandler, frameworkErrorHandler } from './http/errors.ts';
import { csrfGuard } from './http/csrf.ts';
import { requireCredentialsOrWebClient } from './http/api-credentials.ts';
import { recordRoutes } from './http/route-registry.ts';
import { refuseNullCharacters } from './http/null-characters.ts';
import { validatorCompiler } from './http/validation.ts';
import { guardJsonDepth } from './http/json-body.ts';
import { sharedRateLimitStore } from './http/shared-rate-limit-store.ts';
import { serveWebApp } from './http/web-app.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { addRequestAuthentication } from './modules/auth/request-auth.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { apiTokenRoutes } from './modules/auth/api-token-routes.ts';
import { featureFlagRoutes } from './modules/feature-flags/routes.ts';
import { facilityRoutes } from './modules/facilities/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { createSearchMemory } from './modules/search/index.ts';
import { optionRoutes } from './modules/options/routes.ts';
import { tileRoutes } from './modules/tiles/routes.ts';
import { baseMapRoutes } from './modules/base-map/routes.ts';
import { staticMapRoutes } from './modules/static-map/routes.ts';
import { listRoutes } from './modules/lists/routes.ts';
import { dashboardListRoutes } from './modules/lists/dashboard-lists.ts';
import { clientConfigRoutes } from './modules/client-config/routes.ts';
import { apiLimitRoutes } from './modules/api-limits/routes.ts';
import { downloadRoutes } from './modules/downloads/routes.ts';
import { claimRoutes } from './modules/claims/routes.ts';
import { userProfileRoutes } from './modules/users/routes.ts';
import { embedRoutes } from './modules/embed/routes.ts';
import { productionLocationRoutes } from './modules/production-locations/routes.ts';
import { moderationRoutes } from './modules/moderation/routes.ts';
import { facilityAdminRoutes } from './modules/facility-admin/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { contributorAdminRoutes } from './modules/contributor-admin/routes.ts';
import { partnerFieldRoutes } from './modules/partner-fields/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { facilityMatchRoutes } from './modules/facility-match/routes.ts';
import { facilityDuplicateRoutes } from './modules/facility-duplicates/routes.ts';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Text formats, JSON and Mapbox Vector Tiles; not uploaded documents (octet-stream) or spreadsheets (zip files). */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/](?:json|text|xml)(?:;|$)|^application\/x-protobuf$/;

const originOf = (url: string | null | undefined) => (url ? [new URL(url).origin] : []);

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.log ? { loggerInstance: deps.log } : { logger: false }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
  });
  recordRoutes(app);
  guardJsonDepth(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorateRequest('user', null);

  // ANALYTICS_SCRIPT_URL, when configured, is the one foreign script (loaded after cookie consent);
  // a MAP_STYLE_URL style loads its tiles, sprites and glyphs from its own origin.
  const analyticsOrigin = originOf(deps.config.analyticsScriptUrl);
  const mapStyleOrigin = originOf(deps.config.mapStyleUrl);
  const staticMapOrigin = originOf(deps.config.staticMapUrl);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analyticsOrigin],
        styleSrc: ["'self'", "'unsafe-inline'"], // MUI (emotion) injects style elements
        imgSrc: ["'self'", 'data:', 'blob:', ...mapStyleOrigin, ...staticMapOrigin],
        workerSrc: ["'self'", 'blob:'], // MapLibre runs its workers from blobs
        connectSrc: ["'self'", ...analyticsOrigin, ...mapStyleOrigin],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: deps.config.https ? [] : null,
      },
    },
    strictTransportSecurity: deps.config.https,
    crossOriginEmbedderPolicy: false,
  });
  // Brotli or gzip for every compressible answer of 1 KB or more (the API's JSON, CSV exports,
  // vector tiles: a world grid tile of 21.7 KB is 3.1 KB as br) that is not compressed already
  // (the web app's files come precompressed). Request bodies are taken as sent, as before.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(deps.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Request was throttled. Expected available in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
    }),
  });
  await app.register(multipart, { limits: { fileSize: deps.config.maxUploadBytes, files: 20, fields: 50 } });
  await app.register(swagger, {
    openapi: {
      info: { title: `${deps.config.productName} API`, version: '1.0.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <key>' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  addRequestAuthentication(app, deps.db);
  app.addHook('onRequest', requireCredentialsOrWebClient);
  app.addHook('preValidation', refuseNullCharacters);
  // Before the route's own hooks (who may call it) and its schema: a forged write is refused first.
  app.addHook('preValidation', csrfGuard);
  await app.register(apiLimitRoutes, { deps });

  await app.register(healthRoutes, { deps });
  await app.register(authRoutes, { deps });
  await app.register(apiTokenRoutes, { deps });
  await app.register(featureFlagRoutes, { deps });
  // One search memory per process (modules/search/search-memory.ts), for searches and tiles,
  // read once serving: a server never waits for it, and an app only injected into never reads it.
  const searchMemory = createSearchMemory(readDbOf(deps), {
    ...deps.config.searchMemory,
    onError: (error) => deps.log?.warn({ err: error }, 'search memory'),
    onRead: (read) => deps.log?.info(read, 'search memory read'),
  });
  app.addHook('onListen', () => void searchMemory.warm());
  await app.register(searchRoutes, { deps, searchMemory });
  await app.register(facilityRoutes, { deps });
  await app.register(optionRoutes, { deps });
  await app.register(tileRoutes, { deps, searchMemory });
  await app.register(baseMapRoutes, { deps });
  await app.register(staticMapRoutes, { deps });
  await app.register(listRoutes, { deps });
  await app.register(dashboardListRoutes, { deps });
  await app.register(clientConfigRoutes, { deps });
  await app.register(downloadRoutes, { deps });
  await app.register(claimRoutes, { deps });
  await app.register(userProfileRoutes, { deps });
  await app.register(embedRoutes, { deps });
  await app.register(productionLocationRoutes, { deps, searchMemory });
  await app.register(moderationRoutes, { deps });
  await app.register(facilityAdminRoutes, { deps });
  await app.register(auditRoutes, { deps });
  await app.register(contributorAdminRoutes, { deps });
  await app.register(partnerFieldRoutes, { deps });
  await app.register(reportRoutes, { deps });
  await app.register(facilityMatchRoutes, { deps });
  await app.register(facilityDuplicateRoutes, { deps });

  await serveWebApp(app, deps.webDist ?? webDist);
  return app;
}
