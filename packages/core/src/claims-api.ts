import { z } from 'zod';
import { CLAIM_STATUS_VALUES } from './claim-statuses.ts';

/**
 * Answers of the claim routes (spec part 2 §3, §4, §7): the claimant's submission and claimed
 * profile, and the staff's review. The server validates its replies with these and documents them
 * in OpenAPI; the web client reads the inferred types.
 */

const idName = z.object({ id: z.number(), name: z.string() });
/** [value, label] pairs of the editor's choices. */
const pairs = z.array(z.tuple([z.string(), z.string()]));

/** 200 of POST /api/facilities/{osId}/claim/: the new claim, pending review. */
export const submittedClaimSchema = z.object({ id: z.number(), status: z.string(), os_id: z.string() });
export type SubmittedClaim = z.infer<typeof submittedClaimSchema>;

/** One approved claim of the signed-in organisation (GET /api/facilities/claimed/). */
export const claimedListItemSchema = z.object({
  id: z.number(),
  facility_name: z.string(),
  os_id: z.string(),
  facility_address: z.string(),
  facility_country_name: z.string(),
});
export type ClaimedListItem = z.infer<typeof claimedListItemSchema>;

/** Spec part 2 §3 'Claimed facility details', with the editor's read-only choices and side panel. */
export const claimedDetailsSchema = z.object({
  id: z.number(),
  facility_name_english: z.string(),
  facility_name_native_language: z.string(),
  sector: z.array(z.string()),
  facility_phone_number: z.string(),
  facility_phone_number_publicly_visible: z.boolean(),
  facility_website: z.string(),
  facility_website_publicly_visible: z.boolean(),
  facility_description: z.string(),
  facility_parent_company: idName.nullable(),
  facility_minimum_order_quantity: z.string(),
  facility_average_lead_time: z.string(),
  facility_workers_count: z.string().nullable(),
  facility_female_workers_percentage: z.number().nullable(),
  facility_affiliations: z.array(z.string()),
  facility_certifications: z.array(z.string()),
  facility_production_types: z.array(z.string()),
  facility_product_types: z.array(z.string()),
  facility_type: z.string().nullable(),
  point_of_contact_person_name: z.string(),
  point_of_contact_email: z.string(),
  point_of_contact_publicly_visible: z.boolean(),
  office_official_name: z.string(),
  office_address: z.string(),
  office_country_code: z.string().nullable(),
  office_phone_number: z.string(),
  office_info_publicly_visible: z.boolean(),
  facility_address: z.string(),
  initial_facility_address: z.string(),
  /** [lng, lat]: the claimant's geocoded address, else the facility's location. */
  facility_location: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  contributors: z.array(idName),
  countries: pairs,
  facility_types: pairs,
  affiliation_choices: pairs,
  certification_choices: pairs,
  production_type_choices: pairs,
  facility: z.object({
    id: z.string(),
    name: z.string(),
    properties: z.object({ name: z.string(), contributors: z.array(idName) }),
  }),
});
export type ClaimedDetails = z.infer<typeof claimedDetailsSchema>;

/** GET /api/facility-claims/{id}/geocode/: where the new address is. */
export const claimGeocodeSchema = z.object({
  result_count: z.number(),
  geocoded_point: z.object({ lat: z.number(), lng: z.number() }),
});
export type ClaimGeocode = z.infer<typeof claimGeocodeSchema>;

/** Spec part 2 §3 'Claim (dashboard row)'. */
export const claimRowSchema = z.object({
  id: z.number(),
  os_id: z.string(),
  facility_name: z.string(),
  contributor_name: z.string(),
  facility_country_name: z.string(),
  created_at: z.string(),
  claim_decision: z.string().nullable(),
  status: z.string(),
  updated_at: z.string(),
});
export type ClaimRow = z.infer<typeof claimRowSchema>;

export const claimListSchema = z.object({ count: z.number(), results: z.array(claimRowSchema) });
export type ClaimList = z.infer<typeof claimListSchema>;

/** Spec part 2 §3 'Claim (detail)': what staff review, with its documents and notes. */
export const claimDetailSchema = z.object({
  id: z.number(),
  status: z.enum(CLAIM_STATUS_VALUES),
  os_id: z.string(),
  contributor_id: z.number(),
  contributor_name: z.string(),
  facility: z.object({ id: z.string(), properties: z.object({ name: z.string(), country_name: z.string() }) }),
  contributor: idName,
  contact_person: z.string(),
  job_title: z.string(),
  email: z.string(),
  website: z.string(),
  facility_website: z.string(),
  linkedin_profile: z.string(),
  sector: z.array(z.string()),
  facility_workers_count: z.string().nullable(),
  facility_name_native_language: z.string(),
  opening_date: z.string().nullable(),
  closing_date: z.string().nullable(),
  estimated_annual_throughput: z.number().nullable(),
  energy_coal: z.number().nullable(),
  energy_natural_gas: z.number().nullable(),
  energy_diesel: z.number().nullable(),
  energy_kerosene: z.number().nullable(),
  energy_biomass: z.number().nullable(),
  energy_charcoal: z.number().nullable(),
  energy_animal_waste: z.number().nullable(),
  energy_electricity: z.number().nullable(),
  energy_other: z.number().nullable(),
  /** claim_attachment: where staff and the claimant download the document. */
  attachments: z.array(
    z.object({ id: z.number(), kind: z.string(), file_name: z.string(), claim_attachment: z.string() }),
  ),
  notes: z.array(z.object({ id: z.number(), author: z.string(), created_at: z.string(), note: z.string() })),
  status_change: z.object({ by: z.string().nullable(), date: z.string().nullable(), reason: z.string().nullable() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClaimDetail = z.infer<typeof claimDetailSchema>;
