import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EXTERNAL } from '@/lib/external-links.ts';
import { Trans, useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { PRODUCT_NAME } from '@/lib/product.ts';
import { useSession } from '@/lib/session.ts';
import { SignInRequired } from './sign-in-required.tsx';

/** /contribute: the two ways to add data, for signed-in users. */
export function ContributePage() {
  const t = useT();
  const session = useSession();
  if (session.isPending) return <CircularProgress sx={{ m: 4 }} aria-label={t('Loading')} />;
  if (!session.data || session.data.isAnon) return <SignInRequired />;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('Add production location data to {product}', { product: PRODUCT_NAME })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ my: 3 }}>
        <Card sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
          <CardContent sx={{ flex: 1 }}>
            <Typography variant="h5" component="h2" gutterBottom>
              {t('Upload a Spreadsheet')}
            </Typography>
            <Typography>{t('Upload many production locations at once from a CSV or Excel (.xlsx) file.')}</Typography>
          </CardContent>
          <CardActions>
            <Button variant="contained" component={RouterLink} to={paths.multipleLocations}>
              {t('Upload Multiple Locations')}
            </Button>
          </CardActions>
        </Card>
        <Card sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
          <CardContent sx={{ flex: 1 }}>
            <Typography variant="h5" component="h2" gutterBottom>
              {t('Add a Single Location')}
            </Typography>
            <Typography>
              {t('Search for a production location and add or update its data, one location at a time.')}
            </Typography>
          </CardContent>
          <CardActions>
            <Button variant="contained" component={RouterLink} to={paths.singleLocation}>
              {t('Add a Single Location')}
            </Button>
          </CardActions>
        </Card>
      </Stack>
      <Alert
        severity="info"
        action={
          <Button color="inherit" href={EXTERNAL.howToContribute} target="_blank" rel="noreferrer">
            {t('Learn More')}
          </Button>
        }
      >
        <Trans
          id="<0>Have messy data?</0> Our team can help you prepare your list before you upload it."
          components={{ 0: <strong /> }}
        />
      </Alert>
    </Container>
  );
}
