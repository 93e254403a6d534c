import { findPartnerFieldValues } from '../partner-fields/facility-values.ts';
import { countryName } from '@registry/core/countries';
import { normalizeOsId } from '@registry/core/os-id';
import type { ClosureState, ReportStatus } from '@registry/core/activity-reports';
import type { FacilityFeature } from '@registry/core/facility-api';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { findContributorFields } from './contributor-fields.ts';
import {
  findActivityReports,
  findAdjustableMatches,
  findAliases,
  findCreatedFrom,
  findFacility,
  resolveOsId,
} from './detail-queries.ts';
import {
  contributorSources,
  iso,
  loadFacilitySources,
  otherValues,
  sectorSources,
  type ClaimRow,
  type Contribution,
} from './facility-sources.ts';
import { isGeocodePrecision } from '@registry/core/geocode-precision';

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

type Point = { lat: number; lng: number };
const isValidPoint = ({ lat, lng }: Point) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** Where contributors and the claimant put the facility, other than its own point; each place once per contributor. */
function otherLocations(facility: Point, contributions: Contribution[], claim: ClaimRow | undefined) {
  const seen = new Set<string>();
  const locations: {
    lat: number;
    lng: number;
    contributor_name: string;
    is_from_claim: boolean;
    has_invalid_location: boolean;
  }[] = [];
  const add = (point: Point, contributorName: string, isFromClaim: boolean) => {
    const key = `${point.lat},${point.lng},${contributorName},${isFromClaim}`;
    if ((point.lat === facility.lat && point.lng === facility.lng) || seen.has(key)) return;
    seen.add(key);
    locations.push({
      lat: point.lat,
      lng: point.lng,
      contributor_name: contributorName,
      is_from_claim: isFromClaim,
      has_invalid_location: !isValidPoint(point),
    });
  };
  for (const c of contributions)
    if (c.lat !== null && c.lng !== null) add({ lat: c.lat, lng: c.lng }, c.contributor_name, false);
  if (claim && claim.facility_lat !== null && claim.facility_lng !== null) {
    add({ lat: claim.facility_lat, lng: claim.facility_lng }, claim.contributor_name, true);
  }
  return locations;
}

