import { z } from 'zod';
import { confirmEmailSchema, forgotPasswordSchema, loginSchema, resetPasswordSchema, signUpSchema } from './account.ts';
import { endpoint } from './endpoint.ts';

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

const tags = ['auth'];

export const authEndpoints = {
  session: endpoint({
    method: 'GET',
    path: '/user-session/',
    access: 'public',
    tags,
    summary: 'The current session (anonymous or signed in)',
    response: { 200: userSessionSchema },
  }),
  signUp: endpoint({
    method: 'POST',
    path: '/user-signup/',
    access: 'public',
    tags,
    summary: 'Register an account and its organisation',
    body: signUpSchema,
    response: { 201: signUpAnswerSchema },
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/rest-auth/registration/verify-email/',
    access: 'public',
    tags,
    summary: 'Confirm an account with the e-mailed key',
    body: confirmEmailSchema,
    response: { 200: detailAnswerSchema },
  }),
  login: endpoint({
    method: 'POST',
    path: '/user-login/',
    access: 'public',
    tags,
    summary: 'Sign in; sets the session cookie',
    body: loginSchema,
    response: { 200: userSessionSchema },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/user-logout/',
    access: 'public',
    tags,
    summary: 'Sign out',
    response: { 204: noContentSchema },
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/rest-auth/password/reset/',
    access: 'public',
    tags,
    summary: 'E-mail a password reset link',
    body: forgotPasswordSchema,
    response: { 200: detailAnswerSchema },
  }),
  confirmPasswordReset: endpoint({
    method: 'POST',
    path: '/rest-auth/password/reset/confirm/',
    access: 'public',
    tags,
    summary: 'Set a new password with the e-mailed token',
    body: resetPasswordSchema,
    response: { 200: detailAnswerSchema },
  }),
  /** API tokens belong to members of a group (the API users); one token per user. */
  token: endpoint({
    method: 'GET',
    path: '/api-token-auth/',
    access: 'signedIn',
    tags,
    summary: 'Your API token',
    response: { 200: apiTokenSchema },
  }),
  createToken: endpoint({
    method: 'POST',
    path: '/api-token-auth/',
    access: 'signedIn',
    tags,
    summary: 'Create your API token (returns the existing one if any)',
    response: { 200: apiTokenSchema, 201: apiTokenSchema },
  }),
  deleteToken: endpoint({
    method: 'DELETE',
    path: '/api-token-auth/',
    access: 'signedIn',
    tags,
    summary: 'Delete your API token',
    response: { 204: noContentSchema },
  }),
};
