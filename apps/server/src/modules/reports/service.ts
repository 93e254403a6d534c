import { reportMessages, type ClosureState, type ReportBody, type ReportStatus } from '@registry/core/activity-reports';
import { countryName } from '@registry/core/countries';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { changeFacilityRecords } from '../facility-records/index.ts';
import { isFeatureActive } from '../feature-flags/queries.ts';
import * as q from './queries.ts';

export type ReportDecision = 'approve' | 'reject';

function iso(value: Date | string): string;
function iso(value: Date | string | null): string | null;
function iso(value: Date | string | null) {
  return value === null ? null : new Date(value).toISOString();
}

/** Spec part 2 §3 'Activity report'. */
function reportView(row: q.ReportRow) {
  return {
    id: row.id,
    facility: row.facility_id,
    facility_name: row.facility_name,
    facility_address: row.facility_address,
    facility_country_name: countryName(row.facility_country_code) ?? row.facility_country_code,
    reported_by_user: row.reported_by_user,
    reported_by_contributor: row.reported_by_contributor,
    reported_by_contributor_id: row.reported_by_contributor_id,
    closure_state: row.closure_state as ClosureState,
    // The table's check constraint holds it to the shared list.
    status: row.status as ReportStatus,
    reason_for_report: row.reason_for_report,
    status_change_reason: row.status_change_reason,
    status_change_by: row.status_change_by,
    status_change_date: iso(row.status_change_date),
    approved_at: iso(row.approved_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export type ReportView = ReturnType<typeof reportView>;

/** Closure and reopening reports: signed-in users report, superusers confirm or reject (the routes check roles). */
export function createReportService(deps: { db: Db }) {
  const { db } = deps;

  async function view(id: number): Promise<ReportView> {
    const row = await q.findReport(db, id);
    if (!row) throw notFound();
    return reportView(row);
  }

  return {
    view,

    /** One pending report per facility; it must ask for a change (closing an open facility, reopening a closed one). */
    async report(user: RequestUser, osId: string, body: ReportBody): Promise<ReportView> {
      if (!(await isFeatureActive(db, 'report_a_facility'))) throw forbidden(reportMessages.reportingOff);
      const id = await db.transaction().execute(async (trx) => {
        const facility = await q.findFacilityForUpdate(trx, osId);
        if (!facility) throw notFound();
        const refuse = (message: string) => badRequest({ non_field_errors: [message] }, message);
        if (await q.hasPendingReport(trx, facility.os_id)) throw refuse(reportMessages.alreadyPending);
        if (body.closure_state === 'CLOSED' && facility.is_closed) throw refuse(reportMessages.alreadyClosed);
        if (body.closure_state === 'OPEN' && !facility.is_closed) throw refuse(reportMessages.alreadyOpen);
        return q.insertReport(trx, {
          facilityId: facility.os_id,
          userId: user.id,
          contributorId: user.contributorId,
          closureState: body.closure_state,
          reason: body.reason_for_report,
        });
      });
      return view(id);
    },

    async list(filter: { closureState?: string; status?: string }): Promise<ReportView[]> {
      return (await q.listReports(db, filter)).map(reportView);
    },

    /**
     * Confirming sets the facility's closed state (a confirmed reopening also clears where it moved to), and
     * with it the search index and tiles; rejecting changes only the report. Both are audited, in one transaction.
     */
    async decide(user: RequestUser, id: number, decision: ReportDecision, reason: string): Promise<ReportView> {
      await db.transaction().execute(async (trx) => {
        const report = await q.lockReport(trx, id);
        if (!report) throw notFound();
        if (report.status !== 'PENDING')
          throw badRequest({ non_field_errors: [reportMessages.onlyPending] }, reportMessages.onlyPending);
        const status = decision === 'approve' ? 'CONFIRMED' : 'REJECTED';
        await q.setDecision(trx, id, { status, reason, userId: user.id });
        let facilityChange: { before: unknown; after: unknown } | undefined;
        if (status === 'CONFIRMED') {
          const facility = (await q.findFacilityForUpdate(trx, report.facility_id))!;
          const after =
            report.closure_state === 'CLOSED'
              ? { isClosed: true, newOsId: facility.new_os_id }
              : { isClosed: false, newOsId: null };
          await changeFacilityRecords(trx, (records) => records.setClosed(facility.os_id, after));
          facilityChange = {
            before: { is_closed: facility.is_closed, new_os_id: facility.new_os_id },
            after: { is_closed: after.isClosed, new_os_id: after.newOsId },
          };
        }
        await recordAudit(trx, {
          userId: user.id,
          action: decision === 'approve' ? 'report.confirm' : 'report.reject',
          entityType: 'facility_activity_report',
          entityId: String(id),
          before: { status: report.status, facility: facilityChange?.before },
          after: { status, facility: facilityChange?.after },
          extra: { facility_id: report.facility_id, closure_state: report.closure_state, status_change_reason: reason },
        });
      });
      return view(id);
    },
  };
}
