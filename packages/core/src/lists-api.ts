import { z } from 'zod';
import { MATCH_RESPONSIBILITIES, LIST_STATUSES } from './dashboard-lists.ts';
import { endpoint } from './endpoint.ts';
import { fileAnswer } from './file-api.ts';
import { DEFAULT_PAGE_SIZE } from './page-sizes.ts';
import { itemsQuery, listParams, matchParams, rejectBody, removeBody } from './list-review-params.ts';
import { LIST_TEMPLATE_PATH } from './list-upload.ts';
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

const whole = z.coerce.number({ error: 'Must be a whole number.' }).int('Must be a whole number.');
const atLeast = (n: number) => [n, `Ensure this value is greater than or equal to ${n}.`] as const;
const atMost = (n: number) => [n, `Ensure this value is less than or equal to ${n}.`] as const;

/** The staff's Contributor Lists screen: ?contributor&match_responsibility&status&page&pageSize. */
export const dashboardQuery = z.object({
  contributor: whole
    .positive()
    .max(2 ** 52)
    .optional(),
  match_responsibility: z
    .enum(MATCH_RESPONSIBILITIES, { error: `Must be one of ${MATCH_RESPONSIBILITIES.join(', ')}.` })
    .optional(),
  status: z.enum(LIST_STATUSES, { error: `Must be one of ${LIST_STATUSES.join(', ')}.` }).optional(),
  page: whole
    .min(...atLeast(1))
    .max(...atMost(100_000))
    .default(1),
  pageSize: whole
    .min(...atLeast(1))
    .max(...atMost(100))
    .default(DEFAULT_PAGE_SIZE),
});

/** GET /api/facility-lists/ without the dashboard's keys: the caller's lists (a superuser's: any contributor's). */
export const ownListsQuery = z.object({ contributor: z.coerce.number().int().positive().optional() });

/** The list upload (multipart/form-data) as documented; the server reads the form and its service checks it. */
const uploadBody = z.object({
  file: z.string().meta({ format: 'binary' }).describe('The list, .csv or .xlsx'),
  name: z.string(),
  description: z.string().optional(),
  replaces: z.string().optional().describe('A list id of yours this one replaces, or -1'),
});

const tags = ['lists'];

export const listEndpoints = {
  template: endpoint({
    method: 'GET',
    path: LIST_TEMPLATE_PATH,
    access: 'public',
    tags,
    summary: 'The list template (CSV)',
    response: { 200: fileAnswer('text/csv', 'The template, as a download') },
  }),
  uploadSettings: endpoint({
    method: 'GET',
    path: '/api/facility-lists/upload-settings/',
    access: 'public',
    tags,
    summary: 'Upload limits and the support address the upload page shows',
    response: { 200: uploadSettingsSchema },
  }),
  upload: endpoint({
    method: 'POST',
    path: '/api/facility-lists/',
    access: 'contributor',
    tags,
    summary: 'Upload a list',
    description:
      'multipart/form-data: file (.csv or .xlsx), name, description, replaces (a list id of yours, or -1). Answers with the list at once; it is processed in the background.',
    consumes: ['multipart/form-data'],
    body: uploadBody,
    response: { 200: facilityListSchema },
  }),
  /** Both forms: the signed-in contributor's lists, or (a superuser, with any dashboard key) the dashboard's page. */
  lists: endpoint({
    method: 'GET',
    path: '/api/facility-lists/',
    access: 'signedIn',
    tags,
    summary:
      "The signed-in contributor's lists (superusers: ?contributor=; with page, pageSize, match_responsibility or status, the dashboard's paged {count, data})",
    query: ownListsQuery.extend(dashboardQuery.partial().shape),
    response: { 200: z.array(facilityListSchema).or(dashboardListPageSchema) },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/facility-lists/:id/',
    access: 'public',
    tags,
    summary: 'A list with its status counts and progress',
    params: listParams,
    response: { 200: facilityListSchema },
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/facility-lists/:id/file/',
    access: 'signedIn',
    tags,
    summary: 'The file as submitted',
    params: listParams,
    response: { 200: fileAnswer('application/octet-stream', 'The .csv or .xlsx file, as a download') },
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/facility-lists/:id/approve/',
    access: 'superuser',
    tags,
    summary: 'Approve a pending list (superusers)',
    params: listParams,
    response: { 200: facilityListSchema },
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/facility-lists/:id/reject/',
    access: 'superuser',
    tags,
    summary: 'Reject a pending list with a reason (superusers)',
    params: listParams,
    body: rejectBody,
    response: { 200: facilityListSchema },
  }),
  items: endpoint({
    method: 'GET',
    path: '/api/facility-lists/:id/items/',
    access: 'signedIn',
    tags,
    summary: "A page of a list's rows (?page, pageSize up to 100, status (repeatable), search)",
    params: listParams,
    query: itemsQuery,
    response: { 200: listItemsPageSchema },
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/facility-lists/:id/remove/',
    access: 'signedIn',
    tags,
    summary: "Remove a row's contribution from its facility ({list_item_id})",
    params: listParams,
    body: removeBody,
    response: { 200: listItemSchema },
  }),
  confirmMatch: endpoint({
    method: 'POST',
    path: '/api/facility-matches/:id/confirm/',
    access: 'signedIn',
    tags,
    summary: 'Confirm a potential match: the row joins that facility',
    params: matchParams,
    response: { 200: listItemSchema },
  }),
  rejectMatch: endpoint({
    method: 'POST',
    path: '/api/facility-matches/:id/reject/',
    access: 'signedIn',
    tags,
    summary: 'Reject a potential match (the last one rejected makes the row a new facility)',
    params: matchParams,
    response: { 200: listItemSchema },
  }),
  /** The spec's other name for the dashboard's page, always in the paged form. */
  dashboard: endpoint({
    method: 'GET',
    path: '/api/admin-facility-lists/',
    access: 'superuser',
    tags,
    summary:
      'Staff: every list, newest first (?contributor, ?match_responsibility, ?status, ?page, ?pageSize up to 100); answers {count, data}',
    query: dashboardQuery,
    response: { 200: dashboardListPageSchema },
  }),
  dashboardContributors: endpoint({
    method: 'GET',
    path: '/api/admin-facility-lists/contributors/',
    access: 'superuser',
    tags,
    summary: 'Staff: [id, name] of every organisation with a list',
    response: { 200: listContributorsSchema },
  }),
};
