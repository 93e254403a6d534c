import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DashboardBreadcrumbs } from './dashboard-breadcrumbs.tsx';

/** A staff tool's frame: Dashboard / {title} breadcrumbs and the heading. */
export function ToolPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', p: 3 }}>
      <DashboardBreadcrumbs trail={[{ label: title }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
