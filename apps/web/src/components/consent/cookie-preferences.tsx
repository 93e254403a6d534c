import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/i18n/i18n.ts';
import { useConsent } from './use-consent.ts';

/** The profile owner's panel: accept or reject analytics cookies at any time. */
export function CookiePreferences() {
  const t = useT();
  const [consent, setConsent] = useConsent();
  return (
    <Paper variant="outlined" component="section" aria-label={t('Cookie preferences')} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('Cookie Preferences')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={consent === 'accepted'}
            onChange={(e) => setConsent(e.target.checked ? 'accepted' : 'rejected')}
          />
        }
        label={t('Allow analytics cookies')}
      />
      <Typography variant="body2" color="text.secondary">
        {consent === 'unset'
          ? t('You have not chosen yet.')
          : consent === 'accepted'
            ? t('You accepted analytics cookies.')
            : t('You rejected analytics cookies.')}{' '}
        {t('A change made after analytics has started takes effect when the page is next loaded.')}
      </Typography>
    </Paper>
  );
}
