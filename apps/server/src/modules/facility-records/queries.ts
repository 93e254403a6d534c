import { sql, type Transaction } from 'kysely';
import type { GeocodePrecision } from '@registry/core/geocode-precision';
import type { DB } from '../../db/schema.ts';
import { COUNTED_MATCH_STATUSES } from '../facilities/index.ts';

/**
 * The only SQL in the server that writes facilities, facility_matches, facility_aliases and
 * extended_fields (module-edges.test.ts holds every other module to it). Each function runs in a
 * FacilityRecords transaction, which refreshes the index of the facilities it touched.
 */

type Trx = Transaction<DB>;

const now = sql<Date>`now()`;

/** A new facility, from a list row (the pipeline, a split) or from a v1 moderation event. */
export interface NewFacility {
  osId: string;
  name: string;
  address: string;
  countryCode: string;
  lat: number;
  lng: number;
  inexact: boolean;
  /** How precise a geocoded point is and the place it is the centre of; null for given coordinates. */
  precision: GeocodePrecision | null;
  place: string | null;
  createdFrom: { itemId: number } | { moderationEventId: string };
}

export async function insertFacilities(trx: Trx, facilities: readonly NewFacility[]): Promise<void> {
  if (facilities.length === 0) return;
  await trx
    .insertInto('facilities')
    .values(
      facilities.map((f) => ({
        os_id: f.osId,
        name: f.name,
        address: f.address,
        country_code: f.countryCode,
        lat: f.lat,
        lng: f.lng,
        has_inexact_coordinates: f.inexact,
        location_precision: f.precision,
        location_place: f.place,
        created_from_item_id: 'itemId' in f.createdFrom ? f.createdFrom.itemId : null,
        created_from_moderation_id: 'moderationEventId' in f.createdFrom ? f.createdFrom.moderationEventId : null,
      })),
    )
    .execute();
}

export interface NewMatch {
  facilityId: string;
  itemId: number;
  status: 'AUTOMATIC' | 'PENDING';
  confidence: number;
  results: Record<string, unknown>;
}

export async function insertMatches(trx: Trx, matches: readonly NewMatch[]): Promise<void> {
  if (matches.length === 0) return;
  await trx
    .insertInto('facility_matches')
    .values(
      matches.map((match) => ({
        facility_id: match.facilityId,
        facility_list_item_id: match.itemId,
        status: match.status,
        confidence: Math.min(1, Math.max(0, Number(match.confidence.toFixed(5)))),
        results: JSON.stringify(match.results),
      })),
    )
    .onConflict((oc) => oc.columns(['facility_list_item_id', 'facility_id']).doNothing())
    .execute();
}

/** A value a contribution gives a facility: from a list row, a v1 moderation event or an approved claim. */
export interface NewExtendedField {
  facilityId: string;
  contributorId: number;
  fieldName: string;
  value: unknown;
  source: { itemId: number } | { moderationEventId: string } | { claimId: number };
}

export async function insertExtendedFields(trx: Trx, fields: readonly NewExtendedField[]): Promise<void> {
  if (fields.length === 0) return;
  await trx
    .insertInto('extended_fields')
    .values(
      fields.map((field) => ({
        facility_id: field.facilityId,
        contributor_id: field.contributorId,
        facility_list_item_id: 'itemId' in field.source ? field.source.itemId : null,
        moderation_event_id: 'moderationEventId' in field.source ? field.source.moderationEventId : null,
        facility_claim_id: 'claimId' in field.source ? field.source.claimId : null,
        field_name: field.fieldName,
        value: JSON.stringify(field.value),
      })),
    )
    .execute();
}

/** The claim's extended field rows go; returns the facilities they belonged to. */
export async function deleteClaimFields(trx: Trx, claimId: number): Promise<string[]> {
  const rows = await trx
    .deleteFrom('extended_fields')
    .where('facility_claim_id', '=', claimId)
    .returning('facility_id')
    .execute();
  return rows.map((row) => row.facility_id.trim());
}

