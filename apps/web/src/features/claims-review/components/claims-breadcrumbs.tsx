import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/lib/paths.ts';

/** Dashboard / Facility Claims [/ Claim {id}]. */
export function ClaimsBreadcrumbs({ claimId }: { claimId?: string }) {
  return (
    <Breadcrumbs aria-label="Breadcrumbs" sx={{ mb: 2 }}>
      <Link component={RouterLink} to={paths.dashboard}>
        Dashboard
      </Link>
      {claimId ? (
        <Link component={RouterLink} to={paths.claimsReview}>
          Facility Claims
        </Link>
      ) : (
        <Typography color="text.primary">Facility Claims</Typography>
      )}
      {claimId && <Typography color="text.primary">Claim {claimId}</Typography>}
    </Breadcrumbs>
  );
}
