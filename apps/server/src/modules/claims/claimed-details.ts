import { AFFILIATION_CHOICES, CERTIFICATION_CHOICES } from '@registry/core/claim-choices';
import { COUNTRIES } from '@registry/core/countries';
import { FACILITY_TYPES, PROCESSING_TYPES } from '@registry/core/facility-types';
import type { ClaimRow } from './queries.ts';

type Pair = [string, string];

/** The claimed facility details of spec part 2 §3, with the editor's read-only choices. */
export function claimedDetailsView(claim: ClaimRow, contributors: { id: number; name: string }[]) {
  const hasLocation = claim.facility_lat !== null && claim.facility_lng !== null;
  return {
    id: claim.id,
    // Until the owner gives one, the English name is the facility's own: the editor never starts blank.
    facility_name_english: claim.facility_name_english || claim.facility_name,
    facility_name_native_language: claim.facility_name_native_language,
    sector: claim.sectors,
    facility_phone_number: claim.facility_phone_number,
    facility_phone_number_publicly_visible: claim.facility_phone_number_publicly_visible,
    facility_website: claim.facility_website,
    facility_website_publicly_visible: claim.facility_website_publicly_visible,
    facility_description: claim.facility_description,
    facility_parent_company:
      claim.facility_parent_company_id === null
        ? null
        : { id: claim.facility_parent_company_id, name: claim.parent_company_name ?? '' },
    facility_minimum_order_quantity: claim.facility_minimum_order_quantity,
    facility_average_lead_time: claim.facility_average_lead_time,
    facility_workers_count: claim.facility_workers_count,
    facility_female_workers_percentage: claim.facility_female_workers_percentage,
    facility_affiliations: claim.facility_affiliations,
    facility_certifications: claim.facility_certifications,
    facility_production_types: claim.facility_production_types,
    facility_product_types: claim.facility_product_types,
    facility_type: claim.facility_types[0] ?? null,
    point_of_contact_person_name: claim.point_of_contact_person_name,
    point_of_contact_email: claim.point_of_contact_email,
    point_of_contact_publicly_visible: claim.point_of_contact_publicly_visible,
    office_official_name: claim.office_official_name,
    office_address: claim.office_address,
    office_country_code: claim.office_country_code,
    office_phone_number: claim.office_phone_number,
    office_info_publicly_visible: claim.office_info_publicly_visible,
    facility_address: claim.facility_address || claim.facility_current_address,
    initial_facility_address: claim.facility_current_address,
    facility_location: {
      type: 'Point' as const,
      coordinates: (hasLocation
        ? [claim.facility_lng!, claim.facility_lat!]
        : [claim.facility_current_lng, claim.facility_current_lat]) as [number, number],
    },
    // Read-only: choices and the side panel.
    contributors,
    countries: COUNTRIES.map((country) => [country.code, country.name] as Pair),
    facility_types: FACILITY_TYPES.map((type) => [type, type] as Pair),
    affiliation_choices: AFFILIATION_CHOICES.map((choice) => [choice, choice] as Pair),
    certification_choices: CERTIFICATION_CHOICES.map((choice) => [choice, choice] as Pair),
    production_type_choices: PROCESSING_TYPES.map((type) => [type, type] as Pair),
    facility: {
      id: claim.facility_id,
      name: claim.facility_name,
      properties: { name: claim.facility_name, contributors: contributors.map((c) => ({ id: c.id, name: c.name })) },
    },
  };
}
