import { Link, useLocation } from 'react-router';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/i18n/i18n.ts';
import { loginPath } from '@/lib/paths.ts';
import { PRODUCT_NAME } from '@/lib/product.ts';

/** Signed-out visitors of a contribute screen: a log-in link that brings them back here. */
export function SignInRequired() {
  const t = useT();
  const location = useLocation();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('Unauthorized Access')}
      </Typography>
      <Typography>
        <Link to={loginPath(`${location.pathname}${location.search}`)}>
          {t('Log in to contribute to {product}', { product: PRODUCT_NAME })}
        </Link>
      </Typography>
    </Container>
  );
}
