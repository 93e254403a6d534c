import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { searchParamsSchema } from './search-params.ts';
import { facilityPartnerFieldsSchema } from './partner-fields.ts';
import { REPORT_STATUSES, CLOSURE_STATES } from './activity-reports.ts';
import { pageLinkFields } from './paging-api.ts';
import { GEOCODE_PRECISIONS } from './geocode-precision.ts';

/**
 * The answers of the facility routes (search, count, detail, merges), declared in the routes'
 * schemas so /api/docs shows them; serialising through them also drops any key they do not name,
 * which Open Supply Hub's strict clients rely on. The web app reads the inferred types.
 */

/** Every extended field the detail answers with its sources (an empty list: nobody contributed it). */
export const FACILITY_FIELD_NAMES = [
  'name',
  'address',
  'sector',
  'number_of_workers',
  'native_language_name',
  'facility_type',
  'processing_type',
  'parent_company',
  'product_type',
] as const;

const dateTime = z.iso.datetime();
const point = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]).describe('[lng, lat]'),
});

/** One contributed value of a field and where it came from. */
const fieldSource = z.object({
  id: z.number().nullable(),
  field_name: z.enum(FACILITY_FIELD_NAMES),
  value: z.unknown(),
  contributor_id: z.number(),
  contributor_name: z.string(),
  list_name: z.string().nullable(),
  source: z.string().nullable().describe("'list', 'api', 'slc' (the web form) or 'claim'"),
  is_from_claim: z.boolean(),
  is_from_created_from: z.boolean().describe('The value came with the contribution the facility was created from.'),
  is_verified: z.boolean(),
  created_at: dateTime,
  updated_at: dateTime,
});
const extendedFields = z
  .record(z.enum(FACILITY_FIELD_NAMES), z.array(fieldSource))
  .describe('Each field with the values contributors gave, claims and newest first.');

const sectorSource = z.object({
  values: z.array(z.string()),
  updated_at: dateTime,
  contributor_id: z.number(),
  contributor_name: z.string(),
  is_from_claim: z.boolean(),
});

/** One list (or channel) of one contributor, with how many of its rows lead to the facility. */
const contributorSource = z.object({
  id: z.number(),
  name: z.string(),
  is_verified: z.boolean(),
  contributor_name: z.string(),
  list_name: z.string().nullable(),
  contributor_type: z.string(),
  last_contributed_at: dateTime,
  list_uploaded_at: dateTime.nullable(),
  count: z.number().int(),
});
const strictContributor = contributorSource.pick({
  id: true,
  name: true,
  is_verified: true,
  contributor_name: true,
  list_name: true,
});

const contributorField = z.object({ column_name: z.string(), label: z.string(), value: z.string() });

export const facilityFeatureSchema = z.object({
  id: z.string(),
  type: z.literal('Feature'),
  geometry: point,
  properties: z.object({
    os_id: z.string(),
    name: z.string(),
    address: z.string(),
    country_code: z.string(),
    country_name: z.string(),
    has_approved_claim: z.boolean(),
    is_closed: z.boolean(),
    number_of_public_contributors: z.number().optional(),
    // detail=true only:
    contributors: z.array(contributorSource).optional(),
    contributor_fields: z
      .array(contributorField)
      .optional()
      .describe("With embed=1 and one contributor: that embedded map's own columns."),
    extended_fields: extendedFields.optional(),
    sector: z.array(sectorSource).optional(),
  }),
});

export const searchResponse = z.object({
  type: z.literal('FeatureCollection'),
  count: z.number(),
  extent: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  ...pageLinkFields,
  nextPageURL: z.string().nullable().describe("The next page's path, for the web app."),
  previousPageURL: z.string().nullable(),
  is_same_contributor: z.boolean(),
  features: z.array(facilityFeatureSchema),
});
export type FacilityFeature = z.infer<typeof facilityFeatureSchema>;
export type FacilitySearchPage = z.infer<typeof searchResponse>;

export const facilityCountResponse = z.object({ count: z.number() });

const activityReport = z.object({
  id: z.number(),
  status: z.enum(REPORT_STATUSES),
  closure_state: z.enum(CLOSURE_STATES),
  created_at: dateTime,
  status_change_date: dateTime.nullable(),
  approved_at: dateTime.nullable(),
  reported_by_contributor: z.string().nullable(),
});

const otherLocation = z.object({
  lat: z.number(),
  lng: z.number(),
  contributor_name: z.string(),
  is_from_claim: z.boolean(),
  has_invalid_location: z.boolean(),
});

const orNull = z.string().nullable();
/** What the approved claimant made public (hidden parts are null). */
const claimInfo = z.object({
  status: z.string(),
  contributor: z.string(),
  facility: z.object({
    name_english: orNull,
    name_native_language: orNull,
    address: orNull,
    description: orNull,
    website: orNull,
    phone_number: orNull,
    parent_company: orNull,
    minimum_order_quantity: orNull,
    average_lead_time: orNull,
    workers_count: orNull,
    female_workers_percentage: z.number().nullable(),
    affiliations: z.array(z.string()),
    certifications: z.array(z.string()),
    production_types: z.array(z.string()),
    product_types: z.array(z.string()),
    facility_types: z.array(z.string()),
    sectors: z.array(z.string()),
  }),
  contact: z.object({ name: orNull, email: orNull }).nullable(),
  office: z.object({ name: orNull, address: orNull, country: orNull, phone_number: orNull }).nullable(),
});

