import { z } from 'zod';

/**
 * Answers of the account routes: session, sign-up, login, password reset, API token (spec part 1
 * §5). The request bodies are account.ts's schemas (the forms validate with them too). The server
 * validates its replies with these and documents them in OpenAPI; the web client reads the
 * inferred types.
 */

/** `{detail}`: what a route that only confirms an action answers. */
export const detailAnswerSchema = z.object({ detail: z.string() });
export type DetailAnswer = z.infer<typeof detailAnswerSchema>;

/** 204: nothing in the body. */
export const noContentSchema = z.null().describe('No content');

/** The session the client loads at start (GET /user-session/), and the answer of a login. */
export const userSessionSchema = z.object({
  isAnon: z.boolean(),
  id: z.number().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  contributor_id: z.number().nullable(),
  is_superuser: z.boolean(),
  is_staff: z.boolean(),
  is_moderation_mode: z.boolean(),
  /** Facility records the user may still download for free. */
  allowed_records_number: z.number(),
  groups: z.array(z.string()),
  /** OS IDs of the organisation's approved and pending claims. */
  claimed_facility_ids: z.object({ approved: z.array(z.string()), pending: z.array(z.string()) }),
  embed_level: z.number().nullable(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** 201 of POST /user-signup/: the account (inactive until its e-mail is confirmed). */
export const signUpAnswerSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  contributor_id: z.number(),
});
export type SignUpAnswer = z.infer<typeof signUpAnswerSchema>;

/** The caller's API token (GET and POST /api-token-auth/). */
export const apiTokenSchema = z.object({ token: z.string(), created: z.string().describe('ISO 8601 date and time') });
export type ApiToken = z.infer<typeof apiTokenSchema>;
