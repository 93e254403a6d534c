import type { ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { NotFound } from '@/components/not-found.tsx';
import { ClaimedDetailsPage, ClaimedListPage, ClaimPage } from '@/features/claims/index.ts';
import { useFeatureFlags } from '@/lib/feature-flags.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useSession } from '@/lib/session.ts';

/** Session and the claim_a_facility flag, for the claim screens (features do not import each other). */
function useClaimGate() {
  const session = useSession();
  const flags = useFeatureFlags();
  const signedIn = session.isPending ? undefined : Boolean(session.data && !session.data.isAnon);
  const claimFlag = flags.isPending ? undefined : flags.data?.claim_a_facility === true;
  return { signedIn, claimFlag };
}

/** /facilities/{osID}/claim. */
export function ClaimScreen() {
  return <ClaimPage {...useClaimGate()} />;
}

/** /claimed and /claimed/{claimID}: not found while the claim flag is off. */
function ClaimedGate({ children }: { children: (signedIn: boolean) => ReactNode }) {
  const t = useT();
  const { signedIn, claimFlag } = useClaimGate();
  if (signedIn === undefined || claimFlag === undefined)
    return <CircularProgress aria-label={t('Loading')} sx={{ m: 4 }} />;
  if (!claimFlag) return <NotFound />;
  return children(signedIn);
}

export function ClaimedListScreen() {
  return <ClaimedGate>{(signedIn) => <ClaimedListPage signedIn={signedIn} />}</ClaimedGate>;
}

export function ClaimedDetailsScreen() {
  return <ClaimedGate>{(signedIn) => <ClaimedDetailsPage signedIn={signedIn} />}</ClaimedGate>;
}
