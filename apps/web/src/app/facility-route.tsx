import { useFeatureFlags } from '@/features/auth/api/feature-flags.ts';
import { FacilityPage } from '@/features/facility/components/facility-page.tsx';

/** The facility page with the feature flags it depends on (features do not import each other; the app composes them). */
export function FacilityRoute() {
  const flags = useFeatureFlags().data ?? {};
  return <FacilityPage flags={{ claim: flags.claim_a_facility === true, closure: flags.report_a_facility === true }} />;
}
