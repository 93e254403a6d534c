import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { FacilityClaims } from '../../db/schema.ts';
import type { ClaimSortField } from '@registry/core/claim-requests';

/** The facility row, locked so two claims on it are decided one after the other. */
export async function lockFacility(db: Executor, osId: string) {
  return db
    .selectFrom('facilities')
    .select(['os_id', 'name', 'address', 'country_code'])
    .where('os_id', '=', osId)
    .forUpdate()
    .executeTakeFirst();
}

/** The open (pending or approved) claims of a facility. */
export async function findOpenClaims(db: Executor, osId: string) {
  return db
    .selectFrom('facility_claims')
    .select(['id', 'status'])
    .where('facility_id', '=', osId)
    .where('status', 'in', ['PENDING', 'APPROVED'])
    .execute();
}

export async function insertClaim(db: Executor, values: Insertable<FacilityClaims>) {
  return db.insertInto('facility_claims').values(values).returning(['id', 'status']).executeTakeFirstOrThrow();
}

export async function insertAttachments(
  db: Executor,
  rows: {
    facility_claim_id: number;
    kind: string;
    file_key: string;
    file_name: string;
    content_type: string;
    file_size: number;
  }[],
) {
  if (rows.length) await db.insertInto('facility_claim_attachments').values(rows).execute();
}

/** A claim with its facility, claimant organisation and claimant account. */
export async function findClaim(db: Executor, id: number, options: { lock?: boolean } = {}) {
  let query = db
    .selectFrom('facility_claims as fc')
    .innerJoin('facilities as f', 'f.os_id', 'fc.facility_id')
    .innerJoin('contributors as c', 'c.id', 'fc.contributor_id')
    .leftJoin('users as u', 'u.id', 'c.admin_id')
    .leftJoin('users as decider', 'decider.id', 'fc.status_change_by_id')
    .leftJoin('contributors as parent', 'parent.id', 'fc.facility_parent_company_id')
    .selectAll('fc')
    .select([
      'f.name as facility_name',
      'f.address as facility_current_address',
      'f.country_code as facility_country_code',
      'f.lat as facility_current_lat',
      'f.lng as facility_current_lng',
      'c.name as contributor_name',
      'u.email as claimant_email',
      'decider.email as status_change_by',
      'parent.name as parent_company_name',
    ])
    .where('fc.id', '=', id);
  if (options.lock) query = query.forUpdate('fc');
  return query.executeTakeFirst();
}
export type ClaimRow = NonNullable<Awaited<ReturnType<typeof findClaim>>>;

export async function findAttachments(db: Executor, claimId: number) {
  return db
    .selectFrom('facility_claim_attachments')
    .select(['id', 'kind', 'file_name', 'file_key', 'content_type', 'file_size'])
    .where('facility_claim_id', '=', claimId)
    .orderBy('id')
    .execute();
}

export async function findAttachment(db: Executor, claimId: number, attachmentId: number) {
  return db
    .selectFrom('facility_claim_attachments')
    .select(['id', 'file_name', 'file_key', 'content_type'])
    .where('facility_claim_id', '=', claimId)
    .where('id', '=', attachmentId)
    .executeTakeFirst();
}

export async function findNotes(db: Executor, claimId: number) {
  return db
    .selectFrom('facility_claim_notes as n')
    .leftJoin('users as u', 'u.id', 'n.author_id')
    .select(['n.id', 'n.note', 'n.created_at', 'u.email as author'])
    .where('n.facility_claim_id', '=', claimId)
    .orderBy('n.created_at')
    .orderBy('n.id')
    .execute();
}

export async function insertNote(db: Executor, claimId: number, authorId: number, note: string) {
  await db
    .insertInto('facility_claim_notes')
    .values({ facility_claim_id: claimId, author_id: authorId, note })
    .execute();
}

export async function setClaimStatus(
  db: Executor,
  id: number,
  change: { status: string; reason: string; userId: number },
) {
  await db
    .updateTable('facility_claims')
    .set({
      status: change.status,
      status_change_reason: change.reason,
      status_change_by_id: change.userId,
      status_change_date: new Date(),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function updateClaim(db: Executor, id: number, values: Updateable<FacilityClaims>) {
  await db
    .updateTable('facility_claims')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The approved claims of one organisation, for My Claimed Facilities. */
export async function listApprovedClaimsOf(db: Executor, contributorId: number) {
  return db
    .selectFrom('facility_claims as fc')
    .innerJoin('facilities as f', 'f.os_id', 'fc.facility_id')
    .select(['fc.id', 'f.name as facility_name', 'f.os_id', 'f.address as facility_address', 'f.country_code'])
    .where('fc.contributor_id', '=', contributorId)
    .where('fc.status', '=', 'APPROVED')
    .orderBy('f.name')
    .orderBy('fc.id')
    .execute();
}

/** Contributors of a facility (public lists still matched, approved claims), for the editor's side panel. */
export async function findFacilityContributors(db: Executor, osId: string) {
  const { rows } = await sql<{ id: number; name: string }>`
    select distinct c.id, c.name from contributors c
    where c.id = any (coalesce((select public_contributor_ids from facility_index where os_id = ${osId}), '{}'))
    order by c.name, c.id`.execute(db);
  return rows;
}

export async function findContributorName(db: Executor, id: number) {
  return db.selectFrom('contributors').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export const CLAIM_SORTS = {
  id: sql.ref('fc.id'),
  facility_name: sql.ref('f.name'),
  contributor_name: sql.ref('c.name'),
  facility_country_name: sql.ref('f.country_code'),
  created_at: sql.ref('fc.created_at'),
  claim_decision: sql.ref('fc.status_change_date'),
  status: sql.ref('fc.status'),
  updated_at: sql.ref('fc.updated_at'),
} as const satisfies Record<ClaimSortField, unknown>;

export interface ClaimListQuery {
  statuses: string[];
  countries: string[];
  sort: ClaimSortField;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** The dashboard list: filtered, counted, sorted (nulls last) and paged. */
export async function listClaims(db: Executor, query: ClaimListQuery) {
  let base = db
    .selectFrom('facility_claims as fc')
    .innerJoin('facilities as f', 'f.os_id', 'fc.facility_id')
    .innerJoin('contributors as c', 'c.id', 'fc.contributor_id');
  if (query.statuses.length) base = base.where('fc.status', 'in', query.statuses);
  if (query.countries.length) base = base.where('f.country_code', 'in', query.countries);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const direction = query.order === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
  const rows = await base
    .select([
      'fc.id',
      'fc.facility_id as os_id',
      'f.name as facility_name',
      'c.name as contributor_name',
      'f.country_code',
      'fc.created_at',
      'fc.status_change_date as claim_decision',
      'fc.status',
      'fc.updated_at',
    ])
    .orderBy(sql`${CLAIM_SORTS[query.sort]} ${direction}`)
    .orderBy('fc.id', query.order)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { count: Number(total.count), rows };
}
