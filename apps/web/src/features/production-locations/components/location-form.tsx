import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useFeatureFlag } from '@/lib/feature-flags.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { translateMessage, translateProblems } from '@/lib/i18n/translate-message.ts';
import { paths } from '@/lib/paths.ts';
import {
  contributionFormErrors,
  setAdditionalInformation,
  type ContributionField,
  type ContributionFormValues,
} from '../single-location/form-values.ts';
import { submissionErrorView } from '../single-location/submission-error.ts';
import { SINGLE_LOCATION_TEXT } from '../single-location/texts.ts';
import { CONTRIBUTE_TEXT } from './messages.ts';
import { AdditionalFields } from './additional-fields.tsx';
import { CountryField } from './country-field.tsx';
import { SubmissionErrorPanel } from './submission-error-panel.tsx';

/** Spec part 1 §5: these two are checked again on every change, the others once left. */
const CHECKED_ON_CHANGE: ContributionField[] = ['productType', 'country'];

interface Props {
  values: ContributionFormValues;
  onChange: (values: ContributionFormValues) => void;
  editing: boolean;
  onSubmit: () => void;
  submitting: boolean;
  error: unknown;
  onDismissError: () => void;
  /** Offered when the server found a location that looks the same (409): create it all the same. */
  onSubmitAnyway?: () => void;
}

/** The information form: name, address, country and the optional additional information. */
export function LocationForm({
  values,
  onChange,
  editing,
  onSubmit,
  submitting,
  error,
  onDismissError,
  onSubmitAnyway,
}: Props) {
  const navigate = useNavigate();
  const t = useT();
  const maintenance = useFeatureFlag('disable_list_uploading').data === true;
  const [touched, setTouched] = useState<Set<ContributionField>>(new Set());
  const errors = translateProblems(t, contributionFormErrors(values));
  const valid = Object.keys(errors).length === 0;
  const shown = (field: ContributionField) => touched.has(field);
  const touch = (field: ContributionField) =>
    setTouched((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));
  const change = <F extends ContributionField>(field: F, value: ContributionFormValues[F]) => {
    onChange({ ...values, [field]: value });
    if (CHECKED_ON_CHANGE.includes(field)) touch(field);
  };
  const textProps = (field: 'name' | 'address', label: string) => ({
    label,
    required: true,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
    onBlur: () => touch(field),
    error: shown(field) && Boolean(errors[field]),
    helperText: shown(field) ? errors[field] : undefined,
  });

  // Back to the previous step; a page opened directly goes to the search screen instead.
  const goBack = () =>
    void ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(paths.singleLocation));
  const submitButton = (
    <Button type="submit" variant="contained" disabled={maintenance || !valid || submitting}>
      {editing ? t('Update') : t('Submit')}
    </Button>
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !maintenance && !submitting) onSubmit();
      }}
    >
      <Stack spacing={2.5}>
        {editing && (
          <Alert severity="info">
            {t(
              'The fields below are prefilled with the current data of this production location. You can edit them before you submit.',
            )}
          </Alert>
        )}
        <TextField {...textProps('name', t('Location Name'))} />
        <TextField
          label={t('Local name')}
          value={values.localName}
          onChange={(event) => change('localName', event.target.value)}
          onBlur={() => touch('localName')}
          error={shown('localName') && Boolean(errors.localName)}
          helperText={shown('localName') ? errors.localName : undefined}
        />
        <TextField {...textProps('address', t('Address'))} />
        <CountryField
          required
          value={values.country}
          onChange={(country) => change('country', country)}
          onBlur={() => touch('country')}
          error={shown('country') ? errors.country : undefined}
        />
        <FormControlLabel
          control={
            <Switch
              checked={values.additionalInformation}
              onChange={(event) => onChange(setAdditionalInformation(values, event.target.checked))}
            />
          }
          label={t('Additional information')}
        />
        {values.additionalInformation && (
          <AdditionalFields values={values} errors={errors} shown={shown} change={change} touch={touch} />
        )}
        {error ? (
          <SubmissionErrorPanel
            view={submissionErrorView(
              error,
              editing ? SINGLE_LOCATION_TEXT.updateFallback : SINGLE_LOCATION_TEXT.createFallback,
              t,
            )}
            onDismiss={onDismissError}
          />
        ) : null}
        {onSubmitAnyway && (
          <Box>
            <Button variant="outlined" color="warning" disabled={submitting || maintenance} onClick={onSubmitAnyway}>
              {t(SINGLE_LOCATION_TEXT.submitAnyway)}
            </Button>
          </Box>
        )}
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" onClick={goBack}>
            {t('Go Back')}
          </Button>
          {maintenance ? (
            <Tooltip title={translateMessage(t, CONTRIBUTE_TEXT.maintenance)}>
              <span>{submitButton}</span>
            </Tooltip>
          ) : (
            submitButton
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
