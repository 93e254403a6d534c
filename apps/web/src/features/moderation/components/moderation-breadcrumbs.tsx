import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/lib/paths.ts';

/** Dashboard / Moderation Queue [/ Contribution Record]. */
export function ModerationBreadcrumbs({ record }: { record?: boolean }) {
  return (
    <Breadcrumbs aria-label="Breadcrumbs" sx={{ mb: 2 }}>
      <Link component={RouterLink} to={paths.dashboard}>
        Dashboard
      </Link>
      {record ? (
        <Link component={RouterLink} to={paths.moderationQueue}>
          Moderation Queue
        </Link>
      ) : (
        <Typography color="text.primary">Moderation Queue</Typography>
      )}
      {record && <Typography color="text.primary">Contribution Record</Typography>}
    </Breadcrumbs>
  );
}