export const detailResponse = z.object({
  id: z.string(),
  type: z.literal('Feature'),
  geometry: point,
  properties: z.object({
    os_id: z.string(),
    requested_os_id: z.string(),
    requested_os_id_reason: z
      .string()
      .nullable()
      .describe('Why a historical ID leads here: MERGE, SPLIT, LINK or DELETE; null for the current ID.'),
    historical_os_ids: z.array(z.string()),
    name: z.string(),
    address: z.string(),
    country_code: z.string(),
    country_name: z.string(),
    other_names: z.array(z.string()),
    other_addresses: z.array(z.string()),
    sector: z.array(sectorSource),
    has_inexact_coordinates: z.boolean(),
    /** How precise an approximate point is (geocode-precision.ts), and the place it is the centre of. */
    geocoded_location_type: z.enum(GEOCODE_PRECISIONS).nullable(),
    geocoded_location_place: z.string().nullable(),
    is_closed: z.boolean(),
    new_os_id: z.string().nullable(),
    has_approved_claim: z.boolean(),
    claim_status: z.enum(['claimed', 'pending', 'unclaimed']),
    number_of_public_contributors: z.number(),
    contributors: z.array(strictContributor),
    contributions: z
      .array(
        z.object({
          contributor_id: z.number(),
          contributor_name: z.string(),
          list_name: z.string().nullable(),
          source: z.string(),
          is_verified: z.boolean(),
          created_at: dateTime,
        }),
      )
      .describe('Each contribution with its channel and date (the web app shows them).'),
    other_locations: z.array(otherLocation),
    activity_reports: z.array(activityReport),
    extended_fields: extendedFields,
    partner_fields: facilityPartnerFieldsSchema.describe(
      "Partner fields with a value: name -> each granted contributor's value, with the unit and source staff gave the field.",
    ),
    contributor_fields: z.array(contributorField),
    created_from: z.object({ created_at: dateTime, contributor: z.string() }).nullable(),
    claim_info: claimInfo.nullable().describe("The approved claim's public profile."),
    created_at: dateTime,
    updated_at: dateTime,
    matches: z
      .array(z.looseObject({ match_id: z.number() }))
      .optional()
      .describe('Superusers only: every match of the facility.'),
  }),
});

export type FacilityDetail = z.infer<typeof detailResponse>;
export type FieldSource = z.infer<typeof fieldSource>;
export type SectorSource = z.infer<typeof sectorSource>;
export type ActivityReport = z.infer<typeof activityReport>;
export type OtherLocation = z.infer<typeof otherLocation>;
export type ClaimInfo = z.infer<typeof claimInfo>;
export type FacilityContributor = z.infer<typeof strictContributor>;

export const mergesResponse = z.array(
  z.object({
    current_id: z.string().describe('The OS ID the merged one leads to now.'),
    original_id: z.string().describe('The OS ID that was merged away.'),
    created_at: dateTime,
    merge_date: dateTime,
  }),
);

const tags = ['facilities'];

export const facilityEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/api/facilities/',
    access: 'public',
    tags,
    summary: 'Search facilities',
    description:
      'Filters: q (name, address or OS ID), contributors, lists, contributor_types, countries, statuses (claimed, unclaimed, pending), sectors, parent_company, facility_type, processing_type, product_type, number_of_workers, native_language_name, combine_contributors=AND, boundary (GeoJSON Polygon), sort_by (name_asc, name_desc, contributors_desc, contributors_asc), page (up to 100), pageSize (up to 100; default 50, or 10 with detail=true). ' +
      'detail=true adds to each facility its contributors, contributor_fields, extended_fields and sector sources, as Open Supply Hub does.',
    query: searchParamsSchema,
    response: { 200: searchResponse },
  }),
  count: endpoint({
    method: 'GET',
    path: '/api/facilities/count/',
    access: 'public',
    tags,
    summary: 'Count facilities matching the search filters',
    query: searchParamsSchema,
    response: { 200: facilityCountResponse },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/facilities/:osId/',
    access: 'public',
    tags,
    summary: 'One facility by its current or historical OS ID',
    description:
      "With embed=1&contributor={id} (an embedded map's facility page), also that contributor's own visible columns as contributor_fields.",
    params: z.object({ osId: z.string().max(40) }),
    query: z.object({
      embed: z.string().optional(),
      contributor: z
        .string()
        .regex(/^\d{1,15}$/, 'Must be a whole number.')
        .transform(Number)
        .optional(),
    }),
    response: { 200: detailResponse },
  }),
  merges: endpoint({
    method: 'GET',
    path: '/api/moderation-events/merge/',
    access: 'public',
    tags,
    summary: 'Facilities merged into others: which OS ID leads where since when',
    description:
      'Newest merge first. created_at and merge_date are both the time of the merge (when the merged OS ID started to lead to another facility).',
    response: { 200: mergesResponse },
  }),
};
