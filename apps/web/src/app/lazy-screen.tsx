import { lazy, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * A screen's component, its code loaded the first time it is shown: each screen is a chunk of
 * its own, so a visit downloads the screens it opens and no others.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

/** What the page shows while a screen's code loads (inside the app bar and footer). */
export function ScreenLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
}
