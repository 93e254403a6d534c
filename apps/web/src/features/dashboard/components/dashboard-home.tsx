import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { DashboardBreadcrumbs } from '@/components/dashboard/dashboard-breadcrumbs.tsx';
import { dashboardLinks } from '../dashboard-links.ts';

/** /dashboard (spec part 2 §2 'Dashboard home'). */
export function DashboardHome({ claimFlag }: { claimFlag: boolean }) {
  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', p: 3 }}>
      <DashboardBreadcrumbs />
      <Typography variant="h4" component="h1" gutterBottom>
        Dashboard
      </Typography>
      <List aria-label="Dashboard tools">
        {dashboardLinks({ claimFlag }).map((link) => (
          <ListItem key={link.to} disableGutters>
            <Link component={RouterLink} to={link.to} variant="h6">
              {link.label}
            </Link>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
