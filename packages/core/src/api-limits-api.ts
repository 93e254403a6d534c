import { z } from 'zod';

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
