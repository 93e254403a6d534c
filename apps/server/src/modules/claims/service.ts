import { randomUUID } from 'node:crypto';
import { CLAIM_MESSAGES } from '@registry/core/claim';
import { CLAIM_FALLBACKS } from '@registry/core/claim-fallbacks';
import type { ClaimedDetailsUpdate } from '@registry/core/claim-requests';
import { countryName } from '@registry/core/countries';
import type { FileStorage } from '../../adapters/file-storage.ts';
import type { Db } from '../../db/database.ts';
import { ApiError, badRequest, notFound } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import { storedFileOr404 } from '../../http/stored-file.ts';
import { refreshFacilityIndex } from '../facilities/index.ts';
import { changeFacilityRecords } from '../facility-records/index.ts';
import { placesAddress, type Geocoder } from '../geocoding/service.ts';
import { writeClaimExtendedFields } from './claim-extended-fields.ts';
import type { ClaimSubmission } from './claim-form.ts';
import type { ClaimLanguage } from './claim-language.ts';
import { claimedDetailsView } from './claimed-details.ts';
import * as q from './queries.ts';

type Claimant = RequestUser & { contributorId: number };

export const GEOCODE_FAILED = CLAIM_FALLBACKS.geocodeFailed;

/** Claiming a facility and editing the claimed profile (the claimant's side). */
export function createClaimService(deps: { db: Db; files: FileStorage; geocoder: Geocoder }) {
  const { db, files } = deps;

  /** The approved claim of the caller's organisation; anything else is not found. */
  async function ownApprovedClaim(user: Claimant | RequestUser, claimId: number) {
    const claim = await q.findClaim(db, claimId);
    if (!claim || claim.contributor_id !== user.contributorId || claim.status !== 'APPROVED') throw notFound();
    return claim;
  }

  async function approvedClaim(claimId: number) {
    const claim = await q.findClaim(db, claimId);
    if (!claim || claim.status !== 'APPROVED') throw notFound();
    return claim;
  }

  async function geocodeFor(claim: q.ClaimRow, address: string) {
    const result = await deps.geocoder
      .geocode({ address, countryCode: claim.facility_country_code })
      .catch(() => ({ found: false as const }));
    // A region's or a country's centre does not locate the facility: no result (spec: the save is aborted).
    return placesAddress(result) ? { lat: result.lat, lng: result.lng } : null;
  }

  async function details(user: RequestUser, claimId: number, { staffMayRead = false } = {}) {
    // Staff read any approved claim's profile (the dashboard's GET .../claimed/); only the claimant edits it.
    const claim =
      staffMayRead && user.isSuperuser ? await approvedClaim(claimId) : await ownApprovedClaim(user, claimId);
    return claimedDetailsView(claim, await q.findFacilityContributors(db, claim.facility_id));
  }

  return {
    details,

    /** `language`: the claimant's (requestLanguage), which the claim's e-mails are written in. */
    async submit(user: Claimant, osId: string, form: ClaimSubmission, language: ClaimLanguage = 'en') {
      // Files are written first under fresh keys; the rows pointing at them commit or not as one.
      const stored = await Promise.all(
        form.files.map(async (file) => {
          const key = `claims/${randomUUID()}`;
          await files.put(key, file.content);
          return { key, file };
        }),
      );
      try {
        return await db.transaction().execute(async (trx) => {
          const facility = await q.lockFacility(trx, osId);
          if (!facility) throw notFound();
          const open = await q.findOpenClaims(trx, osId);
          if (open.some((claim) => claim.status === 'APPROVED')) throw new ApiError(400, CLAIM_MESSAGES.approvedClaim);
          if (open.length) throw new ApiError(400, CLAIM_MESSAGES.pendingClaim);
          const claim = await q.insertClaim(trx, {
            facility_id: osId,
            contributor_id: user.contributorId,
            contact_person: form.contact_person,
            job_title: form.job_title,
            email: user.email,
            language,
            website: form.website,
            facility_website: form.facility_website,
            linkedin_profile: form.linkedin_profile,
            sectors: form.sectors,
            facility_workers_count: form.facility_workers_count,
            facility_name_native_language: form.facility_name_native_language,
            opening_date: form.opening_date,
            closing_date: form.closing_date,
            estimated_annual_throughput: form.estimated_annual_throughput,
            ...Object.fromEntries(Object.entries(form.energy).map(([key, value]) => [`energy_${key}`, value])),
          });
          await q.insertAttachments(
            trx,
            stored.map(({ key, file }) => ({
              facility_claim_id: claim.id,
              kind: file.kind,
              file_key: key,
              file_name: file.fileName,
              content_type: file.contentType,
              file_size: file.content.length,
            })),
          );
          await refreshFacilityIndex(trx, [osId]);
          return { id: claim.id, status: claim.status, os_id: osId };
        });
      } catch (error) {
        await Promise.all(stored.map(({ key }) => files.delete(key).catch(() => undefined)));
        throw error;
      }
    },

    async claimedList(user: Claimant) {
      const rows = await q.listApprovedClaimsOf(db, user.contributorId);
      return rows.map((row) => ({
        id: row.id,
        facility_name: row.facility_name,
        os_id: row.os_id,
        facility_address: row.facility_address,
        facility_country_name: countryName(row.country_code) ?? row.country_code,
      }));
    },

    async update(user: RequestUser, claimId: number, update: ClaimedDetailsUpdate) {
      const before = await ownApprovedClaim(user, claimId);
      const previousAddress = before.facility_address || before.facility_current_address;
      const addressChanged = update.facility_address !== '' && update.facility_address !== previousAddress;
      // Geocoded before the transaction: a slow geocoder never holds the claim's row lock.
      const location = addressChanged ? await geocodeFor(before, update.facility_address) : null;
      if (addressChanged && !location) throw badRequest({ facility_address: [GEOCODE_FAILED] }, GEOCODE_FAILED);
      if (
        update.facility_parent_company !== null &&
        !(await q.findContributorName(db, update.facility_parent_company))
      ) {
        throw badRequest({ facility_parent_company: ['Select a valid parent company.'] });
      }
      await db.transaction().execute(async (trx) => {
        const claim = await q.findClaim(trx, claimId, { lock: true });
        if (!claim || claim.status !== 'APPROVED' || claim.contributor_id !== user.contributorId) throw notFound();
        const { sector, facility_parent_company, facility_type, ...rest } = update;
        await q.updateClaim(trx, claimId, {
          ...rest,
          sectors: sector,
          facility_parent_company_id: facility_parent_company,
          facility_types: facility_type,
          facility_workers_count: rest.facility_workers_count || null,
          ...(location ? { facility_lat: location.lat, facility_lng: location.lng } : {}),
        });
        const updated = (await q.findClaim(trx, claimId))!;
        await changeFacilityRecords(trx, async (records) => {
          await writeClaimExtendedFields(records, updated);
          // The claim's own values (sectors, workers...) are a source of the facility's index row too.
          records.touch([claim.facility_id]);
        });
      });
      return details(user, claimId);
    },

    async geocode(user: RequestUser, claimId: number, address: string) {
      const claim = await ownApprovedClaim(user, claimId);
      const location = address.trim() ? await geocodeFor(claim, address.trim()) : null;
      if (!location) throw badRequest({ address: [GEOCODE_FAILED] }, GEOCODE_FAILED);
      return { result_count: 1, geocoded_point: location };
    },

    /** A document of a claim, for staff and the claimant only. */
    async attachment(user: RequestUser, claimId: number, attachmentId: number) {
      const claim = await q.findClaim(db, claimId);
      if (!claim || (!user.isSuperuser && claim.contributor_id !== user.contributorId)) throw notFound();
      const attachment = await q.findAttachment(db, claimId, attachmentId);
      if (!attachment) throw notFound();
      return { ...attachment, content: await storedFileOr404(files, attachment.file_key) };
    },
  };
}
export type ClaimService = ReturnType<typeof createClaimService>;
