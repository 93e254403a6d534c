import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '@/lib/i18n/i18n.ts';

/**
 * Why a download cannot be made (over the allowance with nothing to buy, or over a fixed maximum):
 * said in a dialog, since a tooltip on a disabled button never shows on a touch screen.
 */
export function DownloadUnavailableDialog({
  open,
  reason,
  onClose,
}: {
  open: boolean;
  reason: string;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="download-unavailable-title">
      <DialogTitle id="download-unavailable-title">{t('Download not available')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{reason}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('Close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
