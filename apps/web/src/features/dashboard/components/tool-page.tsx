import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** A staff tool's frame: Dashboard / {title} breadcrumbs and the heading. */
export function ToolPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', p: 3 }}>
      <Breadcrumbs aria-label="Breadcrumbs" sx={{ mb: 2 }}>
        <Link component={RouterLink} to="/dashboard">
          Dashboard
        </Link>
        <Typography color="text.primary">{title}</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
