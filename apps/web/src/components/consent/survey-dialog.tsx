import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { PRODUCT_NAME } from '@/lib/product.ts';
import { safeStorage } from '@/lib/safe-storage.ts';
import { shouldShowSurvey, SURVEY_DISMISSED_KEY, SURVEY_URL } from '@/lib/survey.ts';

/** The one-time survey invitation; shown only inside its date window and until dismissed. */
export function SurveyDialog() {
  const [open, setOpen] = useState(() =>
    shouldShowSurvey(new Date(), safeStorage('localStorage').getItem(SURVEY_DISMISSED_KEY) !== null),
  );
  const dismiss = () => {
    safeStorage('localStorage').setItem(SURVEY_DISMISSED_KEY, new Date().toISOString());
    setOpen(false);
  };
  return (
    <Dialog open={open} onClose={dismiss}>
      <DialogTitle>Help us improve {PRODUCT_NAME}</DialogTitle>
      <DialogContent>Tell us how you use {PRODUCT_NAME} in a short survey.</DialogContent>
      <DialogActions>
        <Button onClick={dismiss}>No, thanks</Button>
        <Button variant="contained" href={SURVEY_URL} target="_blank" rel="noreferrer" onClick={dismiss}>
          Take the survey
        </Button>
      </DialogActions>
    </Dialog>
  );
}
