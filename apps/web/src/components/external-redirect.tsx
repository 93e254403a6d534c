import { useEffect } from 'react';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** Routes whose pages moved to the documentation site. */
export function ExternalRedirect({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return (
    <Container sx={{ py: 6 }}>
      <Typography role="status">
        Redirecting to <Link href={to}>{to}</Link>…
      </Typography>
    </Container>
  );
}
