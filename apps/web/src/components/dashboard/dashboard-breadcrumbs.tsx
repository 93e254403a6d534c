import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/lib/paths.ts';

export interface Crumb {
  label: string;
  /** Left out for the current screen (the last crumb). */
  to?: string;
}

/** Dashboard / {screen} [/ {item}]; the dashboard home itself shows 'Dashboard' alone. */
export function DashboardBreadcrumbs({ trail = [] }: { trail?: Crumb[] }) {
  const crumbs: Crumb[] = [{ label: 'Dashboard', to: trail.length ? paths.dashboard : undefined }, ...trail];
  return (
    <Breadcrumbs aria-label="Breadcrumbs" sx={{ mb: 2 }}>
      {crumbs.map((crumb) =>
        crumb.to ? (
          <Link key={crumb.label} component={RouterLink} to={crumb.to}>
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.label} color="text.primary">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
