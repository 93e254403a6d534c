import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SECTORS } from '@registry/core/sectors';
import { useT, type MessageId } from '@/lib/i18n/i18n.ts';
import { sectorName } from '@/lib/i18n/fixed-names.ts';
import { claimMessage } from '../claim-texts.ts';
import type { ClaimFormErrors, ClaimFormValues } from '../claim-form-values.ts';
import { AttachmentUploader } from './attachment-uploader.tsx';
import { EmissionsBlock } from './emissions-block.tsx';

interface StepProps {
  values: ClaimFormValues;
  errors: ClaimFormErrors;
  update: (change: Partial<ClaimFormValues>) => void;
}

export function IntroStep({ values, update }: StepProps) {
  const t = useT();
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        {t(
          'Claiming a production location lets its owner or a senior manager keep its profile up to date: contact details, certifications, workers, products and more. Once staff approve the claim, the location is shown as claimed.',
        )}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t(
          'You will be asked for evidence of your employment (for example a business card or an employment letter) and of the business (a business licence, a utility bill, the business website or LinkedIn profile).',
        )}
      </Typography>
      <Typography color="warning.main" sx={{ mb: 2 }}>
        {t('Forged or misleading documents may cause your claim to be denied.')}
      </Typography>
      <FormControl>
        <FormLabel id="claim-agreement">
          {t('Are you an owner or senior manager of this production location?')}
        </FormLabel>
        <RadioGroup
          aria-labelledby="claim-agreement"
          value={values.agreement}
          onChange={(event) => update({ agreement: event.target.value as 'yes' | 'no' })}
        >
          <FormControlLabel value="no" control={<Radio />} label={t('No')} />
          <FormControlLabel
            value="yes"
            control={<Radio />}
            label={t('I am an owner or senior manager and would like to submit a claim request')}
          />
        </RadioGroup>
      </FormControl>
    </Box>
  );
}

function Field(
  props: StepProps & {
    name:
      | 'yourName'
      | 'yourTitle'
      | 'yourBusinessWebsite'
      | 'businessWebsite'
      | 'businessLinkedinProfile'
      | 'localLanguageName'
      | 'numberOfWorkers';
    label: MessageId;
    required?: boolean;
  },
) {
  const t = useT();
  const error = props.errors[props.name];
  return (
    <TextField
      label={t(props.label)}
      required={props.required}
      value={props.values[props.name]}
      onChange={(event) => props.update({ [props.name]: event.target.value })}
      error={Boolean(error)}
      helperText={error && claimMessage(t, error)}
      fullWidth
      size="small"
      sx={{ my: 1 }}
    />
  );
}

export function DocumentsStep(props: StepProps) {
  const t = useT();
  return (
    <Box>
      <Typography variant="h6">{t('Contact information')}</Typography>
      <Field {...props} name="yourName" label="Your name" required />
      <Field {...props} name="yourTitle" label="Your title" required />
      <Field {...props} name="yourBusinessWebsite" label="Your website (optional)" />
      <AttachmentUploader
        label={t('Documents proving your employment')}
        files={props.values.uploadFiles}
        onChange={(uploadFiles) => props.update({ uploadFiles })}
      />
      <Typography variant="h6">{t('Business information')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('Provide at least one of: business website, business LinkedIn profile, business documents.')}
      </Typography>
      <Field {...props} name="businessWebsite" label="Business website" />
      <Field {...props} name="businessLinkedinProfile" label="Business LinkedIn profile" />
      <AttachmentUploader
        label={t('Business documents')}
        files={props.values.businessUploadFiles}
        onChange={(businessUploadFiles) => props.update({ businessUploadFiles })}
      />
      {props.errors.businessEvidence && (
        <Alert severity="error">{claimMessage(t, props.errors.businessEvidence)}</Alert>
      )}
    </Box>
  );
}

export function AdditionalDataStep(props: StepProps) {
  const t = useT();
  return (
    <Box>
      <Autocomplete
        multiple
        options={SECTORS as readonly string[]}
        getOptionLabel={(sector) => sectorName(t, sector)}
        value={props.values.sectors}
        onChange={(_event, sectors) => props.update({ sectors })}
        renderInput={(params) => <TextField {...params} label={t('Sectors')} size="small" />}
        sx={{ my: 1 }}
      />
      <Field {...props} name="numberOfWorkers" label="Number of workers (e.g. 150 or 100-200)" />
      <Field {...props} name="localLanguageName" label="Production location name in local language" />
      <EmissionsBlock values={props.values} errors={props.errors} update={props.update} />
    </Box>
  );
}
