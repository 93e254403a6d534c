import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** The plain page of a screen whose issue has not landed yet; it claims nothing it cannot do. */
export function ComingSoon({ screen }: { screen: string }) {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {screen}
      </Typography>
      <Typography>This screen is coming soon.</Typography>
    </Container>
  );
}
