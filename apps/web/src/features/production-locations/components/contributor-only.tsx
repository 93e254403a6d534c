import type { ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '@/lib/i18n/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { SignInRequired } from './sign-in-required.tsx';

/** A spinner while the session loads, the sign-in prompt for anonymous users, else the screen. */
export function ContributorOnly({ children }: { children: ReactNode }) {
  const t = useT();
  const session = useSession();
  if (session.isPending) return <CircularProgress sx={{ m: 4 }} aria-label={t('Loading')} />;
  if (!session.data || session.data.isAnon) return <SignInRequired />;
  return <>{children}</>;
}
