import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';

export function NotFound() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Not found
      </Typography>
      <Typography>
        The page you asked for does not exist. <Link to={paths.home}>Go to the main page</Link>
      </Typography>
    </Container>
  );
}
