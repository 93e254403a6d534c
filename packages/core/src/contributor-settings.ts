import { z } from 'zod';

/**
 * What staff set per contributor on the dashboard's Contributors screen: the embedded map package
 * (spec part 2 §6 'Embed features by embed_level'), the admin user's groups (api_user: API access)
 * and moderation mode, and the verified badge.
 */
export const contributorSettingsSchema = z.object({
  embed_level: z.number().nullable(),
  is_verified: z.boolean(),
  is_moderation_mode: z.boolean(),
  /** Group names, A-Z. */
  groups: z.array(z.string()),
});
export type ContributorSettings = z.infer<typeof contributorSettingsSchema>;

export const EMBED_LEVELS = [1, 2, 3] as const;

export const contributorSettingsMessages = {
  embedLevel: 'Must be 1, 2 or 3, or null for no embedded map.',
  boolean: 'Must be a valid boolean.',
  groups: 'Must be a list of group names.',
  unknownGroup: (name: string) => `"${name}" is not a valid choice.`,
  nothingToChange: 'Give at least one of embed_level, groups, is_moderation_mode, is_verified.',
  saved: 'Contributor settings saved',
} as const;

/** PATCH body: any of the settings; the rest stay as they are. */
export const contributorSettingsPatch = z
  .object({
    embed_level: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.null()], { error: contributorSettingsMessages.embedLevel })
      .optional(),
    is_verified: z.boolean({ error: contributorSettingsMessages.boolean }).optional(),
    is_moderation_mode: z.boolean({ error: contributorSettingsMessages.boolean }).optional(),
    groups: z
      .array(z.string({ error: contributorSettingsMessages.groups }).max(150), {
        error: contributorSettingsMessages.groups,
      })
      .max(50)
      .optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { error: contributorSettingsMessages.nothingToChange });

export type ContributorSettingsPatch = z.output<typeof contributorSettingsPatch>;

/** The settings after a patch; groups deduplicated and sorted so equal settings compare equal. */
export function applySettingsPatch(current: ContributorSettings, patch: ContributorSettingsPatch): ContributorSettings {
  return {
    embed_level: patch.embed_level === undefined ? current.embed_level : patch.embed_level,
    is_verified: patch.is_verified ?? current.is_verified,
    is_moderation_mode: patch.is_moderation_mode ?? current.is_moderation_mode,
    groups: [...new Set(patch.groups ?? current.groups)].sort(),
  };
}

/** The settings that differ, for the audit entry and its one-line description. */
export function changedSettings(
  before: ContributorSettings,
  after: ContributorSettings,
): (keyof ContributorSettings)[] {
  return (['embed_level', 'is_verified', 'is_moderation_mode', 'groups'] as const).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

const yesNo = (value: unknown) => (value === true ? 'yes' : 'no');
const SETTING_TEXT: Record<keyof ContributorSettings, (value: unknown) => string> = {
  embed_level: (value) => (value === null || value === undefined ? 'none' : String(value as number)),
  is_verified: yesNo,
  is_moderation_mode: yesNo,
  groups: (value) => (Array.isArray(value) && value.length ? value.join(', ') : 'none'),
};
const SETTING_LABELS: Record<keyof ContributorSettings, string> = {
  embed_level: 'Embed level',
  is_verified: 'Verified',
  is_moderation_mode: 'Moderation mode',
  groups: 'Groups',
};

/** e.g. 'Embed level none → 2; Groups none → api_user' (the audit screen's line). */
export function describeSettingsChange(
  before: Partial<Record<keyof ContributorSettings, unknown>>,
  after: Partial<Record<keyof ContributorSettings, unknown>>,
): string {
  return (Object.keys(SETTING_LABELS) as (keyof ContributorSettings)[])
    .filter((key) => key in after)
    .map((key) => `${SETTING_LABELS[key]} ${SETTING_TEXT[key](before[key])} → ${SETTING_TEXT[key](after[key])}`)
    .join('; ');
}
