import { z } from 'zod';
import { pageLinkFields } from '../../http/page-links.ts';

/**
 * The answers of the facility routes, declared so /api/docs shows them; serialising through them
 * also drops any key they do not name, which Open Supply Hub's strict clients rely on.
 */

const dateTime = z.iso.datetime();
const point = z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]).describe('[lng, lat]') });

/** One contributed value of a field and where it came from. */
const fieldSource = z.object({
  id: z.number().nullable(),
  field_name: z.string(),
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
const extendedFields = z.record(z.string(), z.array(fieldSource)).describe('Each field with the values contributors gave, claims and newest first.');

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
const strictContributor = contributorSource.pick({ id: true, name: true, is_verified: true, contributor_name: true, list_name: true });

const contributorField = z.object({ column_name: z.string(), label: z.string(), value: z.string() });

const searchFeature = z.object({
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
    contributor_fields: z.array(contributorField).optional().describe("With embed=1 and one contributor: that embedded map's own columns."),
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
  features: z.array(searchFeature),
});

const activityReport = z.object({
  id: z.number(),
  status: z.string(),
  closure_state: z.string(),
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

export const detailResponse = z.object({
  id: z.string(),
  type: z.literal('Feature'),
  geometry: point,
  properties: z.object({
    os_id: z.string(),
    requested_os_id: z.string(),
    requested_os_id_reason: z.string().nullable().describe('Why a historical ID leads here: MERGE, SPLIT, LINK or DELETE; null for the current ID.'),
    historical_os_ids: z.array(z.string()),
    name: z.string(),
    address: z.string(),
    country_code: z.string(),
    country_name: z.string(),
    other_names: z.array(z.string()),
    other_addresses: z.array(z.string()),
    sector: z.array(sectorSource),
    has_inexact_coordinates: z.boolean(),
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
    contributor_fields: z.array(contributorField),
    created_from: z.object({ created_at: dateTime, contributor: z.string() }).nullable(),
    claim_info: z.looseObject({ status: z.string(), contributor: z.string() }).nullable().describe("The approved claim's public profile."),
    created_at: dateTime,
    updated_at: dateTime,
    matches: z.array(z.looseObject({ match_id: z.number() })).optional().describe('Superusers only: every match of the facility.'),
  }),
});

export const mergesResponse = z.array(
  z.object({
    current_id: z.string().describe('The OS ID the merged one leads to now.'),
    original_id: z.string().describe('The OS ID that was merged away.'),
    created_at: dateTime,
    merge_date: dateTime,
  }),
);
