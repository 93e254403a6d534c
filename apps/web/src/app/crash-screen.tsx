import { useMemo } from 'react';
import { useRouteError } from 'react-router';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/i18n/i18n.ts';
import { encodeCrashReport } from './crash-report.ts';

/** Shown when a screen throws (spec part 2 §8); the encoded text lets support see what went wrong. */
export function CrashScreen({ error }: { error: unknown }) {
  const t = useT();
  const report = useMemo(() => encodeCrashReport(error, window.location.pathname, new Date()), [error]);
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('Whoops! Something went wrong :(')}
      </Typography>
      <Typography
        component="pre"
        aria-label={t('Encoded error details')}
        sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}
      >
        {report}
      </Typography>
    </Container>
  );
}

/** The router's error element: errors thrown while rendering a route. */
export function RouteCrashScreen() {
  return <CrashScreen error={useRouteError()} />;
}