/** Confirming a pending match: it becomes CONFIRMED and the row's other pending matches REJECTED. */
export async function confirmMatch(trx: Trx, match: { id: number; itemId: number }): Promise<void> {
  await trx
    .updateTable('facility_matches')
    .set({ status: 'CONFIRMED', updated_at: now })
    .where('id', '=', match.id)
    .execute();
  await trx
    .updateTable('facility_matches')
    .set({ status: 'REJECTED', updated_at: now })
    .where('facility_list_item_id', '=', match.itemId)
    .where('status', '=', 'PENDING')
    .execute();
}

/** A match becomes REJECTED; returns its facility and whether the match counted before. */
export async function rejectMatch(trx: Trx, matchId: number): Promise<{ facilityId: string; counted: boolean }[]> {
  const rows = await sql<{ facility_id: string; status: string }>`
    update facility_matches m set status = 'REJECTED', updated_at = now()
    from facility_matches old where old.id = m.id and m.id = ${matchId}
    returning m.facility_id, old.status`.execute(trx);
  return rows.rows.map((row) => ({
    facilityId: row.facility_id.trim(),
    counted: (COUNTED_MATCH_STATUSES as readonly string[]).includes(row.status),
  }));
}

/** The list row's active matches stop counting; returns their facilities. */
export async function deactivateItemMatches(trx: Trx, itemId: number): Promise<string[]> {
  const rows = await trx
    .updateTable('facility_matches')
    .set({ is_active: false, updated_at: now })
    .where('facility_list_item_id', '=', itemId)
    .where('is_active', '=', true)
    .returning('facility_id')
    .execute();
  return rows.map((row) => row.facility_id.trim());
}

/** The list's active matches stop counting (a replaced list); returns their facilities. */
export async function deactivateListMatches(trx: Trx, listId: number): Promise<string[]> {
  const rows = await sql<{ facility_id: string }>`
    update facility_matches m set is_active = false, updated_at = now()
    from facility_list_items li
    where li.id = m.facility_list_item_id and li.facility_list_id = ${listId} and m.is_active
    returning m.facility_id`.execute(trx);
  return [...new Set(rows.rows.map((row) => row.facility_id.trim()))];
}

export async function setClosed(trx: Trx, osId: string, state: { isClosed: boolean; newOsId: string | null }) {
  await trx
    .updateTable('facilities')
    .set({ is_closed: state.isClosed, new_os_id: state.newOsId, updated_at: now })
    .where('os_id', '=', osId)
    .execute();
}

// ---- the staff tools ----

/** A match as the staff tools move it: its id, its facility and its list row. */
export interface MatchOfItem {
  id: number;
  facility_id: string;
  item_id: number;
}

/** The values of a list row a facility takes (promote). */
export interface ItemValues {
  item_id: number;
  name: string;
  address: string;
  country_code: string;
  lat: number;
  lng: number;
  inexact: boolean;
  precision: string | null;
  place: string | null;
}

/** A merged OS ID becomes a facility again: it no longer leads anywhere else. */
export async function endAlias(trx: Trx, osId: string) {
  await trx.deleteFrom('facility_aliases').where('os_id', '=', osId).execute();
}

/** The match, its row and the row's extended fields go to another facility. */
export async function moveMatch(trx: Trx, match: MatchOfItem, toOsId: string) {
  await trx
    .updateTable('facility_matches')
    .set({ facility_id: toOsId, updated_at: now })
    .where('id', '=', match.id)
    .execute();
  await trx
    .updateTable('facility_list_items')
    .set({ facility_id: toOsId, updated_at: now })
    .where('id', '=', match.item_id)
    .where('facility_id', '=', match.facility_id)
    .execute();
  await trx
    .updateTable('extended_fields')
    .set({ facility_id: toOsId, updated_at: now })
    .where('facility_list_item_id', '=', match.item_id)
    .where('facility_id', '=', match.facility_id)
    .execute();
}

