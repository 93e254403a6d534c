import { z } from 'zod';
import { CLAIM_STATUS_VALUES } from './claim-statuses.ts';
import {
  claimAttachmentParams,
  claimedDetailsUpdate,
  claimFormBody,
  claimGeocodeQuery,
  claimListQuery,
  claimMessageBody,
  claimNoteBody,
  claimOsIdParams,
  claimReasonBody,
} from './claim-requests.ts';
import { endpoint } from './endpoint.ts';
import { fileAnswer } from './file-api.ts';
import { idParams } from './http-params.ts';

/**
 * The claim routes (spec part 2 §3, §4, §7): the claimant's submission and claimed profile, and
 * the staff's review, declared with their answers (what they take: claim-requests.ts). The server
 * registers its routes from these declarations; the web calls them with call().
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

const tags = ['claims'];

/** A staff decision on a claim, with the reason its claimant is told. */
const decisionEndpoint = <D extends 'approve' | 'deny' | 'revoke'>(decision: D) =>
  endpoint({
    method: 'POST',
    path: `/api/facility-claims/:id/${decision}/`,
    access: 'superuser',
    tags,
    summary: `Staff: ${decision} a claim with a reason`,
    params: idParams,
    body: claimReasonBody,
    response: { 200: claimDetailSchema },
  });

/** The claimed profile's update; PUT at two paths (see claimEndpoints). */
const claimedUpdateEndpoint = <P extends string>(path: P) =>
  endpoint({
    method: 'PUT',
    path,
    access: 'signedIn',
    tags,
    summary: 'Update the claimed facility profile (the claimant of an approved claim)',
    description:
      'The read-only lists of the profile (choices, contributors, facility) may be sent back with it; they are ignored.',
    params: idParams,
    body: claimedDetailsUpdate,
    response: { 200: claimedDetailsSchema },
  });

export const claimEndpoints = {
  /** The handler reads the multipart form (claim-form.ts) after the access check. */
  submit: endpoint({
    method: 'POST',
    path: '/api/facilities/:osId/claim/',
    access: 'contributor',
    tags,
    summary: 'Claim a facility',
    description:
      'multipart/form-data with snake-cased keys: agreement=yes, your_name, your_title, your_business_website, business_website, business_linkedin_profile, sectors (repeat or |-separated), number_of_workers, local_language_name, opening_date, closing_date, estimated_annual_throughput, energy_<source> (only enabled sources). Employment documents under files, business documents under business_files (documents sent only under files count as business documents; png, jpg, jpeg, pdf by content; 5 MB; 10 each).',
    consumes: ['multipart/form-data'],
    params: claimOsIdParams,
    body: claimFormBody,
    response: { 200: submittedClaimSchema },
  }),
  claimed: endpoint({
    method: 'GET',
    path: '/api/facilities/claimed/',
    access: 'contributor',
    tags,
    summary: "The signed-in organisation's approved claims",
    response: { 200: z.array(claimedListItemSchema) },
  }),
  // The claimed profile: under /claimed/ always; at the claim's own path for callers who are not
  // staff (staff get the review detail there, spec part 2 §7 dashboard calls).
  updateClaimed: claimedUpdateEndpoint('/api/facility-claims/:id/claimed/'),
  updateClaimedAtClaim: claimedUpdateEndpoint('/api/facility-claims/:id/'),
  claimedDetails: endpoint({
    method: 'GET',
    path: '/api/facility-claims/:id/claimed/',
    access: 'signedIn',
    tags,
    summary: 'The claimed facility profile',
    params: idParams,
    response: { 200: claimedDetailsSchema },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/facility-claims/:id/',
    access: 'signedIn',
    tags,
    summary: 'Staff: the claim for review; its claimant: the claimed profile',
    params: idParams,
    response: { 200: claimDetailSchema.or(claimedDetailsSchema) },
  }),
  geocode: endpoint({
    method: 'GET',
    path: '/api/facility-claims/:id/geocode/',
    access: 'signedIn',
    tags,
    summary: 'Geocode a new address for a claimed facility',
    params: idParams,
    query: claimGeocodeQuery,
    response: { 200: claimGeocodeSchema },
  }),
  /** Public: a malformed path is a 400 for anybody; the handler then asks for a signed-in caller. */
  attachment: endpoint({
    method: 'GET',
    path: '/api/facility-claims/:id/attachments/:attachmentId/',
    access: 'public',
    tags,
    summary: 'A claim document (staff and the claimant)',
    params: claimAttachmentParams,
    response: {
      200: fileAnswer('application/octet-stream', 'The document as uploaded (png, jpeg or pdf), as a download'),
    },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/facility-claims/',
    access: 'superuser',
    tags,
    summary: 'Staff: claims by status and country, counted, sorted and paged',
    query: claimListQuery,
    response: { 200: claimListSchema },
  }),
  approve: decisionEndpoint('approve'),
  deny: decisionEndpoint('deny'),
  revoke: decisionEndpoint('revoke'),
  messageClaimant: endpoint({
    method: 'POST',
    path: '/api/facility-claims/:id/message-claimant/',
    access: 'superuser',
    tags,
    summary: 'Staff: e-mail the claimant of a pending claim',
    params: idParams,
    body: claimMessageBody,
    response: { 200: claimDetailSchema },
  }),
  note: endpoint({
    method: 'POST',
    path: '/api/facility-claims/:id/note/',
    access: 'superuser',
    tags,
    summary: 'Staff: add a review note',
    params: idParams,
    body: claimNoteBody,
    response: { 200: claimDetailSchema },
  }),
};
