import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/**
 * Answers of the API-limit routes: a user's API info and the staff's API blocks (spec part 2 §3,
 * §5, §7). The server validates its replies with these and documents them in OpenAPI; the web
 * client reads the inferred types.
 */

/** What API info shows for a limit or period staff have not set (shown in red). */
export const API_INFO_NOT_SET = 'Not Set';

export const apiInfoSchema = z.object({
  /** Calls allowed per renewal period, or API_INFO_NOT_SET. */
  apiCallAllowance: z.union([z.number(), z.string()]),
  currentCallCount: z.number(),
  /** MONTHLY or YEARLY, or API_INFO_NOT_SET. */
  renewalPeriod: z.string(),
});
export type ApiInfo = z.infer<typeof apiInfoSchema>;

/** Spec part 2 §3 'API block', with the organisation's name. */
export const apiBlockSchema = z.object({
  id: z.number(),
  contributor: z.number(),
  contributor_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  until: z.string(),
  limit: z.number(),
  actual: z.number(),
  grace_limit: z.number().nullable(),
  grace_reason: z.string(),
  active: z.boolean(),
});
export type ApiBlock = z.infer<typeof apiBlockSchema>;

const tags = ['api limits'];
const wholeNumber = () =>
  z
    .string()
    .regex(/^\d{1,15}$/, 'Must be a whole number.')
    .transform(Number);
const idParam = z.object({ id: wholeNumber() });

export const apiLimitEndpoints = {
  info: endpoint({
    method: 'GET',
    path: '/user-api-info/:id/',
    access: 'signedIn',
    tags,
    summary: "A user's API call allowance, count and renewal period",
    params: idParam,
    response: { 200: apiInfoSchema },
  }),
  blocks: endpoint({
    method: 'GET',
    path: '/api/api-blocks/',
    access: 'superuser',
    tags,
    summary: 'API blocks (staff)',
    query: z.object({
      active: z
        .enum(['true', 'false'], { error: "Must be 'true' or 'false'." })
        .optional()
        .transform((v) => (v === undefined ? undefined : v === 'true')),
      contributor: wholeNumber().optional(),
    }),
    response: { 200: z.array(apiBlockSchema) },
  }),
  block: endpoint({
    method: 'GET',
    path: '/api/api-blocks/:id/',
    access: 'superuser',
    tags,
    summary: 'One API block (staff)',
    params: idParam,
    response: { 200: apiBlockSchema },
  }),
  setGrace: endpoint({
    method: 'PUT',
    path: '/api/api-blocks/:id/',
    access: 'superuser',
    tags,
    summary: 'Set the grace limit of an API block (staff)',
    description: 'The other fields of the block may be sent back with it; they are ignored.',
    params: idParam,
    body: z.object({
      grace_limit: z
        .number({ error: 'A valid integer is required.' })
        .int('A valid integer is required.')
        .min(0)
        .max(2_000_000_000)
        .nullable()
        .optional(),
      grace_reason: z.string({ error: 'Not a valid string.' }).max(1000).optional(),
    }),
    response: { 200: apiBlockSchema },
  }),
};
