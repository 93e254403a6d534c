import { z } from 'zod';

/**
 * Answers of the staff's Contributors screen (/api/staff/contributors/, /api/staff/groups/). The
 * PATCH body is contributor-settings.ts's contributorSettingsPatch. The server validates its
 * replies with these and documents them in OpenAPI; the web client reads the inferred types.
 */

/** The settings staff set per contributor (see contributor-settings.ts). */
export const contributorSettingsSchema = z.object({
  embed_level: z.number().nullable(),
  is_verified: z.boolean(),
  is_moderation_mode: z.boolean(),
  /** Group names, A-Z. */
  groups: z.array(z.string()),
});

/** A contributor with its admin user's settings. */
export const staffContributorSchema = contributorSettingsSchema.extend({
  id: z.number(),
  name: z.string(),
  contributor_type: z.string(),
  email: z.string(),
  user_id: z.number(),
});
export type StaffContributor = z.infer<typeof staffContributorSchema>;

export const staffContributorPageSchema = z.object({ count: z.number(), results: z.array(staffContributorSchema) });
export type StaffContributorPage = z.infer<typeof staffContributorPageSchema>;

/** The answer of a PATCH: the settings now, and the undoable audit entry (null when nothing changed). */
export const savedContributorSchema = contributorSettingsSchema.extend({
  id: z.number(),
  name: z.string(),
  user_id: z.number(),
  audit_id: z.number().nullable(),
});
export type SavedContributor = z.infer<typeof savedContributorSchema>;

/** The groups a user can be put in, A-Z. */
export const groupNamesSchema = z.array(z.string());
