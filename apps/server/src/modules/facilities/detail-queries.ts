import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The current OS ID for an ID that is current (reason null) or was merged, split, linked or
 * deleted away (an alias; reason says which).
 */
export async function resolveOsId(db: Db, osId: string): Promise<{ osId: string; reason: string | null } | undefined> {
  const row = await db
    .selectFrom('facilities')
    .select(['os_id', sql<string | null>`null::text`.as('reason')])
    .where('os_id', '=', osId)
    .unionAll(db.selectFrom('facility_aliases').select(['facility_id as os_id', 'reason']).where('os_id', '=', osId))
    .executeTakeFirst();
  return row && { osId: row.os_id, reason: row.reason };
}

export async function findFacility(db: Db, osId: string) {
  return db
    .selectFrom('facilities as f')
    .leftJoin('facility_index as i', 'i.os_id', 'f.os_id')
    .select([
      'f.os_id',
      'f.name',
      'f.address',
      'f.country_code',
      'f.lat',
      'f.lng',
      'f.has_inexact_coordinates',
      'f.location_precision',
      'f.location_place',
      'f.is_closed',
      'f.new_os_id',
      'f.created_at',
      'f.updated_at',
      'f.created_from_item_id',
      'f.created_from_moderation_id',
      'i.number_of_public_contributors',
      'i.has_approved_claim',
      'i.has_pending_claim',
      'i.sectors',
    ])
    .where('f.os_id', '=', osId)
    .executeTakeFirst();
}

export async function findAliases(db: Db, osId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('facility_aliases')
    .select('os_id')
    .where('facility_id', '=', osId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.os_id);
}

/** Matches that make a list row count for its facility (the facility page's contributions, embedded maps' names). */
export const COUNTED_MATCH_STATUSES = ['AUTOMATIC', 'CONFIRMED', 'MERGED'] as const;

/**
 * Who contributed this facility: active matches of rows in active public lists, and approved
 * single-location events (plus the event the facility was created from), oldest first.
 */
export async function findContributions(db: Db, osId: string) {
  const createdFrom = db.selectFrom('facilities').where('os_id', '=', osId);
  const fromLists = db
    .selectFrom('facility_matches as m')
    .innerJoin('facility_list_items as li', 'li.id', 'm.facility_list_item_id')
    .innerJoin('facility_lists as l', 'l.id', 'li.facility_list_id')
    .innerJoin('contributors as c', 'c.id', 'l.contributor_id')
    .select([
      'c.id as contributor_id',
      'c.name as contributor_name',
      'c.contributor_type',
      'c.is_verified',
      sql<string | null>`l.name`.as('list_name'),
      sql<number | null>`l.id`.as('list_id'),
      sql<Date | null>`l.created_at`.as('list_uploaded_at'),
      sql<string>`'list'`.as('source'),
      sql<boolean>`coalesce(li.id = (${createdFrom.select('created_from_item_id')}), false)`.as('is_from_created_from'),
      'li.name as item_name',
      'li.address as item_address',
      sql<unknown>`to_jsonb(li.sector)`.as('sector'),
      // Coordinates the contributor gave win over where the geocoder put the address.
      sql<number | null>`coalesce(li.given_lat, li.geocoded_lat)`.as('lat'),
      sql<number | null>`coalesce(li.given_lng, li.geocoded_lng)`.as('lng'),
      'm.created_at',
    ])
    .where('m.facility_id', '=', osId)
    .where('m.is_active', '=', true)
    .where('m.status', 'in', COUNTED_MATCH_STATUSES)
    .where('l.is_active', '=', true)
    .where('l.is_public', '=', true);
  const fromEvents = db
    .selectFrom('moderation_events as e')
    .innerJoin('contributors as c', 'c.id', 'e.contributor_id')
    .select([
      'c.id as contributor_id',
      'c.name as contributor_name',
      'c.contributor_type',
      'c.is_verified',
      sql<string | null>`null`.as('list_name'),
      sql<number | null>`null::bigint`.as('list_id'),
      sql<Date | null>`null::timestamptz`.as('list_uploaded_at'),
      sql<string>`lower(e.source)`.as('source'),
      sql<boolean>`coalesce(e.id = (${createdFrom.select('created_from_moderation_id')}), false)`.as(
        'is_from_created_from',
      ),
      sql<string>`coalesce(e.cleaned_data ->> 'name', '')`.as('item_name'),
      sql<string>`coalesce(e.cleaned_data ->> 'address', '')`.as('item_address'),
      sql<unknown>`e.cleaned_data -> 'sector'`.as('sector'),
      sql<number | null>`(e.geocode_result -> 'geocoded_point' ->> 'lat')::float8`.as('lat'),
      sql<number | null>`(e.geocode_result -> 'geocoded_point' ->> 'lng')::float8`.as('lng'),
      'e.created_at',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('e.os_id', '=', osId), eb('e.status', '=', 'APPROVED')]),
        eb('e.id', '=', createdFrom.select('created_from_moderation_id')),
      ]),
    );
  return fromLists.unionAll(fromEvents).orderBy('created_at').orderBy('contributor_id').execute();
}

/**
 * Extended field values whose own source still counts (the facility index's rule): a row of a
 * public list still matched here, an approved event, an approved claim. Claims first, then newest.
 */
