import { z } from 'zod';
import { isCountryCode } from './countries.ts';
import { endpoint } from './endpoint.ts';
import { mergeAnswerSchema } from './facility-admin-api.ts';
import { DEFAULT_PAGE_SIZE } from './page-sizes.ts';

/**
 * The duplicate finder's staff API ("Possible duplicates", /dashboard/duplicates): pairs of
 * facilities the matcher finds alike, best first, to merge or dismiss; and the full pass that
 * compares the whole registry again.
 */

/**
 * The confidence from which pairs are shown unless the screen asks for less. Pairs are stored
 * from the matcher's potential threshold (0.6 by default), but between the two most are look-alikes
 * (another unit of one company, a name shared by two firms of one town); see the finder's bench.
 */
export const DEFAULT_MIN_CONFIDENCE = 0.75;
export const DUPLICATE_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const MAX_DUPLICATE_PAGE_SIZE = 100;

export const DUPLICATE_MESSAGES = {
  country: 'Select a valid country.',
  minConfidence: 'Enter a number from 0 to 1.',
  wholeNumber: 'A valid integer is required.',
  pageSize: `Ensure this value is less than or equal to ${MAX_DUPLICATE_PAGE_SIZE}.`,
  notFound: 'No possible duplicate with this id exists.',
  dismissed: 'This pair was already marked as not a duplicate.',
  gone: 'One of these facilities no longer exists (it was merged or deleted).',
  targetNotInPair: 'The facility to keep must be one of the pair.',
  claimed: (osId: string) =>
    `Facility ${osId} has been claimed. Merging it away passes its claim to the facility kept; confirm to merge anyway.`,
  dismissedToast: 'Marked as not a duplicate',
  passStarted: 'A full pass over the registry has started',
} as const;

const wholeNumber = (max: number, message: string = DUPLICATE_MESSAGES.wholeNumber) =>
  z
    .string()
    .regex(/^\d{1,9}$/, DUPLICATE_MESSAGES.wholeNumber)
    .transform(Number)
    .refine((value) => value >= 1, DUPLICATE_MESSAGES.wholeNumber)
    .refine((value) => value <= max, message);

/** GET /api/facility-duplicates/ */
export const duplicateListQuerySchema = z.object({
  country: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine(isCountryCode, DUPLICATE_MESSAGES.country)
    .optional()
    .describe('ISO 3166-1 alpha-2: pairs of this country only.'),
  min_confidence: z
    .string()
    .regex(/^(0(\.\d{1,3})?|1(\.0{1,3})?|\.\d{1,3})$/, DUPLICATE_MESSAGES.minConfidence)
    .transform(Number)
    .optional()
    .describe(`Pairs from this confidence (0..1; default ${DEFAULT_MIN_CONFIDENCE}).`),
  contributor: wholeNumber(2 ** 31 - 1)
    .optional()
    .describe('A contributor id: pairs where either facility has a contribution of it.'),
  page: wholeNumber(1_000_000).optional(),
  pageSize: wholeNumber(MAX_DUPLICATE_PAGE_SIZE, DUPLICATE_MESSAGES.pageSize).optional(),
});

const sideSchema = z.object({
  os_id: z.string(),
  name: z.string(),
  address: z.string(),
  country_code: z.string(),
  lat: z.number(),
  lng: z.number(),
  has_approved_claim: z.boolean(),
  has_pending_claim: z.boolean(),
  contributors: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type DuplicateSide = z.infer<typeof sideSchema>;

export const duplicateEvidenceSchema = z.object({
  raised: z.array(z.string()),
  lowered: z.array(z.string()),
  conflicting: z.boolean(),
  name_score: z.number(),
  address_score: z.number(),
  distance_km: z.number().nullable(),
});

export const duplicateSchema = z.object({
  id: z.number(),
  os_id_a: z.string().describe('The lower OS ID of the two.'),
  os_id_b: z.string(),
  confidence: z.number().describe("0..1, the matcher's confidence that both are one place."),
  evidence: duplicateEvidenceSchema,
  created_at: z.string(),
  facility_a: sideSchema,
  facility_b: sideSchema,
});
export type Duplicate = z.infer<typeof duplicateSchema>;

export const duplicatePageSchema = z.object({ count: z.number(), results: z.array(duplicateSchema) });
export type DuplicatePage = z.infer<typeof duplicatePageSchema>;

export const dismissAnswerSchema = z.object({ id: z.number(), dismissed: z.literal(true) });

/** POST /api/facility-duplicates/{id}/merge/: the other facility of the pair is merged into `target`. */
export const duplicateMergeBodySchema = z.object({
  target: z.string({ error: 'This field is required.' }).trim().min(1, 'This field is required.').max(40),
  confirm_claimed: z.boolean().optional().default(false),
});

export const PASS_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export const duplicatePassSchema = z.object({
  id: z.number(),
  status: z.enum(PASS_STATUSES),
  countries_total: z.number(),
  countries_done: z.number(),
  facilities_total: z.number(),
  facilities_done: z.number(),
  pairs_found: z.number(),
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type DuplicatePass = z.infer<typeof duplicatePassSchema>;
/** GET /api/facility-duplicates/refresh/: the latest pass, if any. */
export const latestPassSchema = z.object({ pass: duplicatePassSchema.nullable() });

const tags = ['possible duplicates'];
const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'A valid integer is required.')
    .transform(Number),
});

/** "Possible duplicates" (issue [3.1]): the finder's pairs for staff, and its full pass. */
export const duplicateEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/facility-duplicates/',
    access: 'superuser',
    tags,
    summary: 'Pairs of facilities that look like one place, best first',
    query: duplicateListQuerySchema,
    response: { 200: duplicatePageSchema },
  }),
  dismiss: endpoint({
    method: 'POST',
    path: '/api/facility-duplicates/:id/dismiss/',
    access: 'superuser',
    tags,
    summary: 'Not a duplicate: the pair is never proposed again',
    params: idParams,
    response: { 200: dismissAnswerSchema },
  }),
  merge: endpoint({
    method: 'POST',
    path: '/api/facility-duplicates/:id/merge/',
    access: 'superuser',
    tags,
    summary: "Merge the pair's other facility into `target` (audited and undoable, as the merge tool)",
    description:
      'A facility with a claim is merged away only with confirm_claimed: true (409 otherwise, saying which).',
    params: idParams,
    body: duplicateMergeBodySchema,
    response: { 200: mergeAnswerSchema },
  }),
  refresh: endpoint({
    method: 'POST',
    path: '/api/facility-duplicates/refresh/',
    access: 'superuser',
    tags,
    summary: 'Start a full pass of the finder over the registry (202 with its job)',
    description: 'While a pass is queued or running, answers that one.',
    response: { 202: duplicatePassSchema },
  }),
  latestPass: endpoint({
    method: 'GET',
    path: '/api/facility-duplicates/refresh/',
    access: 'superuser',
    tags,
    summary: 'The latest full pass and its progress',
    response: { 200: latestPassSchema },
  }),
};
