import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useT } from '@/lib/i18n/i18n.ts';
import { facilityPath, loginPath } from '@/lib/paths.ts';

/** For anonymous visitors a 'Log In' button replaces a report's form (spec part 2 §6); it comes back to the facility. */
export function ReportLoginPrompt({ osId, text, onClose }: { osId: string; text: string; onClose: () => void }) {
  const t = useT();
  return (
    <>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" component={RouterLink} to={loginPath(facilityPath(osId))}>
          {t('Log In')}
        </Button>
      </DialogActions>
    </>
  );
}

/** A report dialog's body: its fields with Cancel and Report for a signed-in user, the log-in prompt for anyone else. */
export function ReportForm(props: {
  signedIn: boolean;
  osId: string;
  loginText: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  if (!props.signedIn) return <ReportLoginPrompt osId={props.osId} text={props.loginText} onClose={props.onClose} />;
  return (
    <>
      <DialogContent>{props.children}</DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('Cancel')}</Button>
        <Button variant="contained" onClick={props.onSubmit} disabled={props.pending}>
          {t('Report')}
        </Button>
      </DialogActions>
    </>
  );
}
