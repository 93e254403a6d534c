import {
  DEFAULT_MIN_CONFIDENCE,
  DUPLICATE_MESSAGES,
  DUPLICATE_PAGE_SIZE,
  type Duplicate,
  type DuplicatePass,
} from '@registry/core/facility-duplicates-api';
import { sql } from 'kysely';
import { normalizeOsId } from '@registry/core/os-id';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { FacilityAdminService } from '../facility-admin/service.ts';
import { PASS_ATTEMPTS, PASS_JOB } from './jobs.ts';
import * as q from './queries.ts';

export interface DuplicateListInput {
  country?: string;
  min_confidence?: number;
  contributor?: number;
  page?: number;
  pageSize?: number;
}

const passView = (pass: q.PassRecord): DuplicatePass => ({
  ...pass,
  status: pass.status as DuplicatePass['status'],
  created_at: pass.created_at.toISOString(),
  started_at: pass.started_at?.toISOString() ?? null,
  finished_at: pass.finished_at?.toISOString() ?? null,
});

/** "Possible duplicates" for staff: list, dismiss, merge (through the facility tools' merge), full pass. */
export function createFacilityDuplicateService(deps: { db: Db; admin: Pick<FacilityAdminService, 'merge'> }) {
  const { db } = deps;

  return {
    async list(input: DuplicateListInput): Promise<{ count: number; results: Duplicate[] }> {
      const pageSize = input.pageSize ?? DUPLICATE_PAGE_SIZE;
      const { count, rows } = await q.duplicatesPage(
        db,
        {
          ...(input.country ? { countryCode: input.country } : {}),
          minConfidence: input.min_confidence ?? DEFAULT_MIN_CONFIDENCE,
          ...(input.contributor !== undefined ? { contributorId: input.contributor } : {}),
        },
        { offset: ((input.page ?? 1) - 1) * pageSize, limit: pageSize },
      );
      const names = await q.contributorNames(db, [
        ...new Set(rows.flatMap((row) => [...row.facility_a.contributor_ids, ...row.facility_b.contributor_ids])),
      ]);
      const side = ({ contributor_ids, ...facility }: q.DuplicateSide) => ({
        ...facility,
        os_id: facility.os_id.trim(),
        contributors: contributor_ids
          .filter((id) => names.has(id))
          .map((id) => ({ id, name: names.get(id)! }))
          .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
      });
      return {
        count,
        results: rows.map((row) => ({
          id: row.id,
          os_id_a: row.os_id_a.trim(),
          os_id_b: row.os_id_b.trim(),
          confidence: row.confidence,
          evidence: row.evidence as Duplicate['evidence'],
          created_at: new Date(row.created_at).toISOString(),
          facility_a: side(row.facility_a),
          facility_b: side(row.facility_b),
        })),
      };
    },

    /** Not a duplicate: the pair keeps its row, dismissed, and the finder never proposes it again. */
    async dismiss(user: RequestUser, id: number): Promise<{ id: number; dismissed: true }> {
      return db.transaction().execute(async (trx) => {
        const pair = await q.findDuplicate(trx, id, { lock: true });
        if (!pair) throw notFound(DUPLICATE_MESSAGES.notFound);
        if (pair.dismissed_at) throw conflict(DUPLICATE_MESSAGES.dismissed);
        await q.dismissDuplicate(trx, id, user.id);
        return { id, dismissed: true as const };
      });
    },

    /**
     * Merges the pair's other facility into `target` by the facility tools' merge (audited and
     * undoable there). A claimed facility is merged away only once the caller confirms it.
     */
    async merge(user: RequestUser, id: number, input: { target: string; confirm_claimed: boolean }) {
      const pair = await q.findDuplicate(db, id);
      if (!pair) throw notFound(DUPLICATE_MESSAGES.notFound);
      if (pair.dismissed_at) throw conflict(DUPLICATE_MESSAGES.dismissed);
      const sides = [pair.os_id_a.trim(), pair.os_id_b.trim()];
      const target = normalizeOsId(input.target);
      if (!sides.includes(target)) throw badRequest({ target: [DUPLICATE_MESSAGES.targetNotInPair] });
      const merged = sides.find((side) => side !== target)!;
      const claims = await q.claimStates(db, sides);
      if (claims.size < 2) throw conflict(DUPLICATE_MESSAGES.gone);
      const claim = claims.get(merged)!;
      if ((claim.approved || claim.pending) && !input.confirm_claimed)
        throw conflict(DUPLICATE_MESSAGES.claimed(merged), { confirm_claimed: [DUPLICATE_MESSAGES.claimed(merged)] });
      return deps.admin.merge(user, { target, merge: merged });
    },

    /** Starts a full pass (or answers the one already queued or running). */
    async refresh(user: RequestUser): Promise<DuplicatePass> {
      return db.transaction().execute(async (trx) => {
        // One pass at a time: concurrent requests queue behind this lock and then find it open.
        await sql`select pg_advisory_xact_lock(hashtext(${PASS_JOB}))`.execute(trx);
        const open = await q.openPass(trx);
        if (open) return passView(open);
        const pass = await q.insertPass(trx, user.id);
        await enqueue(trx, PASS_JOB, { passId: pass.id }, { dedupeKey: PASS_JOB, maxAttempts: PASS_ATTEMPTS });
        return passView(pass);
      });
    },

    async latestPass(): Promise<DuplicatePass | null> {
      const pass = await q.latestPass(db);
      return pass ? passView(pass) : null;
    },
  };
}
