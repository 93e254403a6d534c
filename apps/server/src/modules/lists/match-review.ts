import type { Transaction } from 'kysely';
import {
  isListAdmin,
  isListOwner,
  isRemovedItem,
  LIST_ACTION_MESSAGES,
  readOnlyMessage,
  removeRowRefusal,
  REMOVABLE_ITEM_STATUSES,
  type ListViewer,
} from '@registry/core/list-status';
import type { Db } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import { recordAudit, type AuditEntry } from '../audit/record-audit.ts';
import { changeFacilityRecords } from '../facility-records/index.ts';
import { extendedFieldsOfItem } from './item-extended-fields.ts';
import {
  countPendingMatches,
  findItem,
  findMatch,
  itemsPage,
  markConfirmed,
  markRemoved,
  matchesOfItems,
  type ItemFilter,
} from './item-queries.ts';
import { itemViews, type ItemView } from './item-view.ts';
import { createFacilityFromItem } from './match-items.ts';
import { findList, statusCounts, type ItemRecord, type ListRecord } from './queries.ts';

const viewerOf = (user: RequestUser): ListViewer => ({
  contributor_id: user.contributorId,
  is_superuser: user.isSuperuser,
  is_moderation_mode: user.isModerationMode,
});

/**
 * A list's rows are the owner's and staff's business: anyone else gets a 404, whether the list is
 * public or not (its rows carry the contributor's raw data).
 */
function checkCanSeeItems(list: ListRecord | undefined, user: RequestUser): asserts list is ListRecord {
  if (!list || !(isListOwner(list, viewerOf(user)) || isListAdmin(list, viewerOf(user)))) throw notFound();
}

async function statusesOf(db: Executor, listId: number): Promise<Record<string, number>> {
  return (await statusCounts(db, [listId])).get(listId) ?? {};
}

/**
 * The read-only rule, enforced: a viewer who may only watch gets the message the screen shows.
 * A removal is under removeRowRefusal, which adds who may remove rows at all.
 */
async function checkCanAct(
  db: Transaction<DB>,
  list: ListRecord,
  user: RequestUser,
  rule: typeof readOnlyMessage = readOnlyMessage,
): Promise<void> {
  const message = rule(
    {
      contributor_id: list.contributor_id,
      status: list.status as 'APPROVED',
      item_count: list.item_count,
      status_counts: await statusesOf(db, list.id),
      parsing_errors: [],
      match_responsibility: list.match_responsibility as 'contributor' | 'moderator',
    },
    viewerOf(user),
  );
  if (message) throw forbidden(message);
  // A replaced (or rejected) list no longer counts for any facility: its rows are not reviewed any more.
  if (list.status !== 'APPROVED' || !list.is_active)
    throw badRequest({ non_field_errors: ['Only the rows of an approved, active list can be changed.'] });
}

/** Decisions staff take on a contributor's list are staff actions: they go to the audit log. */
async function auditStaffDecision(
  trx: Transaction<DB>,
  user: RequestUser,
  list: ListRecord,
  entry: Omit<AuditEntry, 'userId'>,
): Promise<void> {
  if (isListOwner(list, viewerOf(user))) return;
  await recordAudit(trx, { userId: user.id, ...entry, extra: { list_id: list.id, ...entry.extra } });
}

export interface ItemsQuery extends ItemFilter {
  page: number;
  pageSize: number;
}

