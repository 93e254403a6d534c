import type { Transaction } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import { refreshFacilityIndex } from '../facilities/index.ts';
import * as q from './queries.ts';

/**
 * The writes to a facility's records (facilities, facility_matches, facility_aliases,
 * extended_fields). There is no other way to make them: an instance exists only inside
 * `changeFacilityRecords`, which refreshes the index of every facility they touched before the
 * caller's transaction goes on, so a write can never skip the refresh.
 */
export class FacilityRecords {
  readonly #touched = new Set<string>();

  private constructor(readonly trx: Transaction<DB>) {}

  /** @internal the one constructor, for changeFacilityRecords. */
  static open(trx: Transaction<DB>): FacilityRecords {
    return new FacilityRecords(trx);
  }

  /** @internal the facilities to refresh. */
  static touched(records: FacilityRecords): string[] {
    return [...records.#touched];
  }

  /**
   * Facilities whose index rows change with the caller's own writes in the same callback (list
   * rows, claims, moderation events, reports: the index reads them too).
   */
  touch(osIds: Iterable<string>): void {
    for (const osId of osIds) this.#touched.add(osId.trim());
  }

  async createFacilities(facilities: readonly q.NewFacility[]): Promise<void> {
    await q.insertFacilities(this.trx, facilities);
    this.touch(facilities.map((f) => f.osId));
  }

  /** Pending matches do not count for their facility, so only automatic ones touch the index. */
  async addMatches(matches: readonly q.NewMatch[]): Promise<void> {
    await q.insertMatches(this.trx, matches);
    this.touch(matches.filter((m) => m.status === 'AUTOMATIC').map((m) => m.facilityId));
  }

  async addExtendedFields(fields: readonly q.NewExtendedField[]): Promise<void> {
    await q.insertExtendedFields(this.trx, fields);
    this.touch(fields.map((f) => f.facilityId));
  }

  /** The claim's extended fields become `fields` (none: the claim's fields go). */
  async replaceClaimFields(claimId: number, fields: readonly q.NewExtendedField[]): Promise<void> {
    this.touch(await q.deleteClaimFields(this.trx, claimId));
    await this.addExtendedFields(fields);
  }

  /** A pending match is confirmed; the row's other pending matches are rejected. */
  async confirmMatch(match: { id: number; facilityId: string; itemId: number }): Promise<void> {
    await q.confirmMatch(this.trx, match);
    this.touch([match.facilityId]);
  }

  async rejectMatch(matchId: number): Promise<void> {
    const rejected = await q.rejectMatch(this.trx, matchId);
    this.touch(rejected.filter((m) => m.counted).map((m) => m.facilityId));
  }

  /** The list row's matches stop counting (the row is removed). */
  async deactivateItemMatches(itemId: number): Promise<void> {
    this.touch(await q.deactivateItemMatches(this.trx, itemId));
  }

  /** The list's matches stop counting (the list was replaced). */
  async deactivateListMatches(listId: number): Promise<void> {
    this.touch(await q.deactivateListMatches(this.trx, listId));
  }

  /** Closed or open, and where a closed facility moved to. */
  async setClosed(osId: string, state: { isClosed: boolean; newOsId: string | null }): Promise<void> {
    await q.setClosed(this.trx, osId, state);
    this.touch([osId]);
  }

  // ---- the staff tools (merge, split, move, promote, link, update location, delete) ----

  /** A merged OS ID becomes a facility again: it no longer leads anywhere else. */
  async endAlias(osId: string): Promise<void> {
    await q.endAlias(this.trx, osId);
    this.touch([osId]);
  }

  /** The match, its list row and the row's extended fields go to another facility. */
  async moveMatch(match: q.MatchOfItem, toOsId: string): Promise<void> {
    await q.moveMatch(this.trx, match, toOsId);
    this.touch([match.facility_id, toOsId]);
  }

  /** The list row's values become the facility's (promote). */
  async takeValuesOfItem(osId: string, item: q.ItemValues): Promise<void> {
    await q.takeValuesOfItem(this.trx, osId, item);
    this.touch([osId]);
  }

  /** Staff-corrected coordinates: exact, with no geocoder's precision. */
  async setLocation(osId: string, lat: number, lng: number): Promise<void> {
    await q.setLocation(this.trx, osId, lat, lng);
    this.touch([osId]);
  }

  /** Closed, and moved to `newOsId` (link). */
  async setNewOsId(osId: string, newOsId: string): Promise<void> {
    await q.setNewOsId(this.trx, osId, newOsId);
    this.touch([osId]);
  }

  /** The facility leaves the registry: its list rows become DELETED, facilities that moved to it point nowhere. */
  async deleteFacility(osId: string): Promise<void> {
    await q.detachFromDeletedFacility(this.trx, osId);
    await q.deleteFacility(this.trx, osId);
    this.touch([osId]);
  }

  /**
   * Everything of the merged facility's records goes to the target (matches, list rows, extended
   * fields, events) and its OS ID, with every ID that led to it, leads there; it is not deleted
   * here (the caller moves what else it owns first).
   */
  async mergeRecords(merged: { os_id: string; created_from_item_id: number | null }, targetId: string): Promise<void> {
    await q.dropCollidingMatches(this.trx, merged.os_id, targetId);
    await q.moveAllMatches(this.trx, merged.os_id, targetId);
    this.touch([merged.os_id, targetId]);
  }

  /** The merged ID (and every ID that led to it) leads to the target; the merged facility goes. */
  async retireMerged(merged: { os_id: string; created_from_item_id: number | null }, targetId: string): Promise<void> {
    await q.aliasMergedId(this.trx, merged, targetId);
    await q.deleteFacility(this.trx, merged.os_id);
    this.touch([merged.os_id, targetId]);
  }
}

/**
 * Runs `change` with the facility record writes, in the caller's transaction (or a new one), then
 * refreshes the index rows of every facility they touched: one refresh for the whole change.
 */
export async function changeFacilityRecords<T>(
  db: Executor,
  change: (records: FacilityRecords) => Promise<T>,
): Promise<T> {
  if (!db.isTransaction) return db.transaction().execute((trx) => changeFacilityRecords(trx, change));
  const records = FacilityRecords.open(db as Transaction<DB>);
  const result = await change(records);
  const touched = FacilityRecords.touched(records);
  if (touched.length) await refreshFacilityIndex(db, touched);
  return result;
}
