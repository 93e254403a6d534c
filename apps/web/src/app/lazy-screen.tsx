import { lazy, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '@/lib/i18n/i18n.ts';

/**
 * A large part of a screen (the search map, the merge dialog), its code loaded the first time it
 * is shown: a chunk of its own, so a visit downloads what it opens and no more. Screens themselves
 * load through the route table's `lazy:` (router.tsx).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

/** What the page shows while a screen's code loads (inside the app bar and footer). */
export function ScreenLoading() {
  const t = useT();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('Loading page')} />
    </Box>
  );
}
