import { z } from 'zod';
import { GEOCODE_PRECISIONS } from './geocode-precision.ts';
import {
  MODERATION_ACTION_TYPES,
  MODERATION_REQUEST_TYPES,
  MODERATION_SOURCES,
  MODERATION_STATUSES,
} from './moderation-events.ts';

/**
 * Answers of the v1 production-locations and moderation-events routes (spec part 1 §3, §7;
 * part 2 §3, §7). The server validates its replies with these and documents them in OpenAPI;
 * the web client reads the inferred types.
 */

export const CLAIM_STATUSES_OF_LOCATION = ['unclaimed', 'pending', 'claimed'] as const;

const countrySchema = z.object({ name: z.string(), alpha_2: z.string() });
const workersSchema = z.object({ min: z.number(), max: z.number() });
const pointSchema = z.object({ lat: z.number(), lng: z.number() });
const texts = z.array(z.string());

/**
 * One production location as search and lookup answer it: the nine fields every answer has, then
 * the anchor's v1 fields this registry holds, each left out when it has no value (never invented):
 * the index's sectors and types, the contributed parent company and workers, and what an approved
 * claim says.
 */
export const productionLocationSchema = z.object({
  os_id: z.string(),
  name: z.string(),
  local_name: z.string().optional(),
  description: z.string().optional(),
  address: z.string(),
  country: countrySchema.extend({ alpha_3: z.string().optional() }),
  claim_status: z.enum(CLAIM_STATUSES_OF_LOCATION),
  /** When the approved claim was approved. */
  claimed_at: z.string().optional(),
  /** Older OS IDs that now resolve to this location (merges, links). */
  historical_os_id: z.array(z.string()),
  coordinates: pointSchema,
  /**
   * How precise the coordinates are while they are a geocoder's: 'address', 'postal_code',
   * 'locality', 'region' or 'country' (geocode-precision.ts); null for given or corrected ones.
   */
  geocoded_location_type: z.enum(GEOCODE_PRECISIONS).nullable(),
  /** The claimed location's public website. */
  business_url: z.string().optional(),
  sector: texts.optional(),
  parent_company: z.string().optional(),
  product_type: texts.optional(),
  location_type: texts.optional(),
  processing_type: texts.optional(),
  number_of_workers: workersSchema.optional(),
  minimum_order_quantity: z.string().optional(),
  average_lead_time: z.string().optional(),
  percent_female_workers: z.number().optional(),
  affiliations: texts.optional(),
  certifications_standards_regulations: texts.optional(),
  is_closed: z.boolean(),
});
export type ProductionLocation = z.infer<typeof productionLocationSchema>;

/** GET /{os_id}/ adds what the claim says about the location's opening and its yearly figures. */
export const productionLocationDetailSchema = productionLocationSchema.extend({
  opened_at: z.string().optional(),
  estimated_annual_throughput: z.number().optional(),
  /** Energy by source, in the claim's units; sources not given are left out. */
  actual_annual_energy_consumption: z.record(z.string(), z.number()).optional(),
});
export type ProductionLocationDetail = z.infer<typeof productionLocationDetailSchema>;

export const geohexBucketSchema = z.object({ key: z.string(), doc_count: z.number() });

export const productionLocationSearchSchema = z.object({
  count: z.number(),
  data: z.array(productionLocationSchema),
  /** With aggregation=geohex_grid: facilities per H3 cell (key: the cell's index), most first. */
  aggregations: z.object({ geohex_grid: z.object({ buckets: z.array(geohexBucketSchema) }) }).optional(),
});
export type ProductionLocationSearch = z.infer<typeof productionLocationSearchSchema>;

/** The cleaned contribution (see checkProductionLocation in production-location-rules.ts). */
export const cleanedDataSchema = z.object({
  name: z.string(),
  address: z.string(),
  country: countrySchema,
  sector: z.array(z.string()).optional(),
  product_type: z.array(z.string()).optional(),
  location_type: z.array(z.string()).optional(),
  processing_type: z.array(z.string()).optional(),
  number_of_workers: workersSchema.optional(),
  parent_company: z.string().optional(),
  local_name: z.string().optional(),
  coordinates: pointSchema.optional(),
});

/** 202 answer of create (POST) and update (PATCH): the contribution waits for moderation. */
export const pendingModerationEventSchema = z.object({
  moderation_id: z.string(),
  moderation_status: z.literal('PENDING'),
  created_at: z.string(),
  cleaned_data: cleanedDataSchema,
  /** The location updated (PATCH); left out on create until a moderator decides. */
  os_id: z.string().optional(),
});
export type PendingModerationEvent = z.infer<typeof pendingModerationEventSchema>;

export const potentialMatchSchema = z.object({
  os_id: z.string(),
  name: z.string(),
  address: z.string(),
  claim_status: z.enum(CLAIM_STATUSES_OF_LOCATION),
  /** The matcher's confidence, 0..1, when the event was stored. */
  confidence: z.number(),
});
export type PotentialMatch = z.infer<typeof potentialMatchSchema>;

export const moderationEventSchema = z.object({
  moderation_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  os_id: z.string().nullable(),
  /** As cleaned when stored (older events may carry other keys). */
  cleaned_data: z.record(z.string(), z.unknown()),
  raw_data: z.record(z.string(), z.unknown()),
  geocode_result: z.record(z.string(), z.unknown()),
  contributor_id: z.number(),
  contributor_name: z.string(),
  request_type: z.enum(MODERATION_REQUEST_TYPES),
  source: z.enum(MODERATION_SOURCES),
  status: z.enum(MODERATION_STATUSES),
  status_change_date: z.string().nullable(),
  action_type: z.enum(MODERATION_ACTION_TYPES).nullable(),
  action_perform_by_id: z.number().nullable(),
  action_reason_text_cleaned: z.string(),
  action_reason_text_raw: z.string(),
  claim_id: z.number().nullable(),
  /** Current facilities the matcher found when the event was stored, best first. */
  potential_matches: z.array(potentialMatchSchema),
});
export type ModerationEvent = z.infer<typeof moderationEventSchema>;

export const moderationEventListSchema = z.object({ count: z.number(), data: z.array(moderationEventSchema) });
export type ModerationEventList = z.infer<typeof moderationEventListSchema>;
