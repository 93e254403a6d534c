import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { NotFound } from '@/components/not-found.tsx';
import { loginPath } from '@/lib/paths.ts';

export interface ClaimsAccess {
  /** undefined while loading; null when signed out. */
  user: { isSuperuser: boolean } | null | undefined;
  claimFlag: boolean | undefined;
  path: string;
}

/** Staff claim screens: a loader while signing in, a sign-in prompt, not-found for others or with the flag off. */
export function ClaimsAccessGate({ access, children }: { access: ClaimsAccess; children: ReactNode }) {
  if (access.user === undefined || access.claimFlag === undefined)
    return <CircularProgress aria-label="Loading" sx={{ m: 4 }} />;
  if (access.user === null) {
    return (
      <Box sx={{ p: 4 }}>
        <Link component={RouterLink} to={loginPath(access.path)}>
          Sign in to view the dashboard
        </Link>
      </Box>
    );
  }
  if (!access.user.isSuperuser || !access.claimFlag) return <NotFound />;
  return <>{children}</>;
}
