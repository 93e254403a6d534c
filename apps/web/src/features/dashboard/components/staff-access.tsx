import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { NotFound } from '@/components/not-found.tsx';

/** undefined while the session loads; null when signed out. */
export type StaffUser = { isSuperuser: boolean } | null | undefined;

/** The staff facility tools: a loader while signing in, a sign-in prompt, not-found for users who are not superusers. */
export function StaffAccessGate({ user, path, children }: { user: StaffUser; path: string; children: ReactNode }) {
  if (user === undefined) return <CircularProgress aria-label="Loading" sx={{ m: 4 }} />;
  if (user === null) {
    return (
      <Box sx={{ p: 4 }}>
        <Link component={RouterLink} to={`/auth/login?next=${encodeURIComponent(path)}`}>
          Sign in to view the dashboard
        </Link>
      </Box>
    );
  }
  if (!user.isSuperuser) return <NotFound />;
  return <>{children}</>;
}
