import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useConsent } from './use-consent.ts';

/** The profile owner's panel: accept or reject analytics cookies at any time. */
export function CookiePreferences() {
  const [consent, setConsent] = useConsent();
  return (
    <Paper variant="outlined" component="section" aria-label="Cookie preferences" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Cookie Preferences
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={consent === 'accepted'}
            onChange={(e) => setConsent(e.target.checked ? 'accepted' : 'rejected')}
          />
        }
        label="Allow analytics cookies"
      />
      <Typography variant="body2" color="text.secondary">
        {consent === 'unset'
          ? 'You have not chosen yet.'
          : consent === 'accepted'
            ? 'You accepted analytics cookies.'
            : 'You rejected analytics cookies.'}{' '}
        A change made after analytics has started takes effect when the page is next loaded.
      </Typography>
    </Paper>
  );
}
