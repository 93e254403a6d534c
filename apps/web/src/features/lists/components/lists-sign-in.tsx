import { Link, useLocation } from 'react-router';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { loginPath } from '@/lib/paths.ts';
import { LISTS_TEXT } from '../messages.ts';

/** Signed-out visitors of My Lists or a list: a log-in link that brings them back. */
export function ListsSignIn() {
  const location = useLocation();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h5" component="h1">
        <Link to={loginPath(`${location.pathname}${location.search}`)}>{LISTS_TEXT.signIn}</Link>
      </Typography>
    </Container>
  );
}
