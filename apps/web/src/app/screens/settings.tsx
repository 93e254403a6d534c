import { useFeatureFlags } from '@/lib/feature-flags.ts';
import { useSession } from '@/lib/session.ts';
import { EmbedSettings } from '@/features/embed/components/embed-settings.tsx';
import { ProfileSettings } from '@/features/profile/components/profile-settings.tsx';
import { ApiTab } from '@/features/settings/components/api-tab.tsx';
import { SettingsPage } from '@/features/settings/components/settings-page.tsx';

/** /settings: the app gives the settings tabs their content (features do not import each other). */
export function SettingsScreen() {
  const session = useSession();
  const flags = useFeatureFlags();
  const data = session.data;
  const user = session.isPending ? undefined : data && !data.isAnon && data.id !== null ? data : null;
  return (
    <SettingsPage
      user={user ? { id: user.id!, groups: user.groups } : user}
      embeddedMapFlag={flags.data?.embedded_map === true}
      renderProfile={(userId) => <ProfileSettings userId={userId} />}
      renderEmbed={() =>
        user?.contributor_id ? (
          <EmbedSettings contributorId={user.contributor_id} embedLevel={user.embed_level} />
        ) : null
      }
      renderApi={(userId) => <ApiTab userId={userId} />}
    />
  );
}
