import { z } from 'zod';
import { accountMessages, isHttpUrl, passwordProblems, SIGN_UP_LABELS } from './account.ts';
import { CONTRIBUTOR_TYPES, OTHER_CONTRIBUTOR_TYPE } from './contributor-types.ts';
import { MAX_DESCRIPTION_LENGTH, MAX_PASSWORD_LENGTH, MAX_STRING_LENGTH } from './limits.ts';

export const profileMessages = {
  moderationModeStaffOnly: 'Only staff superusers can change moderation mode.',
  currentPasswordRequired: 'Enter your current password to set a new one.',
  newPasswordRequired: 'Enter the new password and its confirmation.',
  newPasswordMismatch: "The new password and its confirmation don't match",
  updated: 'Updated profile!',
} as const;

const tooLong = (max: number) => (value: string, ctx: z.RefinementCtx) => {
  if (value.length > max) ctx.addIssue({ code: 'custom', message: accountMessages.tooLong(max, value.length) });
};

const requiredText = (label: string, max: number) =>
  z
    .string({ error: accountMessages.missingField(label) })
    .trim()
    .min(1, accountMessages.missingField(label))
    .superRefine(tooLong(max));

/**
 * PUT /user-profile/{id}/, the same rules in the settings form and on the server. The three
 * password fields are optional together: a new password needs the current one and a match.
 */
export const profileUpdateSchema = z
  .object({
    name: requiredText(SIGN_UP_LABELS.name, MAX_STRING_LENGTH),
    description: requiredText(SIGN_UP_LABELS.description, MAX_DESCRIPTION_LENGTH),
    website: z
      .string({ error: accountMessages.websiteInvalid })
      .trim()
      .superRefine(tooLong(MAX_STRING_LENGTH))
      .refine((value) => value === '' || isHttpUrl(value), accountMessages.websiteInvalid)
      .default(''),
    contributor_type: requiredText(SIGN_UP_LABELS.contributor_type, MAX_STRING_LENGTH).refine(
      (value) => (CONTRIBUTOR_TYPES as readonly string[]).includes(value),
      accountMessages.contributorTypeInvalid,
    ),
    other_contributor_type: z
      .string({ error: 'Not a valid string.' })
      .trim()
      .superRefine(tooLong(MAX_STRING_LENGTH))
      .nullish(),
    is_moderation_mode: z.boolean({ error: 'Must be true or false.' }).optional(),
    current_password: z.string({ error: 'Not a valid string.' }).max(MAX_PASSWORD_LENGTH).optional().default(''),
    new_password: z.string({ error: 'Not a valid string.' }).optional().default(''),
    confirm_new_password: z.string({ error: 'Not a valid string.' }).optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.contributor_type === OTHER_CONTRIBUTOR_TYPE && !value.other_contributor_type) {
      ctx.addIssue({
        code: 'custom',
        path: ['other_contributor_type'],
        message: accountMessages.missingField(SIGN_UP_LABELS.other_contributor_type),
      });
    }
    if (!value.new_password && !value.confirm_new_password) return;
    if (!value.current_password)
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: profileMessages.currentPasswordRequired });
    if (!value.new_password || !value.confirm_new_password) {
      ctx.addIssue({
        code: 'custom',
        path: [value.new_password ? 'confirm_new_password' : 'new_password'],
        message: profileMessages.newPasswordRequired,
      });
    } else if (value.new_password !== value.confirm_new_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_new_password'], message: profileMessages.newPasswordMismatch });
    }
    for (const problem of value.new_password ? passwordProblems(value.new_password) : []) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: problem });
    }
  });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Spec part 2 §5: the moderation-mode checkbox ('Admin Settings') is for staff superusers only. */
export const canSetModerationMode = (user: { is_staff: boolean; is_superuser: boolean }) =>
  user.is_staff && user.is_superuser;
