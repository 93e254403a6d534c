import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useT } from '@/lib/i18n/i18n.ts';
import { facilityPath } from '@/lib/paths.ts';
import type { FacilityDetail } from '../api/facility-detail.ts';
import { claimBanner, closureBanner } from './banners.ts';

const SEVERITY = { claimed: 'success', pending: 'info', unclaimed: 'warning' } as const;

export function ClaimBannerView({ facility, claimFlag }: { facility: FacilityDetail; claimFlag: boolean }) {
  const t = useT();
  const banner = claimBanner(facility.properties.os_id, facility.properties.claim_status, claimFlag);
  return (
    <Alert
      severity={SEVERITY[banner.kind]}
      variant={banner.kind === 'claimed' ? 'filled' : 'standard'}
      data-testid="claim-banner"
    >
      {t(banner.text)}
      {banner.kind === 'unclaimed' && banner.claimLink && (
        <>
          {' '}
          <Link component={RouterLink} to={banner.claimLink.to} color="inherit" sx={{ fontWeight: 600 }}>
            {t(banner.claimLink.text)}
          </Link>
        </>
      )}
    </Alert>
  );
}

export function ClosureBannerView({ facility }: { facility: FacilityDetail }) {
  const t = useT();
  const banner = closureBanner(facility.properties);
  if (!banner) return null;
  return (
    <Alert severity={banner.kind === 'pending' ? 'warning' : 'error'} variant="filled" data-testid="closure-banner">
      {t(banner.text)}
      {banner.kind === 'pending' && <> &middot; {t(banner.note)}</>}
      {banner.kind === 'moved' && (
        <>
          {' '}
          <Link component={RouterLink} to={facilityPath(banner.newOsId)} color="inherit" sx={{ fontWeight: 600 }}>
            {banner.newOsId}
          </Link>
        </>
      )}
      {banner.kind !== 'pending' && banner.verified && <> &middot; {t(banner.verified)}</>}
    </Alert>
  );
}
