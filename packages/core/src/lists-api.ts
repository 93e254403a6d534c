import { z } from 'zod';
import { MATCH_RESPONSIBILITIES, LIST_STATUSES } from './dashboard-lists.ts';
import { matchEvidenceSchema } from './facility-match-api.ts';
import { LIST_ITEM_STATUSES, type DisplayedListStatus, type ListProgress } from './list-status.ts';
import { GEOCODE_PRECISIONS } from './geocode-precision.ts';

/**
 * Answers of the facility list routes (spec part 1 §3, §4; part 2 §2, §3, §7): lists, their rows
 * and matches, and the staff's dashboard pages. The server validates its replies with these and
 * documents them in OpenAPI; the web client reads the inferred types.
 */

export const uploadSettingsSchema = z.object({ support_email: z.string(), max_upload_bytes: z.number() });
export type UploadSettings = z.infer<typeof uploadSettingsSchema>;

const rowsProgress = z.object({ done: z.number(), total: z.number().nullable() });
const stepProgress = rowsProgress.extend({ failed: z.number() });

/** See ListProgress (list-status.ts). */
export const listProgressSchema = z.object({
  step: z.enum(['parse', 'approval', 'geocode', 'match', 'done', 'rejected']),
  rows: rowsProgress,
  parse: stepProgress,
  geocode: stepProgress,
  match: stepProgress,
}) satisfies z.ZodType<ListProgress>;

const DISPLAYED_LIST_STATUSES = [
  'Processing',
  'Pending approval',
  'Approved',
  'Action required',
  'Pending moderation',
  'Rejected',
  'Replaced',
] as const satisfies readonly DisplayedListStatus[];

/** Spec part 1 §3 'Facility list', with its processing progress and the status My Lists shows. */
export const facilityListSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  contributor_id: z.number(),
  file_name: z.string(),
  /** Where the file as submitted is downloaded. */
  file: z.string(),
  item_count: z.number(),
  items_url: z.string(),
  status: z.enum(LIST_STATUSES),
  /** The item statuses that occur in the list. */
  statuses: z.array(z.enum(LIST_ITEM_STATUSES)),
  status_change_reason: z.string(),
  /** Rows per item status, every status present. */
  status_counts: z.record(z.string(), z.number()),
  parsing_errors: z.array(z.object({ message: z.string(), type: z.string() })),
  match_responsibility: z.enum(MATCH_RESPONSIBILITIES),
  is_active: z.boolean(),
  is_public: z.boolean(),
  /** The list this one replaces. */
  replaces: z.number().nullable(),
  created_at: z.string(),
  progress: listProgressSchema,
  display_status: z.enum(DISPLAYED_LIST_STATUSES),
});
export type FacilityList = z.infer<typeof facilityListSchema>;

/** Spec part 2 §3 'Facility list (dashboard)': the list with its organisation's name. */
export const dashboardListSchema = facilityListSchema.extend({ contributor_name: z.string() });
export type DashboardList = z.infer<typeof dashboardListSchema>;

export const dashboardListPageSchema = z.object({ count: z.number(), data: z.array(dashboardListSchema) });
export type DashboardListPage = z.infer<typeof dashboardListPageSchema>;

/** [id, name] of every organisation with a list. */
export const listContributorsSchema = z.array(z.tuple([z.number(), z.string()]));

const point = z.object({ lng: z.number(), lat: z.number() });

export const LIST_MATCH_STATUSES = ['PENDING', 'AUTOMATIC', 'CONFIRMED', 'REJECTED', 'MERGED'] as const;

/** A facility a row matched, or a candidate for it. */
export const listMatchSchema = z.object({
  id: z.number(),
  status: z.enum(LIST_MATCH_STATUSES),
  confidence: z.number(),
  os_id: z.string(),
  name: z.string(),
  address: z.string(),
  location: point,
  is_claimed: z.boolean(),
  is_active: z.boolean(),
  /** How the matcher scored the match (its scores too); `evidence`, what weighed for and against, since it keeps it. */
  results: z
    .object({
      version: z.number().optional(),
      match_type: z.string().optional(),
      evidence: matchEvidenceSchema.optional(),
    })
    .catchall(z.unknown()),
});
export type ListMatch = z.infer<typeof listMatchSchema>;

/** Spec part 1 §3 'List item', with its matches and the facility it joined or created. */
export const listItemSchema = z.object({
  id: z.number(),
  row_index: z.number(),
  /** The row as read from the file. */
  raw_data: z.unknown(),
  status: z.enum(LIST_ITEM_STATUSES),
  processing_started_at: z.string().nullable(),
  processing_completed_at: z.string().nullable(),
  country_code: z.string().nullable(),
  country_name: z.string().nullable(),
  name: z.string(),
  address: z.string(),
  geocoded_point: point.nullable(),
  geocoded_address: z.string().nullable(),
  /** How precise the geocoded point is (geocode-precision.ts); null for given coordinates. */
  geocoded_location_type: z.enum(GEOCODE_PRECISIONS).nullable(),
  /** 'Location approximate: town centre of Savar, Bangladesh'; null at the address or without a point. */
  location_note: z.string().nullable(),
  /** Why a row placed only at a region's or a country's centre is flagged. */
  location_warning: z.string().nullable(),
  processing_errors: z.array(z.string()),
  /** The item statuses that occur in the list. */
  list_statuses: z.array(z.string()),
  matched_facility: z
    .object({
      os_id: z.string(),
      name: z.string(),
      address: z.string(),
      location: point,
      created_from_id: z.number().nullable(),
    })
    .nullable(),
  matches: z.array(listMatchSchema),
});
export type ListItem = z.infer<typeof listItemSchema>;

export const listItemsPageSchema = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(listItemSchema),
});
export type ListItemsPage = z.infer<typeof listItemsPageSchema>;
