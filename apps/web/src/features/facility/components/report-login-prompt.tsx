import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';

/** For anonymous visitors a 'Log In' button replaces a report's form (spec part 2 §6); it comes back to the facility. */
export function ReportLoginPrompt({ osId, text, onClose }: { osId: string; text: string; onClose: () => void }) {
  return (
    <>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" component={RouterLink} to={`/auth/login?next=${encodeURIComponent(`/facilities/${osId}`)}`}>
          Log In
        </Button>
      </DialogActions>
    </>
  );
}
