import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

/** The facility an OS ID names now (itself, or the facility an alias points to), locked for the report's transaction. */
export async function findFacilityForUpdate(db: Executor, osId: string) {
  return db
    .selectFrom('facilities')
    .select(['os_id', 'is_closed', 'new_os_id'])
    .where((eb) =>
      eb.or([
        eb('os_id', '=', osId),
        eb('os_id', '=', eb.selectFrom('facility_aliases').select('facility_id').where('os_id', '=', osId)),
      ]),
    )
    .forUpdate()
    .executeTakeFirst();
}

export async function hasPendingReport(db: Executor, facilityId: string): Promise<boolean> {
  const row = await db
    .selectFrom('facility_activity_reports')
    .select('id')
    .where('facility_id', '=', facilityId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertReport(
  db: Executor,
  values: { facilityId: string; userId: number; contributorId: number | null; closureState: string; reason: string },
): Promise<number> {
  const row = await db
    .insertInto('facility_activity_reports')
    .values({
      facility_id: values.facilityId,
      reported_by_user_id: values.userId,
      reported_by_contributor_id: values.contributorId,
      closure_state: values.closureState,
      reason_for_report: values.reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function reportsQuery(db: Executor) {
  return db
    .selectFrom('facility_activity_reports as r')
    .innerJoin('facilities as f', 'f.os_id', 'r.facility_id')
    .leftJoin('users as reporter', 'reporter.id', 'r.reported_by_user_id')
    .leftJoin('contributors as c', 'c.id', 'r.reported_by_contributor_id')
    .leftJoin('users as staff', 'staff.id', 'r.status_change_by_id')
    .select([
      'r.id',
      'r.facility_id',
      'f.name as facility_name',
      'f.address as facility_address',
      'f.country_code as facility_country_code',
      'reporter.email as reported_by_user',
      'r.reported_by_contributor_id',
      'c.name as reported_by_contributor',
      'r.closure_state',
      'r.status',
      'r.reason_for_report',
      'r.status_change_reason',
      'staff.email as status_change_by',
      'r.status_change_date',
      'r.approved_at',
      'r.created_at',
      'r.updated_at',
    ]);
}

export type ReportRow = NonNullable<Awaited<ReturnType<ReturnType<typeof reportsQuery>['executeTakeFirst']>>>;

export async function findReport(db: Executor, id: number): Promise<ReportRow | undefined> {
  return reportsQuery(db).where('r.id', '=', id).executeTakeFirst();
}

/** The report's row lock: two staff deciding at once decide one after the other. */
export async function lockReport(db: Executor, id: number) {
  return db
    .selectFrom('facility_activity_reports')
    .select(['id', 'facility_id', 'closure_state', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Staff's list: pending reports first (they need a decision), then newest first. */
export async function listReports(
  db: Executor,
  filter: { closureState?: string; status?: string },
): Promise<ReportRow[]> {
  let query = reportsQuery(db);
  if (filter.closureState) query = query.where('r.closure_state', '=', filter.closureState);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  return query
    .orderBy(sql`r.status = 'PENDING'`, 'desc')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

export async function setDecision(
  db: Executor,
  id: number,
  decision: { status: 'CONFIRMED' | 'REJECTED'; reason: string; userId: number },
) {
  await db
    .updateTable('facility_activity_reports')
    .set({
      status: decision.status,
      status_change_reason: decision.reason,
      status_change_by_id: decision.userId,
      status_change_date: sql<Date>`now()`,
      approved_at: decision.status === 'CONFIRMED' ? sql<Date>`now()` : null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** The facility an OS ID names now (itself, or the facility an alias points to), as a duplicate report names it. */
export async function findFacilitySummary(db: Executor, osId: string) {
  return db
    .selectFrom('facilities')
    .select(['os_id', 'name', 'address', 'country_code'])
    .where((eb) =>
      eb.or([
        eb('os_id', '=', osId),
        eb('os_id', '=', eb.selectFrom('facility_aliases').select('facility_id').where('os_id', '=', osId)),
      ]),
    )
    .executeTakeFirst();
}

/** The organisation a reporter acts for, named in the report to staff. */
export async function findContributorName(db: Executor, contributorId: number): Promise<string | null> {
  const row = await db.selectFrom('contributors').select('name').where('id', '=', contributorId).executeTakeFirst();
  return row?.name ?? null;
}
