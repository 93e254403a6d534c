import { useRouteError } from 'react-router';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Shown when a screen throws; the encoded text lets support see what went wrong. */
export function CrashScreen() {
  const error = useRouteError();
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Whoops! Something went wrong :(
      </Typography>
      <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
        {btoa(unescape(encodeURIComponent(text)))}
      </Typography>
    </Container>
  );
}
