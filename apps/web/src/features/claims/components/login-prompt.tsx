import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useT } from '@/lib/i18n/i18n.ts';
import { loginPath } from '@/lib/paths.ts';

/** What anonymous users see on the claim screens (spec part 2 §6). */
export function LoginPrompt({ title, text }: { title: string; text: string }) {
  const t = useT();
  const location = useLocation();
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <Button variant="contained" component={RouterLink} to={loginPath(location.pathname)}>
        {t('Log In')}
      </Button>
    </Box>
  );
}
