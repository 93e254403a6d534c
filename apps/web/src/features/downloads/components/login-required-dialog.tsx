import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link, useLocation } from 'react-router';
import { downloadMessages } from '@registry/core/download-limits';
import { loginPath, paths } from '@/lib/paths.ts';
import { PRODUCT_NAME } from '@/lib/product.ts';

/** Anonymous visitors who try to download are asked to register or log in (spec part 1 §2, §8). */
export function LoginRequiredDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const location = useLocation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="login-required-title">
      <DialogTitle id="login-required-title">Log in to download</DialogTitle>
      <DialogContent>
        <DialogContentText>{downloadMessages.loginDialog(PRODUCT_NAME)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button component={Link} to={paths.register}>
          Register
        </Button>
        <Button component={Link} to={loginPath(`${location.pathname}${location.search}`)} variant="contained">
          Log In
        </Button>
      </DialogActions>
    </Dialog>
  );
}
