import { Link, useLocation } from 'react-router';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { loginPath } from '@/lib/paths.ts';
import { PRODUCT_NAME } from '@/lib/product.ts';
import { useT } from '@/lib/i18n/i18n.ts';

/** Signed-out visitors of My Lists or a list: a log-in link that brings them back. */
export function ListsSignIn() {
  const t = useT();
  const location = useLocation();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h5" component="h1">
        <Link to={loginPath(`${location.pathname}${location.search}`)}>
          {t('Sign in to view your {product} lists', { product: PRODUCT_NAME })}
        </Link>
      </Typography>
    </Container>
  );
}
