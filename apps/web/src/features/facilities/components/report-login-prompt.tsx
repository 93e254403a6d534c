import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { facilityPath, loginPath } from '@/lib/paths.ts';

/** For anonymous visitors a 'Log In' button replaces a report's form (spec part 2 §6); it comes back to the facility. */
export function ReportLoginPrompt({ osId, text, onClose }: { osId: string; text: string; onClose: () => void }) {
  return (
    <>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" component={RouterLink} to={loginPath(facilityPath(osId))}>
          Log In
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
  if (!props.signedIn) return <ReportLoginPrompt osId={props.osId} text={props.loginText} onClose={props.onClose} />;
  return (
    <>
      <DialogContent>{props.children}</DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button variant="contained" onClick={props.onSubmit} disabled={props.pending}>
          Report
        </Button>
      </DialogActions>
    </>
  );
}