export async function findExtendedFields(db: Db, osId: string) {
  return db
    .selectFrom('extended_fields as x')
    .innerJoin('contributors as c', 'c.id', 'x.contributor_id')
    .leftJoin('facility_list_items as li', 'li.id', 'x.facility_list_item_id')
    .leftJoin('facility_lists as l', 'l.id', 'li.facility_list_id')
    .leftJoin('moderation_events as e', 'e.id', 'x.moderation_event_id')
    .leftJoin('facility_claims as fc', 'fc.id', 'x.facility_claim_id')
    .innerJoin('facilities as f', 'f.os_id', 'x.facility_id')
    .select([
      'x.id',
      'x.field_name',
      'x.value',
      'x.is_verified',
      'x.created_at',
      'x.updated_at',
      'c.id as contributor_id',
      'c.name as contributor_name',
      'l.name as list_name',
      sql<string | null>`case when x.facility_claim_id is not null then 'claim' when x.moderation_event_id is not null
        then lower(e.source) when x.facility_list_item_id is not null then 'list' end`.as('source'),
      sql<boolean>`x.facility_claim_id is not null`.as('is_from_claim'),
      sql<boolean>`coalesce(x.facility_list_item_id = f.created_from_item_id or x.moderation_event_id = f.created_from_moderation_id, false)`.as(
        'is_from_created_from',
      ),
    ])
    .where('x.facility_id', '=', osId)
    .where((eb) =>
      eb.and([
        eb.or([
          eb('x.facility_list_item_id', 'is', null),
          eb.and([
            eb('l.is_active', '=', true),
            eb('l.is_public', '=', true),
            eb.exists(
              eb
                .selectFrom('facility_matches as m')
                .select(sql`1`.as('one'))
                .whereRef('m.facility_list_item_id', '=', 'x.facility_list_item_id')
                .whereRef('m.facility_id', '=', 'x.facility_id')
                .where('m.is_active', '=', true)
                .where('m.status', 'in', COUNTED_MATCH_STATUSES),
            ),
          ]),
        ]),
        eb.or([eb('x.moderation_event_id', 'is', null), eb('e.status', '=', 'APPROVED')]),
        eb.or([eb('x.facility_claim_id', 'is', null), eb('fc.status', '=', 'APPROVED')]),
      ]),
    )
    .orderBy('x.field_name')
    .orderBy(sql`x.facility_claim_id is null`)
    .orderBy('x.created_at', 'desc')
    .orderBy('x.id')
    .execute();
}

export async function findActivityReports(db: Db, osId: string) {
  return db
    .selectFrom('facility_activity_reports as r')
    .leftJoin('contributors as c', 'c.id', 'r.reported_by_contributor_id')
    .select([
      'r.id',
      'r.status',
      'r.closure_state',
      'r.created_at',
      'r.status_change_date',
      'r.approved_at',
      'c.name as reported_by_contributor',
    ])
    .where('r.facility_id', '=', osId)
    .orderBy('r.created_at', 'desc')
    .execute();
}

/** The approved claim's profile, for the claim info section (public fields are chosen by the service). */
export async function findApprovedClaim(db: Db, osId: string) {
  return db
    .selectFrom('facility_claims as fc')
    .innerJoin('contributors as c', 'c.id', 'fc.contributor_id')
    .leftJoin('contributors as parent', 'parent.id', 'fc.facility_parent_company_id')
    .selectAll('fc')
    .select(['c.name as contributor_name', 'parent.name as parent_company_name'])
    .where('fc.facility_id', '=', osId)
    .where('fc.status', '=', 'APPROVED')
    .executeTakeFirst();
}

export async function findCreatedFrom(db: Db, itemId: number | null, moderationId: string | null) {
  if (itemId !== null) {
    return db
      .selectFrom('facility_list_items as li')
      .innerJoin('facility_lists as l', 'l.id', 'li.facility_list_id')
      .innerJoin('contributors as c', 'c.id', 'l.contributor_id')
      .select(['li.created_at', 'c.name as contributor', 'l.is_public'])
      .where('li.id', '=', itemId)
      .executeTakeFirst();
  }
  if (moderationId !== null) {
    return db
      .selectFrom('moderation_events as e')
      .innerJoin('contributors as c', 'c.id', 'e.contributor_id')
      .select(['e.created_at', 'c.name as contributor', sql<boolean>`true`.as('is_public')])
      .where('e.id', '=', moderationId)
      .executeTakeFirst();
  }
  return undefined;
}

/** The matches of a facility for the adjust screen (spec part 2 §3 'Facility match (adjust screen)'). */
export async function findAdjustableMatches(db: Db, osId: string) {
  return (
    db
      .selectFrom('facility_matches as m')
      .innerJoin('facility_list_items as li', 'li.id', 'm.facility_list_item_id')
      .innerJoin('facility_lists as l', 'l.id', 'li.facility_list_id')
      .innerJoin('contributors as c', 'c.id', 'l.contributor_id')
      .leftJoin('facilities as created', 'created.created_from_item_id', 'li.id')
      // A facility the row created and that was since merged away: splitting the match brings it back.
      .leftJoin('facility_aliases as merged', (join) =>
        join.onRef('merged.created_from_item_id', '=', 'li.id').on('merged.reason', '=', 'MERGE'),
      )
      .select([
        'm.id as match_id',
        'l.id as list_id',
        'c.id as list_contributor_id',
        'c.name as list_contributor_name',
        'l.name as list_name',
        'l.description as list_description',
        'li.name',
        'li.address',
        'li.country_code',
        'm.status',
        'm.is_active',
        'm.confidence',
        sql<string | null>`coalesce(created.os_id, merged.os_id)`.as('facility_created_by_item'),
        sql<boolean>`coalesce(li.given_lat, li.geocoded_lat) is not null`.as('is_geocoded'),
      ])
      .where('m.facility_id', '=', osId)
      .orderBy('m.created_at')
      .orderBy('m.id')
      .execute()
  );
}
