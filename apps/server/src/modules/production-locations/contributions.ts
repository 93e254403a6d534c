import type { FastifyReply, FastifyRequest } from 'fastify';
import { readDbOf, type AppDeps } from '../../http/deps.ts';
import type { SearchMemory } from '../search/index.ts';
import { ApiError } from '../../http/errors.ts';
import { requireContributor } from '../../http/request-user.ts';
import { createRateLimiter, DEFAULT_RATE_LIMITS } from '../api-limits/rate-limiter.ts';
import { createProductionLocationService } from './service.ts';

/** Writes per user and minute for browser sessions (token calls are limited with the API limits). */
const SESSION_WRITE_LIMITS = {
  perMinute: Number.POSITIVE_INFINITY,
  perDay: Number.POSITIVE_INFINITY,
  writesPerMinute: DEFAULT_RATE_LIMITS.writesPerMinute,
};

/**
 * The v1 contribution path, for every route that contributes a location: the v1 API and
 * POST /api/facilities/ (create=true). `writer` is the signed-in contributor of a write, within
 * the session write limit (429 with Retry-After).
 */
export function createLocationContributions(deps: AppDeps, searchMemory?: SearchMemory) {
  const sessionWrites = createRateLimiter(deps.db);
  const locations = createProductionLocationService({
    db: deps.db,
    readDb: readDbOf(deps),
    searchMemory,
    searchCacheEntries: deps.config.searchCacheEntries,
    matcher: deps.services.matcher,
    potentialThreshold: deps.config.matchThresholds.potential,
    geocoder: deps.services.geocoder,
    moderation: deps.services.moderation,
    productName: deps.config.productName,
  });

  const writer = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireContributor(request);
    if (user.via === 'session') {
      const rate = await sessionWrites.take(`session-writes:${user.id}`, true, SESSION_WRITE_LIMITS);
      if (!rate.ok) {
        reply.header('retry-after', String(rate.retryAfter));
        throw new ApiError(429, `Request was throttled. Expected available in ${rate.retryAfter} seconds.`);
      }
    }
    return user;
  };

  return { locations, writer };
}
