import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { paths } from '@/lib/paths.ts';
import { LISTS_TEXT } from '../messages.ts';

/** A list without rows yet: it was uploaded and is being processed (spec part 1 §2). */
export function ProcessingDialog({ open, onRefresh }: { open: boolean; onRefresh: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} aria-labelledby="list-processing-title">
      <DialogTitle id="list-processing-title">{LISTS_TEXT.processingTitle}</DialogTitle>
      <DialogContent>
        <Typography>{LISTS_TEXT.processingText}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => navigate(paths.home)}>Go to the main page</Button>
        <Button variant="contained" onClick={onRefresh}>
          Refresh
        </Button>
      </DialogActions>
    </Dialog>
  );
}