export function createMatchReviewService(deps: { db: Db }) {
  const { db } = deps;

  async function viewOf(item: ItemRecord): Promise<ItemView> {
    const statuses = Object.keys(await statusesOf(db, item.facility_list_id));
    return (await itemViews(db, [item], statuses))[0]!;
  }

  /** The match with its row and list, the list locked for the rest of the transaction. */
  async function lockedMatch(trx: Transaction<DB>, user: RequestUser, matchId: number) {
    const match = await findMatch(trx, matchId);
    const item = match && (await findItem(trx, match.facility_list_item_id));
    const list = item && (await findList(trx, item.facility_list_id, { lock: true }));
    checkCanSeeItems(list, user);
    await checkCanAct(trx, list, user);
    // Read again under the list's lock: a decision that raced this one is seen.
    return { match: (await findMatch(trx, matchId, { lock: true }))!, item: (await findItem(trx, item!.id))!, list };
  }

  return {
    /** GET /api/facility-lists/{id}/items/: a page of rows in row order, filtered by status and text. */
    async items(user: RequestUser, listId: number, query: ItemsQuery) {
      const list = await findList(db, listId);
      checkCanSeeItems(list, user);
      const { rows, count } = await itemsPage(db, listId, query, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      const pageUrl = (page: number) => {
        const params = new URLSearchParams({ page: String(page), pageSize: String(query.pageSize) });
        query.statuses.forEach((status) => params.append('status', status));
        if (query.search) params.set('search', query.search);
        return `/api/facility-lists/${listId}/items/?${params}`;
      };
      const statuses = Object.keys(await statusesOf(db, listId));
      return {
        count,
        next: query.page * query.pageSize < count ? pageUrl(query.page + 1) : null,
        previous: query.page > 1 ? pageUrl(query.page - 1) : null,
        results: await itemViews(db, rows, statuses),
      };
    },

    /** Confirming a potential match: the row joins that facility (CONFIRMED_MATCH) with its fields. */
    async confirm(user: RequestUser, matchId: number): Promise<ItemView> {
      const itemId = await db.transaction().execute(async (trx) => {
        const { match, item, list } = await lockedMatch(trx, user, matchId);
        if (match.status !== 'PENDING' || item.status !== 'POTENTIAL_MATCH')
          throw badRequest({ non_field_errors: [LIST_ACTION_MESSAGES.confirmNotPending] });
        const facilityId = match.facility_id.trim();
        await changeFacilityRecords(trx, async (records) => {
          await records.confirmMatch({ id: match.id, facilityId, itemId: item.id });
          await records.addExtendedFields(extendedFieldsOfItem(item, list.contributor_id, facilityId));
          await markConfirmed(trx, item.id, facilityId);
        });
        await auditStaffDecision(trx, user, list, {
          action: 'match.confirm',
          entityType: 'facility_match',
          entityId: String(match.id),
          before: { status: 'PENDING', item_status: item.status },
          after: { status: 'CONFIRMED', item_status: 'CONFIRMED_MATCH' },
        });
        return item.id;
      });
      return viewOf((await findItem(db, itemId))!);
    },

    /** Rejecting a potential match; when none is left pending, the row becomes a new facility. */
    async reject(user: RequestUser, matchId: number): Promise<ItemView> {
      const itemId = await db.transaction().execute(async (trx) => {
        const { match, item, list } = await lockedMatch(trx, user, matchId);
        if (match.status !== 'PENDING' || item.status !== 'POTENTIAL_MATCH')
          throw badRequest({ non_field_errors: [LIST_ACTION_MESSAGES.rejectNotPending] });
        await changeFacilityRecords(trx, (records) => records.rejectMatch(match.id));
        const outcome =
          (await countPendingMatches(trx, item.id)) === 0
            ? await createFacilityFromItem(trx, list.contributor_id, item)
            : null;
        await auditStaffDecision(trx, user, list, {
          action: 'match.reject',
          entityType: 'facility_match',
          entityId: String(match.id),
          before: { status: 'PENDING', item_status: item.status },
          after: { status: 'REJECTED', item_status: outcome?.status ?? item.status },
          extra: outcome?.facilityId ? { created_os_id: outcome.facilityId } : {},
        });
        return item.id;
      });
      return viewOf((await findItem(db, itemId))!);
    },

    /** POST /api/facility-lists/{id}/remove/: the row's contribution leaves its facility and the index. */
    async remove(user: RequestUser, listId: number, listItemId: number): Promise<ItemView> {
      await db.transaction().execute(async (trx) => {
        const list = await findList(trx, listId, { lock: true });
        checkCanSeeItems(list, user);
        const item = await findItem(trx, listItemId);
        if (!item || item.facility_list_id !== listId)
          throw badRequest({ list_item_id: [LIST_ACTION_MESSAGES.itemNotInList] });
        await checkCanAct(trx, list, user, removeRowRefusal);
        const matches = await matchesOfItems(trx, [item.id]);
        if (isRemovedItem({ status: item.status, matches }))
          throw badRequest({ non_field_errors: [LIST_ACTION_MESSAGES.itemAlreadyRemoved] });
        if (!(REMOVABLE_ITEM_STATUSES as readonly string[]).includes(item.status))
          throw badRequest({ non_field_errors: [LIST_ACTION_MESSAGES.itemNotRemovable] });
        // A facility the row created stays (its OS ID keeps its meaning); it just loses this source.
        await changeFacilityRecords(trx, async (records) => {
          await records.deactivateItemMatches(item.id);
          await markRemoved(trx, item.id);
        });
        await auditStaffDecision(trx, user, list, {
          action: 'list_item.remove',
          entityType: 'facility_list_item',
          entityId: String(item.id),
          before: { status: item.status },
          after: { status: 'ITEM_REMOVED' },
        });
      });
      return viewOf((await findItem(db, listItemId))!);
    },
  };
}
