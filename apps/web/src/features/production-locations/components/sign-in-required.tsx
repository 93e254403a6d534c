import { Link, useLocation } from 'react-router';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { loginPath } from '@/lib/paths.ts';
import { CONTRIBUTE_TEXT } from './messages.ts';

/** Signed-out visitors of a contribute screen: a log-in link that brings them back here. */
export function SignInRequired() {
  const location = useLocation();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {CONTRIBUTE_TEXT.unauthorized}
      </Typography>
      <Typography>
        <Link to={loginPath(`${location.pathname}${location.search}`)}>{CONTRIBUTE_TEXT.logInToContribute}</Link>
      </Typography>
    </Container>
  );
}
