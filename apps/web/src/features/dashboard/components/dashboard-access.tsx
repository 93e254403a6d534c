import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { NotFound } from '@/components/not-found.tsx';
import { loginPath } from '@/lib/paths.ts';

export interface DashboardAccess {
  /** undefined while signing in; null when signed out. */
  user: { isSuperuser: boolean } | null | undefined;
  path: string;
}

/** Spec part 2 §2 and §6: a loader while signing in, a sign-in prompt when signed out, not-found without dashboard access (superusers). */
export function DashboardAccessGate({ access, children }: { access: DashboardAccess; children: ReactNode }) {
  if (access.user === undefined) return <CircularProgress aria-label="Loading" sx={{ m: 4 }} />;
  if (access.user === null) {
    return (
      <Box sx={{ p: 4 }}>
        <Link component={RouterLink} to={loginPath(access.path)}>
          Sign in to view the dashboard
        </Link>
      </Box>
    );
  }
  if (!access.user.isSuperuser) return <NotFound />;
  return <>{children}</>;
}
