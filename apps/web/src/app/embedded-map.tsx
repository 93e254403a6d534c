import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { embedMessages, fontCss, type ContributorEmbedConfig } from '@registry/core/embed-config';
import { useContributorEmbedConfig } from '@/features/embed/api/contributor-embed-config.ts';
import { useT } from '@/lib/i18n/i18n.ts';

/**
 * Loads the contributor's embed config and dresses the page in it (colour, font); without a
 * config the embedded map shows its error screen (spec part 1 §8).
 */
export function EmbeddedMap({
  contributorId,
  children,
}: {
  contributorId: number | null;
  children: (config: ContributorEmbedConfig) => ReactNode;
}) {
  const t = useT();
  const config = useContributorEmbedConfig(contributorId);
  const outer = useTheme();
  const data = config.data;
  const theme = useMemo(
    () =>
      data
        ? createTheme({
            breakpoints: outer.breakpoints,
            motion: outer.motion,
            palette: { primary: { main: data.color } },
            ...(fontCss(data.font) ? { typography: { fontFamily: fontCss(data.font) } } : {}),
          })
        : outer,
    [data, outer],
  );
  if (contributorId === null || config.isError) {
    return (
      <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="error">{t(embedMessages.loadError)}</Typography>
      </Box>
    );
  }
  if (!data) {
    return (
      <Box sx={{ p: 4, display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label={t('Loading map')} />
      </Box>
    );
  }
  return (
    <ThemeProvider theme={theme}>
      <Box data-testid="embedded-map" sx={{ height: '100%', fontFamily: theme.typography.fontFamily }}>
        {children(data)}
      </Box>
    </ThemeProvider>
  );
}
