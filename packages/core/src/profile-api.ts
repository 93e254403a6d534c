import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { profileUpdateSchema } from './profile.ts';

/**
 * Answers of GET and PUT /user-profile/{id}/ (spec part 1 §5). The request body is profile.ts's
 * profileUpdateSchema (the settings form validates with it too). The server validates its replies
 * with these and documents them in OpenAPI; the web client reads the inferred types.
 */

/** What everyone sees: the organisation and its public lists. */
export const publicProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  website: z.string(),
  contributor_type: z.string(),
  other_contributor_type: z.string().nullable(),
  is_verified: z.boolean(),
  contributor_id: z.number(),
  facility_lists: z.array(
    z.object({ id: z.number(), name: z.string(), description: z.string(), contributor_id: z.number() }),
  ),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

const accountPart = {
  email: z.string(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  is_moderation_mode: z.boolean(),
  embed_level: z.number().nullable(),
  embed_config_id: z.number().nullable(),
};

/** The owner's view: the account part too. */
export const ownProfileSchema = publicProfileSchema.extend(accountPart);
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** What the route answers: the account part only when the caller is the owner. */
export const userProfileSchema = publicProfileSchema.extend(z.object(accountPart).partial().shape);
export type UserProfile = z.infer<typeof userProfileSchema>;

const tags = ['profile'];
const idParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Must be a whole number.')
    .transform(Number),
});

export const profileEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/user-profile/:id/',
    access: 'public',
    tags,
    summary: "A user's profile: the organisation for everyone, the account part for its owner",
    params: idParam,
    response: { 200: userProfileSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/user-profile/:id/',
    access: 'signedIn',
    tags,
    summary: 'Update your profile; a new password needs the current one. Moderation mode: staff superusers only',
    params: idParam,
    body: profileUpdateSchema,
    response: { 200: userProfileSchema },
  }),
};
