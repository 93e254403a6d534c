import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { paths } from '@/lib/paths.ts';
import { LISTS_TEXT } from '../messages.ts';
import { useT } from '@/lib/i18n/i18n.ts';

/** A list without rows yet: it was uploaded and is being processed (spec part 1 §2). */
export function ProcessingDialog({ open, onRefresh }: { open: boolean; onRefresh: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Dialog open={open} aria-labelledby="list-processing-title">
      <DialogTitle id="list-processing-title">{t(LISTS_TEXT.processingTitle)}</DialogTitle>
      <DialogContent>
        <Typography>{t(LISTS_TEXT.processingText)}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => navigate(paths.home)}>{t('Go to the main page')}</Button>
        <Button variant="contained" onClick={onRefresh}>
          {t('Refresh')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
