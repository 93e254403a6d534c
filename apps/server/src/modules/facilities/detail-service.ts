import { countryName } from '@registry/core/countries';
import { normalizeOsId } from '@registry/core/os-id';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import {
  findActivityReports,
  findAliases,
  findApprovedClaim,
  findContributions,
  findCreatedFrom,
  findExtendedFields,
  findFacility,
  resolveOsId,
} from './detail-queries.ts';

type ClaimRow = NonNullable<Awaited<ReturnType<typeof findApprovedClaim>>>;

/** The parts of an approved claim the public may see; the owner decides some with visibility toggles. */
function publicClaimInfo(claim: ClaimRow) {
  return {
    status: claim.status,
    contributor: claim.contributor_name,
    facility: {
      name_english: claim.facility_name_english || null,
      name_native_language: claim.facility_name_native_language || null,
      address: claim.facility_address || null,
      description: claim.facility_description || null,
      website: claim.facility_website_publicly_visible ? claim.facility_website || null : null,
      phone_number: claim.facility_phone_number_publicly_visible ? claim.facility_phone_number || null : null,
      parent_company: claim.parent_company_name ?? null,
      minimum_order_quantity: claim.facility_minimum_order_quantity || null,
      average_lead_time: claim.facility_average_lead_time || null,
      workers_count: claim.facility_workers_count,
      female_workers_percentage: claim.facility_female_workers_percentage,
      affiliations: claim.facility_affiliations,
      certifications: claim.facility_certifications,
      production_types: claim.facility_production_types,
      product_types: claim.facility_product_types,
      facility_types: claim.facility_types,
      sectors: claim.sectors,
    },
    contact: claim.point_of_contact_publicly_visible
      ? { name: claim.point_of_contact_person_name || null, email: claim.point_of_contact_email || null }
      : null,
    office: claim.office_info_publicly_visible
      ? {
          name: claim.office_official_name || null,
          address: claim.office_address || null,
          country: claim.office_country_code ? (countryName(claim.office_country_code) ?? null) : null,
          phone_number: claim.office_phone_number || null,
        }
      : null,
  };
}

export function createFacilityDetailService(db: Db) {
  return {
    /** A facility by its current or any historical OS ID; 404 when neither exists. */
    async get(requestedOsId: string) {
      const osId = await resolveOsId(db, normalizeOsId(requestedOsId));
      if (!osId) throw notFound();
      const facility = await findFacility(db, osId);
      if (!facility) throw notFound();
      const [aliases, contributions, extended, reports, claim, createdFrom] = await Promise.all([
        findAliases(db, osId),
        findContributions(db, osId),
        findExtendedFields(db, osId),
        findActivityReports(db, osId),
        findApprovedClaim(db, osId),
        findCreatedFrom(db, facility.created_from_item_id, facility.created_from_moderation_id),
      ]);

      const extendedFields: Record<string, unknown[]> = {};
      for (const field of extended) {
        (extendedFields[field.field_name] ??= []).push({
          id: field.id,
          value: field.value,
          contributor_id: field.contributor_id,
          contributor_name: field.contributor_name,
          is_from_claim: field.is_from_claim,
          is_verified: field.is_verified,
          created_at: field.created_at,
          updated_at: field.updated_at,
        });
      }

      return {
        id: facility.os_id,
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [facility.lng, facility.lat] as [number, number] },
        properties: {
          os_id: facility.os_id,
          requested_os_id: normalizeOsId(requestedOsId),
          historical_os_ids: aliases,
          name: facility.name,
          address: facility.address,
          country_code: facility.country_code,
          country_name: countryName(facility.country_code) ?? facility.country_code,
          sector: facility.sectors ?? [],
          has_inexact_coordinates: facility.has_inexact_coordinates,
          is_closed: facility.is_closed,
          new_os_id: facility.new_os_id,
          has_approved_claim: facility.has_approved_claim ?? false,
          claim_status: facility.has_approved_claim ? 'claimed' : facility.has_pending_claim ? 'pending' : 'unclaimed',
          number_of_public_contributors: facility.number_of_public_contributors ?? 0,
          contributors: contributions.map((c) => ({
            id: c.contributor_id,
            contributor_name: c.contributor_name,
            name: c.item_name,
            list_name: c.list_name,
            list_id: c.list_id,
            source: c.source,
            is_verified: c.is_verified,
          })),
          other_locations: contributions
            .filter((c) => c.lat !== null && c.lng !== null && (c.lat !== facility.lat || c.lng !== facility.lng))
            .map((c) => ({
              lat: c.lat,
              lng: c.lng,
              contributor_name: c.contributor_name,
              is_from_claim: false,
              has_invalid_location: Math.abs(c.lat!) > 90 || Math.abs(c.lng!) > 180,
            }))
            .concat(
              claim && claim.facility_lat !== null && claim.facility_lng !== null
                ? [{ lat: claim.facility_lat, lng: claim.facility_lng, contributor_name: claim.contributor_name, is_from_claim: true, has_invalid_location: false }]
                : [],
            ),
          activity_reports: reports,
          extended_fields: extendedFields,
          created_from: createdFrom?.is_public ? { created_at: createdFrom.created_at, contributor: createdFrom.contributor } : null,
          claim_info: claim ? publicClaimInfo(claim) : null,
          created_at: facility.created_at,
          updated_at: facility.updated_at,
        },
      };
    },
  };
}