/** The row's values become the facility's (promote). */
export async function takeValuesOfItem(trx: Trx, osId: string, item: ItemValues) {
  await trx
    .updateTable('facilities')
    .set({
      name: item.name,
      address: item.address,
      country_code: item.country_code,
      lat: item.lat,
      lng: item.lng,
      has_inexact_coordinates: item.inexact,
      location_precision: item.precision,
      location_place: item.place,
      created_from_item_id: item.item_id,
      updated_at: now,
    })
    .where('os_id', '=', osId)
    .execute();
}

export async function setLocation(trx: Trx, osId: string, lat: number, lng: number) {
  await trx
    .updateTable('facilities')
    .set({ lat, lng, has_inexact_coordinates: false, location_precision: null, location_place: null, updated_at: now })
    .where('os_id', '=', osId)
    .execute();
}

export async function setNewOsId(trx: Trx, osId: string, newOsId: string) {
  await trx
    .updateTable('facilities')
    .set({ new_os_id: newOsId, is_closed: true, updated_at: now })
    .where('os_id', '=', osId)
    .execute();
}

/** Before a delete: the facility's own list rows become DELETED; closed facilities that moved to it no longer point here. */
export async function detachFromDeletedFacility(trx: Trx, osId: string) {
  await sql`update facility_list_items set status = 'DELETED', facility_id = null, updated_at = now() where facility_id = ${osId}`.execute(
    trx,
  );
  await sql`update facilities set new_os_id = null, updated_at = now() where new_os_id = ${osId}`.execute(trx);
}

export async function deleteFacility(trx: Trx, osId: string) {
  await trx.deleteFrom('facilities').where('os_id', '=', osId).execute();
}

/**
 * A list row matched to both facilities keeps one match: the one that counts more (active over
 * pending over rejected; on a tie the target's), so the move below never collides.
 */
export async function dropCollidingMatches(trx: Trx, mergeId: string, targetId: string) {
  await sql`
    with rank as (
      select id, facility_list_item_id as item, facility_id,
        case when status in ('AUTOMATIC', 'CONFIRMED', 'MERGED') then 2 when status = 'PENDING' then 1 else 0 end as weight
      from facility_matches where facility_id in (${mergeId}, ${targetId})
    ),
    loser as (
      select case when m.weight > t.weight then t.id else m.id end as id
      from rank m join rank t on t.item = m.item and t.facility_id = ${targetId}
      where m.facility_id = ${mergeId}
    )
    delete from facility_matches where id in (select id from loser)`.execute(trx);
}

/** Matches move; active ones become MERGED, pending and rejected ones keep their status. */
export async function moveAllMatches(trx: Trx, mergeId: string, targetId: string) {
  await sql`
    update facility_matches set facility_id = ${targetId}, updated_at = now(),
      status = case when status in ('PENDING', 'REJECTED') then status else 'MERGED' end
    where facility_id = ${mergeId}`.execute(trx);
  await sql`update facility_list_items set facility_id = ${targetId}, updated_at = now() where facility_id = ${mergeId}`.execute(
    trx,
  );
  await sql`update extended_fields set facility_id = ${targetId}, updated_at = now() where facility_id = ${mergeId}`.execute(
    trx,
  );
  await sql`update moderation_events set os_id = ${targetId}, updated_at = now() where os_id = ${mergeId}`.execute(trx);
}

/** The merged ID and every ID that led to it now lead to the target; closed facilities that moved to it too. */
export async function aliasMergedId(
  trx: Trx,
  merged: { os_id: string; created_from_item_id: number | null },
  targetId: string,
) {
  const mergeId = merged.os_id;
  await trx.updateTable('facility_aliases').set({ facility_id: targetId }).where('facility_id', '=', mergeId).execute();
  await trx
    .insertInto('facility_aliases')
    .values({
      os_id: mergeId,
      facility_id: targetId,
      reason: 'MERGE',
      created_from_item_id: merged.created_from_item_id,
    })
    .execute();
  // A target that had moved to the merged facility would point at itself: it no longer points anywhere.
  await sql`update facilities set new_os_id = case when os_id = ${targetId} then null else ${targetId}::bpchar end, updated_at = now()
    where new_os_id = ${mergeId}`.execute(trx);
}
