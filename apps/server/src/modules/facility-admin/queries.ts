import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';

type Trx = Transaction<DB>;

const now = sql<Date>`now()`;

export async function findFacility(db: Executor, osId: string, options: { lock?: boolean } = {}) {
  let query = db.selectFrom('facilities').selectAll().where('os_id', '=', osId);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The facility an old (merged, split, linked or deleted) OS ID now leads to. */
export async function findAlias(db: Executor, osId: string) {
  return db
    .selectFrom('facility_aliases')
    .select(['os_id', 'facility_id', 'reason'])
    .where('os_id', '=', osId)
    .executeTakeFirst();
}

/**
 * Whether one row of the contributor's own lists is offered both facilities: a POTENTIAL_MATCH
 * row with a pending match to each, in an approved, active list whose matches its contributor
 * decides (the read-only rule of spec part 1 §4 lets the owner act on it).
 */
export async function ownRowOffersBoth(db: Executor, contributorId: number, osIds: [string, string]) {
  const row = await db
    .selectFrom('facility_list_items as i')
    .innerJoin('facility_lists as l', 'l.id', 'i.facility_list_id')
    .select('i.id')
    .where('l.contributor_id', '=', contributorId)
    .where('l.match_responsibility', '=', 'contributor')
    .where('l.status', '=', 'APPROVED')
    .where('l.is_active', '=', true)
    .where('i.status', '=', 'POTENTIAL_MATCH')
    .where((eb) =>
      eb(
        eb
          .selectFrom('facility_matches as m')
          .select(sql<number>`count(distinct m.facility_id)::int`.as('n'))
          .whereRef('m.facility_list_item_id', '=', 'i.id')
          .where('m.status', '=', 'PENDING')
          .where('m.facility_id', 'in', osIds),
        '=',
        2,
      ),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export async function findContributor(db: Executor, contributorId: number) {
  return db.selectFrom('contributors').select('id').where('id', '=', contributorId).executeTakeFirst();
}

/** A match with its list row and list, for the adjust tools. */
export async function findMatch(db: Executor, matchId: number, options: { lock?: boolean } = {}) {
  let query = db
    .selectFrom('facility_matches as m')
    .innerJoin('facility_list_items as li', 'li.id', 'm.facility_list_item_id')
    .select([
      'm.id',
      'm.facility_id',
      'm.status',
      'm.facility_list_item_id as item_id',
      'li.facility_id as item_facility_id',
      'li.name',
      'li.address',
      'li.country_code',
      sql<number | null>`coalesce(li.given_lat, li.geocoded_lat)`.as('lat'),
      sql<number | null>`coalesce(li.given_lng, li.geocoded_lng)`.as('lng'),
      // Coordinates the contributor gave are exact; a geocoder's are exact only when it says so.
      sql<boolean>`li.given_lat is null and li.geocoded_is_exact is false`.as('inexact'),
      // How precise the geocoder's point is, and the place it is the centre of (none for given coordinates).
      sql<string | null>`case when li.given_lat is null then li.geocoded_precision end`.as('precision'),
      sql<
        string | null
      >`case when li.given_lat is null and li.geocoded_precision is not null then li.geocoded_address end`.as('place'),
    ])
    .where('m.id', '=', matchId);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export type MatchRecord = NonNullable<Awaited<ReturnType<typeof findMatch>>>;

/** The facility created from a list row, if it still exists. */
export async function facilityCreatedByItem(db: Executor, itemId: number) {
  const row = await db
    .selectFrom('facilities')
    .select('os_id')
    .where('created_from_item_id', '=', itemId)
    .executeTakeFirst();
  return row?.os_id;
}

/** The OS ID of a facility created from a list row and since merged away, if any. */
export async function mergedIdCreatedByItem(db: Executor, itemId: number) {
  const row = await db
    .selectFrom('facility_aliases')
    .select('os_id')
    .where('created_from_item_id', '=', itemId)
    .where('reason', '=', 'MERGE')
    .executeTakeFirst();
  return row?.os_id;
}

export async function itemHasMatchTo(db: Executor, itemId: number, osId: string) {
  return Boolean(
    await db
      .selectFrom('facility_matches')
      .select('id')
      .where('facility_list_item_id', '=', itemId)
      .where('facility_id', '=', osId)
      .executeTakeFirst(),
  );
}

export async function insertLocationRecord(
  trx: Trx,
  r: {
    osId: string;
    lat: number;
    lng: number;
    previousLat: number;
    previousLng: number;
    notes: string;
    userId: number;
    contributorId: number | null;
  },
) {
  await trx
    .insertInto('facility_locations')
    .values({
      facility_id: r.osId,
      lat: r.lat,
      lng: r.lng,
      previous_lat: r.previousLat,
      previous_lng: r.previousLng,
      notes: r.notes,
      created_by_id: r.userId,
      contributor_id: r.contributorId,
    })
    .execute();
}

export async function openClaims(db: Executor, osId: string) {
  return db
    .selectFrom('facility_claims')
    .select(['id', 'status'])
    .where('facility_id', '=', osId)
    .where('status', 'in', ['PENDING', 'APPROVED'])
    .execute();
}

export async function closeClaim(
  trx: Trx,
  claimId: number,
  status: 'DENIED' | 'REVOKED',
  reason: string,
  userId: number,
) {
  await trx
    .updateTable('facility_claims')
    .set({
      status,
      status_change_reason: reason,
      status_change_by_id: userId,
      status_change_date: now,
      updated_at: now,
    })
    .where('id', '=', claimId)
    .execute();
  await trx
    .insertInto('facility_claim_notes')
    .values({ facility_claim_id: claimId, author_id: userId, note: `Status changed to ${status}. Reason: ${reason}` })
    .execute();
}

export async function moveClaims(trx: Trx, mergeId: string, targetId: string) {
  await trx
    .updateTable('facility_claims')
    .set({ facility_id: targetId, updated_at: now })
    .where('facility_id', '=', mergeId)
    .execute();
}

/** Reports move; one pending report per facility, so the merged facility's gives way to the target's. */
export async function moveReports(trx: Trx, mergeId: string, targetId: string, reason: string, userId: number) {
  await sql`
    update facility_activity_reports set status = 'REJECTED', status_change_reason = ${reason},
      status_change_by_id = ${userId}, status_change_date = now(), updated_at = now()
    where facility_id = ${mergeId} and status = 'PENDING'
      and exists (select 1 from facility_activity_reports t where t.facility_id = ${targetId} and t.status = 'PENDING')`.execute(
    trx,
  );
  await trx
    .updateTable('facility_activity_reports')
    .set({ facility_id: targetId, updated_at: now })
    .where('facility_id', '=', mergeId)
    .execute();
}

/** Partner field values go to the target; where the target has the same contributor's value of a field, it keeps its own. */
export async function movePartnerValues(trx: Trx, mergeId: string, targetId: string) {
  await sql`delete from partner_field_values m using partner_field_values t
    where m.facility_id = ${mergeId} and t.facility_id = ${targetId}
      and t.partner_field_id = m.partner_field_id and t.contributor_id = m.contributor_id`.execute(trx);
  await trx
    .updateTable('partner_field_values')
    .set({ facility_id: targetId, updated_at: now })
    .where('facility_id', '=', mergeId)
    .execute();
}
