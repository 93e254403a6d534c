import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '@/lib/i18n/i18n.ts';
import { PRODUCT_NAME } from '@/lib/product.ts';
import { safeStorage } from '@/lib/safe-storage.ts';
import { shouldShowSurvey, SURVEY_DISMISSED_KEY, SURVEY_URL } from '@/lib/survey.ts';

/** The one-time survey invitation; shown only inside its date window and until dismissed. */
export function SurveyDialog() {
  const t = useT();
  const [open, setOpen] = useState(() =>
    shouldShowSurvey(new Date(), safeStorage('localStorage').getItem(SURVEY_DISMISSED_KEY) !== null),
  );
  const dismiss = () => {
    safeStorage('localStorage').setItem(SURVEY_DISMISSED_KEY, new Date().toISOString());
    setOpen(false);
  };
  return (
    <Dialog open={open} onClose={dismiss}>
      <DialogTitle>{t('Help us improve {product}', { product: PRODUCT_NAME })}</DialogTitle>
      <DialogContent>{t('Tell us how you use {product} in a short survey.', { product: PRODUCT_NAME })}</DialogContent>
      <DialogActions>
        <Button onClick={dismiss}>{t('No, thanks')}</Button>
        <Button variant="contained" href={SURVEY_URL} target="_blank" rel="noreferrer" onClick={dismiss}>
          {t('Take the survey')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
