import type { ClaimStatus } from '@registry/core/claim-statuses';
import { countryName } from '@registry/core/countries';
import type { Mailer, MailMessage } from '../../adapters/mailer.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { changeFacilityRecords } from '../facility-records/index.ts';
import { writeClaimExtendedFields } from './claim-extended-fields.ts';
import { claimantMessage, claimDecisionMessage } from './emails.ts';
import * as q from './queries.ts';

export type Decision = 'approve' | 'deny' | 'revoke';

/** The only transitions: a pending claim is approved or denied, an approved one revoked. */
const TRANSITIONS: Record<Decision, { from: ClaimStatus; to: 'APPROVED' | 'DENIED' | 'REVOKED'; refusal: string }> = {
  approve: { from: 'PENDING', to: 'APPROVED', refusal: 'Only a pending claim can be approved.' },
  deny: { from: 'PENDING', to: 'DENIED', refusal: 'Only a pending claim can be denied.' },
  revoke: { from: 'APPROVED', to: 'REVOKED', refusal: 'Only an approved claim can be revoked.' },
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Staff review of claims (superusers; the routes check the role). */
export function createClaimReviewService(deps: { db: Db; mailer: Mailer; productName: string; publicUrl: string }) {
  const { db } = deps;

  const mailInput = (claim: q.ClaimRow) => ({
    to: claim.claimant_email ?? claim.email,
    language: claim.language,
    productName: deps.productName,
    publicUrl: deps.publicUrl,
    facilityName: claim.facility_name,
    osId: claim.facility_id,
  });

  async function detail(claimId: number) {
    const claim = await q.findClaim(db, claimId);
    if (!claim) throw notFound();
    const [attachments, notes] = await Promise.all([q.findAttachments(db, claimId), q.findNotes(db, claimId)]);
    return {
      id: claim.id,
      status: claim.status as ClaimStatus,
      os_id: claim.facility_id,
      contributor_id: claim.contributor_id,
      contributor_name: claim.contributor_name,
      facility: {
        id: claim.facility_id,
        properties: {
          name: claim.facility_name,
          country_name: countryName(claim.facility_country_code) ?? claim.facility_country_code,
        },
      },
      contributor: { id: claim.contributor_id, name: claim.contributor_name },
      contact_person: claim.contact_person,
      job_title: claim.job_title,
      email: claim.email,
      website: claim.website,
      facility_website: claim.facility_website,
      linkedin_profile: claim.linkedin_profile,
      sector: claim.sectors,
      facility_workers_count: claim.facility_workers_count,
      facility_name_native_language: claim.facility_name_native_language,
      opening_date: claim.opening_date,
      closing_date: claim.closing_date,
      estimated_annual_throughput: claim.estimated_annual_throughput,
      energy_coal: claim.energy_coal,
      energy_natural_gas: claim.energy_natural_gas,
      energy_diesel: claim.energy_diesel,
      energy_kerosene: claim.energy_kerosene,
      energy_biomass: claim.energy_biomass,
      energy_charcoal: claim.energy_charcoal,
      energy_animal_waste: claim.energy_animal_waste,
      energy_electricity: claim.energy_electricity,
      energy_other: claim.energy_other,
      attachments: attachments.map((a) => ({
        id: a.id,
        kind: a.kind,
        file_name: a.file_name,
        claim_attachment: `/api/facility-claims/${claimId}/attachments/${a.id}/`,
      })),
      notes: notes.map((n) => ({
        id: n.id,
        author: n.author ?? 'Deleted user',
        created_at: n.created_at.toISOString(),
        note: n.note,
      })),
      status_change: {
        by: claim.status_change_by,
        date: iso(claim.status_change_date),
        reason: claim.status_change_reason || null,
      },
      created_at: claim.created_at.toISOString(),
      updated_at: claim.updated_at.toISOString(),
    };
  }

  return {
    detail,

    async list(query: q.ClaimListQuery) {
      const { count, rows } = await q.listClaims(db, query);
      return {
        count,
        results: rows.map((row) => ({
          id: row.id,
          os_id: row.os_id,
          facility_name: row.facility_name,
          contributor_name: row.contributor_name,
          facility_country_name: countryName(row.country_code) ?? row.country_code,
          created_at: row.created_at.toISOString(),
          claim_decision: iso(row.claim_decision),
          status: row.status,
          updated_at: row.updated_at.toISOString(),
        })),
      };
    },

    async decide(user: RequestUser, claimId: number, decision: Decision, reason: string) {
      const transition = TRANSITIONS[decision];
      const claim = await db.transaction().execute(async (trx) => {
        const current = await q.findClaim(trx, claimId, { lock: true });
        if (!current) throw notFound();
        if (current.status !== transition.from)
          throw badRequest({ non_field_errors: [transition.refusal] }, transition.refusal);
        if (transition.to === 'APPROVED') {
          // Another claim approved meanwhile (or through an older path): one owner at a time.
          const open = await q.findOpenClaims(trx, current.facility_id);
          if (open.some((other) => other.status === 'APPROVED')) {
            throw badRequest({ non_field_errors: ['There is already an approved claim on this facility.'] });
          }
        }
        await q.setClaimStatus(trx, claimId, { status: transition.to, reason, userId: user.id });
        await q.insertNote(trx, claimId, user.id, `Status changed to ${transition.to}. Reason: ${reason}`);
        await changeFacilityRecords(trx, async (records) => {
          if (transition.to === 'APPROVED') await writeClaimExtendedFields(records, current);
          // The claim's status is a source of the facility's index row, fields or not.
          records.touch([current.facility_id]);
        });
        await recordAudit(trx, {
          userId: user.id,
          action: `claim.${decision}`,
          entityType: 'facility_claim',
          entityId: String(claimId),
          before: { status: current.status },
          after: { status: transition.to, os_id: current.facility_id },
          extra: { status_change_reason: reason },
        });
        return current;
      });
      await deps.mailer.send(claimDecisionMessage({ ...mailInput(claim), decision: transition.to, reason, claimId }));
      return detail(claimId);
    },

    async addNote(user: RequestUser, claimId: number, note: string) {
      if (!(await q.findClaim(db, claimId))) throw notFound();
      await q.insertNote(db, claimId, user.id, note);
      return detail(claimId);
    },

    async messageClaimant(user: RequestUser, claimId: number, message: string) {
      const claim = await q.findClaim(db, claimId);
      if (!claim) throw notFound();
      if (claim.status !== 'PENDING')
        throw badRequest({ non_field_errors: ['Only the claimant of a pending claim can be messaged.'] });
      const mail: MailMessage = claimantMessage({ ...mailInput(claim), message });
      await q.insertNote(db, claimId, user.id, `Message sent to the claimant: ${message}`);
      await deps.mailer.send(mail);
      return detail(claimId);
    },
  };
}
