import { countryName } from '@registry/core/countries';
import type { ExtendedFieldName, FieldSource } from '@registry/core/extended-fields';
import { normalizeOsId } from '@registry/core/os-id';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { findContributorFields } from './contributor-fields.ts';
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

type Contribution = Awaited<ReturnType<typeof findContributions>>[number];
type ExtendedRow = Awaited<ReturnType<typeof findExtendedFields>>[number];

/** Every field the page shows with its sources; an empty list is a field nobody contributed. */
const FIELD_NAMES = [
  'name', 'address', 'sector', 'number_of_workers', 'native_language_name', 'facility_type',
  'processing_type', 'parent_company', 'product_type',
] as const satisfies readonly ExtendedFieldName[];

/** Sectors are stored as text arrays (list rows), JSON arrays or a lone string (events). */
function sectorList(value: unknown): string[] {
  const values = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return values.filter((v): v is string => typeof v === 'string').map((v) => v.trim()).filter(Boolean);
}

const newestFirst = (a: FieldSource, b: FieldSource) =>
  Number(b.is_from_claim) - Number(a.is_from_claim) || b.created_at.localeCompare(a.created_at);

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * Names, addresses and sectors come with each contribution (list row or event) rather than
 * as extended-field rows; they are shown with their sources like the other fields.
 */
function contributedFields(contributions: Contribution[], claim: ClaimRow | undefined, extended: ExtendedRow[]) {
  const fields: Record<(typeof FIELD_NAMES)[number], FieldSource[]> = Object.fromEntries(FIELD_NAMES.map((f) => [f, []])) as never;
  for (const c of contributions) {
    const base = {
      id: null,
      contributor_id: c.contributor_id,
      contributor_name: c.contributor_name,
      list_name: c.list_name,
      source: c.source,
      is_from_claim: false,
      is_verified: false,
      created_at: iso(c.created_at),
      updated_at: iso(c.created_at),
    };
    if (c.item_name.trim()) fields.name.push({ ...base, value: { raw_value: c.item_name } });
    if (c.item_address.trim()) fields.address.push({ ...base, value: { raw_value: c.item_address } });
    const sectors = sectorList(c.sector);
    if (sectors.length) fields.sector.push({ ...base, value: { values: sectors } });
  }
  if (claim && claim.sectors.length) {
    fields.sector.push({
      id: null,
      value: { values: claim.sectors },
      contributor_id: claim.contributor_id,
      contributor_name: claim.contributor_name,
      list_name: null,
      source: 'claim',
      is_from_claim: true,
      is_verified: true,
      created_at: iso(claim.updated_at),
      updated_at: iso(claim.updated_at),
    });
  }
  for (const row of extended) {
    // Names and addresses are read from the contributions themselves (above).
    if (row.field_name === 'name' || row.field_name === 'address') continue;
    fields[row.field_name as (typeof FIELD_NAMES)[number]]?.push({
      id: row.id,
      value: row.value,
      contributor_id: row.contributor_id,
      contributor_name: row.contributor_name,
      list_name: row.list_name,
      source: row.source,
      is_from_claim: row.is_from_claim,
      is_verified: row.is_verified,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    });
  }
  for (const sources of Object.values(fields)) sources.sort(newestFirst);
  return fields;
}

type Point = { lat: number; lng: number };
const isValidPoint = ({ lat, lng }: Point) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** Where contributors and the claimant put the facility, other than its own point; each place once per contributor. */
function otherLocations(facility: Point, contributions: Contribution[], claim: ClaimRow | undefined) {
  const seen = new Set<string>();
  const locations: { lat: number; lng: number; contributor_name: string; is_from_claim: boolean; has_invalid_location: boolean }[] = [];
  const add = (point: Point, contributorName: string, isFromClaim: boolean) => {
    const key = `${point.lat},${point.lng},${contributorName},${isFromClaim}`;
    if ((point.lat === facility.lat && point.lng === facility.lng) || seen.has(key)) return;
    seen.add(key);
    locations.push({ lat: point.lat, lng: point.lng, contributor_name: contributorName, is_from_claim: isFromClaim, has_invalid_location: !isValidPoint(point) });
  };
  for (const c of contributions) if (c.lat !== null && c.lng !== null) add({ lat: c.lat, lng: c.lng }, c.contributor_name, false);
  if (claim && claim.facility_lat !== null && claim.facility_lng !== null) {
    add({ lat: claim.facility_lat, lng: claim.facility_lng }, claim.contributor_name, true);
  }
  return locations;
}

export function createFacilityDetailService(db: Db) {
  return {
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
      const [aliases, contributions, extended, reports, claim, createdFrom, contributorFields] = await Promise.all([
        findAliases(db, osId),
        findContributions(db, osId),
        findExtendedFields(db, osId),
        findActivityReports(db, osId),
        findApprovedClaim(db, osId),
        findCreatedFrom(db, facility.created_from_item_id, facility.created_from_moderation_id),
        embedContributor === null ? [] : findContributorFields(db, osId, embedContributor),
      ]);
      const fields = contributedFields(contributions, claim, extended);
      const sectors = [...new Set(fields.sector.flatMap((s) => (s.value as { values: string[] }).values))].sort();

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
          name: facility.name,
          address: facility.address,
          country_code: facility.country_code,
          country_name: countryName(facility.country_code) ?? facility.country_code,
          sector: sectors,
          has_inexact_coordinates: facility.has_inexact_coordinates,
          is_closed: facility.is_closed,
          new_os_id: facility.new_os_id,
          has_approved_claim: facility.has_approved_claim ?? false,
          claim_status: facility.has_approved_claim ? 'claimed' : facility.has_pending_claim ? 'pending' : 'unclaimed',
          number_of_public_contributors: facility.number_of_public_contributors ?? 0,
          contributors: contributions.map((c) => ({
            id: c.contributor_id,
            contributor_name: c.contributor_name,
            name: c.list_name ? `${c.contributor_name} (${c.list_name})` : c.contributor_name,
            list_name: c.list_name,
            list_id: c.list_id,
            source: c.source,
            is_verified: c.is_verified,
            created_at: iso(c.created_at),
          })),
          other_locations: otherLocations(facility, contributions, claim),
          activity_reports: reports.map((r) => ({
            ...r,
            created_at: iso(r.created_at),
            status_change_date: r.status_change_date && iso(r.status_change_date),
            approved_at: r.approved_at && iso(r.approved_at),
          })),
          extended_fields: fields,
          contributor_fields: contributorFields,
          created_from: createdFrom?.is_public ? { created_at: iso(createdFrom.created_at), contributor: createdFrom.contributor } : null,
          claim_info: claim ? publicClaimInfo(claim) : null,
          created_at: iso(facility.created_at),
          updated_at: iso(facility.updated_at),
        },
      };
    },
  };
}
