import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mailer.ts';
import type { Db } from '../../db/database.ts';
import { effectiveGraceLimit, graceLimitError } from '@registry/core/api-blocks';
import { API_INFO_NOT_SET } from '@registry/core/api-limits-api';
import { facilityMatchMessages } from '@registry/core/facility-match-api';
import { ApiError, badRequest, notFound } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import { recordAudit } from '../audit/record-audit.ts';
import * as q from './queries.ts';
import { createRateLimiter, DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limiter.ts';

export const API_LIMIT_EXCEEDED = 'API limit exceeded';
const WARN_AT = 0.9;
/** Limits and blocks change rarely; each process re-reads them this often. */
const STATE_TTL_MS = 10_000;

type LimitRow = NonNullable<Awaited<ReturnType<typeof q.findLimitState>>['limit']>;

const addPeriods = (date: Date, renewal: string, count: number) => {
  const next = new Date(date);
  if (renewal === 'MONTHLY') next.setUTCMonth(next.getUTCMonth() + count);
  else next.setUTCFullYear(next.getUTCFullYear() + count);
  return next;
};

/** The renewal period holding `now`; without an allowance, calls are counted per calendar year. */
export function currentPeriod(limit: Pick<LimitRow, 'period_start_date' | 'renewal_period'> | undefined, now: Date) {
  if (!limit) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
    return { start, end: new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 1)) };
  }
  let start = limit.period_start_date;
  while (addPeriods(start, limit.renewal_period, 1) <= now) start = addPeriods(start, limit.renewal_period, 1);
  return { start, end: addPeriods(start, limit.renewal_period, 1) };
}

