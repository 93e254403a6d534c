export type SettingsTab = 'profile' | 'embed' | 'api';

/** Spec part 2 §6: Embed only with the embedded_map flag; API only for members of at least one group. */
export function settingsTabs(options: { embeddedMapFlag: boolean; groups: readonly string[] }): SettingsTab[] {
  return [
    'profile',
    ...(options.embeddedMapFlag ? (['embed'] as const) : []),
    ...(options.groups.length > 0 ? (['api'] as const) : []),
  ];
}
