import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { EXTERNAL } from '@/lib/external-links.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useConsent } from './use-consent.ts';

/** Asks once (and again after a year); analytics waits for 'Accept'. */
export function CookieConsentBanner() {
  const [consent, setConsent] = useConsent();
  const t = useT();
  if (consent !== 'unset') return null;
  return (
    <Paper
      role="region"
      aria-label={t('Cookie consent')}
      elevation={6}
      sx={{ position: 'fixed', left: 16, right: 16, bottom: 16, p: 2, zIndex: 1400, maxWidth: 960, mx: 'auto' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography sx={{ flexGrow: 1 }}>
          {t(
            'We use cookies to understand how the site is used and to improve it. Analytics cookies are set only if you accept.',
          )}{' '}
          <Link href={EXTERNAL.privacy} target="_blank" rel="noreferrer">
            {t('Privacy Policy')}
          </Link>
        </Typography>
        <Button variant="outlined" onClick={() => setConsent('rejected')}>
          {t('Reject')}
        </Button>
        <Button variant="contained" onClick={() => setConsent('accepted')}>
          {t('Accept')}
        </Button>
      </Stack>
    </Paper>
  );
}