interface CachedState {
  loadedAt: number;
  limit: LimitRow | undefined;
  block: Awaited<ReturnType<typeof q.findLimitState>>['block'];
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function createApiLimitService(deps: {
  db: Db;
  mailer: Mailer;
  productName: string;
  log?: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const limiter = createRateLimiter(db);
  const states = new Map<number, CachedState>();

  async function stateOf(contributorId: number): Promise<CachedState> {
    const cached = states.get(contributorId);
    if (cached && Date.now() - cached.loadedAt < STATE_TTL_MS) return cached;
    const fresh = { loadedAt: Date.now(), ...(await q.findLimitState(db, contributorId, now())) };
    states.set(contributorId, fresh);
    return fresh;
  }

  async function warn(contributorId: number, count: number, limit: number, end: Date) {
    const to = await q.contributorAdminEmail(db, contributorId);
    if (!to) return;
    await deps.mailer.send({
      to,
      subject: `${deps.productName}: 90% of your API calls used`,
      text:
        `Your organisation has made ${count} of its ${limit} API calls for this period.\n` +
        `Calls beyond ${limit} are refused until the period renews on ${end.toISOString().slice(0, 10)}. ` +
        `Contact us if you need more.`,
    });
  }

  return {
    /**
     * Per token call: rate limits (429 with Retry-After), then the period's allowance (402 once
     * it is spent, with a block recording limit, actual and until). One counter update per call.
     */
    async countTokenCall(user: RequestUser, method: string, setRetryAfter: (seconds: number) => void) {
      if (user.contributorId === null) return;
      const contributorId = user.contributorId;
      const state = await stateOf(contributorId);
      const limits: RateLimits = {
        perMinute: state.limit?.rate_per_minute ?? DEFAULT_RATE_LIMITS.perMinute,
        perDay: state.limit?.rate_per_day ?? DEFAULT_RATE_LIMITS.perDay,
        writesPerMinute: state.limit?.writes_per_minute ?? DEFAULT_RATE_LIMITS.writesPerMinute,
      };
      const rate = await limiter.take(`token:${user.id}`, WRITE_METHODS.has(method), limits);
      if (!rate.ok) {
        setRetryAfter(rate.retryAfter);
        throw new ApiError(429, `Request was throttled. Expected available in ${rate.retryAfter} seconds.`);
      }
      const at = now();
      if (state.block?.active && state.block.until > at) throw new ApiError(402, API_LIMIT_EXCEEDED);
      const period = currentPeriod(state.limit, at);
      const usage = await q.incrementUsage(db, contributorId, period.start);
      if (!state.limit) return;
      const allowed = state.block?.grace_limit ?? state.limit.yearly_limit;
      if (usage.call_count > allowed) {
        await q.upsertBlock(db, {
          contributorId,
          until: period.end,
          limit: state.limit.yearly_limit,
          actual: usage.call_count,
        });
        states.delete(contributorId);
        throw new ApiError(402, API_LIMIT_EXCEEDED);
      }
      if (
        !usage.warned_at &&
        usage.call_count >= Math.ceil(state.limit.yearly_limit * WARN_AT) &&
        (await q.markWarned(db, contributorId, period.start))
      ) {
        // The caller's request does not wait for (or fail with) the e-mail.
        warn(contributorId, usage.call_count, state.limit.yearly_limit, period.end).catch((error: unknown) =>
          deps.log?.error({ err: error }, 'API usage warning e-mail failed'),
        );
      }
    },

    /**
     * Records matched by "Find OS IDs" count as calls, one each (a token call's own count, made
     * by the hook, covers `alreadyCounted` of them). Within the allowance they are all counted;
     * over it nothing is, and the request is refused with 429.
     */
    async countRecords(contributorId: number, records: number, alreadyCounted: number) {
      const extra = records - alreadyCounted;
      if (extra <= 0) return;
      const state = await stateOf(contributorId);
      const at = now();
      if (state.block?.active && state.block.until > at) throw new ApiError(402, API_LIMIT_EXCEEDED);
      const period = currentPeriod(state.limit, at);
      const allowed = state.limit ? (state.block?.grace_limit ?? state.limit.yearly_limit) : null;
      const usage = await q.incrementUsageWithin(db, contributorId, period.start, extra, allowed);
      if (!usage) {
        const used = await q.readUsage(db, contributorId, period.start);
        throw new ApiError(
          429,
          facilityMatchMessages.overLimit(records, Math.max(0, allowed! - used + alreadyCounted)),
        );
      }
    },

    async info(contributorId: number | null) {
      const state = contributorId === null ? undefined : await q.findLimitState(db, contributorId, now());
      const period = currentPeriod(state?.limit, now());
      const count = contributorId === null ? 0 : await q.readUsage(db, contributorId, period.start);
      return {
        apiCallAllowance: state?.limit?.yearly_limit ?? API_INFO_NOT_SET,
        currentCallCount: count,
        renewalPeriod: state?.limit?.renewal_period ?? API_INFO_NOT_SET,
      };
    },

    listBlocks: (filter: { active?: boolean; contributorId?: number }) => q.listBlocks(db, filter),

    async getBlock(id: number) {
      const block = await q.findBlock(db, id);
      if (!block) throw notFound();
      return block;
    },

    /**
     * Staff raise a grace limit (spec part 2 §5): above both the limit and the actual count; none given means
     * actual + 1. The change and its audit record are one transaction.
     */
    async updateGrace(id: number, input: { grace_limit?: number | null; grace_reason?: string }, byUserId: number) {
      const updated = await db.transaction().execute(async (trx) => {
        if (!(await q.lockBlock(trx, id))) throw notFound();
        const block = (await q.findBlock(trx, id))!;
        const error = graceLimitError(input.grace_limit, block);
        if (error) throw badRequest({ grace_limit: [error] }, error);
        // Saving a grace lifts the block (the screen PUTs the whole block back, its `active` included, so that is read-only).
        const grace = {
          limit: effectiveGraceLimit(input.grace_limit, block),
          reason: input.grace_reason ?? block.grace_reason,
          active: false,
        };
        await q.setGrace(trx, id, { ...grace, byUserId });
        const after = (await q.findBlock(trx, id))!;
        const audited = ({ grace_limit, grace_reason, active }: typeof block) => ({
          grace_limit,
          grace_reason,
          active,
        });
        await recordAudit(trx, {
          userId: byUserId,
          action: 'api_block.update',
          entityType: 'api_block',
          entityId: String(id),
          before: audited(block),
          after: audited(after),
          extra: { contributor_id: block.contributor },
        });
        return after;
      });
      states.delete(updated.contributor);
      return updated;
    },
  };
}

export type ApiLimitService = ReturnType<typeof createApiLimitService>;
