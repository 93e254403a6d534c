import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { CLAIM_MESSAGES } from '@registry/core/claim';
import { CLAIM_FALLBACKS } from '@registry/core/claim-fallbacks';
import { errorMessages } from '@/api/errors.ts';
import { facilityPath, paths } from '@/lib/paths.ts';
import { useT, type MessageId } from '@/lib/i18n/i18n.ts';
import { PRODUCT_NAME } from '@/lib/product.ts';
import { useClaimFacility } from '../api/claim-facility.ts';
import { useSubmitClaim } from '../api/submit-claim.ts';
import {
  claimFormData,
  claimStepErrors,
  initialClaimForm,
  type ClaimFormErrors,
  type ClaimFormValues,
} from '../claim-form-values.ts';
import { claimMessage } from '../claim-texts.ts';
import { AdditionalDataStep, DocumentsStep, IntroStep } from './claim-steps.tsx';
import { LoginPrompt } from './login-prompt.tsx';

const STEPS: MessageId[] = ['Claim a Production Location', 'Supporting Documentation', 'Additional Data'];

export interface ClaimPageProps {
  /** undefined while the session or flags load. */
  signedIn: boolean | undefined;
  claimFlag: boolean | undefined;
}

/** /facilities/{osID}/claim (spec part 2 §2 'Claim a production location'). */
export function ClaimPage({ signedIn, claimFlag }: ClaimPageProps) {
  const t = useT();
  const { osID = '' } = useParams();
  const facility = useClaimFacility(osID, signedIn === true && claimFlag === true);
  if (signedIn === undefined || claimFlag === undefined)
    return <CircularProgress aria-label={t('Loading')} sx={{ m: 4 }} />;
  if (!claimFlag) return <Navigate to={facilityPath(osID)} replace />;
  if (!signedIn)
    return (
      <LoginPrompt
        title={t('Claim this production location')}
        text={t('Log in to claim a production location on {product}', { product: PRODUCT_NAME })}
      />
    );
  if (facility.isPending) return <CircularProgress aria-label={t('Loading')} sx={{ m: 4 }} />;
  if (facility.isError) {
    return (
      <Alert severity="error" sx={{ m: 4 }}>
        {claimMessage(t, errorMessages(facility.error, CLAIM_FALLBACKS.fetchFacilityDetails)[0]!)}
      </Alert>
    );
  }
  return (
    <ClaimWizard
      osId={facility.data.id}
      name={facility.data.properties.name}
      address={facility.data.properties.address}
    />
  );
}

function ClaimWizard({ osId, name, address }: { osId: string; name: string; address: string }) {
  const t = useT();
  const navigate = useNavigate();
  const submit = useSubmitClaim(osId);
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<ClaimFormValues>(initialClaimForm);
  const [errors, setErrors] = useState<ClaimFormErrors>({});
  const [showErrors, setShowErrors] = useState(false);

  const update = (change: Partial<ClaimFormValues>) => {
    const next = { ...values, ...change };
    setValues(next);
    if (showErrors) setErrors(claimStepErrors(step, next));
  };
  const stepValid = (): boolean => {
    const found = claimStepErrors(step, values);
    setErrors(found);
    setShowErrors(true);
    return Object.keys(found).length === 0;
  };
  const next = () => {
    if (!stepValid()) return;
    setShowErrors(false);
    setErrors({});
    setStep(step + 1);
  };
  const back = () => {
    if (step === 0) navigate(facilityPath(osId));
    else {
      setErrors({});
      setShowErrors(false);
      setStep(step - 1);
    }
  };
  const send = () => {
    if (stepValid()) submit.mutate(claimFormData(values));
  };

  const stepProps = { values, errors, update };
  const agreed = values.agreement === 'yes';
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', p: 3 }}>
      <Typography variant="h4" component="h1">
        {name}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {address}
      </Typography>
      {/* Labels under the numbers: side by side they overflow a phone's width. */}
      <Stepper activeStep={step} alternativeLabel sx={{ my: 3 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{t(label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="h5" component="h2" gutterBottom>
        {t(STEPS[step]!)}
      </Typography>
      {step === 0 && <IntroStep {...stepProps} />}
      {step === 1 && <DocumentsStep {...stepProps} />}
      {step === 2 && <AdditionalDataStep {...stepProps} />}
      {showErrors && Object.keys(errors).length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t(CLAIM_MESSAGES.wizardInvalid)}
        </Alert>
      )}
      {submit.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessages(submit.error, CLAIM_FALLBACKS.submitClaim).map((message) => (
            <div key={message}>{claimMessage(t, message)}</div>
          ))}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, mt: 3 }}>
        <Button variant="outlined" onClick={back} disabled={submit.isPending}>
          {t('Go Back')}
        </Button>
        {agreed && step < 2 && (
          <Button variant="contained" onClick={next}>
            {t('Next')}
          </Button>
        )}
        {agreed && step === 2 && (
          <Button
            variant="contained"
            onClick={send}
            disabled={submit.isPending}
            startIcon={submit.isPending ? <CircularProgress size={16} /> : undefined}
          >
            {t('Submit')}
          </Button>
        )}
      </Box>
      <Dialog open={submit.isSuccess} aria-labelledby="claim-thanks-title">
        <DialogTitle id="claim-thanks-title">{t('Thank you for submitting your claim request!')}</DialogTitle>
        <DialogContent>
          <Typography>{t('You will receive a notification once it has been reviewed.')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button component={RouterLink} to={paths.claimed}>
            {t('View My Approved Claims')}
          </Button>
          <Button component={RouterLink} to={paths.home} variant="contained">
            {t('Search OS Hub')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
