import {
  decideDownload,
  remainingRecords,
  type DownloadContext,
  type DownloadDecision,
} from '@registry/core/download-limits';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import * as q from './allowance-queries.ts';

export interface AllowanceSummary {
  free_limit: number;
  free_used: number;
  free_remaining: number;
  purchased_remaining: number;
  /** What the account can still download: the free remainder plus unexpired purchases. */
  remaining: number;
  period_started_at: string | null;
  renews_at: string | null;
}

const addYears = (date: Date, years: number) => {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
};

/** The free allowance renews a year after its period started; periods stay on the anniversary. */
export function currentPeriodStart(started: Date, now: Date): Date {
  let start = started;
  while (addYears(start, 1) <= now) start = addYears(start, 1);
  return start;
}

/** A search downloaded again within this long (either format, or its pages) is not charged again. */
export const REPEAT_FREE_MS = 24 * 60 * 60 * 1000;

export interface DownloadCharge {
  user: RequestUser | null;
  context: DownloadContext;
  path: string;
  filtersKey: string;
  source: 'export' | 'pages' | 'client';
}

/** The status code of a refused download, by the button state it corresponds to. */
const refusal = (decision: DownloadDecision) =>
  new ApiError(decision.state === 'login' ? 401 : decision.state === 'purchase' ? 402 : 400, decision.message);

export function createAllowanceService(deps: { db: Db; freeAllowance: number; now?: () => Date }) {
  const { db, freeAllowance } = deps;
  const now = deps.now ?? (() => new Date());

  async function summary(contributorId: number): Promise<AllowanceSummary> {
    const at = now();
    const [row, purchases] = await Promise.all([
      q.findAllowance(db, contributorId),
      q.activePurchases(db, contributorId, at),
    ]);
    const start = row ? currentPeriodStart(row.period_started_at, at) : null;
    const freeLimit = row?.free_limit ?? freeAllowance;
    const freeUsed = row && start && start.getTime() === row.period_started_at.getTime() ? row.free_used : 0;
    const purchased = purchases.reduce((sum, p) => sum + p.records - p.used, 0);
    const freeRemaining = remainingRecords(freeLimit, freeUsed);
    return {
      free_limit: freeLimit,
      free_used: freeUsed,
      free_remaining: freeRemaining,
      purchased_remaining: purchased,
      remaining: freeRemaining + purchased,
      period_started_at: start?.toISOString() ?? null,
      renews_at: start ? addYears(start, 1).toISOString() : null,
    };
  }

  return {
    summary,

    /**
     * Decides a download with the shared rule and records it; a charged download spends the
     * free allowance first, then purchases soonest to expire, all under the allowance row lock.
     * The same search charged in the last day (spec: another format of the same result set) is
     * recorded as free.
     */
    async charge(charge: DownloadCharge): Promise<{ logId: number; isFree: boolean; decision: DownloadDecision }> {
      const { user } = charge;
      const viewer = {
        isAnon: !user,
        allowedRecords: 0,
        freeAnnualLimit: freeAllowance,
        isApiUser: user?.via === 'token',
      };
      const first = decideDownload(viewer, charge.context);
      const base = {
        user_id: user?.id ?? null,
        contributor_id: user?.contributorId ?? null,
        path: charge.path.slice(0, 4000),
      };
      const log = {
        ...base,
        record_count: charge.context.count,
        source: charge.source,
        filters_key: charge.filtersKey,
      };
      if (first.state !== 'download' && first.state !== 'purchase') throw refusal(first);
      if (first.free) {
        const row = await q.insertDownloadLog(db, { ...log, is_free: true, free_records: 0, purchased_records: 0 });
        return { logId: row.id, isFree: true, decision: first };
      }
      const contributorId = user?.contributorId;
      if (contributorId == null) throw new ApiError(403, 'Your account has no contributor profile.');
      return db.transaction().execute(async (trx) => {
        const at = now();
        const allowance = await q.lockAllowance(trx, contributorId, freeAllowance);
        // Under the lock: a CSV and an Excel file asked for at once are charged once.
        const since = new Date(at.getTime() - REPEAT_FREE_MS);
        if (user && (await q.findRecentCharge(trx, user.id, charge.filtersKey, since, charge.context.count))) {
          const row = await q.insertDownloadLog(trx, { ...log, is_free: true, free_records: 0, purchased_records: 0 });
          return { logId: row.id, isFree: true, decision: { ...first, state: 'download', free: true } };
        }
        const start = currentPeriodStart(allowance.period_started_at, at);
        const freeUsed = start.getTime() === allowance.period_started_at.getTime() ? allowance.free_used : 0;
        const purchases = await q.activePurchases(trx, contributorId, at);
        const freeRemaining = remainingRecords(allowance.free_limit, freeUsed);
        const available = freeRemaining + purchases.reduce((sum, p) => sum + p.records - p.used, 0);
        const decision = decideDownload(
          { ...viewer, allowedRecords: available, freeAnnualLimit: allowance.free_limit },
          charge.context,
        );
        if (decision.state !== 'download') throw refusal(decision);
        const fromFree = Math.min(charge.context.count, freeRemaining);
        let rest = charge.context.count - fromFree;
        await q.saveAllowance(trx, contributorId, { free_used: freeUsed + fromFree, period_started_at: start });
        for (const purchase of purchases) {
          if (rest === 0) break;
          const take = Math.min(rest, purchase.records - purchase.used);
          await q.spendPurchase(trx, purchase.id, purchase.used + take);
          rest -= take;
        }
        const row = await q.insertDownloadLog(trx, {
          ...log,
          is_free: false,
          free_records: fromFree,
          purchased_records: charge.context.count - fromFree,
        });
        return { logId: row.id, isFree: false, decision };
      });
    },
  };
}

export type AllowanceService = ReturnType<typeof createAllowanceService>;
