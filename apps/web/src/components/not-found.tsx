import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { Trans, useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';

export function NotFound() {
  const t = useT();
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('Not found')}
      </Typography>
      <Typography>
        <Trans
          id="The page you asked for does not exist. <0>Go to the main page</0>"
          components={{ 0: <Link to={paths.home} /> }}
        />
      </Typography>
    </Container>
  );
}
