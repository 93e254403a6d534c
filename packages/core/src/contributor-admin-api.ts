import { z } from 'zod';
import { contributorSettingsPatch, contributorSettingsSchema } from './contributor-settings.ts';
import { endpoint } from './endpoint.ts';
import { idParams, pageQuery } from './http-params.ts';

/**
 * Answers of the staff's Contributors screen (/api/staff/contributors/, /api/staff/groups/). The
 * PATCH body is contributor-settings.ts's contributorSettingsPatch. The server validates its
 * replies with these and documents them in OpenAPI; the web client reads the inferred types.
 */

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

const tags = ['staff'];

export const contributorAdminEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/staff/contributors/',
    access: 'superuser',
    tags,
    summary: 'Staff: contributors A-Z with their settings, searched by name, e-mail or id',
    query: pageQuery.extend({ q: z.string().max(200).optional() }),
    response: { 200: staffContributorPageSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/staff/contributors/:id/',
    access: 'superuser',
    tags,
    summary: "Staff: set a contributor's embed level, groups, moderation mode or verification (undoable)",
    params: idParams,
    body: contributorSettingsPatch,
    response: { 200: savedContributorSchema },
  }),
  groups: endpoint({
    method: 'GET',
    path: '/api/staff/groups/',
    access: 'superuser',
    tags,
    summary: 'Staff: the groups a user can be put in',
    response: { 200: groupNamesSchema },
  }),
};
