import { useEffect } from 'react';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans } from '@/lib/i18n/i18n.ts';

/** Routes whose pages moved to the documentation site. */
export function ExternalRedirect({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return (
    <Container sx={{ py: 6 }}>
      <Typography role="status">
        <Trans id="Redirecting to <0>{url}</0>…" values={{ url: to }} components={{ 0: <Link href={to} /> }} />
      </Typography>
    </Container>
  );
}