export function createFacilityDetailService(db: Db) {
  return {
    /**
     * Search results of detail=true: each facility also carries its contributors, contributor
     * fields (an embedded map's own columns), field sources and sector sources.
     */
    async withSources(features: FacilityFeature[], embedContributor: number | null) {
      return Promise.all(
        features.map(async (feature) => {
          const osId = feature.properties.os_id;
          const [{ contributions, fields }, contributorFields] = await Promise.all([
            loadFacilitySources(db, osId),
            embedContributor === null ? [] : findContributorFields(db, osId, embedContributor),
          ]);
          const sources = {
            contributors: contributorSources(contributions),
            contributor_fields: contributorFields,
            extended_fields: fields,
            sector: sectorSources(fields),
          };
          return { ...feature, properties: { ...feature.properties, ...sources } };
        }),
      );
    },

    /**
     * A facility by its current or any historical OS ID; 404 when neither exists. Opened from an
     * embedded map (`embedContributor`), it also carries that contributor's own columns.
     */
    async get(requestedOsId: string, embedContributor: number | null = null) {
      const requested = normalizeOsId(requestedOsId);
      const resolved = await resolveOsId(db, requested);
      if (!resolved) throw notFound();
      const osId = resolved.osId;
      const facility = await findFacility(db, osId);
      if (!facility) throw notFound();
      const [aliases, { contributions, claim, fields }, reports, createdFrom, contributorFields, partnerFields] =
        await Promise.all([
          findAliases(db, osId),
          loadFacilitySources(db, osId),
          findActivityReports(db, osId),
          findCreatedFrom(db, facility.created_from_item_id, facility.created_from_moderation_id),
          embedContributor === null ? [] : findContributorFields(db, osId, embedContributor),
          findPartnerFieldValues(db, osId),
        ]);

      // The owner's name in English and address, once saved in the claimed editor, are the
      // facility's own on its page (as Open Supply Hub shows them); the registry's stay among the others.
      const shown = {
        name: claim?.facility_name_english.trim() || facility.name,
        address: claim?.facility_address.trim() || facility.address,
      };
      return {
        id: facility.os_id,
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [facility.lng, facility.lat] as [number, number] },
        properties: {
          os_id: facility.os_id,
          requested_os_id: requested,
          // Why the requested ID leads here: MERGE, SPLIT, LINK or DELETE; null when it is the current ID.
          requested_os_id_reason: resolved.reason,
          historical_os_ids: aliases,
          name: shown.name,
          address: shown.address,
          country_code: facility.country_code,
          country_name: countryName(facility.country_code) ?? facility.country_code,
          other_names: otherValues(fields.name, shown.name, facility.name),
          other_addresses: otherValues(fields.address, shown.address, facility.address),
          sector: sectorSources(fields),
          has_inexact_coordinates: facility.has_inexact_coordinates,
          ...geocodedLocation(facility),
          is_closed: facility.is_closed,
          new_os_id: facility.new_os_id,
          has_approved_claim: facility.has_approved_claim ?? false,
          claim_status: (facility.has_approved_claim
            ? 'claimed'
            : facility.has_pending_claim
              ? 'pending'
              : 'unclaimed') as 'claimed' | 'pending' | 'unclaimed',
          number_of_public_contributors: facility.number_of_public_contributors ?? 0,
          // Open Supply Hub's strict contributor objects (its clients refuse other keys)...
          contributors: contributorSources(contributions).map(
            ({ id, name, is_verified, contributor_name, list_name }) => ({
              id,
              name,
              is_verified,
              contributor_name,
              list_name,
            }),
          ),
          // ...and each contribution with its channel and date, for the web app's Contributors section.
          contributions: contributions.map((c) => ({
            contributor_id: c.contributor_id,
            contributor_name: c.contributor_name,
            list_name: c.list_name,
            source: c.source,
            is_verified: c.is_verified,
            created_at: iso(c.created_at),
          })),
          other_locations: otherLocations(facility, contributions, claim),
          activity_reports: reports.map((r) => ({
            ...r,
            // The table's check constraints hold these to the shared lists.
            status: r.status as ReportStatus,
            closure_state: r.closure_state as ClosureState,
            created_at: iso(r.created_at),
            status_change_date: r.status_change_date && iso(r.status_change_date),
            approved_at: r.approved_at && iso(r.approved_at),
          })),
          extended_fields: fields,
          partner_fields: partnerFields,
          contributor_fields: contributorFields,
          created_from: createdFrom?.is_public
            ? { created_at: iso(createdFrom.created_at), contributor: createdFrom.contributor }
            : null,
          claim_info: claim ? publicClaimInfo(claim) : null,
          created_at: iso(facility.created_at),
          updated_at: iso(facility.updated_at),
        },
      };
    },

    /** The facility's matches as staff see them on the adjust, transfer and merge screens (the route checks the role). */
    async staffMatches(osId: string) {
      const rows = await findAdjustableMatches(db, osId);
      return rows.map((row) => ({
        ...row,
        confidence: Number(row.confidence),
        // A facility created by the row, other than this one: the split becomes a revert to it.
        facility_created_by_item:
          row.facility_created_by_item && row.facility_created_by_item !== osId ? row.facility_created_by_item : null,
        // The row this facility was created from cannot be split off it.
        created_this_facility: row.facility_created_by_item === osId,
        transferred_from: null,
        new_os_id: null,
      }));
    },
  };
}

/**
 * How precise the facility's point is and the place it is the centre of, while the point is a
 * geocoder's (not once given or corrected coordinates replace it).
 */
function geocodedLocation(facility: {
  has_inexact_coordinates: boolean;
  location_precision: string | null;
  location_place: string | null;
}) {
  const precision =
    facility.has_inexact_coordinates && isGeocodePrecision(facility.location_precision)
      ? facility.location_precision
      : null;
  return { geocoded_location_type: precision, geocoded_location_place: precision ? facility.location_place : null };
}
