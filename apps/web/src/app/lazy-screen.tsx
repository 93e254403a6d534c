import { lazy, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * A screen's component (or a large part's, such as the search map), its code loaded the first
 * time it is shown: each is a chunk of its own, so a visit downloads what it opens and no more.
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
