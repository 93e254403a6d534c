import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link, useLocation } from 'react-router';
import { useT } from '@/lib/i18n/i18n.ts';
import { loginPath, paths } from '@/lib/paths.ts';
import { PRODUCT_NAME } from '@/lib/product.ts';

/** Anonymous visitors who try to download are asked to register or log in (spec part 1 §2, §8). */
export function LoginRequiredDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const location = useLocation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="login-required-title">
      <DialogTitle id="login-required-title">{t('Log in to download')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('You must log in with an {product} account before downloading your search results.', {
            product: PRODUCT_NAME,
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button component={Link} to={paths.register}>
          {t('Register')}
        </Button>
        <Button component={Link} to={loginPath(`${location.pathname}${location.search}`)} variant="contained">
          {t('Log In')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
