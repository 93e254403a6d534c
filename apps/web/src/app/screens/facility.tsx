import { useSearchParams } from 'react-router';
import { FacilityPage } from '@/features/facilities/components/facility-page.tsx';
import { StaffFacilityActions } from '@/features/facilities/components/staff-facility-actions.tsx';
import { useFeatureFlags } from '@/lib/feature-flags.ts';
import { useSession } from '@/lib/session.ts';
import { facilityEmbedView } from '../embed-facility-view.ts';
import { embedContributorId, isEmbedMode } from '../embed-mode.ts';
import { EmbeddedMap } from '../embedded-map.tsx';

/**
 * The facility page with the feature flags it depends on (features do not import each other; the
 * app composes them); opened from an embedded map, in that contributor's embed config.
 */
export function FacilityScreen() {
  const flags = useFeatureFlags().data ?? {};
  const session = useSession().data;
  const signedIn = Boolean(session && !session.isAnon);
  const [params] = useSearchParams();
  const pageFlags = { claim: flags.claim_a_facility === true, closure: flags.report_a_facility === true };
  const contributorId = embedContributorId(params);
  // An embedded map's links name its contributor; without one the page is embedded without a config.
  if (isEmbedMode(params) && contributorId !== null) {
    return (
      <EmbeddedMap contributorId={contributorId}>
        {(config) => <FacilityPage flags={pageFlags} embedView={facilityEmbedView(config)} />}
      </EmbeddedMap>
    );
  }
  // Superusers get links to the staff tools, opened on this facility.
  const staff = session?.isAnon === false && session.is_superuser;
  return (
    <FacilityPage
      flags={pageFlags}
      signedIn={signedIn}
      claims={session && !session.isAnon ? session.claimed_facility_ids : null}
      renderStaffActions={staff ? (osId) => <StaffFacilityActions osId={osId} /> : undefined}
    />
  );
}
