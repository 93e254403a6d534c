import { CookiePreferences } from '@/components/consent/cookie-preferences.tsx';
import { useSession } from '@/lib/session.ts';
import { ProfilePage } from '@/features/profile/components/profile-page.tsx';

/** /profile/{id}: the owner's view also holds the cookie preferences panel. */
export function ProfileScreen() {
  const session = useSession();
  const viewerId = session.data && !session.data.isAnon ? session.data.id : null;
  return <ProfilePage viewerId={viewerId} ownerExtras={<CookiePreferences />} />;
}
