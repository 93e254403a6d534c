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

/** One production location as search and lookup answer it. */
export const productionLocationSchema = z.object({
  os_id: z.string(),
  name: z.string(),
  address: z.string(),
  country: countrySchema,
  claim_status: z.enum(CLAIM_STATUSES_OF_LOCATION),
  /** Older OS IDs that now resolve to this location (merges, links). */
  historical_os_id: z.array(z.string()),
  coordinates: pointSchema,
  /**
   * How precise the coordinates are while they are a geocoder's: 'address', 'postal_code',
   * 'locality', 'region' or 'country' (geocode-precision.ts); null for given or corrected ones.
   */
  geocoded_location_type: z.enum(GEOCODE_PRECISIONS).nullable(),
  is_closed: z.boolean(),
});
export type ProductionLocation = z.infer<typeof productionLocationSchema>;

export const productionLocationSearchSchema = z.object({ count: z.number(), data: z.array(productionLocationSchema) });
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
